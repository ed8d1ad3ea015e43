import keytar from 'keytar'
import { afterEach } from 'vitest'
import { createKeytarStore, KEYCHAIN_SERVICE } from '../../../electron/services/secrets/keytar-store'
import type { SimOptions } from '../../../electron/sim/index'
import type { ChatEvent } from '../../../shared/domain/chat-events'
import type { AppError } from '../../../shared/domain/errors'
import type { EventChannel, InvokeChannel } from '../../../shared/ipc/contract'
import { flush } from '../fake-clock'
import { countingFetch, KEYS, type Sim, simulator } from './sim-client'
import { startTestApp, type TestApp, type TestAppOptions } from './test-app'

const TERMINAL = new Set(['done', 'stopped', 'incomplete', 'error'])
const realDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Waits in real time until `check` holds (loopback I/O and streams take real time). */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await realDelay(10)
  }
}

/**
 * `startTestApp` for a test file: every app started is closed after each test (its data directory removed
 * when the harness made it).
 */
export function useTestApp(): (options?: TestAppOptions) => Promise<TestApp> {
  const started: TestApp[] = []
  afterEach(async () => {
    for (const app of started.splice(0)) await app.close()
  })
  return async (options) => {
    const app = await startTestApp(options)
    started.push(app)
    return app
  }
}

export interface SimAppOptions extends TestAppOptions {
  /** The simulator's options (with a fake `clock`, its `now` is the clock's unless given). */
  sim?: SimOptions
  /** Keys in the OS keychain (keytar; run under scripts/with-keyring.sh), as the desktop app keeps them. Default in memory. */
  keychain?: boolean
  /** The key of the connection added and made active at start; null: none. Default the funded demo account's. */
  key?: string | null
}

export interface SimApp extends TestApp {
  sim: Sim
  /** The connection added at start (null when none was). */
  connectionId: string | null
  /** Every event main pushed, in order; the chat ones also in `chatEvents`. */
  events: { channel: EventChannel; payload: unknown }[]
  chatEvents: ChatEvent[]
  /** `invoke` for a result read as the test's own type, or args built loosely. */
  value<T>(channel: InvokeChannel, args: unknown): Promise<T>
  /** The error a call fails with (throws when it succeeds). */
  failure(channel: InvokeChannel, args: unknown): Promise<AppError>
  /** Waits until every request's answer has ended (its terminal chat event), then lets loopback I/O settle; the terminal events. */
  ended(...requestIds: string[]): Promise<ChatEvent[]>
  /** Lets loopback I/O finish (no request of the app in flight for a few turns) without moving a fake clock. */
  settle(): Promise<void>
}

/**
 * The app over the simulator, as most integration tests of main want it: the simulator on 127.0.0.1, the whole
 * main process (`startTestApp`) with every pushed event recorded, and one connection added and active. Closed after
 * each test: the app, the simulator, and the keychain entries the test made.
 */
export function useSimApp(): (options?: SimAppOptions) => Promise<SimApp> {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const clean of cleanups.splice(0).reverse()) await clean()
  })
  return async ({ sim: simOptions, keychain, key = KEYS.funded, emit, ...options } = {}) => {
    const clock = options.clock
    const sim = await simulator({ ...(clock ? { now: () => clock.now() } : {}), ...simOptions })
    cleanups.push(() => sim.close())
    const fetch = countingFetch(options.fetch)
    const events: SimApp['events'] = []
    const chatEvents: ChatEvent[] = []
    const app = await startTestApp({
      ...(keychain ? { secrets: createKeytarStore() } : {}),
      ...options,
      fetch,
      emit: (channel, payload) => {
        events.push({ channel, payload })
        if (channel === 'chat') chatEvents.push(payload as ChatEvent)
        emit?.(channel, payload)
      },
    })
    cleanups.push(() => app.close())
    const settle = async () => {
      for (let quiet = 0; quiet < 5; ) {
        await flush()
        await realDelay(5)
        quiet = fetch.inFlight() === 0 ? quiet + 1 : 0
      }
    }
    const terminalOf = (id: string) => chatEvents.find((e) => e.requestId === id && TERMINAL.has(e.kind))
    let connectionId: string | null = null
    if (key !== null) {
      connectionId = (await app.invoke('connections:add', { name: 'Sim', baseUrl: sim.baseUrl, key, activate: true })).activeId
      if (keychain && connectionId) {
        const id = connectionId
        cleanups.push(async () => void (await keytar.deletePassword(KEYCHAIN_SERVICE, id).catch(() => false)))
      }
    }
    return {
      ...app,
      sim,
      connectionId,
      events,
      chatEvents,
      value: <T>(channel: InvokeChannel, args: unknown) => app.invoke(channel, args as never) as Promise<T>,
      failure: async (channel, args) => {
        const out = await app.call(channel, args)
        if (out.ok) throw new Error(`${channel} should have failed`)
        return out.error
      },
      ended: async (...requestIds) => {
        await until(() => requestIds.every((id) => terminalOf(id) !== undefined))
        await settle()
        return requestIds.map((id) => terminalOf(id) as ChatEvent)
      },
      settle,
    }
  }
}
