import { type QueryClient, notifyManager } from '@tanstack/react-query'
import type { Conversation } from '../../../../shared/domain/conversation'
import type { AppError } from '../../../../shared/domain/errors'
import { makeError } from '../../../../shared/error-model'
import { appErrorOf, tally, unwrap } from '../../ipc'
import { queryKeys } from '../../queries/keys'
import { useChatStore } from '../../stores/chat'
import { type LiveBuffer, applyEvent, createBuffer, forceDrain, hasPendingTerminal, withConversationId, withMessageId } from './live-buffer'
import { type TurnRequest, applyTurn } from './turn'

/**
 * The live side of chat, outside React: one buffer per request, fed by `chat` events and
 * committed to the store at most once per animation frame, so thousands of tokens per second
 * never flood React. Lives at module level so a stream survives leaving the Chat view.
 */
const buffers = new Map<string, LiveBuffer>()
const enders = new Map<string, () => void>()
const unsubscribers = new Map<string, () => void>()
let scheduled = false

/** A terminal event waiting this long behind a missing seq is applied anyway. */
const GAP_WAIT_MS = 1000
/** After an abort that found nothing running, how long to wait for a terminal event. */
const ABORT_GRACE_MS = 1500

function nextFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState !== 'hidden') {
    requestAnimationFrame(callback)
  } else {
    // Hidden windows get no animation frames; keep the buffer moving at a calm pace.
    setTimeout(callback, 100)
  }
}

/** What the store shows of each buffer, and when each was last shown (performance.now). */
const published = new Map<string, LiveBuffer>()
const publishedAt = new Map<string, number>()

/**
 * Shows buffers in the store. `only`: just these requests change (plus buffers new or gone); the
 * others stay as last shown. Several answers streaming at once (compare columns) are shown one per
 * commit, the one shown longest ago first, so a frame re-renders one column, not four.
 */
function commit(only: ReadonlySet<string> | 'all' | 'turn'): void {
  const now = performance.now()
  recentRate = charsSinceCommit / Math.max(1, now - lastCommitAt)
  charsSinceCommit = 0
  lastCommitAt = now
  let show: ReadonlySet<string> | null = only === 'all' || only === 'turn' ? null : only
  if (only === 'turn') {
    const stale = [...buffers].filter(([id, b]) => published.get(id) !== b).map(([id]) => id)
    if (stale.length > 1) {
      const oldest = stale.reduce((a, b) => ((publishedAt.get(a) ?? 0) <= (publishedAt.get(b) ?? 0) ? a : b))
      show = new Set([oldest])
      staleAfterCommit = stale.length - 1
    } else staleAfterCommit = 0
  }
  const next: Record<string, LiveBuffer> = {}
  for (const [id, buffer] of buffers) {
    const previous = published.get(id)
    const shown = show === null || show.has(id) || previous === undefined ? buffer : previous
    if (shown !== previous) publishedAt.set(id, now)
    next[id] = shown
  }
  published.clear()
  for (const [id, b] of Object.entries(next)) published.set(id, b)
  for (const id of [...publishedAt.keys()]) if (!buffers.has(id)) publishedAt.delete(id)
  useChatStore.getState().setLive(next)
  if (only === 'all') staleAfterCommit = 0
  if (staleAfterCommit > 0) scheduleCommit()
}
let staleAfterCommit = 0

/**
 * How often growing text is shown. Each commit re-lays out and repaints the answer, so a fast
 * stream (thousands of characters a second) is shown ~7 times a second, which still reads as
 * flowing text; a stream at a typical model's pace is shown ~16 times a second. Terminal events
 * commit at once, so the end of an answer is never late.
 */
const COMMIT_INTERVAL_MS = 60
const FAST_COMMIT_INTERVAL_MS = 150
const FAST_CHARS_PER_MS = 1
let lastCommitAt = 0
let charsSinceCommit = 0
let recentRate = 0

function scheduleCommit(): void {
  if (scheduled) return
  scheduled = true
  // Answers waiting their turn share the interval: each is still shown at the usual pace.
  const interval = (recentRate > FAST_CHARS_PER_MS ? FAST_COMMIT_INTERVAL_MS : COMMIT_INTERVAL_MS) / (staleAfterCommit + 1)
  const wait = Math.max(0, lastCommitAt + interval - performance.now())
  const run = () =>
    nextFrame(() => {
      if (!scheduled) return
      scheduled = false
      commit('turn')
    })
  if (wait > 0) setTimeout(run, wait)
  else run()
}

/** Shows now: everything, or just `requestId`'s buffer (its end is never late; the other columns keep their turn). */
function commitNow(requestId?: string): void {
  if (requestId === undefined) scheduled = false
  commit(requestId === undefined ? 'all' : new Set([requestId]))
}

export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export interface StartRequest extends TurnRequest {
  conversationId: string
}

export type StartOutcome = { ok: true; requestId: string } | { ok: false; error: AppError }

/** After the terminal event: fetch the stored conversation (the source of truth), then drop the buffer. */
async function settle(client: QueryClient, requestId: string, conversationId: string): Promise<void> {
  const buffer = buffers.get(requestId)
  await fetchEnded(client, conversationId, buffer?.messageId ?? null)
  // React Query hands the new copy to components on its next notification flush: drop the buffer
  // after that, or the answer shows the copy from before its end for a frame.
  await new Promise<void>((resolve) => notifyManager.schedule(resolve))
  void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
  const error = buffer?.terminal?.kind === 'error' ? buffer.terminal.error : null
  if (error?.code === 'model_coming_soon') void client.invalidateQueries({ queryKey: queryKeys.models })
  buffers.delete(requestId)
  enders.delete(requestId)
  commitNow(requestId)
}

