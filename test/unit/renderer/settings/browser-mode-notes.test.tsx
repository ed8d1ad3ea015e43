// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BrowserModeLimits, BrowserNotificationsNote } from '../../../../renderer/src/features/settings/BrowserModeNotes'
import { queryKeys } from '../../../../renderer/src/queries/keys'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const info = (shell: string, desktop: boolean) => ({ name: 'Tokentally', version: '0.1.0', versions: { node: '22.12.0' }, platform: 'linux', shell, desktop })
const notes = (
  <>
    <BrowserModeLimits />
    <BrowserNotificationsNote />
  </>
)

beforeEach(() => bridge.reset())
afterEach(cleanup)

describe('Settings in browser mode (app:info says shell "browser")', () => {
  beforeEach(() => bridge.handle('app:info', () => info('browser', false)))

  it('say what only the desktop app has: tray, start at login, updates', async () => {
    renderWithBridge(<BrowserModeLimits />, bridge)
    expect((await screen.findByLabelText('Browser mode')).textContent).toMatch(/no tray icon, no start at login and no automatic updates/)
  })

  it('say alerts show in the page, and offer the browser’s notifications', async () => {
    renderWithBridge(<BrowserNotificationsNote />, bridge)
    expect((await screen.findByLabelText('Alerts in browser mode')).textContent).toMatch(/alerts show in the page/)
  })
})

describe('Settings outside browser mode', () => {
  it('say nothing in the desktop app', async () => {
    bridge.handle('app:info', () => info('electron', true))
    const { container, client } = renderWithBridge(notes, bridge)
    await expect.poll(() => client.getQueryState(queryKeys.appInfo)?.status).toBe('success')
    expect(container.textContent).toBe('')
  })

  it('say nothing while app:info is unknown or failed', async () => {
    const { container, client } = renderWithBridge(notes, bridge)
    await expect.poll(() => client.getQueryState(queryKeys.appInfo)?.status).toBe('error')
    expect(container.textContent).toBe('')
  })
})
