import { type QueryClient, notifyManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { Conversation } from '../../../shared/domain/conversation'
import type { TallyApi } from '../../../shared/ipc/bridge'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'
import { type LiveBuffer, applyEvent, createBuffer, forceDrain, hasPendingTerminal, withConversationId, withMessageId } from './live-buffer'

/** What components read: the answers streaming right now, by requestId, as last committed. */
export type LiveAnswersSnapshot = Readonly<Record<string, LiveBuffer>>

/** A terminal event waiting this long behind a missing seq is applied anyway. */
const GAP_WAIT_MS = 1000
/** After an abort that found nothing running, how long to wait for a terminal event. */
const ABORT_GRACE_MS = 1500

/**
 * How often growing text is shown. Each commit re-lays out and repaints the answer, so a fast
 * stream (thousands of characters a second) is shown ~7 times a second, which still reads as
 * flowing text; a stream at a typical model's pace is shown ~16 times a second. Terminal events
 * commit at once, so the end of an answer is never late.
 */
const COMMIT_INTERVAL_MS = 60
const FAST_COMMIT_INTERVAL_MS = 150
const FAST_CHARS_PER_MS = 1

/** Waits between reads of a conversation whose stored copy does not show an answer's end yet. */
const SETTLE_RETRY_MS = [50, 100, 200, 400] as const

function nextFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState !== 'hidden') {
    requestAnimationFrame(callback)
  } else {
    // Hidden windows get no animation frames; keep the buffer moving at a calm pace.
    setTimeout(callback, 100)
  }
}

/** A request's live buffer, subscribed to its `chat` events; `ended` resolves after its terminal event. */
export interface Tracked {
  ended: Promise<void>
  /** main refused the request: forget the buffer, nothing will stream. */
  cancel(): void
  /** main accepted it: record the IDs it answered with (and, for compare runs, the conversation). */
  accept(ids: { messageId: string; conversationId?: string }): LiveBuffer | undefined
}

/**
 * The live side of chat and compare, outside React: one buffer per request, fed by that request's
 * `chat` events and committed to the snapshot components read (useLiveAnswers, through
 * useSyncExternalStore) at a paced interval, so thousands of tokens per second never flood React.
 * One instance for the window, so a stream survives leaving the Chat view.
 */
export class LiveAnswers {
  private readonly buffers = new Map<string, LiveBuffer>()
  private readonly enders = new Map<string, () => void>()
  private readonly unsubscribers = new Map<string, () => void>()
  private readonly listeners = new Set<() => void>()
  /** What the snapshot shows of each buffer, and when each was last shown (performance.now). */
  private readonly published = new Map<string, LiveBuffer>()
  private readonly publishedAt = new Map<string, number>()
  private shown: LiveAnswersSnapshot = {}
  private scheduled = false
  private staleAfterCommit = 0
  private lastCommitAt = 0
  private charsSinceCommit = 0
  private recentRate = 0

  constructor(private readonly chat: () => Pick<TallyApi['chat'], 'onEvent'> = () => tally.chat) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly snapshot = (): LiveAnswersSnapshot => this.shown

  /**
   * Subscribes to the request's `chat` events BEFORE main is asked to start it (so no early delta is
   * lost) and feeds them to its live buffer, committed at a paced interval (see scheduleCommit).
   */
  track(requestId: string, conversationId: string, startedAt: string, prefix = ''): Tracked {
    let endStream: () => void = () => undefined
    const ended = new Promise<void>((resolve) => (endStream = resolve))
    let gapTimer: ReturnType<typeof setTimeout> | null = null

    const finish = () => {
      if (gapTimer) clearTimeout(gapTimer)
      off()
      this.commitNow(requestId)
      endStream()
    }
    this.buffers.set(requestId, createBuffer(requestId, conversationId, startedAt, prefix))
    this.enders.set(requestId, finish)
    const unsubscribe = this.chat().onEvent((event) => {
      if (event.requestId !== requestId) return
      const current = this.buffers.get(requestId)
      if (!current) return
      const next = applyEvent(current, event)
      if (next === current) return
      if (event.kind === 'delta') this.charsSinceCommit += event.text.length
      this.buffers.set(requestId, next)
      if (next.terminal) return finish()
      if (!gapTimer && hasPendingTerminal(next)) {
        gapTimer = setTimeout(() => {
          const waiting = this.buffers.get(requestId)
          if (waiting && !waiting.terminal) this.buffers.set(requestId, forceDrain(waiting))
          finish()
        }, GAP_WAIT_MS)
      }
      this.scheduleCommit()
    })
    const off = () => {
      unsubscribe()
      this.unsubscribers.delete(requestId)
    }
    this.unsubscribers.set(requestId, off)
    this.commitNow(requestId)

    return {
      ended,
      cancel: () => {
        if (gapTimer) clearTimeout(gapTimer)
        off()
        this.buffers.delete(requestId)
        this.enders.delete(requestId)
        this.commitNow(requestId)
      },
      accept: (ids) => {
        let buffer = this.buffers.get(requestId)
        if (!buffer) return undefined
        buffer = withMessageId(buffer, ids.messageId)
        if (ids.conversationId) buffer = withConversationId(buffer, ids.conversationId)
        this.buffers.set(requestId, buffer)
        this.commitNow(requestId)
        return buffer
      },
    }
  }

