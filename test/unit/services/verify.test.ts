import { describe, expect, it } from 'vitest'
import { verifyConnection } from '../../../electron/services/connections/verify'
import { errorOf } from './support/client-setup'
import { FakeClock } from './support/fake-clock'
import { BALANCE_BODY, fakeFetch, json, networkError, type RecordedCall } from './support/fake-fetch'

const draft = { name: 'Work', baseUrl: 'https://api.example.com/v1/', key: ' sk-good \n' }

function run(handler: (call: RecordedCall) => Response | Promise<Response>, d = draft) {
  const fetch = fakeFetch(handler)
  const clock = new FakeClock()
  const pending = verifyConnection(d, { fetch, clock, timeoutMs: 1000 })
  return { fetch, clock, pending }
}

describe('verifyConnection', () => {
  it('models without the key, then balance with the trimmed key', async () => {
    const { fetch, pending } = run((call) => (call.url.pathname.endsWith('/models') ? json({ data: [{ id: 'a' }, { id: 'b' }] }) : json(BALANCE_BODY)))
    expect(await pending).toEqual({ baseUrl: 'https://api.example.com/v1', modelCount: 2, keyName: 'laptop', keySuffix: '...abcd', problems: [] })
    expect(fetch.calls.map((c) => [c.url.pathname, c.headers.get('authorization')])).toEqual([
      ['/v1/models', null],
      ['/v1/balance', 'Bearer sk-good'],
    ])
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
    expect(result.problems.map((p) => p.endpoint)).toEqual(['GET /models'])
    expect(result.keySuffix).toBe('...abcd')
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
