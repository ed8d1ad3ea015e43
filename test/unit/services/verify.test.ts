import { describe, expect, it } from 'vitest'
import { verifyConnection } from '../../../electron/services/connections/verify'
import { errorOf } from '../../support/client-setup'
import { FakeClock } from '../../support/fake-clock'
import { BALANCE_BODY, USAGE_BODY, fakeFetch, json, networkError, type RecordedCall } from '../../support/fake-fetch'

const draft = { name: 'Work', baseUrl: 'https://api.example.com/v1/', key: ' sk-good \n' }

function run(handler: (call: RecordedCall) => Response | Promise<Response>, d = draft) {
  const fetch = fakeFetch(handler)
  const clock = new FakeClock()
  const pending = verifyConnection(d, { fetch, clock, timeoutMs: 1000 })
  return { fetch, clock, pending }
}

describe('verifyConnection', () => {
  it('models, balance and usage, each once with the trimmed key: a service account', async () => {
    const { fetch, pending } = run((call) => (call.url.pathname.endsWith('/models') ? json({ data: [{ id: 'a' }, { id: 'b' }] }) : call.url.pathname.endsWith('/usage') ? json(USAGE_BODY) : json(BALANCE_BODY)))
    expect(await pending).toEqual({
      baseUrl: 'https://api.example.com/v1',
      modelCount: 2,
      keyName: 'laptop',
      keySuffix: '...abcd',
      problems: [],
      kind: 'service',
      kindReason: expect.stringContaining('This is a service account'),
    })
    expect(fetch.calls.map((c) => [c.url.pathname, c.headers.get('authorization')])).toEqual([
      ['/v1/models', 'Bearer sk-good'],
      ['/v1/balance', 'Bearer sk-good'],
      ['/v1/usage', 'Bearer sk-good'],
    ])
  })

  it('a router: models with the key, no balance or usage (404): proposes router, no problems', async () => {
    const { pending, fetch } = run((call) => (call.url.pathname.endsWith('/models') ? json({ data: [{ id: 'a' }] }) : new Response('<html>Not Found</html>', { status: 404, headers: { 'content-type': 'text/html' } })))
    const result = await pending
    expect(result).toMatchObject({ kind: 'router', problems: [], modelCount: 1, keyName: null })
    expect(result.kindReason).toMatch(/router.*1 model with this key.*no balance or usage/)
    expect(fetch.calls).toHaveLength(3)
  })

  it('a router that rejects the key on /models: one key problem, no "nothing found"', async () => {
    const { pending } = run((call) => (call.url.pathname.endsWith('/models') ? json({ error: { message: 'bad key', code: 'invalid_api_key' } }, 401) : new Response('', { status: 404 })))
    const result = await pending
    expect(result.kind).toBe('router')
    expect(result.kindReason).toContain('rejected this key')
    expect(result.problems.map((p) => [p.endpoint, p.status])).toEqual([['GET /models', 401]])
    expect(result.problems[0]?.message).toContain('This address rejected this key')
  })

  it('usage failing on its own is its own problem; the kind is still service', async () => {
    const { pending } = run((call) => (call.url.pathname.endsWith('/models') ? json({ data: [] }) : call.url.pathname.endsWith('/usage') ? json({ error: { message: 'busy', code: '503' } }, 503, { 'retry-after': '1' }) : json(BALANCE_BODY)))
    const result = await pending
    expect(result.kind).toBe('service')
    expect(result.problems.map((p) => [p.endpoint, p.status])).toEqual([['GET /usage', 503]])
  })

  it('401: the key was rejected', async () => {
    const { pending } = run((call) => (call.url.pathname.endsWith('/models') ? json({ data: [] }) : json({ error: { message: 'no', code: '401' } }, 401)))
    const result = await pending
    expect(result.modelCount).toBe(0)
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]).toMatchObject({ status: 401, code: '401', endpoint: 'GET /balance' })
    expect(result.problems[0]?.message).toContain('The service rejected this key')
  })

  it('404 no_credit_account has its own message', async () => {
    const { pending } = run((call) => (call.url.pathname.endsWith('/models') ? json({ data: [] }) : json({ error: { message: 'x', code: 'no_credit_account' } }, 404)))
    const [problem] = (await pending).problems
    expect(problem).toMatchObject({ status: 404, code: 'no_credit_account' })
    expect(problem?.message).toContain('not connected to a credit account')
  })

  it('a network failure is reported once, with the host', async () => {
    const { pending, fetch, clock } = run(() => Promise.reject(networkError('ECONNREFUSED')))
    await clock.advance(10_000)
    const result = await pending
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]).toMatchObject({ kind: 'network', code: 'connection_refused' })
    expect(result.problems[0]?.message).toContain('Could not reach api.example.com')
    expect(fetch.calls.every((c) => c.url.pathname.endsWith('/models'))).toBe(true)
  })

  it('a models failure that is not the network still checks the key', async () => {
    const { pending } = run((call) => (call.url.pathname.endsWith('/models') ? new Response('nope', { status: 404 }) : json(BALANCE_BODY)))
    const result = await pending
    expect(result.problems.map((p) => p.endpoint)).toEqual(['GET /models', 'GET /usage'])
    expect(result.keySuffix).toBe('...abcd')
    expect(result.kind).toBe('service')
  })

  it('bad input is thrown as an input error, before any request', async () => {
    const fetch = fakeFetch(() => json({}))
    expect(await errorOf(verifyConnection({ ...draft, baseUrl: 'https://api.example.com' }, { fetch }))).toMatchObject({ kind: 'input', param: 'baseUrl' })
    expect(await errorOf(verifyConnection({ ...draft, key: '  ' }, { fetch }))).toMatchObject({ kind: 'input', param: 'key' })
    expect(fetch.calls).toHaveLength(0)
  })

  it('can be cancelled', async () => {
    const controller = new AbortController()
    const fetch = fakeFetch((call) => new Promise((_, reject) => call.signal?.addEventListener('abort', () => reject(call.signal?.reason))))
    const pending = verifyConnection(draft, { fetch, signal: controller.signal })
    controller.abort(new Error('closed'))
    await expect(pending).rejects.toThrow('closed')
  })
})
