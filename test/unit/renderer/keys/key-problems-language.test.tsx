// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UpdateState } from '../../../../shared/domain/updates'
import { KeyStoreChoice } from '../../../../renderer/src/features/keys/KeyStoreChoice'
import { UnlockScreen } from '../../../../renderer/src/features/keys/UnlockScreen'
import { UpdateControls } from '../../../../renderer/src/features/settings/UpdateControls'
import { translator } from '../../../../renderer/src/i18n'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { defaultSettings, keyStorage } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
beforeEach(() => bridge.reset())
afterEach(async () => {
  cleanup()
  await translator.use('en')
})

const noAnswer = keyStorage({ store: null, keychain: { available: false, problem: 'it did not answer within 5 s', problemSay: [{ key: 'mainWords.keychain.noAnswer', args: { seconds: 5 } }] } })
const damaged = keyStorage({ store: 'file', file: { state: 'damaged', problem: 'The key file is damaged: its checksum does not match its contents.', problemSay: [{ key: 'errors.keys.damagedReason', args: { reason: 'its checksum does not match its contents' } }] } })

// #37: what main says about the key stores and updates, in the window's language (English as before).
describe('key storage problems and update reasons in the shown language', () => {
  it('English: as main wrote it', async () => {
    renderWithBridge(<KeyStoreChoice status={noAnswer} />, bridge)
    expect((await screen.findByRole('form', { name: 'Where to keep API keys' })).textContent).toContain('Not available here: it did not answer within 5 s.')
  })

  it('German: the keychain’s problem; Arabic: the damaged key file', async () => {
    await translator.use('de')
    renderWithBridge(<KeyStoreChoice status={noAnswer} />, bridge)
    const form = await screen.findByRole('form')
    expect(form.textContent).toContain('er hat nicht innerhalb von 5 s geantwortet')
    expect(form.textContent).not.toContain('did not answer')
    cleanup()
    await translator.use('ar')
    renderWithBridge(<UnlockScreen status={damaged} />, bridge)
    expect((await screen.findByRole('alert')).textContent).toMatch(/^ملف المفاتيح تالف/)
  })

  it('a stored status without keys (an older main) still shows its English', async () => {
    await translator.use('de')
    renderWithBridge(<KeyStoreChoice status={keyStorage({ store: null, keychain: { available: false, problem: 'Cannot autolaunch D-Bus without X11 $DISPLAY' } })} />, bridge)
    expect((await screen.findByRole('form')).textContent).toContain('Cannot autolaunch D-Bus without X11 $DISPLAY')
  })

  it('Arabic: why updates are unavailable, said from its code', async () => {
    const state: UpdateState = { status: 'unavailable', reason: 'linux-deb', message: 'Updates come through your package manager: this copy was installed from a .deb package.' }
    bridge.handle('app:updateState', () => state)
    bridge.handle('settings:get', () => defaultSettings)
    await translator.use('ar')
    renderWithBridge(<UpdateControls />, bridge)
    expect(await screen.findByText(/تصل التحديثات عبر مدير الحزم لديك/)).toBeTruthy()
    expect(screen.queryByText(/package manager/)).toBeNull()
  })
})
