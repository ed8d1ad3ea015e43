import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { httpFailure } from '../../../electron/services/api/http'
import { describeChatError } from '../../../shared/chat/describe-error-english'

/**
 * "A clear message" for every fault of the matrix: what the user reads must describe the request
 * that failed. A balance, usage or model-list read is not a model request, and the wording the
 * app wraps around the service's own words must stay readable.
 */

const READS = ['GET /balance', 'GET /usage', 'GET /models'] as const

function messageFor(endpoint: string, status: number, body: unknown, retryAfter?: string): string {
  const headers = new Headers({ 'content-type': 'application/json', ...(retryAfter !== undefined ? { 'retry-after': retryAfter } : {}) })
  const path = endpoint.split(' ')[1] ?? '/'
  return httpFailure({ status, headers, text: JSON.stringify(body) }, { endpoint, url: new URL(`https://api.example.test/v1${path}`), now: () => 0 }).error.message
}

describe('error messages name the request that failed', () => {
  it('reads (balance, usage, models) never get chat advice ("model request", "chosen model"), for any status from 400 to 599', () => {
    // The dashboard's balance read failing with 502 said "The model request failed at the service".
    expect(messageFor('GET /balance', 502, { error: { message: 'Bad gateway' } })).not.toMatch(/model request/i)
    fc.assert(
      fc.property(fc.constantFrom(...READS), fc.integer({ min: 400, max: 599 }), fc.option(fc.string({ maxLength: 40 }), { nil: undefined }), (endpoint, status, serviceMessage) => {
        const body = serviceMessage === undefined ? {} : { error: { message: serviceMessage } }
        const message = messageFor(endpoint, status, body, status === 429 || status === 503 ? '7' : undefined)
        expect(message.length).toBeGreaterThan(10)
        expect(message).not.toMatch(/model request|chosen model|conversation/i)
      }),
      { numRuns: 500 },
    )
  })

  it('chat 400: the advice around the service’s words says each thing once, with no doubled full stop', () => {
    for (const param of ['temperature', undefined]) {
      const error = {
        kind: 'http' as const,
        status: 400,
        code: 'invalid_value',
        message: messageFor('POST /chat/completions', 400, { error: { message: 'temperature must be at most 2', code: 'invalid_value', ...(param ? { param } : {}) } }),
        ...(param ? { param } : {}),
        at: '2025-03-10T12:00:00.000Z',
        endpoint: 'POST /chat/completions',
      }
      const described = describeChatError(error)
      expect(described.message, described.message).not.toMatch(/\.\./)
      expect(described.message.split('The service rejected the request').length - 1, described.message).toBeLessThanOrEqual(1)
    }
  })
})
