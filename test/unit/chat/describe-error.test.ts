import { describe, expect, it } from 'vitest'
import { classify429 } from '../../../shared/chat/describe-error'
import { describeChatError } from '../../../shared/chat/describe-error-english'
import type { AppError } from '../../../shared/domain/errors'
import { makeError } from '../../../shared/error-model'
import { incompleteError, streamEventError } from '../../../electron/services/answers/answer-errors'

function http(status: number, code: string, message = 'x', extra: Partial<AppError> = {}): AppError {
  return { ...makeError({ kind: 'http', status, code, message, endpoint: 'POST /chat/completions' }), ...extra }
}

describe('describeChatError', () => {
  it('model_coming_soon: pick another model', () => {
    const d = describeChatError(http(400, 'model_coming_soon', 'announced'))
    expect(d.action).toBe('pick_model')
    expect(d.message).toMatch(/announced but not accepting requests yet — pick another model/)
  })

  it('context_length_exceeded: not charged, shorten', () => {
    const d = describeChatError(http(400, 'context_length_exceeded'))
    expect(d.action).toBe('shorten')
    expect(d.message).toMatch(/not charged/)
    expect(d.message).toMatch(/shorten the conversation/)
  })

  it.each(['streaming_only', 'unsupported_storage'])('%s is a bug in Tokentally, reported with the request ID', (code) => {
    const d = describeChatError(http(400, code, 'x', { requestId: 'req_123' }))
    expect(d.action).toBe('report_bug')
    expect(d.message).toMatch(/this is a bug in Tokentally — please report it with the request ID req_123/i)
  })

  it('401: replace the key', () => {
    expect(describeChatError(http(401, '401')).action).toBe('replace_key')
    expect(describeChatError(http(401, 'invalid_api_key')).message).toMatch(/Replace the key/)
  })

  it('429 without credits: see the balance', () => {
    expect(describeChatError(http(429, 'insufficient_credits')).action).toBe('see_balance')
    expect(describeChatError(http(429, '429', 'The service said: "Insufficient balance for this request".', { serviceMessage: 'Insufficient balance for this request' })).action).toBe('see_balance')
    expect(describeChatError(http(429, '429', 'x', { serviceMessage: 'You have run out of credit' })).action).toBe('see_balance')
    expect(describeChatError(http(429, 'insufficient_credits')).title).toBe('Out of credits')
  })

  it('429 too many requests or at capacity: wait, for Retry-After when given', () => {
    const d = describeChatError(http(429, 'too_many_concurrent_requests', 'busy', { retryAfterMs: 3000 }))
    expect(d).toMatchObject({ action: 'wait', retryAfterMs: 3000 })
    expect(d.message).toMatch(/Wait 3 seconds/)
    const capacity = describeChatError(http(429, '429', 'The service said: "The model is at capacity".', { serviceMessage: 'The model is at capacity' }))
    expect(capacity.action).toBe('wait')
    expect(capacity.retryAfterMs).toBeUndefined()
    // Code uninformative, message generic, but Retry-After given: the limit is the problem.
    expect(describeChatError(http(429, '429', 'x', { serviceMessage: 'Simulated 429 response.', retryAfterMs: 1000 })).action).toBe('wait')
  })

  it('429 that says nothing: shows both causes and links the balance', () => {
    const generic = 'The service did not take this request (HTTP 429): the account may have no credits for it, too many requests may be running at once, or the model is at capacity. Add credits or try again in a moment.'
    expect(classify429(http(429, '429', generic))).toBe('unknown')
    const d = describeChatError(http(429, '429', generic))
    expect(d.action).toBe('see_balance')
    expect(d.message).toMatch(/no credits/)
    expect(d.message).toMatch(/too many requests/)
  })

  it('502: retry allowed', () => {
    const d = describeChatError(http(502, '502', 'x', { requestId: 'req_9' }))
    expect(d.action).toBe('retry')
    expect(d.message).toMatch(/req_9/)
  })

  it('503: temporarily unavailable, wait (Retry-After when given)', () => {
    expect(describeChatError(http(503, '503'))).toMatchObject({ action: 'wait', title: 'Service temporarily unavailable' })
    expect(describeChatError(http(503, '503', 'x', { retryAfterMs: 1500 }))).toMatchObject({ action: 'wait', retryAfterMs: 1500 })
  })

  it('other 400s name the parameter', () => {
    const d = describeChatError(http(400, 'invalid_value', 'Invalid temperature', { param: 'temperature' }))
    expect(d.action).toBe('none')
    expect(d.message).toMatch(/temperature/)
  })

  it('an error event inside the stream: retry, partial answer kept', () => {
    const d = describeChatError(streamEventError({ message: 'The model stream failed.', type: 'server_error', code: 'stream_error' }, 'req_1'))
    expect(d.action).toBe('retry')
    expect(d.message).toMatch(/The model stream failed/)
    expect(d.message).toMatch(/partial answer is kept/)
    expect(describeChatError(streamEventError({ message: 'boom', type: null, code: 'server_error' }, null)).title).toBe('The answer stopped with an error')
  })

  it.each(['cut', 'stalled', 'network', 'garbage', 'interrupted'] as const)('incomplete (%s): kept and marked, retry offered', (reason) => {
    const d = describeChatError(incompleteError(reason, 'req_1'))
    expect(d.title).toBe('Answer incomplete')
    expect(d.action).toBe('retry')
    expect(d.message).toMatch(/kept/)
  })

  it('network, timeout, input, internal and other server errors', () => {
    expect(describeChatError(makeError({ kind: 'network', code: 'connection_refused', message: 'Could not reach host.', endpoint: 'POST /chat/completions' })).action).toBe('retry')
    expect(describeChatError(makeError({ kind: 'timeout', code: 'timeout', message: 'Slow.', endpoint: 'POST /chat/completions' })).action).toBe('retry')
    expect(describeChatError(makeError({ kind: 'input', code: 'empty_message', message: 'The message is empty.', endpoint: 'app' }))).toMatchObject({ action: 'none', message: 'The message is empty.' })
    expect(describeChatError(makeError({ kind: 'internal', code: 'internal_error', message: 'oops', endpoint: 'app' })).action).toBe('report_bug')
    expect(describeChatError(http(500, '500')).action).toBe('retry')
    expect(describeChatError(http(418, 'teapot')).action).toBe('retry')
  })
})
