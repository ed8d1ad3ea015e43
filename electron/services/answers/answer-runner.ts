import type { Terminal } from '../../../shared/domain/chat-events'
import type { ChatMessage, MessageStatus, TokenUsage } from '../../../shared/domain/conversation'
import { makeError } from '../../../shared/error-model'
import { Emitter } from '../../../shared/emitter'
import type { ChatRequestBody, ServiceClient } from '../api/service-client'
import type { Clock } from '../time/clock'
import type { ConversationStore } from '../chat/conversation-store'
import type { Emit } from '../ipc/emitter'
import type { AnswerFinished, AnswerKind } from './answer-finished'
import { ConcurrencyLearner, type Slot } from './concurrency-learner'
import { isConcurrencyLimit } from './concurrency-limit'
import { AnswerTimer, type MonotonicClock } from './stream/answer-metrics'
import { DEFAULT_IDLE_TIMEOUT_MS, streamChat, type StreamOutcome } from './stream/chat-stream'
import { RequestEvents } from './stream/request-events'
import { StreamOptionsMemory, withUsageRequested } from './stream/stream-options'
import type { CapMeter } from '../../../shared/guard/cap'

/** A queued answer refused as "too many simultaneous requests" is queued again at most this often. */
export const MAX_REQUEUES = 3

export interface AnswerRunnerDeps {
  store: ConversationStore
  emit: Emit
  clock: Pick<Clock, 'now' | 'sleep'>
  /** No byte for this long ends a stream as incomplete ('stalled'). Default 30 s. */
  idleTimeoutMs?: number
  /** Text delta batching window. Default 24 ms. */
  batchWindowMs?: number
  /** How often partial text is saved while streaming (so a crash keeps it). Default 0.5 s. */
  checkpointMs?: number
  /** Monotonic ms clock for answer metrics. Default `performance.now`. */
  monotonic?: MonotonicClock
  /** The service account that pays for a connection's answers (a router's linked account). */
  accountOf(connectionId: string): string | null
  /** The answer's estimated cost from the account's fitted prices (null: none). */
  estimate?(accountId: string | null, model: string, usage: TokenUsage | null): Promise<string | null>
  /** #25: the per-answer cost cap's meter for this answer, and how text is counted in tokens (null: no cap). */
  costCap?(spec: AnswerSpec): Promise<{ meter: CapMeter; count(text: string): number } | null>
  log?(level: 'info' | 'warn' | 'error', message: string): void
}

/** One answer to stream into a message that already exists (saved by the caller as 'streaming'). */
export interface AnswerSpec {
  kind: AnswerKind
  requestId: string
  conversationId: string
  messageId: string
  /** The compare column; null for a chat. */
  column: number | null
  connectionId: string
  client: ServiceClient
  model: string
  body: ChatRequestBody
  /** Waits for a slot of the connection's learned concurrency limit, and queues again on its 429. */
  queued: boolean
  /** A continued answer: its partial text goes in front of what streams now (events carry only the new text). */
  prefix?: string
  /** A continued answer: the first request's tokens (both were billed). */
  previousUsage?: TokenUsage | null
}

interface Running {
  conversationId: string
  column: number | null
  controller: AbortController
  done: Promise<void>
}

const STATUS: Record<StreamOutcome['status'], Exclude<MessageStatus, 'streaming'>> = {
  complete: 'complete',
  stopped: 'stopped',
  incomplete: 'incomplete',
  error: 'error',
}

/**
 * The one place where an answer runs and ends, for every kind of run (chat, compare column, batch
 * cell): the registry of running requests and their abort, checkpoint writes, metrics, the
 * stream-options memory, the concurrency learner, the `chat` events, the final write, and one
 * `onFinished` event. Never retries on its own, except a queued answer's concurrency 429 (nothing
 * was generated). The app sends no tools, so the spec's rule on retrying tool requests does not arise.
 */
export class AnswerRunner {
  private readonly running = new Map<string, Running>()
  private readonly finished = new Emitter<AnswerFinished>((err) => this.log('error', `answer: onFinished listener failed: ${(err as Error).message}`))
  /** Connections that answered 400 to `stream_options`: asked without it, token counts unknown. */
  private readonly streamOptions = new StreamOptionsMemory()
  private readonly learners = new Map<string, ConcurrencyLearner>()

  constructor(private readonly deps: AnswerRunnerDeps) {}

