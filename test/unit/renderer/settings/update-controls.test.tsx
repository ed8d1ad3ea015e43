// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UpdateState } from '../../../../shared/domain/updates'
import { UpdateControls } from '../../../../renderer/src/features/settings/UpdateControls'
import { DesktopSection } from '../../../../renderer/src/features/settings/DesktopSection'
import { UpdateReadyNotice } from '../../../../renderer/src/features/shell/UpdateReadyNotice'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, defaultSettings, savedSettings } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
let state: UpdateState
beforeEach(() => {
  bridge.reset()
  state = { status: 'idle' }
  bridge.handle('app:updateState', () => state)
  bridge.handle('settings:get', () => defaultSettings)
  bridge.handle('settings:update', ({ spendGuard: _guard, backup: _backup, currency: _currency, ...patch }) => ({ ...defaultSettings, ...patch, closeToTray: patch.closeToTray ?? null }))
})
afterEach(cleanup)

describe('UpdateControls (Settings → About)', () => {
  it('"Check now" shows the state the check ended in, and the events on the way', async () => {
    const user = userEvent.setup()
    bridge.handle('app:checkForUpdates', () => ({ status: 'not-available', checkedAt: new Date().toISOString() }))
    renderWithBridge(<UpdateControls />, bridge, { liveEvents: true })
    await user.click(await screen.findByRole('button', { name: 'Check now' }))
    expect(await screen.findByText(/Tokentally is up to date/)).toBeTruthy()
    bridge.emit('app', { kind: 'update', state: { status: 'downloading', version: '0.2.0' } })
    expect(await screen.findByText(/Downloading Tokentally 0\.2\.0/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Checking…' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says plainly why updates are unavailable, with no button to press', async () => {
    state = { status: 'unavailable', reason: 'linux-deb', message: 'Updates come through your package manager: this copy was installed from a .deb package.' }
    renderWithBridge(<UpdateControls />, bridge)
    expect(await screen.findByText(/package manager/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull()
  })

  it('a failed check is a message, and the button stays usable', async () => {
    state = { status: 'error', message: 'The update feed has no release for this platform (HTTP 404).', checkedAt: new Date().toISOString() }
    renderWithBridge(<UpdateControls />, bridge)
    expect(await screen.findByText(/HTTP 404/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Check now' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('"Check for updates automatically" is on by default and saves when turned off', async () => {
    const user = userEvent.setup()
    renderWithBridge(<UpdateControls />, bridge)
    const box = (await screen.findByRole('checkbox', { name: 'Check for updates automatically' })) as HTMLInputElement
    await waitFor(() => expect(box.disabled).toBe(false))
    expect(box.checked).toBe(true)
    await user.click(box)
    await waitFor(() => expect(bridge.callsTo('settings:update')).toEqual([{ ...savedSettings, autoUpdate: false }]))
  })
})

describe('UpdateReadyNotice', () => {
  it('"Restart now" asks main to quit and install; "Later" hides it', async () => {
    const user = userEvent.setup()
    state = { status: 'ready', version: '0.2.0' }
    bridge.handle('app:restartToUpdate', () => ({ restarting: true }))
    renderWithBridge(<UpdateReadyNotice />, bridge)
    const notice = await screen.findByRole('region', { name: 'Update ready' })
    expect(notice.textContent).toContain('Update ready — restart to install')
    await user.click(screen.getByRole('button', { name: 'Restart now' }))
    await waitFor(() => expect(bridge.callsTo('app:restartToUpdate')).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('region', { name: 'Update ready' })).toBeNull()
  })

  it('a refused restart shows why', async () => {
    const user = userEvent.setup()
    state = { status: 'ready', version: '0.2.0' }
    bridge.handle('app:restartToUpdate', () => {
      throw new FakeFailure(appError({ kind: 'input', code: 'no_update_ready', message: 'There is no downloaded update to install yet.' }))
    })
    renderWithBridge(<UpdateReadyNotice />, bridge)
    await user.click(await screen.findByRole('button', { name: 'Restart now' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/no downloaded update/)
  })

  it('shows nothing until an update is ready', async () => {
    renderWithBridge(<UpdateReadyNotice />, bridge)
    await waitFor(() => expect(bridge.callsTo('app:updateState')).toHaveLength(1))
    expect(screen.queryByRole('region', { name: 'Update ready' })).toBeNull()
  })
})

describe('DesktopSection', () => {
  it('start at login is off by default; close to tray is on until chosen; both save', async () => {
    const user = userEvent.setup()
    renderWithBridge(<DesktopSection settings={defaultSettings} />, bridge)
    const login = screen.getByRole('checkbox', { name: /Start Tokentally when I log in/ }) as HTMLInputElement
    const tray = screen.getByRole('checkbox', { name: 'Keep running in the tray when the window is closed' }) as HTMLInputElement
    expect(login.checked).toBe(false)
    expect(tray.checked).toBe(true)
    await user.click(login)
    await waitFor(() => expect(bridge.callsTo('settings:update')).toHaveLength(1))
    expect(bridge.callsTo('settings:update')[0]).toMatchObject({ startAtLogin: true })
  })
})
