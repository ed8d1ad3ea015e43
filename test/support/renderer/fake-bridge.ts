// The one fake bridge for renderer tests: the real createBridge (so the API has exactly the
// preload's shape) over an in-memory transport. A test answers the channels it needs, emits
// main's events, and reads back every call. Unanswered channels fail with `no_handler`.
import type { AppError } from '../../../shared/domain/errors'
import { createBridge, type TallyApi } from '../../../shared/ipc/bridge'
import type { Envelope, EventChannel, EventPayload, InvokeChannel, InvokeParsedArgs, InvokeResult } from '../../../shared/ipc/contract'
import { appError } from './fixtures'

/** Thrown by a `handle` answer: the call fails with this error (as main's dispatch does). */
export class FakeFailure extends Error {
  constructor(readonly error: AppError) {
    super(error.message)
  }
}

type Answer<C extends InvokeChannel> = (args: InvokeParsedArgs<C>) => InvokeResult<C> | Promise<InvokeResult<C>>
type EnvelopeAnswer<C extends InvokeChannel> = (args: InvokeParsedArgs<C>) => Envelope<InvokeResult<C>> | Promise<Envelope<InvokeResult<C>>>
type AnyAnswer = (args: unknown) => Promise<Envelope<unknown>>

export interface FakeBridge {
  /** What the renderer gets (give it to renderWithBridge or TallyProvider). */
  readonly api: TallyApi
  /** Every call, in order. */
  readonly calls: { channel: string; args: unknown }[]
  /** Answers a channel with a value; a FakeFailure thrown becomes an error envelope. */
  handle<C extends InvokeChannel>(channel: C, answer: Answer<C>): void
  /** Answers a channel with a whole envelope. */
  respond<C extends InvokeChannel>(channel: C, answer: EnvelopeAnswer<C>): void
  callsTo(channel: InvokeChannel): unknown[]
  /** Main pushes an event to every current subscriber. */
  emit<E extends EventChannel>(channel: E, payload: EventPayload<E>): void
  listenerCount(channel: EventChannel): number
  /** Forgets calls, answers and subscribers. */
  reset(): void
}

export function createFakeBridge(options: { onSubscribe?: (channel: EventChannel, subscribed: boolean) => void } = {}): FakeBridge {
  const calls: { channel: string; args: unknown }[] = []
  const answers = new Map<string, AnyAnswer>()
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const listenersOf = (channel: string) => {
    let set = listeners.get(channel)
    if (!set) listeners.set(channel, (set = new Set()))
    return set
  }

  const api = createBridge({
    invoke: async (channel, args) => {
      calls.push({ channel, args })
      const answer = answers.get(channel)
      if (!answer) return { ok: false, error: appError({ kind: 'internal', code: 'no_handler', message: `No fake handler for ${channel}` }) }
      return answer(args)
    },
    on: (channel, listener) => {
      // Wrapped: the same function subscribed twice is two subscriptions, as over IPC.
      const entry = (payload: unknown) => listener(payload)
      listenersOf(channel).add(entry)
      options.onSubscribe?.(channel as EventChannel, true)
      return () => {
        if (listenersOf(channel).delete(entry)) options.onSubscribe?.(channel as EventChannel, false)
      }
    },
  })

  return {
    api,
    calls,
    handle(channel, answer) {
      answers.set(channel, async (args) => {
        try {
          return { ok: true, value: await answer(args as never) }
        } catch (err) {
          if (err instanceof FakeFailure) return { ok: false, error: err.error }
          throw err
        }
      })
    },
    respond(channel, answer) {
      answers.set(channel, async (args) => answer(args as never))
    },
    callsTo: (channel) => calls.filter((c) => c.channel === channel).map((c) => c.args),
    emit(channel, payload) {
      for (const listener of [...listenersOf(channel)]) listener(payload)
    },
    listenerCount: (channel) => listenersOf(channel).size,
    reset() {
      calls.length = 0
      answers.clear()
      listeners.clear()
    },
  }
}
