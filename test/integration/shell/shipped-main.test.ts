import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ConnectionsState } from '../../../shared/domain/connection'
import { invokeChannels } from '../../../shared/ipc/contract'
import { SHORTCUTS } from '../../../shared/shortcuts'
import { CONTENT_SECURITY_POLICY } from '../../../electron/host/csp'
import { windowProblems } from '../../support/electron-standin/checks'
import { type MenuJson, type ShippedApp, type StandinSnapshot, launchShipped, valueOf } from '../../support/electron-standin/driver'

// The BUILT main bundle (out/main/index.js) under Node, with the Electron stand-in (test/support/electron-standin).
const apps: ShippedApp[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.stop()))
})

async function start(options: Parameters<typeof launchShipped>[0] = {}): Promise<ShippedApp> {
  const app = await launchShipped(options)
  apps.push(app)
  return app
}

const booted = (s: StandinSnapshot) => s.channels.length > 0 && s.windows.length > 0 && s.tray !== null

async function startDemo(app: ShippedApp): Promise<ConnectionsState> {
  const state = valueOf(await app.invoke<ConnectionsState>('connections:startDemo'))
  await app.until('the tray to show the demo balance', (s) => /\$\d/.test(s.tray?.tooltip ?? ''))
  return state
}

function simRoot(state: ConnectionsState): string {
  const demo = state.connections.find((c) => c.demo)
  if (!demo) throw new Error('no demo connection')
  return new URL(demo.baseUrl).origin
}

function flatten(menu: MenuJson[]): MenuJson[] {
  return menu.flatMap((item) => [item, ...flatten(item.submenu ?? [])])
}

