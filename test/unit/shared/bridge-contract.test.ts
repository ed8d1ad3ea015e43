import { describe, expect, it } from 'vitest'
import { createBridge, type Transport } from '../../../shared/ipc/bridge'
import { eventChannels, invokeChannels } from '../../../shared/ipc/contract'

/** A transport that records which channel each bridge method uses. */
function recording() {
  const invoked: string[] = []
  const subscribed: string[] = []
  const transport: Transport = {
    invoke: async (channel) => {
      invoked.push(channel)
      return { ok: true, value: null }
    },
    on: (channel) => {
      subscribed.push(channel)
      return () => undefined
    },
  }
  return { bridge: createBridge(transport) as unknown as Record<string, Record<string, (arg?: unknown) => unknown>>, invoked, subscribed }
}

describe('the preload bridge covers the contract', () => {
  it('exposes every invoke channel `ns:method` as tally.ns.method, calling exactly that channel', async () => {
    const { bridge, invoked } = recording()
    for (const channel of invokeChannels) {
      const [ns, method] = channel.split(':') as [string, string]
      const fn = bridge[ns]?.[method]
      expect(fn, `tally.${ns}.${method} for ${channel}`).toBeTypeOf('function')
      invoked.length = 0
      await fn?.({})
      expect(invoked).toEqual([channel])
    }
  })

  it('exposes every event channel once, as onEvent of the namespace of the same name', () => {
    const { bridge, subscribed } = recording()
    for (const channel of eventChannels) {
      const listeners = Object.entries(bridge[channel] ?? {}).filter(([name]) => /^on[A-Z]/.test(name))
      // One name for every subscription (not onEvent here, onChange there, onUpdate elsewhere).
      expect(listeners.map(([name]) => name), `tally.${channel}.on…`).toEqual(['onEvent'])
      subscribed.length = 0
      listeners[0]?.[1](() => undefined)
      expect(subscribed).toEqual([channel])
    }
  })

  it('exposes nothing else: every method maps to a contract channel (no generic invoke)', () => {
    const { bridge } = recording()
    const channels = new Set<string>([...invokeChannels, ...eventChannels])
    for (const [ns, methods] of Object.entries(bridge)) {
      for (const name of Object.keys(methods)) {
        const channel = /^on[A-Z]/.test(name) ? ns : `${ns}:${name}`
        expect(channels.has(channel), `tally.${ns}.${name}`).toBe(true)
      }
    }
  })
})
