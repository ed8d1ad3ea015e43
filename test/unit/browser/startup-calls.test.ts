import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { createBridge } from '../../../shared/ipc/bridge'
import { STARTUP_CALLS, callKey } from '../../../shared/ipc/startup-calls'
import { presetRange } from '../../../shared/usage/presets'
import { utcDay } from '../../../shared/time/utc-days'
import { earlySocketScript } from '../../../scripts/vite/page-start'
import { installBridge } from '../../../renderer/src/ipc'
import { sendStartupRequests } from '../../../renderer/src/queries/startup'

interface FakeSocket {
  url: string
  sent: Array<{ id: number; channel: string; args: unknown }>
  opened(): void
}

/** Runs page-start.js's early socket part with this window; the socket it opened, if any, and its state. */
function runEarlySocket(window: Record<string, unknown>): { socket: FakeSocket | null; state: { adopted: boolean; calls: unknown[] } | undefined } {
  let socket: FakeSocket | null = null
  class WebSocket {
    url: string
    sent: FakeSocket['sent'] = []
    onmessage: unknown = null
    private listeners: Array<() => void> = []
    constructor(url: string) {
      this.url = url
      socket = this as unknown as FakeSocket
    }
    addEventListener(type: string, listener: () => void) {
      if (type === 'open') this.listeners.push(listener)
    }
    send(text: string) {
      this.sent.push(JSON.parse(text) as FakeSocket['sent'][number])
    }
    opened() {
      for (const l of this.listeners) l()
    }
  }
  runInNewContext(earlySocketScript(), { window, WebSocket, location: { protocol: 'http:', host: '127.0.0.1:4321' }, Date })
  return { socket, state: window.__tallyEarlySocket as { adopted: boolean; calls: unknown[] } | undefined }
}

/** This UTC month as the first screen asks for it (queries/startup.ts). */
function thisMonth() {
  return presetRange('this-month', { now: new Date(`${utcDay(new Date())}T00:00:00Z`) })
}

describe('browser mode`s early socket (page-start.js): the first screen`s calls sent before the bundle runs', () => {
  it('opens the socket to the page`s own host and, once open, sends every startup call and this UTC month`s usage', () => {
    const { socket, state } = runEarlySocket({})
    expect(socket?.url).toBe('ws://127.0.0.1:4321/ws')
    expect(socket?.sent).toEqual([])
    socket?.opened()
    expect(socket?.sent).toEqual([...STARTUP_CALLS.map((channel, i) => ({ id: i + 1, channel, args: {} })), { id: STARTUP_CALLS.length + 1, channel: 'usage:get', args: thisMonth() }])
    expect(state?.calls).toEqual(socket?.sent)
  })

  it('sends nothing when the app`s bundle took the socket over before it opened', () => {
    const { socket, state } = runEarlySocket({})
    if (state) state.adopted = true
    socket?.opened()
    expect(socket?.sent).toEqual([])
  })

  it('does nothing in the desktop app (the preload set window.tally)', () => {
    const { socket, state } = runEarlySocket({ tally: {} })
    expect(socket).toBeNull()
    expect(state).toBeUndefined()
  })

  it('sends exactly the calls the first screen makes (queries/startup.ts), so each early answer is taken', () => {
    const made: string[] = []
    installBridge(
      createBridge({
        invoke: (channel, args) => {
          made.push(callKey(channel, args))
          return new Promise(() => undefined)
        },
        on: () => () => undefined,
      }),
    )
    sendStartupRequests()
    const { socket } = runEarlySocket({})
    socket?.opened()
    expect(new Set(made)).toEqual(new Set(socket?.sent.map((call) => callKey(call.channel, call.args))))
  })
})
