import type { Terminal } from '../../../shared/domain/chat-events'
import type { AnswerCost, ChatMessage, EndReason, MessageStatus, TokenUsage } from '../../../shared/domain/conversation'
import type { PerMillion } from '../../../shared/prices/answer-cost'
import { makeError, say } from '../../../shared/error-model'
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
import type { CapHit, CapKind } from '../../../shared/guard/cap'
import { countText } from '../tokens/count-text'
import { countRequest } from '../tokens/request-tokens'
import { answerCostRecord } from './answer-cost-record'

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
  /** #33: the model's fitted prices in force on a UTC day for the paying account (null: not fitted yet). */
  pricesOn?(accountId: string | null, model: string, day: string): Promise<PerMillion | null>
  /** #33: tokens of a text, counted here (a cache, so a conversation's history is counted once). Default: countText. */
  countText?(text: string): number
  /**
   * #25, #33, #35: the caps this answer is held to (per answer, and its share of what the conversation's
   * and the project's caps leave to every answer in flight), as a check per delta; null when no cap
   * applies (off, waived, or no price to enforce it with).
   */
  capFor?(answer: { spec: AnswerSpec; inputTokens: number; prices: PerMillion | null }): CapWatch | null
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
  /** A continued answer: the first request's cost record (the new record holds both requests). */
  previousCost?: AnswerCost | null
  /** #33: caps the user confirmed sending past (the preflight asked): this answer is not held to them. */
  capsWaived?: readonly CapKind[]
}

/** The caps an answer is held to while it streams. */
export interface CapWatch {
  /** A cap with nothing left for this answer (#35: others in flight used it up): it is not sent. */
  refused: CapHit | null
  /** Per delta: the cap this answer is now past (it must stop), or null. */
  passed(text: string): CapHit | null
  /** #35: told when another answer passed a cap this one shares: this one stops there too. */
  onPassed(stop: (hit: CapHit) => void): void
  /** The answer ended and was saved: what its record cost (null: nothing was charged). Frees its share. */
  end(cost: string | null): void
}

/** What an answer produced, as its promise resolves (the same as the "answer finished" event). */
export type AnswerResult = AnswerFinished

interface Running {
  conversationId: string
  column: number | null
  controller: AbortController
  done: Promise<void>
  /** Why it was stopped, when something stopped it (the user, a cap, a delete, the app closing). */
  stoppedBy: StopReason | null
  /** The cap that stopped it (shown on the answer). */
  capHit: CapHit | null
  /** Its caps, freed once it has ended and been saved, whatever happened. */
  cap: CapWatch | null
  /** What its saved record cost (the caps count it until what is left is read again). */
  cost: string | null
}

