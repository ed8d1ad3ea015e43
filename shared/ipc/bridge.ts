import type { z } from 'zod'
import type { Envelope, EventContract, InvokeContract } from './contract'

/** What carries calls and events: ipcRenderer in Electron's preload, Playwright in the Chromium harness. */
export interface Transport {
  invoke(channel: string, args: unknown): Promise<unknown>
  on(channel: string, listener: (payload: unknown) => void): () => void
}

/** A contract's channel names: all the bridge needs at run time (names, no schemas: no zod in the page's first bundle). */
export interface Channels {
  readonly invoke: readonly string[]
  readonly events: readonly string[]
}

type InvokeShape = Record<string, { args: z.ZodType; result: z.ZodType }>
type EventShape = Record<string, z.ZodType>
type NamespaceOf<Channel> = Channel extends `${infer Ns}:${string}` ? Ns : never

/** `ns:method` is `bridge.ns.method(args)`: args optional when the contract's are. */
type Methods<I extends InvokeShape, Ns extends string> = {
  [Channel in keyof I & string as Channel extends `${Ns}:${infer Method}` ? Method : never]: (
    ...rest: {} extends z.input<I[Channel]['args']> ? [args?: z.input<I[Channel]['args']>] : [args: z.input<I[Channel]['args']>]
  ) => Promise<Envelope<z.output<I[Channel]['result']>>>
}

/** Event channel `ns` is `bridge.ns.onEvent(listener)` (the one name for every subscription); it returns the unsubscribe. */
type OnEvent<E extends EventShape, Ns extends string> = Ns extends keyof E ? { onEvent: (listener: (payload: z.output<E[Ns]>) => void) => () => void } : {}

/** The bridge a contract gives: one namespace per `ns` of its invoke channels and per event channel. */
export type BridgeOf<I extends InvokeShape, E extends EventShape> = {
  [Ns in NamespaceOf<keyof I & string> | (keyof E & string)]: Methods<I, Ns> & OnEvent<E, Ns>
}

/** The typed API the renderer sees as `window.tally`, derived from shared/ipc/contract.ts. */
export type TallyApi = BridgeOf<InvokeContract, EventContract>

/**
 * The bridge of any contract, from its channel names: domain methods only (no generic invoke), each an arrow-function
 * property (contextBridge drops class methods and cannot carry a Proxy). A new contract channel is a new method here
 * with no edit (test/unit/shared/bridge-contract.test.ts adds one to a test contract).
 */
export function bridgeOf<Api>(transport: Transport, channels: Channels): Api {
  const api: Record<string, Record<string, unknown>> = {}
  const namespace = (name: string) => (api[name] ??= {})
  for (const channel of channels.invoke) {
    const [name = '', method = ''] = channel.split(':')
    namespace(name)[method] = (args?: unknown) => transport.invoke(channel, args ?? {})
  }
  for (const channel of channels.events) {
    namespace(channel).onEvent = (listener: (payload: unknown) => void) => transport.on(channel, listener)
  }
  return api as Api
}

/**
 * The app's contract's channel names (`contractChannels` in contract.ts), inlined by every build of the bridge:
 * electron.vite.config.ts for the preload and the renderer, browser mode's dev renderer, the bench's and soak's
 * pages; the tests' setup (test/support/bridge-channels.ts) makes it a global.
 */
declare const __TALLY_CHANNELS__: Channels

/** The app's bridge (preload, browser mode's page, the test harnesses) over `transport`. */
export function createBridge(transport: Transport, channels: Channels = __TALLY_CHANNELS__): TallyApi {
  return bridgeOf<TallyApi>(transport, channels)
}
