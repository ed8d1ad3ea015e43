import { ENDPOINT } from '../../../shared/endpoints'
import type { z } from 'zod'
import { Balance } from '../../../shared/domain/balance'
import { ModelList } from '../../../shared/domain/models'
import { UsagePage } from '../../../shared/domain/usage'
import { endpointUrl } from './base-url'
import { abortReason, type Clock } from '../time/clock'
import { backoffMs } from './backoff'
import type { AppError } from '../../../shared/domain/errors'
import { redact } from '../diagnostics/redact'
import { AppFailure, makeError, say } from '../../../shared/error-model'
import { DEFAULT_TIMEOUT_MS, fetchStream, fetchText, httpFailure, type HttpRequest, invalidResponse, parseBody, type TextResponse } from './http'
import { type RateLimiter, readRateLimitHeaders } from './rate-limiter'
import type { ChatRequestBody, ServiceClient, UsageQuery, UsageResult } from './service-client'

export interface ServiceClientOptions {
  baseUrl: string
  /** Main-process only; the key is read per request so a replaced key takes effect at once. */
  getKey: () => Promise<string | null>
  /** This connection's limiter (see RateLimiters), shared by every client of the connection. */
  limiter: RateLimiter
  clock: Clock
  fetch?: typeof fetch
  /** Per request; for chat streams only until the response headers arrive. */
  timeoutMs?: number
  /** Source of back-off jitter in [0, 1); tests pin it. */
  random?: () => number
  /** Who answers at this base URL (read per request: a connection's kind can change). Default the service. */
  answeredBy?: () => 'service' | 'router'
}

const NETWORK_RETRIES = 2
/** How long an endpoint waits after a 429/503 that gave no Retry-After. */
export const DEFAULT_BLOCK_MS = 5_000

const { balance: BALANCE, usage: USAGE, models: MODELS, chat: CHAT } = ENDPOINT

interface Shared<T> {
  promise: Promise<T>
  controller: AbortController
  users: number
}