  /** After the terminal event: fetch the stored conversation (the source of truth), then drop the buffer. */
  settleAfter(client: QueryClient, tracked: Tracked, requestId: string, conversationId: () => string): void {
    void tracked.ended.then(() => this.settle(client, requestId, conversationId()))
  }

  /** After an abort that found nothing running: if no terminal event shows up, show what main stored. */
  endIfSilent(requestId: string): void {
    setTimeout(() => {
      const buffer = this.buffers.get(requestId)
      if (buffer && !buffer.terminal) this.enders.get(requestId)?.()
    }, ABORT_GRACE_MS)
  }

  /**
   * After the page lost its link to main for a while (browser mode's socket dropped and came back),
   * the events sent meanwhile are gone: an answer that ended then would wait for its terminal event
   * for ever and stay "streaming". Asks main for each answer still open; one that main stored as
   * ended is ended here too (and then put away from the stored copy, as after any end).
   */
  async recheckOpen(client: QueryClient, read: (conversationId: string) => Promise<Conversation> = (id) => unwrap(tally.conversations.get({ id }))): Promise<void> {
    const open = [...this.buffers.values()].filter((b) => b.terminal === null && b.messageId !== null)
    for (const buffer of open) {
      const stored = await read(buffer.conversationId).catch(() => null)
      if (!stored) continue
      client.setQueryData(queryKeys.conversation(stored.id), stored)
      const message = stored.messages.find((m) => m.id === buffer.messageId)
      if (message && message.status !== 'streaming') this.enders.get(buffer.requestId)?.()
    }
  }

  /** For tests: forget every live buffer. */
  reset(): void {
    for (const off of [...this.unsubscribers.values()]) off()
    this.buffers.clear()
    this.enders.clear()
    this.commitNow()
  }

  private async settle(client: QueryClient, requestId: string, conversationId: string): Promise<void> {
    const buffer = this.buffers.get(requestId)
    await fetchEnded(client, conversationId, buffer?.messageId ?? null)
    // React Query hands the new copy to components on its next notification flush: drop the buffer
    // after that, or the answer shows the copy from before its end for a frame.
    await new Promise<void>((resolve) => notifyManager.schedule(resolve))
    void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
    const error = buffer?.terminal?.kind === 'error' ? buffer.terminal.error : null
    if (error?.code === 'model_coming_soon') void client.invalidateQueries({ queryKey: queryKeys.models })
    this.buffers.delete(requestId)
    this.enders.delete(requestId)
    this.commitNow(requestId)
  }

