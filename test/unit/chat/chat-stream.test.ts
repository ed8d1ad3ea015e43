import { describe, expect, it } from 'vitest'
import type { TokenUsage } from '../../../shared/domain/conversation'
import { AppFailure } from '../../../shared/error-model'
import { streamChat, type StreamChatOptions } from '../../../electron/services/answers/stream/chat-stream'
import { byteStream, chunkEvent, controlledStream, DONE, fakeClient, httpFailure, sampleStream, usageEvent, waitForAbort, type ChatHandler } from '../../support/chat/stream-fixtures'

const body = { model: 'm', messages: [{ role: 'user' as const, content: 'hi' }] }

async function run(handler: ChatHandler, options: Partial<StreamChatOptions> = {}) {
  let text = ''
  const usage: TokenUsage[] = []
  const outcome = await streamChat({
    client: fakeClient(handler),
    body,
    signal: new AbortController().signal,
    idleTimeoutMs: 1000,
    onText: (t) => (text += t),
    onUsage: (u) => usage.push(u),
    ...options,
  })
  return { outcome, text, usage }
}

describe('streamChat', () => {
  it('complete: [DONE] arrived', async () => {
    const r = await run(async () => ({ body: byteStream([sampleStream(['Hel', 'lo'])]), requestId: 'req_1' }))
    expect(r.outcome).toEqual({ status: 'complete', requestId: 'req_1' })
    expect(r.text).toBe('Hello')
    expect(r.usage).toEqual([{ inputTokens: 12, cachedInputTokens: 4, outputTokens: 2 }])
  })

  it('cut: the body ends without [DONE] → incomplete, text kept', async () => {
    const r = await run(async () => ({ body: byteStream([chunkEvent('part'), chunkEvent('ial')]), requestId: 'req_2' }))
    expect(r.outcome).toMatchObject({ status: 'incomplete', reason: 'cut', requestId: 'req_2' })
    expect(r.outcome.status === 'incomplete' && r.outcome.error.code).toBe('stream_cut')
    expect(r.text).toBe('partial')
  })

  it('usage without [DONE] is still incomplete', async () => {
    const r = await run(async () => ({ body: byteStream([chunkEvent('a'), usageEvent(1, 1)]), requestId: null }))
    expect(r.outcome.status).toBe('incomplete')
    expect(r.usage).toHaveLength(1)
  })

  it('garbage then the end without [DONE] → incomplete (garbage)', async () => {
    const r = await run(async () => ({ body: byteStream([chunkEvent('a'), 'data: nope{\n\n']), requestId: null }))
    expect(r.outcome).toMatchObject({ status: 'incomplete', reason: 'garbage' })
  })

  it('garbage in the middle of a stream that completes → complete', async () => {
    const r = await run(async () => ({ body: byteStream([chunkEvent('a'), 'data: nope{\n\n', chunkEvent('b'), DONE]), requestId: null }))
    expect(r.outcome.status).toBe('complete')
    expect(r.text).toBe('ab')
  })

  it('stalled: no byte for the idle timeout → incomplete (stalled), text kept', async () => {
    const started = Date.now()
    const r = await run(async () => ({ body: byteStream([chunkEvent('slow')], 'hang'), requestId: 'req_3' }), { idleTimeoutMs: 150 })
    expect(r.outcome).toMatchObject({ status: 'incomplete', reason: 'stalled', requestId: 'req_3' })
    expect(r.outcome.status === 'incomplete' && r.outcome.error.message).toMatch(/150 ms/)
    expect(r.text).toBe('slow')
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('keeps going while bytes (even pings) keep arriving within the idle timeout', async () => {
    const s = controlledStream()
    const pending = run(async () => ({ body: s.body, requestId: null }), { idleTimeoutMs: 300 })
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 100))
      s.push(i % 2 ? ': ping\n\n' : chunkEvent(String(i)))
    }
    s.push(DONE)
    const r = await pending
    expect(r.outcome.status).toBe('complete')
    expect(r.text).toBe('024')
  })

  it('no response headers within the idle timeout → timeout error', async () => {
    const r = await run((_, signal) => waitForAbort(signal), { idleTimeoutMs: 80 })
    expect(r.outcome).toMatchObject({ status: 'error', error: { kind: 'timeout', code: 'no_response' } })
  })

  it('network lost mid-stream → incomplete (network), text kept', async () => {
    const r = await run(async () => ({ body: byteStream([chunkEvent('abc')], new TypeError('terminated')), requestId: null }))
    expect(r.outcome).toMatchObject({ status: 'incomplete', reason: 'network' })
    expect(r.outcome.status === 'incomplete' && r.outcome.error.message).toMatch(/terminated/)
    expect(r.text).toBe('abc')
  })

  it('an error event → error with its code and message; text kept', async () => {
    const error = 'data: {"error":{"message":"The model stream failed.","type":"server_error","code":"stream_error"}}\n\n'
    const r = await run(async () => ({ body: byteStream([chunkEvent('so far'), error, chunkEvent('never')]), requestId: 'req_4' }))
    expect(r.outcome).toMatchObject({ status: 'error', requestId: 'req_4', error: { code: 'stream_error', message: 'The model stream failed.', requestId: 'req_4', status: 200 } })
    expect(r.text).toBe('so far')
  })

  it('an HTTP error before the stream → error with the AppError as given', async () => {
    const failure = httpFailure(400, 'context_length_exceeded', 'too long', { requestId: 'req_5', param: 'messages' })
    const r = await run(() => Promise.reject(failure))
    expect(r.outcome).toEqual({ status: 'error', error: failure.error, requestId: 'req_5' })
  })

  it('an unexpected exception before the stream → internal error, never a rejection', async () => {
    const r = await run(() => Promise.reject(new Error('boom')))
    expect(r.outcome).toMatchObject({ status: 'error', error: { kind: 'internal', message: expect.stringMatching(/boom/) } })
  })

  it('abort while waiting for the response → stopped', async () => {
    const user = new AbortController()
    setTimeout(() => user.abort(), 20)
    const r = await run((_, signal) => waitForAbort(signal), { signal: user.signal })
    expect(r.outcome.status).toBe('stopped')
  })

  it('abort mid-stream → stopped, text kept, body cancelled', async () => {
    const user = new AbortController()
    let cancelled = false
    let sent = false
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return new Promise<void>(() => undefined)
        sent = true
        controller.enqueue(new TextEncoder().encode(chunkEvent('first ')))
      },
      cancel() {
        cancelled = true
      },
    })
    const pending = run(async () => ({ body, requestId: 'req_6' }), { signal: user.signal, idleTimeoutMs: 5000 })
    await new Promise((r) => setTimeout(r, 20))
    user.abort()
    const r = await pending
    expect(r.outcome).toEqual({ status: 'stopped', requestId: 'req_6' })
    expect(r.text).toBe('first ')
    expect(cancelled).toBe(true)
  })

  it('an already aborted signal never sends the request', async () => {
    const user = new AbortController()
    user.abort()
    let called = false
    const r = await run(async () => {
      called = true
      return { body: byteStream([]), requestId: null }
    }, { signal: user.signal })
    expect(r.outcome.status).toBe('stopped')
    expect(called).toBe(false)
  })

  it('[DONE] wins over a later abort', async () => {
    const user = new AbortController()
    const r = await run(async () => ({ body: byteStream([chunkEvent('x'), DONE], 'hang'), requestId: null }), { signal: user.signal })
    user.abort()
    expect(r.outcome.status).toBe('complete')
  })

  it('passes the AppFailure of a 401 through unchanged', async () => {
    const failure = httpFailure(401, '401', 'bad key')
    const r = await run(() => Promise.reject(failure))
    expect(r.outcome.status === 'error' && r.outcome.error).toBe(failure.error)
    expect(failure).toBeInstanceOf(AppFailure)
  })
})