/**
 * Typed calls to one connection. Balance and usage go through the connection's rate limiter;
 * network failures are retried at most twice with jittered back-off; identical concurrent calls
 * share one request. A caller's abort rejects with the abort reason, not an AppFailure.
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const { baseUrl, clock, limiter } = options
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const random = options.random ?? Math.random
  const now = (): number => clock.now()
  const answeredBy = options.answeredBy ?? (() => 'service' as const)
  const inflight = new Map<string, Shared<unknown>>()

  const request = (endpoint: string, url: URL, headers: Record<string, string>, signal: AbortSignal): HttpRequest => ({
    method: 'GET',
    url,
    endpoint,
    headers: { Accept: 'application/json', ...headers },
    signal,
    timeoutMs,
    fetch: doFetch,
    now,
    answeredBy: answeredBy(),
  })

  // The key last sent: a proxy or service may echo it back in error text, which must not travel on.
  let lastKey: string | null = null
  const scrub = (text: string): string => redact(text, lastKey ? [lastKey] : [])
  const scrubError = (e: AppError): AppError => ({
    ...e,
    message: scrub(e.message),
    code: scrub(e.code),
    ...(e.param !== undefined ? { param: scrub(e.param) } : {}),
    ...(e.serviceMessage !== undefined ? { serviceMessage: scrub(e.serviceMessage) } : {}),
    // The sentences' arguments carry the service's words too.
    ...(e.say !== undefined ? { say: e.say.map((s) => (s.args ? { ...s, args: Object.fromEntries(Object.entries(s.args).map(([k, v]) => [k, typeof v === 'string' ? scrub(v) : v])) } : s)) } : {}),
  })
  const scrubbed = <T>(pending: Promise<T>): Promise<T> =>
    pending.catch((err: unknown) => {
      throw err instanceof AppFailure ? new AppFailure(scrubError(err.error)) : err
    })

  async function auth(endpoint: string, required: boolean): Promise<Record<string, string>> {
    const key = await options.getKey()
    if (key) lastKey = key
    if (key) return { Authorization: `Bearer ${key}` }
    if (!required) return {}
    throw new AppFailure(
      makeError({ kind: 'input', code: 'missing_key', say: say('errors.http.missingKey'), endpoint, at: new Date(now()) }),
    )
  }

  /** One rate-limited GET: waits for a token, reports the rate-limit headers, blocks after 429/503. */
  async function limitedGet(req: HttpRequest): Promise<TextResponse> {
    const permit = await limiter.acquire(req.endpoint, req.signal)
    let res: TextResponse
    try {
      res = await fetchText(req)
    } catch (err) {
      permit.done()
      throw err
    }
    permit.done(readRateLimitHeaders(res.headers))
    if (res.status === 429 || res.status === 503) {
      const failure = httpFailure(res, req, DEFAULT_BLOCK_MS)
      limiter.block(req.endpoint, failure.error.retryAfterMs ?? DEFAULT_BLOCK_MS)
      throw failure
    }
    return res
  }

  async function withNetworkRetry<T>(signal: AbortSignal, attempt: () => Promise<T>): Promise<T> {
    for (let retry = 0; ; retry++) {
      try {
        return await attempt()
      } catch (err) {
        if (!(err instanceof AppFailure) || err.error.kind !== 'network' || retry >= NETWORK_RETRIES) throw err
        const delay = backoffMs(retry + 1, { baseMs: 1000, jitter: 0.25, random })
        await clock.sleep(delay, signal)
      }
    }
  }

  function coalesce<T>(key: string, signal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    let entry = inflight.get(key) as Shared<T> | undefined
    if (!entry) {
      const controller = new AbortController()
      const created: Shared<T> = { promise: run(controller.signal), controller, users: 0 }
      created.promise
        .finally(() => {
          if (inflight.get(key) === created) inflight.delete(key)
        })
        .catch(() => undefined)
      inflight.set(key, created)
      entry = created
    }
    const shared = entry
    shared.users++
    if (!signal) return shared.promise
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        // The request itself is aborted only when nobody waits for it any more.
        if (--shared.users === 0) {
          shared.controller.abort(abortReason(signal))
          if (inflight.get(key) === shared) inflight.delete(key)
        }
        reject(abortReason(signal))
      }
      if (signal.aborted) return onAbort()
      signal.addEventListener('abort', onAbort, { once: true })
      shared.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort)
          resolve(value)
        },
        (err: unknown) => {
          signal.removeEventListener('abort', onAbort)
          reject(err)
        },
      )
    })
  }

  function expectOk<S extends z.ZodType>(res: TextResponse, req: HttpRequest, schema: S): z.output<S> {
    if (res.status < 200 || res.status > 299) throw httpFailure(res, req)
    return parseBody(res, schema, req)
  }

  return {
    baseUrl,

    redact: scrub,

    models(opts = {}) {
      return scrubbed(coalesce(MODELS, opts.signal, (signal) =>
        withNetworkRetry(signal, async () => {
          const req = request(MODELS, endpointUrl(baseUrl, '/models'), await auth(MODELS, false), signal)
          return expectOk(await fetchText(req), req, ModelList)
        }),
      ))
    },

    balance(opts = {}) {
      return scrubbed(coalesce(BALANCE, opts.signal, (signal) =>
        withNetworkRetry(signal, async () => {
          const req = request(BALANCE, endpointUrl(baseUrl, '/balance'), await auth(BALANCE, true), signal)
          return expectOk(await limitedGet(req), req, Balance)
        }),
      ))
    },

    usage(query: UsageQuery, opts = {}): Promise<UsageResult> {
      const url = endpointUrl(baseUrl, '/usage')
      url.searchParams.set('start', query.start)
      url.searchParams.set('end', query.end)
      if (query.groupBy) url.searchParams.set('group_by', query.groupBy)
      if (query.page) url.searchParams.set('page', query.page)
      const etag = opts.etag ?? null
      return scrubbed(coalesce(`${USAGE}${url.search}|${etag ?? ''}`, opts.signal, (signal) =>
        withNetworkRetry(signal, async (): Promise<UsageResult> => {
          const headers = await auth(USAGE, true)
          if (etag !== null) headers['If-None-Match'] = etag
          const req = request(USAGE, url, headers, signal)
          const res = await limitedGet(req)
          if (res.status === 304) {
            if (etag !== null) return { status: 304 }
            throw invalidResponse(res, req, say('errors.http.notModifiedNoEtag', { endpoint: USAGE }))
          }
          return { status: 200, page: expectOk(res, req, UsagePage), etag: res.headers.get('etag') }
        }),
      ))
    },

    chatStream(body: ChatRequestBody, opts: { signal: AbortSignal }) {
      return scrubbed(openChatStream(body, opts))
    },
  }

  async function openChatStream(body: ChatRequestBody, opts: { signal: AbortSignal }) {
      const headers = { ...(await auth(CHAT, true)), 'Content-Type': 'application/json', Accept: 'text/event-stream' }
      const req: HttpRequest = {
        method: 'POST',
        url: endpointUrl(baseUrl, '/chat/completions'),
        endpoint: CHAT,
        headers,
        body: JSON.stringify({ ...body, stream: true, store: false }),
        signal: opts.signal,
        timeoutMs,
        fetch: doFetch,
        now,
        answeredBy: answeredBy(),
      }
      const res = await fetchStream(req)
      const type = res.headers.get('content-type') ?? ''
      if (!type.toLowerCase().includes('text/event-stream') || res.body === null) {
        const text = await res.text().catch(() => '')
        throw invalidResponse({ status: res.status, headers: res.headers, text }, req, type ? say('errors.http.notAStream', { type, status: String(res.status) }) : say('errors.http.noContentType', { status: String(res.status) }))
      }
      return { body: res.body, requestId: res.headers.get('x-request-id') }
  }
}