describe('the shipped main bundle', () => {
  it('registers every contract channel, and refuses a foreign frame', async () => {
    const app = await start()
    const s = await app.until('boot', booted)
    // Every contract channel, plus electron-log's own (its renderer transport, which only writes log lines).
    expect([...s.channels].sort()).toEqual([...invokeChannels, '__ELECTRON_LOG__'].sort())
    expect(valueOf(await app.invoke<{ version: string }>('app:info')).version).toBe(s.version)
    const refused = [
      await app.invoke('app:info', {}, { webContentsId: 999 }),
      await app.invoke('app:info', {}, { frameUrl: 'https://evil.example/' }),
      await app.invoke('app:info', {}, { subframe: true, frameUrl: s.windows[0]?.url ?? '' }),
    ]
    for (const envelope of refused) expect(envelope).toMatchObject({ ok: false, error: { code: 'untrusted_sender' } })
  })

  it('opens a hardened window whose preload exists, pins the CSP and denies permissions and navigation', async () => {
    const app = await start()
    const s = await app.until('boot', booted)
    expect(windowProblems(s)).toEqual([])
    expect(s.windows[0]?.url).toMatch(/^file:\/\/.*\/out\/renderer\/index\.html$/)
    const hooks = await app.call<{ headers: Record<string, string[]>; granted: boolean; checked: boolean }>('sessionHooks', { url: s.windows[0]?.url, permission: 'notifications' })
    expect(hooks.headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY])
    expect(hooks).toMatchObject({ granted: false, checked: false })
    expect(await app.call('navigate', { url: 'https://example.com/' })).toEqual({ prevented: true, open: { action: 'deny' } })
    expect((await app.snapshot()).external).toEqual(['https://example.com/'])
  })

  it('starts demo mode through real IPC, and the tray title and tooltip follow the balance, stale as stale', async () => {
    const app = await start()
    await app.until('boot', booted)
    const state = await startDemo(app)
    let s = await app.snapshot()
    expect(s.tray?.tooltip).toMatch(/^Tokentally \(DEMO\) — balance \$[\d,]+\.\d\d$/)
    expect(s.tray?.title).toMatch(/^\$[\d,]+\.\d\d$/)
    expect(s.tray?.menu[0]?.label).toMatch(/^Balance \$/)
    // The service fails from now on: the figure stays, marked stale.
    const fault = await fetch(`${simRoot(state)}/_sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ match: { path: '/balance' }, times: 1000, respond: { status: 503 } }) })
    expect(fault.ok).toBe(true)
    await app.invoke('balance:refresh')
    s = await app.until('the tray to show the balance as stale', (x) => x.tray?.tooltip.endsWith('(stale)') === true)
    expect(s.tray?.title).toMatch(/^\$[\d,]+\.\d\d \(stale\)$/)
    expect(s.tray?.menu[0]?.label).toMatch(/\(stale\)$/)
  })

  it('the low-balance notification fires once per crossing, and clicking it shows the dashboard', async () => {
    const app = await start()
    await app.until('boot', booted)
    await startDemo(app)
    const lowAlerts = (s: StandinSnapshot) => s.notifications.filter((n) => n.title === 'Low balance')
    valueOf(await app.invoke('settings:update', { alertThreshold: '1000000.000000' }))
    await app.invoke('balance:refresh')
    let s = await app.until('a low-balance notification', (x) => lowAlerts(x).length === 1)
    expect(lowAlerts(s)[0]?.body).toMatch(/below your alert threshold of \$1,000,000\.00/)
    // Still below: no second one.
    await app.invoke('balance:refresh')
    await app.invoke('balance:refresh')
    expect(lowAlerts(await app.snapshot())).toHaveLength(1)
    // Back above (threshold lowered), then below again: a new crossing, a new notification.
    valueOf(await app.invoke('settings:update', { alertThreshold: '0.010000' }))
    await app.invoke('balance:refresh')
    valueOf(await app.invoke('settings:update', { alertThreshold: '1000000.000000' }))
    await app.invoke('balance:refresh')
    s = await app.until('a second low-balance notification', (x) => lowAlerts(x).length === 2)
    await app.call('window', { action: 'hide' })
    const index = s.notifications.findIndex((n) => n.title === 'Low balance')
    await app.call('notificationClick', { index })
    s = await app.until('the dashboard to be shown', (x) => x.windows[0]?.visible === true && x.sent.some((m) => m.channel === 'app' && JSON.stringify(m.payload) === JSON.stringify({ kind: 'navigate', view: 'dashboard' })))
    expect(s.windows[0]?.focused).toBe(true)
  })

  it('menu accelerators match shared/shortcuts.ts and run their commands in the window', async () => {
    const app = await start()
    const s = await app.until('boot', booted)
    const items = flatten(s.menu)
    for (const shortcut of SHORTCUTS) {
      const item = items.find((i) => i.accelerator === shortcut.accelerator)
      expect(item, shortcut.accelerator).toBeDefined()
      // Shown, not registered: the window's own key handling runs them (one path).
      expect(item?.registerAccelerator).toBe(false)
    }
    const paths = s.menu.flatMap((top) => (top.submenu ?? []).filter((i) => i.accelerator && SHORTCUTS.some((x) => x.accelerator === i.accelerator)).map((i) => ({ path: [top.label ?? top.role ?? '', i.label ?? ''], accelerator: i.accelerator })))
    expect(paths).toHaveLength(SHORTCUTS.length)
    for (const { path, accelerator } of paths) {
      await app.call('menuClick', { path })
      const command = SHORTCUTS.find((x) => x.accelerator === accelerator)?.command
      await app.until(`command ${command}`, (x) => x.sent.some((m) => m.channel === 'app' && JSON.stringify(m.payload) === JSON.stringify({ kind: 'command', command })))
    }
    // Settings… has its own accelerator and navigates.
    await app.call('menuClick', { path: ['File', 'Settings…'] })
    await app.until('navigate to settings', (x) => x.sent.some((m) => JSON.stringify(m.payload) === JSON.stringify({ kind: 'navigate', view: 'settings' })))
  })

  it('hiding the window slows the balance polling, showing it resumes the normal pace', async () => {
    const app = await start()
    await app.until('boot', booted)
    valueOf(await app.invoke('settings:update', { pollIntervalSec: 7 }))
    await startDemo(app)
    await app.until('a 7 s poll', (s) => s.timers.includes(7_000))
    const before = (await app.snapshot()).timers.length
    await app.call('window', { action: 'hide' })
    let s = await app.until('a slower poll while hidden', (x) => x.timers.slice(before).includes(35_000))
    const hiddenAt = s.timers.length
    await app.call('window', { action: 'show' })
    s = await app.until('the normal poll again', (x) => x.timers.slice(hiddenAt).includes(7_000) || x.timers.slice(hiddenAt).includes(0))
    expect(s.windows[0]?.visible).toBe(true)
  })

  it('a second instance quits at once and focuses the first', async () => {
    const first = await start()
    await first.until('boot', booted)
    await first.call('window', { action: 'hide' })
    await first.until('hidden', (s) => s.windows[0]?.visible === false)
    const second = await start({ shareWith: first, args: ['--from-second'] })
    expect(await second.exited).toBe(0)
    const s = await first.until('the first to show its window', (x) => x.windows[0]?.visible === true && x.windows[0].focused)
    expect(s.windows).toHaveLength(1)
  })

  it('closing the window keeps it in the tray once chosen (Linux asks once), and Quit in the tray quits', async () => {
    const app = await start()
    await app.until('boot', booted)
    if (process.platform === 'linux') {
      await app.call('dialogAnswer', { response: 0 })
      await app.call('window', { action: 'close' })
      const s = await app.until('the question, then the window hidden', (x) => x.dialogs.length === 1 && x.windows[0]?.visible === false)
      expect(s.dialogs[0]).toMatchObject({ message: 'Keep running in the tray when the window is closed?', buttons: ['Keep running in the tray', 'Quit when closed'] })
      expect(valueOf(await app.invoke<{ closeToTray: boolean | null }>('settings:get', {}, { webContentsId: s.windows[0]?.webContentsId, frameUrl: s.windows[0]?.url ?? '' })).closeToTray).toBe(true)
    }
    await app.call('trayClick', { label: 'Show Tokentally' })
    await app.until('shown', (x) => x.windows[0]?.visible === true)
    await app.call('window', { action: 'close' })
    const s = await app.until('hidden again, without asking again', (x) => x.windows[0]?.visible === false)
    expect(s.dialogs.length).toBeLessThanOrEqual(1)
    expect(s.tray?.menu.map((i) => i.label)).toEqual(expect.arrayContaining(['Show Tokentally', 'Quit']))
    await app.call('trayClick', { label: 'Quit' })
    expect(await app.exited).toBe(0)
  })

  it('with close to tray off, closing the window quits', async () => {
    const app = await start()
    await app.until('boot', booted)
    valueOf(await app.invoke('settings:update', { closeToTray: false }))
    await app.call('window', { action: 'close' })
    expect(await app.exited).toBe(0)
  })

  it('start at login writes the XDG autostart entry (Linux) that starts hidden; with --hidden only the tray comes up', async () => {
    const app = await start()
    await app.until('boot', booted)
    valueOf(await app.invoke('settings:update', { startAtLogin: true }))
    const file = join(app.home, 'config', 'autostart', 'tokentally.desktop')
    if (process.platform === 'linux') {
      await expect.poll(() => readFile(file, 'utf8').catch(() => ''), { timeout: 10_000 }).toContain('--hidden')
      valueOf(await app.invoke('settings:update', { startAtLogin: false }))
      await expect.poll(() => readFile(file, 'utf8').then(() => 'there', () => 'gone'), { timeout: 10_000 }).toBe('gone')
    }
    await app.stop()
    const hidden = await start({ args: ['--hidden'] })
    const s = await hidden.until('the tray', (x) => x.tray !== null && x.channels.length > 0)
    expect(s.windows).toEqual([])
    await hidden.call('trayClick', { label: null })
    await hidden.until('the window on a tray click', (x) => x.windows[0]?.visible === true)
  })
})