  /** Registers the request at once (so abort and busy checks see it), then streams in the background. */
  start(spec: AnswerSpec): void {
    if (this.running.has(spec.requestId)) throw new Error(`answer ${spec.requestId} is already running`)
    const controller = new AbortController()
    let release: () => void = () => undefined
    const entry: Running = { conversationId: spec.conversationId, column: spec.column, controller, done: new Promise<void>((resolve) => (release = resolve)) }
    this.running.set(spec.requestId, entry)
    void this.run(spec, entry).finally(() => {
      if (this.running.get(spec.requestId) === entry) this.running.delete(spec.requestId)
      release()
    })
  }

  /** Called once per answer, after its terminal event (balance, usage, errors, models, budgets…). */
  onFinished(listener: (answer: AnswerFinished) => void): () => void {
    return this.finished.on(listener)
  }

  isActive(requestId: string): boolean {
    return this.running.has(requestId)
  }

  /** Whether an answer of this conversation (and column, when given) is streaming. */
  busy(conversationId: string, column?: number | null): boolean {
    for (const r of this.running.values()) if (r.conversationId === conversationId && (column === undefined || r.column === column)) return true
    return false
  }

  /** Stops a running request: its answer keeps the text so far, status 'stopped'. */
  abort(requestId: string): { aborted: boolean } {
    const entry = this.running.get(requestId)
    if (!entry || entry.controller.signal.aborted) return { aborted: false }
    entry.controller.abort()
    return { aborted: true }
  }

  /** Stops every answer of a conversation and waits until each has ended (before a delete). */
  stopConversation(conversationId: string): Promise<void> {
    return this.stop([...this.running.values()].filter((r) => r.conversationId === conversationId))
  }

  /** Stops every answer and waits until each has ended (delete all, quit). */
  stopAll(): Promise<void> {
    return this.stop([...this.running.values()])
  }

  /** Resolves when the request (or, without an ID, every running request) has ended. */
  async settled(requestId?: string): Promise<void> {
    if (requestId !== undefined) return this.running.get(requestId)?.done
    await Promise.all([...this.running.values()].map((r) => r.done))
  }

  /** The learned concurrency limit of a connection (compare shows it; batch runs obey it). */
  learner(connectionId: string): ConcurrencyLearner {
    let learner = this.learners.get(connectionId)
    if (!learner) {
      learner = new ConcurrencyLearner(this.deps.clock)
      this.learners.set(connectionId, learner)
    }
    return learner
  }

  /** Drops what was learned about a removed connection (an answer still going keeps its own). */
  forget(connectionId: string): void {
    this.learners.delete(connectionId)
    this.streamOptions.forget(connectionId)
  }

  dispose(): Promise<void> {
    return this.stopAll()
  }

  private async stop(entries: Running[]): Promise<void> {
    for (const entry of entries) entry.controller.abort()
    await Promise.all(entries.map((e) => e.done))
  }

