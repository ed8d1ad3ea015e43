import fc from 'fast-check'
import { FakeClock } from '../fake-clock'
import { BALANCE_BODY, USAGE_BODY } from '../fake-fetch'
import { createServiceClient } from '../../../electron/services/api/client'
import { AppFailure } from '../../../shared/error-model'
import { RateLimiter } from '../../../electron/services/api/rate-limiter'
import type { ServiceClient } from '../../../electron/services/api/service-client'
import { AppError } from '../../../shared/domain/errors'

export const BASE_URL = 'https://api.example.test/v1'
export const TEST_KEY = 'sk-reliability-0123456789abcdef'

/** A valid GET /balance body (spec shape): fake-fetch's, with an allowance, a hold and this file's key. */
export const VALID_BALANCE = {
  ...BALANCE_BODY,
  account: { type: 'organization', id: 'org_…9f2c' },
  key: { name: 'laptop', suffix: '…cdef', spend_today: null, spend_month: null },
  allowance_remaining: '3.000000',
  held: '0.250000',
}

/** A valid GET /usage body (spec shape, grouped by model): fake-fetch's, with two models. */
export const VALID_USAGE = {
  ...USAGE_BODY,
  data: [
    { date: '2025-03-02', model: 'tally-mini', requests: 2, input_tokens: 100, cached_input_tokens: 10, output_tokens: 50, cost: '0.010000' },
    { date: '2025-03-03', model: 'tally-large', requests: 1, input_tokens: 10, cached_input_tokens: 0, output_tokens: 5, cost: '0.000300' },
  ],
  total: { requests: 3, input_tokens: 110, cached_input_tokens: 10, output_tokens: 55, cost: '0.010300' },
}

/** A valid GET /models body. */
export const VALID_MODELS = { object: 'list', data: [{ id: 'tally-mini', object: 'model', created: 1, owned_by: 'tally' }, { id: 'tally-large' }] }

/** The one FakeClock, with time standing still and sleeps ending at once (no retry waits in property runs). */
export const instantClock = new FakeClock('2025-03-10T12:00:00.000Z', { sleepsEndAtOnce: true })

const NULL_BODY = new Set([101, 103, 204, 205, 304])

/** A Response the way fetch would hand it over, for any status 200–599 and any text body. */
export function response(status: number, body: string | null, headers: Record<string, string> = {}): Response {
  return new Response(NULL_BODY.has(status) ? null : body, { status, headers })
}

/** A fresh client per call (fresh limiter: a 429 in one run never delays the next) answering from `answer`. */
export function clientAnswering(answer: () => Response | Promise<Response>): { client: ServiceClient; calls: () => number } {
  let calls = 0
  const fetch = (async () => {
    calls++
    return answer()
  }) as typeof globalThis.fetch
  const client = createServiceClient({
    baseUrl: BASE_URL,
    getKey: async () => TEST_KEY,
    limiter: new RateLimiter({ clock: instantClock, burst: 1_000, perMinute: 1_000_000 }),
    clock: instantClock,
    fetch,
    random: () => 0.5,
    timeoutMs: 5_000,
  })
  return { client, calls: () => calls }
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: AppError }

/**
 * Runs a call and sorts its outcome: a value, or the one error model. Anything else thrown (a
 * TypeError, a RangeError, a ZodError...) is re-thrown, so the property fails on it.
 */
export async function settle<T>(run: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (err) {
    if (err instanceof AppFailure) return { ok: false, error: err.error }
    throw err
  }
}

/** The error must be able to cross IPC: valid under the contract's own AppError schema. */
export function assertTransportable(error: AppError): void {
  const parsed = AppError.safeParse(error)
  if (!parsed.success) {
    throw new Error(`AppError does not satisfy its own schema (${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}): ${JSON.stringify(error, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v))}`)
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Every path (object keys and array indexes) inside a JSON value. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = []
  if (Array.isArray(value)) value.forEach((v, i) => out.push([...prefix, i], ...pathsOf(v, [...prefix, i])))
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push([...prefix, k], ...pathsOf(v, [...prefix, k]))
  }
  return out
}

/** A copy of `base` with the value at `path` replaced (or removed when `replacement` is undefined). */
function mutate(base: unknown, path: (string | number)[], replacement: Json | undefined): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>
  let parent: Record<string | number, unknown> = copy
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>
  const last = path[path.length - 1]
  if (last === undefined) return replacement
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1)
    else delete parent[last]
  } else parent[last] = replacement
  return copy
}

/** Values a broken or hostile service might put in a field: wrong types, zeros, money lookalikes, huge. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.constantFrom<Json>(0, -0, 1e308, -1, 0.1, '', '0', '0.00', '0.000000', '12.5', '1e3', 'NaN', '12.5000001', ' 1.000000', null, true, [], {}, '2025-13-45', 'not a date'),
  fc.string({ maxLength: 40 }),
)

/** `base` with one field (anywhere inside it) replaced by a hostile value or removed. */
export function nearValid(base: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(base)
  return fc.tuple(fc.constantFrom(...paths), fc.option(hostileValue, { nil: undefined, freq: 4 })).map(([path, value]) => mutate(base, path, value))
}

/** Bodies that are not JSON at all, or JSON cut short: proxies' HTML, empty bodies, truncation. */
export function notJson(valid: unknown): fc.Arbitrary<string> {
  const text = JSON.stringify(valid)
  return fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.integer({ min: 0, max: text.length - 1 }).map((n) => text.slice(0, n)),
    fc.constantFrom('', ' ', '<html><body>502 Bad Gateway</body></html>', 'OK', 'null}', '{"object":"balance",', '\u0000\u0001', '\ufeff{}'),
  )
}