/** Waits between reads of a conversation whose stored copy does not show an answer's end yet. */
const SETTLE_RETRY_MS = [50, 100, 200, 400] as const

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

/** A request's live buffer, subscribed to its `chat` events; `ended` resolves after its terminal event. */
export interface Tracked {
  ended: Promise<void>
  /** main refused the request: forget the buffer, nothing will stream. */
  cancel(): void
  /** main accepted it: record the IDs it answered with (and, for compare runs, the conversation). */
  accept(ids: { messageId: string; conversationId?: string }): LiveBuffer | undefined
}

/**
 * Subscribes to the request's `chat` events BEFORE main is asked to start it (so no early delta is
 * lost) and feeds them to its live buffer, committed at most once per frame (see scheduleCommit).
 */
export function trackRequest(requestId: string, conversationId: string, startedAt: string, prefix = ''): Tracked {
  let endStream: () => void = () => undefined
  const ended = new Promise<void>((resolve) => (endStream = resolve))
  let gapTimer: ReturnType<typeof setTimeout> | null = null

  const finish = () => {
    if (gapTimer) clearTimeout(gapTimer)
    off()
    commitNow(requestId)
    endStream()
  }
  buffers.set(requestId, createBuffer(requestId, conversationId, startedAt, prefix))
  enders.set(requestId, finish)
  const unsubscribe = tally.chat.onEvent((event) => {
    if (event.requestId !== requestId) return
    const current = buffers.get(requestId)
    if (!current) return
    const next = applyEvent(current, event)
    if (next === current) return
    if (event.kind === 'delta') charsSinceCommit += event.text.length
    buffers.set(requestId, next)
    if (next.terminal) return finish()
    if (!gapTimer && hasPendingTerminal(next)) {
      gapTimer = setTimeout(() => {
        const waiting = buffers.get(requestId)
        if (waiting && !waiting.terminal) buffers.set(requestId, forceDrain(waiting))
        finish()
      }, GAP_WAIT_MS)
    }
    scheduleCommit()
  })
  const off = () => {
    unsubscribe()
    unsubscribers.delete(requestId)
  }
  unsubscribers.set(requestId, off)
  commitNow(requestId)

  return {
    ended,
    cancel: () => {
      if (gapTimer) clearTimeout(gapTimer)
      off()
      buffers.delete(requestId)
      enders.delete(requestId)
      commitNow(requestId)
    },
    accept: (ids) => {
      let buffer = buffers.get(requestId)
      if (!buffer) return undefined
      buffer = withMessageId(buffer, ids.messageId)
      if (ids.conversationId) buffer = withConversationId(buffer, ids.conversationId)
      buffers.set(requestId, buffer)
      commitNow(requestId)
      return buffer
    },
  }
}

/** After the terminal event: fetch the stored conversation (the source of truth), then drop the buffer. */
export function settleAfter(client: QueryClient, tracked: Tracked, requestId: string, conversationId: () => string): void {
  void tracked.ended.then(() => settle(client, requestId, conversationId()))
}

export function unexpectedError(err: unknown, endpoint: string): AppError {
  return appErrorOf(err) ?? makeError({ kind: 'internal', code: 'internal_error', message: err instanceof Error ? err.message : String(err), endpoint })
}

/**
 * Sends, regenerates, edits or continues: subscribes to `chat` events FIRST, then invokes `chat.start`
 * (so no early delta is lost). Resolves once main has accepted the request (the user message is
 * stored then); the answer streams into the live buffer afterwards.
 */
export async function startChat(client: QueryClient, request: StartRequest): Promise<StartOutcome> {
  const { conversationId } = request
  const requestId = newRequestId()
  const startedAt = new Date().toISOString()
  // Continue: the partial text stays in front of what streams now.
  const prefix = request.action === 'continue' ? (client.getQueryData<Conversation>(queryKeys.conversation(conversationId))?.messages.at(-1)?.content ?? '') : ''
  const tracked = trackRequest(requestId, conversationId, startedAt, prefix)

  let ids: { userMessageId: string | null; messageId: string }
  try {
    ids = await unwrap(
      tally.chat.start({
        requestId,
        conversationId,
        action: request.action,
        ...(request.content !== undefined ? { content: request.content } : {}),
        ...(request.messageId !== undefined ? { messageId: request.messageId } : {}),
      }),
    )
  } catch (err) {
    tracked.cancel()
    return { ok: false, error: unexpectedError(err, 'chat:start') }
  }

  const buffer = tracked.accept(ids)
  if (buffer && !buffer.terminal) {
    client.setQueryData<Conversation>(queryKeys.conversation(conversationId), (c) => (c ? applyTurn(c, request, ids, startedAt) : c))
  }
  void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
  settleAfter(client, tracked, requestId, () => conversationId)
  return { ok: true, requestId }
}

/** Stops a running answer (the Stop button and Esc). Main ends it with a `stopped` event. */
export async function stopChat(requestId: string): Promise<void> {
  const result = await unwrap(tally.chat.abort({ requestId })).catch(() => ({ aborted: false }))
  if (result.aborted) return
  // Nothing was running in main: if no terminal event shows up, show what main stored.
  setTimeout(() => {
    const buffer = buffers.get(requestId)
    if (buffer && !buffer.terminal) enders.get(requestId)?.()
  }, ABORT_GRACE_MS)
}

/** For tests: forget every live buffer. */
export function resetLiveBuffers(): void {
  for (const off of [...unsubscribers.values()]) off()
  buffers.clear()
  enders.clear()
  commitNow()
}