type StopReason = Extract<EndReason, 'user' | 'answer-cap' | 'conversation-cap' | 'project-cap' | 'deleted' | 'app-closing'>

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

  /**
   * Registers the request at once (so abort and busy checks see it), then streams. The promise is the
   * answer's whole life: it resolves once the answer has ended and been saved, with what the "answer
   * finished" event carries; it never rejects. Callers that only start an answer need not await it.
   */
  start(spec: AnswerSpec): Promise<AnswerResult> {
    if (this.running.has(spec.requestId)) throw new Error(`answer ${spec.requestId} is already running`)
    const controller = new AbortController()
    let release: () => void = () => undefined
    const entry: Running = { conversationId: spec.conversationId, column: spec.column, controller, done: new Promise<void>((resolve) => (release = resolve)), stoppedBy: null, capHit: null, cap: null, cost: null }
    this.running.set(spec.requestId, entry)
    return this.run(spec, entry).finally(() => {
      if (this.running.get(spec.requestId) === entry) this.running.delete(spec.requestId)
      entry.cap?.end(entry.cost)
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

  /** The user's Stop: the answer keeps the text so far, status 'stopped', ended by 'user'. */
  abort(requestId: string): { aborted: boolean } {
    const entry = this.running.get(requestId)
    if (!entry || entry.controller.signal.aborted) return { aborted: false }
    stopEntry(entry, 'user')
    return { aborted: true }
  }

  /** Stops every answer of a conversation and waits until each has ended (before a delete). */
  stopConversation(conversationId: string): Promise<void> {
    return this.stop([...this.running.values()].filter((r) => r.conversationId === conversationId), 'deleted')
  }

  /** Stops every answer and waits until each has ended: 'deleted' (delete all) or 'app-closing' (quit). */
  stopAll(reason: Extract<StopReason, 'deleted' | 'app-closing'> = 'deleted'): Promise<void> {
    return this.stop([...this.running.values()], reason)
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
    return this.stopAll('app-closing')
  }

  private async stop(entries: Running[], reason: StopReason): Promise<void> {
    for (const entry of entries) stopEntry(entry, reason)
    await Promise.all(entries.map((e) => e.done))
  }

  private async run(spec: AnswerSpec, entry: Running): Promise<AnswerResult> {
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

    // #33: the request is counted as it is sent (system prompt, history, attachments, the new message)
    // and priced at the model's fitted prices of the day: the answer's one cost record, made at its end.
    const accountId = this.deps.accountOf(spec.connectionId)
    const count = this.deps.countText ?? countText
    const inputTokens = countRequest(spec.body.messages, count)
    const prices = (await this.deps.pricesOn?.(accountId, spec.model, startedAt.slice(0, 10)).catch(() => null)) ?? null
    // #25, #33, #35: past a cap, the answer is stopped like a Stop, and marked with the cap; one with
    // nothing left under a cap (others in flight used it up) is not sent at all.
    const cap = (entry.cap = this.deps.capFor?.({ spec, inputTokens, prices }) ?? null)
    const stopAt = (hit: CapHit) => {
      if (entry.stoppedBy !== null) return
      entry.capHit = hit
      stopEntry(entry, hit.kind)
    }
    cap?.onPassed(stopAt)
    if (cap?.refused) stopAt(cap.refused)
    const sent = !cap?.refused
    let usage: TokenUsage | null = null
    let timer = this.timer()
    let outcome: StreamOutcome
    try {
      outcome = !sent ? { status: 'stopped', requestId: null } : await this.stream(spec, entry.controller.signal, {
        onAttempt: () => (timer = this.timer()),
        onText: (text) => {
          // Past a cap the answer ends at the delta that passed it: nothing decoded after it is kept.
          if (entry.capHit) return
          timer.text(text)
          parts.push(text)
          events.text(text)
          const hit = cap && entry.stoppedBy === null ? cap.passed(text) : null
          if (hit) stopAt(hit)
        },
        onUsage: (u) => {
          usage = u
          events.usage(u)
        },
        hasText: () => parts.length > (spec.prefix ? 1 : 0),
      })
    } catch (err) {
      // streamChat does not reject; this is a last guard so the message never stays 'streaming'.
      const error = makeError({ kind: 'internal', code: 'internal_error', say: say('errors.unexpected', { detail: (err as Error).message }), endpoint: 'app' })
      outcome = { status: 'error', error, requestId: null }
    } finally {
      clearInterval(checkpoint)
    }
    // A cap passed on a stream that ended before the stop reached it: its text was cut at the cap all the same.
    if (entry.capHit && outcome.status === 'complete') outcome = { status: 'stopped', requestId: outcome.requestId }

    const status = STATUS[outcome.status]
    const error = outcome.status === 'error' || outcome.status === 'incomplete' ? outcome.error : null
    const reported = usage as TokenUsage | null
    const content = parts.join('')
    const outputText = spec.prefix ? content.slice(spec.prefix.length) : content
    const endReason = endReasonOf(outcome, entry.stoppedBy)
    // A request refused before any text (an error, nothing reported), or never sent, was not charged: nothing to count.
    const refused = !sent || (outcome.status === 'error' && outputText.length === 0 && reported === null)
    const counted = refused ? null : { input: inputTokens, output: count(outputText) }
    // A refused continuation keeps the first part's record: that request was billed.
    const cost = counted === null ? (spec.previousCost ?? null) : answerCostRecord({ reported, counted, prices, previous: spec.previousCost ?? null })
    const stoppedAtCap = entry.capHit && endReason === entry.capHit.kind ? { stoppedAtCap: entry.capHit.cap } : {}
    const metrics = { ...timer.finish(reported?.outputTokens ?? counted?.output ?? null), ...stoppedAtCap }
    // Continued: the answer's tokens are both requests' (each was billed); unknown when this one reported none.
    const total = refused ? (spec.previousUsage ?? null) : reported !== null && spec.previousUsage ? addUsage(spec.previousUsage, reported) : reported
    entry.cost = cost?.cost ?? null
    const written = write({ content, status, usage: total, error, incompleteReason: outcome.status === 'incomplete' ? outcome.reason : null, metrics, cost, endReason }, true)
    // Free the conversation before the terminal event, so an immediate Retry is never "busy".
    if (this.running.get(spec.requestId) === entry) this.running.delete(spec.requestId)
    events.finish({ ...terminal(outcome), endReason, cost }, metrics)
    if (outcome.status !== 'complete') this.log('info', `${spec.kind} ${spec.requestId}: ${status} (${endReason})${error ? ` (${error.code}: ${error.message})` : ''}`)
    // A conversation deleted mid-stream has nowhere to keep its answer: that is expected.
    await written.catch((err: unknown) => {
      if (store.has(spec.conversationId)) this.log('error', `${spec.kind}: could not save the answer ${spec.messageId}: ${(err as Error).message}`)
    })
    const finished: AnswerFinished = {
      kind: spec.kind,
      requestId: spec.requestId,
      connectionId: spec.connectionId,
      accountId,
      conversationId: spec.conversationId,
      messageId: spec.messageId,
      column: spec.column,
      model: spec.model,
      status,
      endReason,
      usage: total,
      counted,
      inputTokens,
      cost,
      metrics,
      error,
      startedAt,
      hadText: outputText.length > 0,
    }
    this.finished.emit(finished)
    return finished
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

type TerminalOf = Terminal extends infer T ? (T extends Terminal ? Omit<T, 'endReason' | 'cost'> : never) : never

function terminal(outcome: StreamOutcome): TerminalOf {
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

/** Why the answer ended: the stream's end, or, for a stopped one, who stopped it. */
function endReasonOf(outcome: StreamOutcome, stoppedBy: StopReason | null): EndReason {
  switch (outcome.status) {
    case 'complete':
      return 'finished'
    case 'stopped':
      return stoppedBy ?? 'user'
    case 'incomplete':
      return 'incomplete'
    case 'error':
      return 'error'
  }
}

function stopEntry(entry: Running, reason: StopReason): void {
  entry.stoppedBy ??= reason
  entry.controller.abort()
}

function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return { inputTokens: a.inputTokens + b.inputTokens, cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens, outputTokens: a.outputTokens + b.outputTokens }
}
