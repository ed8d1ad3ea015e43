import { MemorySecrets } from '../memory-secrets'
import { startTestApp, type TestApp } from './test-app'
import { VALID_BALANCE, VALID_MODELS } from '../reliability/wire-fixtures'

export { MemorySecrets }

export interface FakeService {
  fetch: typeof globalThis.fetch
  /** Requests by "METHOD /path" (path below the base URL). */
  count(endpoint: string): number
}

/**
 * A stand-in service: balance and models answer, usage is 503 (no data is needed here) and chat
 * fails with 502, so a chat request ends at once without a stream.
 */
export function fakeService(): FakeService {
  const counts = new Map<string, number>()
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-request-id': 'req_fake', ...headers } })
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const endpoint = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/v1/, '')}`
    counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1)
    if (endpoint === 'GET /balance') return json(200, VALID_BALANCE)
    if (endpoint === 'GET /models') return json(200, VALID_MODELS)
    if (endpoint === 'GET /usage') return json(503, { error: { message: 'Data temporarily unavailable', type: 'server_error', code: '503' } }, { 'retry-after': '60' })
    if (endpoint === 'POST /chat/completions') return json(502, { error: { message: 'upstream model failed', type: 'server_error', code: 'bad_gateway' } })
    return json(404, { error: { message: 'no such endpoint', code: 'not_found' } })
  }) as typeof globalThis.fetch
  return { fetch, count: (endpoint) => counts.get(endpoint) ?? 0 }
}

export interface TestCore extends TestApp {
  secrets: MemorySecrets
  service: FakeService
}

/** The whole main process (createCore) on a temp data directory, behind the real dispatch, over a fake service. */
export async function startCore(): Promise<TestCore> {
  const secrets = new MemorySecrets()
  const service = fakeService()
  const app = await startTestApp({ secrets, fetch: service.fetch, shell: 'unit-test', requestTimeoutMs: 2_000, chatIdleTimeoutMs: 2_000 })
  return { ...app, secrets, service }
}
