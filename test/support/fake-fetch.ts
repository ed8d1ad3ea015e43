export interface RecordedCall {
  url: URL
  method: string
  headers: Headers
  body: string | null
  signal: AbortSignal | null
}

type Handler = (call: RecordedCall) => Response | Promise<Response>

/** A fetch that answers from a handler and records every call. */
export function fakeFetch(handler: Handler): typeof fetch & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = []
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: RecordedCall = {
      url: new URL(input instanceof Request ? input.url : String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
      signal: init?.signal ?? null,
    }
    calls.push(call)
    if (call.signal?.aborted) throw call.signal.reason
    return handler(call)
  }
  return Object.assign(fn as typeof fetch, { calls })
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

/** Never answers until the request's signal aborts; then fails like fetch does. */
export function hang(call: RecordedCall): Promise<Response> {
  return new Promise((_, reject) => {
    call.signal?.addEventListener('abort', () => reject(call.signal?.reason), { once: true })
  })
}

/** A fetch failure as Node's fetch reports it: TypeError('fetch failed') with a system error cause. */
export function networkError(code: string): TypeError {
  const cause = Object.assign(new Error(`connect ${code} 127.0.0.1:9`), { code })
  return new TypeError('fetch failed', { cause })
}

export const BALANCE_BODY = {
  object: 'balance',
  scope: 'account',
  currency: 'USD',
  account: { type: 'organization', id: 'org_...1234' },
  key: { name: 'laptop', suffix: '...abcd', spend_today: null, spend_month: null },
  balance: '12.500000',
  paid: '10.000000',
  promo: '2.500000',
  allowance_remaining: null,
  held: '0.000000',
  debt: '0.000000',
  spend_today: '0.250000',
  spend_month: '3.000000',
  as_of: '2025-03-10T12:00:00Z',
  spend_as_of: '2025-03-10T11:59:50Z',
}

export const USAGE_BODY = {
  object: 'usage',
  scope: 'account',
  currency: 'USD',
  start: '2025-03-01',
  end: '2025-03-11',
  group_by: 'model',
  data: [{ date: '2025-03-02', model: 'm1', requests: 2, input_tokens: 100, cached_input_tokens: 10, output_tokens: 50, cost: '0.010000' }],
  total: { requests: 2, input_tokens: 100, cached_input_tokens: 10, output_tokens: 50, cost: '0.010000' },
  next_page: null,
  as_of: '2025-03-10T12:00:00Z',
  history_start: '2024-01-01T00:00:00Z',
}
