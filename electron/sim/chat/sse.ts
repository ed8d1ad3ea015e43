import type { ServerResponse } from 'node:http'
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises'
import type { StreamBreak } from '../faults'

/** When generating as fast as possible, this many tokens go into one chunk. */
const FAST_BATCH = 16
/** Timed streams write at most about every 15 ms, batching the tokens that came due. */
const TICK_MS = 15

export interface StreamPlan {
  id: string
  /** Unix seconds. */
  created: number
  model: string
  pieces: readonly string[]
  finishReason: 'stop' | 'length'
  promptTokens: number
  cachedTokens: number
  /**
   * `stream_options.include_usage` was true: the finish chunk also carries `usage`. The usage rides
   * on a chunk that has a choice (not `choices: []`), so SDK loops reading `choices[0].delta` never throw.
   */
  includeUsage: boolean
  /** 0 or Infinity: as fast as possible. */
  tokensPerSecond: number
  /** Every piece its own chunk, whatever the speed (scripted answers: the test decides the chunk edges). */
  piecePerChunk?: boolean
  /** Delay before the first content token (after the role chunk). */
  firstTokenDelayMs: number
  breakAt: StreamBreak | null
  /** Aborted when the client goes away or the simulator closes. */
  signal: AbortSignal
}

export type StreamOutcome = 'completed' | 'aborted' | 'cut' | 'error'

export interface StreamResult {
  outcome: StreamOutcome
  /** Output tokens actually written: what the request is charged for. */
  tokensSent: number
}

function waitForDrainOrAbort(res: ServerResponse, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || res.destroyed) {
      resolve()
      return
    }
    const done = (): void => {
      res.off('drain', done)
      res.off('close', done)
      signal.removeEventListener('abort', done)
      resolve()
    }
    res.once('drain', done)
    res.once('close', done)
    signal.addEventListener('abort', done, { once: true })
  })
}

function waitForAbort(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve()
    else signal.addEventListener('abort', () => resolve(), { once: true })
  })
}

/** Writes an OpenAI-style `chat.completion.chunk` SSE stream, applying an injected break if any. */
export async function writeChatStream(res: ServerResponse, plan: StreamPlan): Promise<StreamResult> {
  const { signal } = plan
  let chunksSent = 0
  let tokensSent = 0
  let broken = false
  const base = { id: plan.id, object: 'chat.completion.chunk', created: plan.created, model: plan.model }
  const line = (data: string): boolean => !signal.aborted && !res.destroyed && res.write(`data: ${data}\n\n`)

  /** Returns null to go on, or the outcome that ends the stream. */
  const send = async (payload: object | '[DONE]'): Promise<StreamOutcome | null> => {
    // A break placed after more chunks than the stream has happens just before [DONE].
    if (plan.breakAt && !broken && (chunksSent >= plan.breakAt.after || payload === '[DONE]')) {
      broken = true
      switch (plan.breakAt.mode) {
        case 'cut':
          res.end()
          return 'cut'
        case 'error':
          line(JSON.stringify({ error: { message: 'The model stream failed.', type: 'server_error', code: 'stream_error' } }))
          res.end()
          return 'error'
        case 'stall':
          await waitForAbort(signal)
          return 'aborted'
        case 'garbage':
          line('{"choices":[{"delta":{"content": this is not JSON')
          break
      }
    }
    if (signal.aborted || res.destroyed) return 'aborted'
    const ok = line(payload === '[DONE]' ? payload : JSON.stringify(payload))
    if (payload !== '[DONE]') chunksSent++
    if (!ok) await waitForDrainOrAbort(res, signal)
    return null
  }

  const fast = !(plan.tokensPerSecond > 0 && Number.isFinite(plan.tokensPerSecond))
  const msPerToken = fast ? 0 : 1000 / plan.tokensPerSecond
  const stop = await send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })
  if (stop) return { outcome: stop, tokensSent }
  try {
    if (plan.firstTokenDelayMs > 0) await sleep(plan.firstTokenDelayMs, undefined, { signal })
  } catch {
    return { outcome: 'aborted', tokensSent }
  }
  const startedAt = performance.now()
  try {
    while (tokensSent < plan.pieces.length) {
      let due: number
      if (fast) {
        await nextTurn(undefined, { signal })
        due = Math.min(plan.pieces.length, tokensSent + (plan.piecePerChunk ? 1 : FAST_BATCH))
      } else {
        const elapsed = performance.now() - startedAt
        due = Math.min(plan.pieces.length, plan.piecePerChunk ? tokensSent + 1 : Math.floor(elapsed / msPerToken) + 1)
        if (due <= tokensSent) {
          await sleep(Math.max(TICK_MS, tokensSent * msPerToken - elapsed), undefined, { signal })
          continue
        }
      }
      const content = plan.pieces.slice(tokensSent, due).join('')
      const outcome = await send({ ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] })
      if (outcome) return { outcome, tokensSent }
      tokensSent = due
    }
  } catch {
    return { outcome: 'aborted', tokensSent }
  }
  const usage = {
    prompt_tokens: plan.promptTokens,
    completion_tokens: tokensSent,
    total_tokens: plan.promptTokens + tokensSent,
    prompt_tokens_details: { cached_tokens: plan.cachedTokens },
  }
  const finish = { ...base, choices: [{ index: 0, delta: {}, finish_reason: plan.finishReason }] }
  for (const payload of [plan.includeUsage ? { ...finish, usage } : finish, '[DONE]' as const]) {
    const outcome = await send(payload)
    if (outcome) return { outcome, tokensSent }
  }
  res.end()
  return { outcome: 'completed', tokensSent }
}
