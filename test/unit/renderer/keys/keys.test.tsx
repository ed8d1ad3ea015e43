// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { KeyStorageStatus } from '../../../../shared/domain/key-storage'
import { BalanceNotice } from '../../../../renderer/src/features/balance/BalanceNotice'
import ReenterKeyDialog from '../../../../renderer/src/features/keys/ReenterKeyDialog'
import { KeysSection } from '../../../../renderer/src/features/keys/KeysSection'
import { UnlockScreen } from '../../../../renderer/src/features/keys/UnlockScreen'
import { Onboarding } from '../../../../renderer/src/features/onboarding/Onboarding'
import { ConnectionForm } from '../../../../renderer/src/features/settings/ConnectionForm'
import { useKeyReentry } from '../../../../renderer/src/stores/key-reentry'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, connection, keyStorage } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const { callsTo, handle } = bridge
const NO_KEYCHAIN = keyStorage({ store: null, keychain: { available: false, problem: 'Cannot autolaunch D-Bus without X11 $DISPLAY' } })
const PASS = 'correct horse battery'

beforeEach(() => {
  bridge.reset()
  useKeyReentry.getState().close()
})
afterEach(cleanup)

describe('first run without a keychain', () => {
  it('asks where keys go before the connection form; two different passphrases are caught here; the key file is created, then the form shows', async () => {
    let status: KeyStorageStatus = NO_KEYCHAIN
    handle('keys:status', () => status)
    handle('keys:choose', () => (status = keyStorage({ store: 'file', keychain: NO_KEYCHAIN.keychain, file: { state: 'unlocked' } })))
    const user = userEvent.setup()
    renderWithBridge(<Onboarding />, bridge)
    const choice = await screen.findByRole('form', { name: 'Where to keep API keys' })
    expect(screen.queryByRole('form', { name: 'Connect your account' })).toBeNull()
    const keychain = within(choice).getByRole('radio', { name: /System keychain/ }) as HTMLInputElement
    expect(keychain.disabled).toBe(true)
    expect(choice.textContent).toContain('Not available here: Cannot autolaunch D-Bus without X11 $DISPLAY.')
    expect((within(choice).getByRole('radio', { name: /Encrypted key file/ }) as HTMLInputElement).checked).toBe(true)

    await user.type(within(choice).getByLabelText('New passphrase', { exact: true }), 'short')
    await user.click(within(choice).getByRole('button', { name: 'Create the key file' }))
    expect(choice.textContent).toContain('Use at least 8 characters.')
    await user.clear(within(choice).getByLabelText('New passphrase', { exact: true }))
    await user.type(within(choice).getByLabelText('New passphrase', { exact: true }), PASS)
    await user.type(within(choice).getByLabelText('Repeat the passphrase', { exact: true }), `${PASS}!`)
    await user.click(within(choice).getByRole('button', { name: 'Create the key file' }))
    expect(choice.textContent).toContain('The two passphrases differ')
    expect(callsTo('keys:choose')).toEqual([])

    await user.clear(within(choice).getByLabelText('Repeat the passphrase', { exact: true }))
    await user.type(within(choice).getByLabelText('Repeat the passphrase', { exact: true }), PASS)
    await user.click(within(choice).getByRole('button', { name: 'Create the key file' }))
    await waitFor(() => expect(callsTo('keys:choose')).toEqual([{ store: 'file', passphrase: PASS }]))
    expect(await screen.findByRole('form', { name: 'Connect your account' })).toBeTruthy()
    expect(screen.getByText(/Stored encrypted in your key file/)).toBeTruthy()
  })

  it('with TALLY_API_KEY set, the connect form asks for no key and sends an empty one (main uses the operator’s)', async () => {
    handle('keys:status', () => keyStorage({ store: 'environment', environment: { variable: 'TALLY_API_KEY' } }))
    handle('connections:verify', () => ({ baseUrl: 'https://api.example.com/v1', modelCount: 3, keyName: 'ops', keySuffix: '…abcd', problems: [], kind: 'service', kindReason: '' }))
    handle('connections:add', () => ({ connections: [connection({ id: 'c1', name: 'Ops' })], activeId: 'c1' }))
    const user = userEvent.setup()
    renderWithBridge(<ConnectionForm />, bridge)
    const key = await screen.findByRole('group', { name: 'API key' })
    expect(key.textContent).toContain('From TALLY_API_KEY, set by whoever started Tokentally')
    expect(screen.queryByLabelText('API key', { selector: 'input' })).toBeNull()
    await user.type(screen.getByLabelText('Base URL'), 'https://api.example.com/v1')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await waitFor(() => expect(callsTo('connections:add')).toHaveLength(1))
    expect(callsTo('connections:verify')).toEqual([{ name: 'My account', baseUrl: 'https://api.example.com/v1', key: '' }])
  })
})

