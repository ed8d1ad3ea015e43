import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { type BridgeOf, bridgeOf, createBridge, type TallyApi, type Transport } from '../../../shared/ipc/bridge'
import { channelsOf, eventChannels, eventContract, invokeChannels, invokeContract } from '../../../shared/ipc/contract'
import { installBridge, tally } from '../../../renderer/src/ipc'
import { unwrap } from '../../../renderer/src/queries/errors'

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
  // The app's bridge: the channel names are the build's (vitest.config.ts inlines them from the contract, as the app's builds do).
  return { bridge: createBridge(transport) as unknown as Record<string, Record<string, (arg?: unknown) => unknown>>, invoked, subscribed }
}

describe('the bridge is derived from the contract', () => {
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

  it('exposes nothing else: plain arrow-function properties, each a contract channel (no generic invoke)', () => {
    const { bridge } = recording()
    const channels = new Set<string>([...invokeChannels, ...eventChannels])
    for (const [ns, methods] of Object.entries(bridge)) {
      expect(Object.getPrototypeOf(methods), ns).toBe(Object.prototype)
      for (const [name, fn] of Object.entries(methods)) {
        const channel = /^on[A-Z]/.test(name) ? ns : `${ns}:${name}`
        expect(channels.has(channel), `tally.${ns}.${name}`).toBe(true)
        // contextBridge carries functions, not methods bound to a class or a Proxy.
        expect(fn.prototype, `tally.${ns}.${name} is an arrow function`).toBeUndefined()
      }
    }
  })

  it('its types are the contract’s', () => {
    expectTypeOf<Parameters<TallyApi['settings']['update']>[0]>().toEqualTypeOf<z.input<(typeof invokeContract)['settings:update']['args']> | undefined>()
    expectTypeOf<Awaited<ReturnType<TallyApi['balance']['get']>>>().toMatchTypeOf<{ ok: true; value: z.output<(typeof invokeContract)['balance:get']['result']> } | { ok: false }>()
    expectTypeOf<Parameters<Parameters<TallyApi['chat']['onEvent']>[0]>[0]>().toEqualTypeOf<z.output<(typeof eventContract)['chat']>>()
  })
})

describe('a new channel is its contract entry and its handler, nothing else', () => {
  // A test contract: the app's, plus one invoke channel and one event channel no bridge file mentions.
  const testInvoke = { ...invokeContract, 'notes:add': { args: z.object({ text: z.string().min(1) }).strict(), result: z.object({ id: z.string() }) } }
  const testEvents = { ...eventContract, notes: z.object({ count: z.number() }) }
  type TestApi = BridgeOf<typeof testInvoke, typeof testEvents>

  it('reaches the renderer’s tally, typed, answered by its handler through the contract’s schemas', async () => {
    const listeners = new Set<(payload: unknown) => void>()
    const handlers: Record<string, (args: unknown) => unknown> = { 'notes:add': (args) => ({ id: `note ${(args as { text: string }).text}` }) }
    // Main, as dispatch does it: the contract's args schema, then the handler.
    const main: Transport = {
      invoke: async (channel, args) => {
        const spec = testInvoke[channel as keyof typeof testInvoke]
        const parsed = spec.args.safeParse(args)
        if (!parsed.success) return { ok: false, error: { kind: 'input', code: 'invalid_ipc_args', message: parsed.error.message } }
        return { ok: true, value: spec.result.parse(handlers[channel]?.(parsed.data)) }
      },
      on: (_channel, listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const bridge = bridgeOf<TestApi>(main, channelsOf(testInvoke, testEvents))
    installBridge(bridge as unknown as TallyApi)
    const renderer = tally as unknown as TestApi

    expect(await unwrap(renderer.notes.add({ text: 'first' }))).toEqual({ id: 'note first' })
    expect(await renderer.notes.add({ text: '' })).toMatchObject({ ok: false, error: { code: 'invalid_ipc_args' } })
    const seen: number[] = []
    const off = renderer.notes.onEvent((event) => seen.push(event.count))
    for (const listener of listeners) listener({ count: 2 })
    off()
    expect(seen).toEqual([2])
    expect(listeners.size).toBe(0)
    // …and the app's channels are still there, unchanged.
    expect(renderer.balance.get).toBeTypeOf('function')
    expectTypeOf(renderer.notes.add).parameter(0).toEqualTypeOf<{ text: string }>()
  })
})
