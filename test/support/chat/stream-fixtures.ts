import type { Balance } from '../../../shared/domain/balance'
import type { ModelList } from '../../../shared/domain/models'
import { AppFailure, makeError } from '../../../shared/error-model'
import { cutAt } from '../cut-at'
import type { ChatRequestBody, ServiceClient, UsageResult } from '../../../electron/services/api/service-client'

export const enc = new TextEncoder()

export function chunkEvent(content: string, extra: Record<string, unknown> = {}): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', model: 'm', choices: [{ index: 0, delta: { content }, finish_reason: null }], ...extra })}\n\n`
}

export function usageEvent(prompt: number, completion: number, cached: number | null = 0): string {
  const details = cached === null ? null : { cached_tokens: cached }
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', choices: [], usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion, prompt_tokens_details: details } })}\n\n`
}

export const DONE = 'data: [DONE]\n\n'

/** A full, valid stream whose text is `parts.join('')`. */
export function sampleStream(parts: readonly string[], usage = true): string {
  const role = `data: ${JSON.stringify({ id: 'chatcmpl-1', choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`
  return role + parts.map((p) => chunkEvent(p)).join('') + (usage ? usageEvent(12, parts.length, 4) : '') + DONE
}

/** Splits bytes at the given offsets; those outside the bytes (or at either end) are ignored. */
export function splitAt(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  return cutAt(bytes, offsets.filter((o) => o > 0 && o < bytes.length))
}

/** A body that yields the chunks, then (optionally) stays open forever or fails. */
export function byteStream(chunks: readonly (string | Uint8Array)[], end: 'close' | 'hang' | Error = 'close'): ReadableStream<Uint8Array> {
  let i = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[i++]
      if (next !== undefined) {
        controller.enqueue(typeof next === 'string' ? enc.encode(next) : next)
        return
      }
      if (end === 'close') controller.close()
      else if (end instanceof Error) controller.error(end)
      else return new Promise<void>(() => undefined)
    },
  })
}

/** A body driven by the test: push text, then close, fail or leave it open. */
export function controlledStream(): { body: ReadableStream<Uint8Array>; push(text: string): void; close(): void; fail(err: Error): void } {
  let ctrl: ReadableStreamDefaultController<Uint8Array> | null = null
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      ctrl = c
    },
  })
  return {
    body,
    push: (text) => ctrl?.enqueue(enc.encode(text)),
    close: () => ctrl?.close(),
    fail: (err) => ctrl?.error(err),
  }
}

export type ChatHandler = (body: ChatRequestBody, signal: AbortSignal) => Promise<{ body: ReadableStream<Uint8Array>; requestId: string | null }>

/** A ServiceClient whose chatStream is the given handler; records request bodies. */
export function fakeClient(handler: ChatHandler): ServiceClient & { requests: ChatRequestBody[] } {
  const requests: ChatRequestBody[] = []
  const unused = (): never => {
    throw new Error('not used in chat tests')
  }
  return {
    baseUrl: 'http://fake/v1',
    redact: (text) => text,
    requests,
    models: (): Promise<ModelList> => unused(),
    balance: (): Promise<Balance> => unused(),
    usage: (): Promise<UsageResult> => unused(),
    chatStream(body, options) {
      requests.push(structuredClone(body))
      return handler(body, options.signal)
    },
  }
}

export function httpFailure(status: number, code: string, message: string, extra: { retryAfterMs?: number; requestId?: string; param?: string } = {}): AppFailure {
  return new AppFailure(makeError({ kind: 'http', status, code, message, endpoint: 'POST /chat/completions', ...extra }))
}

/** Rejects with an AbortError once the signal aborts (like fetch). */
export function waitForAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = (): void => reject(new DOMException('aborted', 'AbortError'))
    if (signal.aborted) fail()
    else signal.addEventListener('abort', fail, { once: true })
  })
}
