import { describe, expect, it } from 'vitest'
import { describeHttpError, parseRetryAfter } from '../../../electron/services/api/http'
import { englishOf } from '../../../shared/i18n/english-errors'
import { errorReport } from '../../../shared/domain/error-report'
import { errorOf, setupClient } from '../../support/client-setup'
import { BALANCE_BODY, hang, json, networkError } from '../../support/fake-fetch'

const serviceError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { message, type: 'error', code, ...extra },
})

describe('HTTP errors become the one error model', () => {
  it('401: names the cause and the fix, with the request ID', async () => {
    const { client, clock } = setupClient(() => json(serviceError(401, '401', 'bad key'), 401, { 'x-request-id': 'req_401' }))
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'http', status: 401, code: '401', requestId: 'req_401', endpoint: 'GET /balance' })
    expect(e.message).toBe('The service rejected this key (missing, invalid, blocked or expired). Replace the key in Settings.')
    expect(e.at).toBe(new Date(clock.now()).toISOString())
    expect(errorReport(e)).toContain('Request ID: req_401')
    expect(errorReport(e)).not.toContain('sk-test')
  })

  it('a service message that echoes the key is scrubbed in every field, serviceMessage too', async () => {
    const { client } = setupClient(() => json(serviceError(401, '401', 'upstream refused Authorization: Bearer sk-test-0123456789'), 401))
    const e = await errorOf(client.balance())
    expect(e.serviceMessage).toBeDefined()
    expect(JSON.stringify(e)).not.toContain('sk-test-0123456789')
  })

  it('404 no_credit_account', async () => {
    const { client } = setupClient(() => json(serviceError(404, 'no_credit_account', 'no account'), 404))
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'http', status: 404, code: 'no_credit_account' })
    expect(e.message).toBe('This key is not connected to a credit account. Use a key from an account with credits, or add credits to this account.')
    expect(e.requestId).toBeUndefined()
  })

  it('404 without a service error body: wrong base URL', async () => {
    const { client } = setupClient(() => new Response('<html>Not found</html>', { status: 404, headers: { 'content-type': 'text/html' } }))
    const e = await errorOf(client.usage({ start: '2025-03-01', end: '2025-03-11' }))
    expect(e).toMatchObject({ kind: 'http', status: 404, code: '404', endpoint: 'GET /usage' })
    expect(e.message).toContain('Check that the base URL')
    expect(e.serviceMessage).toBeUndefined()
  })

  it('400 invalid_parameter names the parameter', async () => {
    const { client } = setupClient(() => json(serviceError(400, 'invalid_parameter', 'start is not a date', { param: 'start' }), 400))
    const e = await errorOf(client.usage({ start: 'x', end: '2025-03-11' }))
    expect(e).toMatchObject({ status: 400, code: 'invalid_parameter', param: 'start', serviceMessage: 'start is not a date' })
    expect(e.message).toContain('"start"')
    expect(e.message).toContain('start is not a date')
  })

  it('429 with Retry-After seconds', async () => {
    const { client } = setupClient(() => json(serviceError(429, '429', 'slow down'), 429, { 'retry-after': '7', 'x-request-id': 'req_429' }))
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'http', status: 429, code: '429', retryAfterMs: 7000, requestId: 'req_429' })
    expect(e.message).toBe('Too many requests; waiting 7 s as the service asked.')
  })

  it('429 with Retry-After as an HTTP date', async () => {
    const { client, clock } = setupClient(() => json(serviceError(429, '429', 'slow'), 429, { 'retry-after': new Date(Date.parse('2025-03-10T12:00:00Z') + 12_000).toUTCString() }))
    expect(clock.now()).toBe(Date.parse('2025-03-10T12:00:00Z'))
    const e = await errorOf(client.balance())
    expect(e.retryAfterMs).toBe(12_000)
    expect(e.message).toContain('waiting 12 s')
  })

  it('429 without Retry-After still waits (no immediate retry)', async () => {
    const { client } = setupClient(() => json(serviceError(429, '429', 'slow'), 429))
    const e = await errorOf(client.balance())
    expect(e.retryAfterMs).toBe(5000)
    expect(e.message).toBe('Too many requests; waiting 5 s before trying again.')
  })

  it('503 on balance', async () => {
    const { client } = setupClient(() => json(serviceError(503, '503', 'unavailable'), 503, { 'retry-after': '20' }))
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'http', status: 503, code: '503', retryAfterMs: 20_000 })
    expect(e.message).toBe("The service's data is temporarily unavailable; retrying in 20 s.")
  })

  it('500 and 502 ask to try again', async () => {
    const { client } = setupClient(() => new Response('oops', { status: 500 }))
    const e = await errorOf(client.models())
    expect(e).toMatchObject({ kind: 'http', status: 500, code: '500', endpoint: 'GET /models' })
    expect(e.message).toContain('Try again later')
    expect(englishOf(describeHttpError({ status: 502, code: '502', endpoint: 'POST /chat/completions', serviceMessage: null, param: null, retryAfterMs: null, retryAfterGiven: false }))).toContain('Try again')
  })

  it('chat codes get their own advice', () => {
    const chat = (status: number, code: string, retryAfterMs: number | null = null) =>
      englishOf(describeHttpError({ status, code, endpoint: 'POST /chat/completions', serviceMessage: 'm', param: null, retryAfterMs, retryAfterGiven: retryAfterMs !== null }))
    expect(chat(400, 'model_coming_soon')).toContain('Choose another model')
    expect(chat(400, 'context_length_exceeded')).toContain('not charged')
    expect(chat(400, 'streaming_only')).toContain('bug in Tokentally')
    expect(chat(400, 'unsupported_storage')).toContain('bug in Tokentally')
    expect(chat(400, 'whatever')).toContain('Check the chosen model')
    expect(chat(429, '429', 4000)).toMatch(/no credits.*in 4 s/)
    expect(chat(503, '503')).toContain('temporarily unavailable')
    expect(chat(403, '403')).toContain('replace the key')
    expect(chat(418, 'teapot')).toContain('HTTP 418')
  })

  it('invalid JSON on a 200', async () => {
    const { client } = setupClient(() => new Response('{"object":"balance",', { status: 200, headers: { 'x-request-id': 'req_bad' } }))
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'invalid_response', status: 200, code: 'invalid_response', requestId: 'req_bad' })
    expect(e.message).toContain('The service sent a response that is not valid JSON (HTTP 200)')
  })

  it('wrong field types name the first bad field', async () => {
    const { client } = setupClient(() => json({ ...BALANCE_BODY, balance: 12.5 }))
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'invalid_response', code: 'invalid_response' })
    expect(e.message).toContain('field "balance"')
  })

  it('money with the wrong number of decimals is invalid', async () => {
    const { client } = setupClient(() => json({ ...BALANCE_BODY, key: { ...BALANCE_BODY.key }, held: '1.50' }))
    expect((await errorOf(client.balance())).message).toContain('field "held"')
  })

  it('names nested fields of usage rows', async () => {
    const { client } = setupClient(() => json({ object: 'usage', scope: 'account', currency: 'USD', start: '2025-03-01', end: '2025-03-02', data: [{ date: '2025-03-01', requests: '1' }] }))
    const e = await errorOf(client.usage({ start: '2025-03-01', end: '2025-03-02' }))
    expect(e.message).toContain('field "data.0.requests"')
  })

  it('models must have a data list', async () => {
    const { client } = setupClient(() => json({ models: [] }))
    expect((await errorOf(client.models())).message).toContain('field "data"')
  })

  it('connection refused names the host, after two retries', async () => {
    const { client, fetch, clock } = setupClient(() => Promise.reject(networkError('ECONNREFUSED')))
    const pending = errorOf(client.balance())
    await clock.advance(10_000)
    const e = await pending
    expect(e).toMatchObject({ kind: 'network', status: 0, code: 'connection_refused', endpoint: 'GET /balance' })
    expect(e.message).toBe('Could not reach api.example.com (connection refused). Check your connection and the base URL.')
    expect(fetch.calls).toHaveLength(3)
  })

  it.each([
    ['ENOTFOUND', 'host_not_found'],
    ['ECONNRESET', 'connection_reset'],
    ['UND_ERR_SOCKET', 'connection_reset'],
    ['UND_ERR_CONNECT_TIMEOUT', 'connect_timeout'],
    ['EHOSTUNREACH', 'host_unreachable'],
    ['SOMETHING_ELSE', 'network_error'],
  ])('network error %s → %s', async (raw, code) => {
    const { client, clock } = setupClient(() => Promise.reject(networkError(raw)))
    const pending = errorOf(client.models())
    await clock.advance(10_000)
    const e = await pending
    expect(e).toMatchObject({ kind: 'network', code })
    expect(e.message).toContain('api.example.com')
  })

  it('certificate problems are explained', async () => {
    const { client, clock } = setupClient(() => Promise.reject(networkError('DEPTH_ZERO_SELF_SIGNED_CERT')))
    const pending = errorOf(client.models())
    await clock.advance(10_000)
    const e = await pending
    expect(e).toMatchObject({ kind: 'network', code: 'tls_error' })
    expect(e.message).toContain('certificate')
  })

  it('finds the code inside an AggregateError cause', async () => {
    const { client, clock } = setupClient(() =>
      Promise.reject(new TypeError('fetch failed', { cause: new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]) })),
    )
    const pending = errorOf(client.models())
    await clock.advance(10_000)
    expect((await pending).code).toBe('connection_refused')
  })

  it('timeout when nothing answers', async () => {
    const { client, fetch } = setupClient(hang, { timeoutMs: 50 })
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'timeout', status: 0, code: 'timeout', endpoint: 'GET /balance' })
    expect(e.message).toContain('The service did not answer within 0.1 s')
    expect(fetch.calls).toHaveLength(1)
  })

  it('no key stored: a clear error and no request', async () => {
    const { client, fetch } = setupClient(() => json(BALANCE_BODY), { getKey: async () => null })
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'input', code: 'missing_key', endpoint: 'GET /balance' })
    expect(fetch.calls).toHaveLength(0)
  })

  it('parses Retry-After', () => {
    expect(parseRetryAfter('3', 0)).toBe(3000)
    expect(parseRetryAfter('1.5', 0)).toBe(1500)
    expect(parseRetryAfter(null, 0)).toBeNull()
    expect(parseRetryAfter('soon', 0)).toBeNull()
    expect(parseRetryAfter(new Date(5000).toUTCString(), 10_000)).toBe(0)
  })
})
