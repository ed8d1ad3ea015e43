import { describe, expect, it, vi } from 'vitest'
import type { Envelope } from '../../../shared/ipc/contract'
import { fakeElectronModule } from '../../support/fake-electron'

vi.mock('electron', () => fakeElectronModule())
const { registerIpc, isTrustedSender } = await import('../../../electron/main/ipc')
const { dispatch } = await import('../../../electron/services/ipc/dispatch')
const { AppFailure, makeError } = await import('../../../shared/error-model')

const APP_URL = 'file:///app/out/renderer/index.html'
type Handler = (event: unknown, args: unknown) => Promise<Envelope<unknown>>

function setup() {
  const registered = new Map<string, Handler>()
  const settingsGet = vi.fn(() => ({ pollIntervalSec: 60, alertThreshold: '5.000000', theme: 'system' as const }))
  const connectionsRemove = vi.fn()
  const handlers = new Proxy({ 'settings:get': settingsGet, 'connections:remove': connectionsRemove } as Record<string, unknown>, {
    get: (target, key: string) => target[key] ?? (() => { throw new Error(`unexpected call ${key}`) }),
  })
  registerIpc({ handle: (channel: string, handler: Handler) => registered.set(channel, handler) } as never, handlers as never, () => ({ webContentsId: 7, appUrl: APP_URL }))
  const mainFrame = { url: APP_URL }
  const sender = { id: 7, mainFrame }
  const call = (channel: string, args: unknown, event: unknown = { sender, senderFrame: mainFrame }) => registered.get(channel)!(event, args)
  return { registered, call, settingsGet, connectionsRemove, sender, mainFrame }
}

describe('IPC registration', () => {
  it('registers every contract channel and serves the app window', async () => {
    const { registered, call, settingsGet } = setup()
    expect(registered.size).toBeGreaterThan(20)
    expect(await call('settings:get', {})).toEqual({ ok: true, value: { pollIntervalSec: 60, alertThreshold: '5.000000', theme: 'system' } })
    expect(settingsGet).toHaveBeenCalledOnce()
  })

  it('rejects a foreign sender: another webContents, a subframe, or another page', async () => {
    const { call, settingsGet, sender, mainFrame } = setup()
    const foreign = [
      { sender: { id: 8, mainFrame }, senderFrame: mainFrame },
      { sender, senderFrame: { url: APP_URL } },
      { sender: { id: 7, mainFrame: { url: 'https://evil.example/' } }, senderFrame: { url: 'https://evil.example/' } },
      { sender, senderFrame: null },
    ]
    for (const event of foreign) {
      const result = await call('settings:get', {}, event)
      expect(result).toMatchObject({ ok: false, error: { code: 'untrusted_sender' } })
    }
    expect(settingsGet).not.toHaveBeenCalled()
  })

  it('rejects bad arguments with a clear error naming the field, before any handler runs', async () => {
    const { call, connectionsRemove } = setup()
    const result = await call('connections:remove', { id: 42 })
    expect(result).toMatchObject({ ok: false, error: { kind: 'input', code: 'invalid_ipc_args', param: 'id' } })
    expect(result.ok ? '' : result.error.message).toMatch(/connections:remove: id: /)
    expect(await call('connections:remove', { id: 'x', extra: true })).toMatchObject({ ok: false, error: { code: 'invalid_ipc_args' } })
    expect(connectionsRemove).not.toHaveBeenCalled()
  })

  it('trusts only the exact app page in the main frame', () => {
    const mainFrame = { url: APP_URL }
    expect(isTrustedSender({ sender: { id: 1, mainFrame }, senderFrame: mainFrame } as never, { webContentsId: 1, appUrl: APP_URL })).toBe(true)
    expect(isTrustedSender({ sender: { id: 1, mainFrame }, senderFrame: mainFrame } as never, { webContentsId: null, appUrl: APP_URL })).toBe(false)
    const lookalike = { url: `${APP_URL}.evil.html` }
    expect(isTrustedSender({ sender: { id: 1, mainFrame: lookalike }, senderFrame: lookalike } as never, { webContentsId: 1, appUrl: APP_URL })).toBe(false)
  })
})

describe('dispatch', () => {
  it('rejects unknown channels', async () => {
    expect(await dispatch({} as never, 'fs:readFile', {})).toMatchObject({ ok: false, error: { code: 'unknown_channel' } })
    expect(await dispatch({} as never, { toString: () => 'x' }, {})).toMatchObject({ ok: false, error: { code: 'unknown_channel' } })
  })

  it('returns handler failures as the error model, and unexpected exceptions as internal errors', async () => {
    const failing = { 'settings:get': () => { throw new AppFailure(makeError({ kind: 'keychain', code: 'keychain_unavailable', message: 'No keychain', endpoint: 'app' })) } }
    expect(await dispatch(failing as never, 'settings:get', {})).toMatchObject({ ok: false, error: { kind: 'keychain', code: 'keychain_unavailable' } })
    const crashing = { 'settings:get': () => { throw new TypeError('boom') } }
    expect(await dispatch(crashing as never, 'settings:get', {})).toMatchObject({ ok: false, error: { kind: 'internal', message: 'Unexpected error: boom' } })
  })

  it('can check results against the contract', async () => {
    const wrong = { 'settings:get': () => ({ pollIntervalSec: 1 }) }
    expect(await dispatch(wrong as never, 'settings:get', {}, { validateResults: true })).toMatchObject({ ok: false, error: { kind: 'internal' } })
  })
})