  private async run(spec: AnswerSpec, entry: Running): Promise<void> {
    const { store } = this.deps
    const startedAt = new Date(this.deps.clock.now()).toISOString()
    const events = new RequestEvents(this.deps.emit, spec, this.deps.batchWindowMs)
    const parts: string[] = spec.prefix ? [spec.prefix] : []
    const write = (patch: Partial<ChatMessage>, touch: boolean): Promise<void> => store.updateMessage(spec.conversationId, spec.messageId, patch, { touch })
    let saved = parts.length
    const checkpoint = setInterval(() => {
      if (parts.length === saved) return
      saved = parts.length
      write({ content: parts.join('') }, false).catch(() => undefined)
    }, this.deps.checkpointMs ?? 500)

    // #25: past the cost cap, the answer is stopped like a Stop, and marked with the cap.
    const cap = (await this.deps.costCap?.(spec).catch(() => null)) ?? null
    let capped = false
    let usage: TokenUsage | null = null
    let timer = this.timer()
    let outcome: StreamOutcome
    try {
      const streamed = await this.stream(spec, entry.controller.signal, {
        onAttempt: () => (timer = this.timer()),
        onText: (text) => {
          timer.text(text)
          parts.push(text)
          events.text(text)
          if (cap && !capped && cap.meter.addOutput(cap.count(text))) {
            capped = true
            entry.controller.abort()
          }
        },
        onUsage: (u) => {
          usage = u
          events.usage(u)
        },
        hasText: () => parts.length > (spec.prefix ? 1 : 0),
      })
      outcome = streamed
    } catch (err) {
      // streamChat does not reject; this is a last guard so the message never stays 'streaming'.
      const error = makeError({ kind: 'internal', code: 'internal_error', message: `Unexpected error: ${(err as Error).message}`, endpoint: 'app' })
      outcome = { status: 'error', error, requestId: null }
    } finally {
      clearInterval(checkpoint)
    }

    const status = STATUS[outcome.status]
    const error = outcome.status === 'error' || outcome.status === 'incomplete' ? outcome.error : null
    const reported = usage as TokenUsage | null
    const metrics = { ...timer.finish(reported?.outputTokens ?? null), ...(capped && cap && status === 'stopped' ? { stoppedAtCap: cap.meter.cap } : {}) }
    // Continued: the answer's tokens are both requests' (each was billed); unknown when this one reported none.
    const total = reported !== null && spec.previousUsage ? addUsage(spec.previousUsage, reported) : reported
    const written = write({ content: parts.join(''), status, usage: total, error, incompleteReason: outcome.status === 'incomplete' ? outcome.reason : null, metrics }, true)
    // Free the conversation before the terminal event, so an immediate Retry is never "busy".
    if (this.running.get(spec.requestId) === entry) this.running.delete(spec.requestId)
    events.finish(terminal(outcome), metrics)
    if (outcome.status !== 'complete') this.log('info', `${spec.kind} ${spec.requestId}: ${status}${error ? ` (${error.code}: ${error.message})` : ''}`)
    // A conversation deleted mid-stream has nowhere to keep its answer: that is expected.
    await written.catch((err: unknown) => {
      if (store.has(spec.conversationId)) this.log('error', `${spec.kind}: could not save the answer ${spec.messageId}: ${(err as Error).message}`)
    })
    const accountId = this.deps.accountOf(spec.connectionId)
    const estimate = await (this.deps.estimate?.(accountId, spec.model, total) ?? Promise.resolve(null)).catch(() => null)
    this.finished.emit({
      kind: spec.kind,
      requestId: spec.requestId,
      connectionId: spec.connectionId,
      accountId,
      conversationId: spec.conversationId,
      messageId: spec.messageId,
      column: spec.column,
      model: spec.model,
      status,
      usage: total,
      metrics,
      error,
      startedAt,
      estimate,
    })
  }

  /** The stream, through the connection's concurrency slot when queued (a concurrency 429 before any text queues again). */
  private async stream(
    spec: AnswerSpec,
    signal: AbortSignal,
    on: { onAttempt(): void; onText(text: string): void; onUsage(usage: TokenUsage): void; hasText(): boolean },
  ): Promise<StreamOutcome> {
    const once = () =>
      streamChat({
        client: withUsageRequested(spec.client, spec.connectionId, this.streamOptions),
        body: spec.body,
        signal,
        idleTimeoutMs: this.deps.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
        onText: on.onText,
        onUsage: on.onUsage,
        onGarbage: (sample) => this.log('warn', `${spec.kind} ${spec.requestId}: unreadable stream data: ${sample}`),
      })
    if (!spec.queued) return once()
    const learner = this.learner(spec.connectionId)
    for (let attempt = 0; ; attempt++) {
      let slot: Slot
      try {
        slot = await learner.acquire(signal)
      } catch {
        return { status: 'stopped', requestId: null }
      }
      on.onAttempt()
      const outcome = await once()
      if (outcome.status === 'error' && isConcurrencyLimit(outcome.error) && !on.hasText() && attempt < MAX_REQUEUES) {
        slot.tooMany(outcome.error.retryAfterMs ?? null)
        this.log('info', `${spec.kind} ${spec.requestId}: too many simultaneous requests; queued again (limit ${learner.limit ?? '?'})`)
        continue
      }
      slot.release()
      return outcome
    }
  }

  private timer(): AnswerTimer {
    return new AnswerTimer(this.deps.monotonic ?? (() => performance.now()))
  }

  private log(level: 'info' | 'warn' | 'error', message: string): void {
    this.deps.log?.(level, message)
  }
}

function terminal(outcome: StreamOutcome): Terminal {
  switch (outcome.status) {
    case 'complete':
      return { kind: 'done' }
    case 'stopped':
      return { kind: 'stopped' }
    case 'incomplete':
      return { kind: 'incomplete', reason: outcome.reason, error: outcome.error }
    case 'error':
      return { kind: 'error', error: outcome.error }
  }
}

function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return { inputTokens: a.inputTokens + b.inputTokens, cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens, outputTokens: a.outputTokens + b.outputTokens }
}