describe('the lock screen', () => {
  it('a wrong passphrase keeps what was typed and says so next to the field; the right one unlocks', async () => {
    let tries = 0
    handle('keys:unlock', ({ passphrase }) => {
      tries++
      if (passphrase !== PASS) throw new FakeFailure(appError({ kind: 'input', code: 'wrong_passphrase', param: 'passphrase', message: 'That passphrase does not open the key file.' }))
      return keyStorage({ store: 'file', file: { state: 'unlocked' } })
    })
    const user = userEvent.setup()
    renderWithBridge(<UnlockScreen status={keyStorage({ store: 'file', file: { state: 'locked', lockedBy: 'idle', idleLockMinutes: 15, otherMachine: { host: 'old-server', at: '2026-05-03T10:00:00Z' } } })} />, bridge)
    expect(screen.getByRole('heading', { level: 1, name: 'Your keys are locked' })).toBeTruthy()
    expect(screen.getByText('Locked after 15 minutes without use.')).toBeTruthy()
    expect(screen.getByText(/written on another machine \(“old-server”/)).toBeTruthy()
    const field = screen.getByLabelText('Passphrase', { exact: true }) as HTMLInputElement
    expect(document.activeElement).toBe(field)
    await user.type(field, 'wrong one')
    await user.keyboard('{Enter}')
    expect(await screen.findByText('That passphrase does not open the key file.')).toBeTruthy()
    expect(field.value).toBe('wrong one')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await user.clear(field)
    await user.type(field, PASS)
    await user.click(screen.getByRole('button', { name: 'Unlock' }))
    await waitFor(() => expect(tries).toBe(2))
    await waitFor(() => expect(field.value).toBe(''))
  })

  it('a damaged file says what is wrong and offers a new key file (the old one kept)', async () => {
    handle('keys:startNewFile', () => keyStorage({ store: 'file', file: { state: 'unlocked' } }))
    const user = userEvent.setup()
    renderWithBridge(<UnlockScreen status={keyStorage({ store: 'file', file: { state: 'damaged', problem: 'The key file is damaged: its checksum does not match its contents.' } })} />, bridge)
    expect(screen.getByRole('heading', { level: 1, name: 'Your key file cannot be opened' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('checksum does not match')
    const form = screen.getByRole('form', { name: 'Start a new key file' })
    await user.type(within(form).getByLabelText('New passphrase', { exact: true }), PASS)
    await user.type(within(form).getByLabelText('Repeat the passphrase', { exact: true }), PASS)
    await user.click(within(form).getByRole('button', { name: 'Start a new key file' }))
    await waitFor(() => expect(callsTo('keys:startNewFile')).toEqual([{ passphrase: PASS }]))
  })
})

describe('entering a key again', () => {
  it('from the dashboard’s "no key" notice: the dialog checks the key with the service, then saves only the key', async () => {
    const main = connection({ id: 'main', name: 'Main', baseUrl: 'https://api.example.com/v1', configured: false })
    handle('connections:list', () => ({ connections: [main], activeId: 'main' }))
    handle('keys:status', () => keyStorage({ store: 'file', file: { state: 'unlocked' } }))
    handle('connections:verify', () => ({ baseUrl: main.baseUrl, modelCount: 3, keyName: 'laptop', keySuffix: '…9f2c', problems: [], kind: 'service', kindReason: '' }))
    handle('connections:update', () => ({ connections: [{ ...main, configured: true }], activeId: 'main' }))
    const user = userEvent.setup()
    const error = appError({ kind: 'input', code: 'missing_key', message: 'No API key is stored for this connection. Add the key in Settings.' })
    renderWithBridge(
      <>
        <BalanceNotice state={{ connectionId: 'main', balance: null, fetchedAt: null, stale: false, loading: false, error, nextAttemptAt: null }} onRetry={() => undefined} retrying={false} />
        <ReenterKeyDialog />
      </>,
      bridge,
    )
    expect(screen.getByText('No API key stored for this connection')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Enter the key again' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter the key for “Main” again' })
    expect(within(dialog).queryByLabelText('Name')).toBeNull()
    const key = within(dialog).getByLabelText('API key', { selector: 'input' })
    expect(document.activeElement).toBe(key)
    await user.type(key, 'sk-new-key')
    await user.click(within(dialog).getByRole('button', { name: 'Check and save' }))
    await waitFor(() => expect(callsTo('connections:update')).toEqual([{ id: 'main', key: 'sk-new-key' }]))
    expect(callsTo('connections:verify')).toEqual([{ name: 'Main', baseUrl: main.baseUrl, key: 'sk-new-key' }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('Settings → Keys', () => {
  it('changes the idle lock and locks now', async () => {
    handle('keys:status', () => keyStorage({ store: 'file', file: { state: 'unlocked', idleLockMinutes: 15 } }))
    handle('keys:setIdleLock', ({ minutes }) => keyStorage({ store: 'file', file: { state: 'unlocked', idleLockMinutes: minutes } }))
    handle('keys:lock', () => keyStorage({ store: 'file', file: { state: 'locked', lockedBy: 'user' } }))
    const user = userEvent.setup()
    renderWithBridge(<KeysSection />, bridge)
    await user.selectOptions(await screen.findByLabelText('Lock the key file after'), '60')
    await waitFor(() => expect(callsTo('keys:setIdleLock')).toEqual([{ minutes: 60 }]))
    expect(await screen.findByText('The key file now locks after 1 hour without use.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Lock now' }))
    await waitFor(() => expect(callsTo('keys:lock')).toHaveLength(1))
  })
})