  /**
   * Shows buffers in the snapshot. `only`: just these requests change (plus buffers new or gone); the
   * others stay as last shown. Several answers streaming at once (compare columns) are shown one per
   * commit, the one shown longest ago first, so a frame re-renders one column, not four.
   */
  private commit(only: ReadonlySet<string> | 'all' | 'turn'): void {
    const now = performance.now()
    this.recentRate = this.charsSinceCommit / Math.max(1, now - this.lastCommitAt)
    this.charsSinceCommit = 0
    this.lastCommitAt = now
    let show: ReadonlySet<string> | null = only === 'all' || only === 'turn' ? null : only
    if (only === 'turn') {
      const stale = [...this.buffers].filter(([id, b]) => this.published.get(id) !== b).map(([id]) => id)
      if (stale.length > 1) {
        const oldest = stale.reduce((a, b) => ((this.publishedAt.get(a) ?? 0) <= (this.publishedAt.get(b) ?? 0) ? a : b))
        show = new Set([oldest])
        this.staleAfterCommit = stale.length - 1
      } else this.staleAfterCommit = 0
    }
    const next: Record<string, LiveBuffer> = {}
    for (const [id, buffer] of this.buffers) {
      const previous = this.published.get(id)
      const shown = show === null || show.has(id) || previous === undefined ? buffer : previous
      if (shown !== previous) this.publishedAt.set(id, now)
      next[id] = shown
    }
    this.published.clear()
    for (const [id, b] of Object.entries(next)) this.published.set(id, b)
    for (const id of [...this.publishedAt.keys()]) if (!this.buffers.has(id)) this.publishedAt.delete(id)
    this.shown = next
    for (const listener of [...this.listeners]) listener()
    if (only === 'all') this.staleAfterCommit = 0
    if (this.staleAfterCommit > 0) this.scheduleCommit()
  }

  private scheduleCommit(): void {
    if (this.scheduled) return
    this.scheduled = true
    // Answers waiting their turn share the interval: each is still shown at the usual pace.
    const interval = (this.recentRate > FAST_CHARS_PER_MS ? FAST_COMMIT_INTERVAL_MS : COMMIT_INTERVAL_MS) / (this.staleAfterCommit + 1)
    const wait = Math.max(0, this.lastCommitAt + interval - performance.now())
    const run = () =>
      nextFrame(() => {
        if (!this.scheduled) return
        this.scheduled = false
        this.commit('turn')
      })
    if (wait > 0) setTimeout(run, wait)
    else run()
  }

  /** Shows now: everything, or just `requestId`'s buffer (its end is never late; the other columns keep their turn). */
  private commitNow(requestId?: string): void {
    if (requestId === undefined) this.scheduled = false
    this.commit(requestId === undefined ? 'all' : new Set([requestId]))
  }
}

/**
 * Reads the stored conversation until it holds `messageId`'s end (or gives up after a few reads).
 * The columns of a compare run end together and each reads the same conversation: a column joins
 * the read in flight (cancelRefetch: false) and reads again while the copy that came back is from
 * before its own end. Dropping the buffer on such a copy showed the column empty for a moment and
 * built its markdown again from scratch (a long task at the end of a compare run).
 */
async function fetchEnded(client: QueryClient, conversationId: string, messageId: string | null): Promise<void> {
  const key = queryKeys.conversation(conversationId)
  const ended = () => {
    const stored = client.getQueryData<Conversation>(key)
    return !stored || messageId === null || stored.messages.find((m) => m.id === messageId)?.status !== 'streaming'
  }
  for (let attempt = 0; ; attempt++) {
    await client.refetchQueries({ queryKey: key, exact: true }, { cancelRefetch: false }).catch(() => undefined)
    const wait = SETTLE_RETRY_MS[attempt]
    if (ended() || wait === undefined) return
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

/** The window's live answers. */
export const liveAnswers = new LiveAnswers()

/**
 * Reads the live answers in a component. `select` should return a primitive or a buffer (stable
 * between commits), so a component re-renders only when what it shows changed.
 */
export function useLiveAnswers<T>(select: (live: LiveAnswersSnapshot) => T): T {
  return useSyncExternalStore(liveAnswers.subscribe, () => select(liveAnswers.snapshot()))
}

/**
 * The live buffer a conversation shows: its running request, else the newest finished one (a
 * finished buffer stays until the stored conversation is fetched again, so right after a quick
 * Retry a conversation can have both; the finished one must not hide the running one).
 */
export function liveFor(live: LiveAnswersSnapshot, conversationId: string | null): LiveBuffer | undefined {
  if (!conversationId) return undefined
  let found: LiveBuffer | undefined
  for (const buffer of Object.values(live)) {
    if (buffer.conversationId !== conversationId) continue
    if (!buffer.terminal) return buffer
    if (!found || buffer.startedAt >= found.startedAt) found = buffer
  }
  return found
}

/** For tests: forget every live buffer. */
export function resetLiveBuffers(): void {
  liveAnswers.reset()
}
