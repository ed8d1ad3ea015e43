import type { z } from 'zod'
import { ServiceErrorBody } from '../../../shared/domain/errors'
import { abortReason } from '../time/clock'
import { AppFailure, type ErrorKey, type Said, makeError, say } from '../../../shared/error-model'

export interface HttpRequest {
  method: 'GET' | 'POST'
  url: URL
  /** For the error model, e.g. "GET /balance". */
  endpoint: string
  headers: Record<string, string>
  body?: string
  signal?: AbortSignal
  timeoutMs: number
  fetch: typeof fetch
  /** Clock time, for `at` and for Retry-After given as an HTTP date. */
  now: () => number
  /** Who answers at this base URL: a router connection's errors name the router. Default the service. */
  answeredBy?: 'service' | 'router'
}

export interface TextResponse {
  status: number
  headers: Headers
  text: string
}

export const DEFAULT_TIMEOUT_MS = 20_000

/**
 * Sends a request and reads the whole body, all within `timeoutMs` (a real-time deadline: the
 * network takes real time even when tests fake the clock). Network failures and timeouts become
 * AppFailure; an abort by the caller rejects with the caller's reason, untouched.
 */
export async function fetchText(req: HttpRequest): Promise<TextResponse> {
  return withDeadline(req, async (signal) => {
    const res = await req.fetch(req.url, init(req, signal))
    return { status: res.status, headers: res.headers, text: await res.text() }
  })
}

/**
 * For streams: the deadline covers only the wait for the response headers (and, for an error
 * status, its body). A 2xx response is returned with its body still open.
 */
export async function fetchStream(req: HttpRequest): Promise<Response> {
  return withDeadline(
    req,
    async (signal) => {
      const res = await req.fetch(req.url, init(req, signal))
      if (res.ok) return res
      throw httpFailure({ status: res.status, headers: res.headers, text: await res.text() }, req)
    },
    // The caller's abort must still end the body after the deadline is gone.
    { keepAbortLink: true },
  )
}

function init(req: HttpRequest, signal: AbortSignal): RequestInit {
  return { method: req.method, headers: req.headers, signal, ...(req.body !== undefined ? { body: req.body } : {}) }
}

async function withDeadline<T>(req: HttpRequest, run: (signal: AbortSignal) => Promise<T>, opts: { keepAbortLink?: boolean } = {}): Promise<T> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException('Request timed out', 'TimeoutError'))
  }, req.timeoutMs)
  const onAbort = (): void => controller.abort(abortReason(req.signal))
  if (req.signal?.aborted) onAbort()
  else req.signal?.addEventListener('abort', onAbort, { once: true })
  let ok = false
  try {
    const value = await run(controller.signal)
    ok = true
    return value
  } catch (err) {
    if (req.signal?.aborted) throw abortReason(req.signal)
    if (err instanceof AppFailure) throw err
    if (timedOut) throw timeoutFailure(req)
    throw networkFailure(err, req)
  } finally {
    clearTimeout(timer)
    if (!ok || !opts.keepAbortLink) req.signal?.removeEventListener('abort', onAbort)
  }
}

export function timeoutFailure(req: Pick<HttpRequest, 'endpoint' | 'timeoutMs' | 'url' | 'now'>): AppFailure {
  const seconds = Math.round(req.timeoutMs / 100) / 10
  return new AppFailure(
    makeError({
      kind: 'timeout',
      code: 'timeout',
      say: say('errors.http.timeout', { seconds, host: req.url.host }),
      endpoint: req.endpoint,
      at: new Date(req.now()),
    }),
  )
}

const NETWORK_CODES: Record<string, { code: string; what: ErrorKey }> = {
  ECONNREFUSED: { code: 'connection_refused', what: 'errors.net.refused' },
  ENOTFOUND: { code: 'host_not_found', what: 'errors.net.hostNotFound' },
  EAI_AGAIN: { code: 'host_not_found', what: 'errors.net.hostLookup' },
  ECONNRESET: { code: 'connection_reset', what: 'errors.net.interrupted' },
  UND_ERR_SOCKET: { code: 'connection_reset', what: 'errors.net.closedEarly' },
  EPIPE: { code: 'connection_reset', what: 'errors.net.interrupted' },
  ETIMEDOUT: { code: 'connect_timeout', what: 'errors.net.connectTimeout' },
  UND_ERR_CONNECT_TIMEOUT: { code: 'connect_timeout', what: 'errors.net.connectTimeout' },
  EHOSTUNREACH: { code: 'host_unreachable', what: 'errors.net.noRoute' },
  ENETUNREACH: { code: 'network_unreachable', what: 'errors.net.networkUnreachable' },
}

function errorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const rec = e as { code?: unknown; cause?: unknown; errors?: unknown }
    if (typeof rec.code === 'string') return rec.code
    if (Array.isArray(rec.errors) && rec.errors.length > 0) e = rec.errors[0]
    else e = rec.cause
  }
  return undefined
}

export function networkFailure(err: unknown, req: Pick<HttpRequest, 'endpoint' | 'url' | 'now'>): AppFailure {
  const host = req.url.host
  const raw = errorCode(err)
  const known = raw !== undefined ? NETWORK_CODES[raw] : undefined
  let code = known?.code ?? 'network_error'
  let said: Said[] = [say(known?.what ?? 'errors.net.unreachable', { host }), say('errors.net.checkConnection')]
  if (raw !== undefined && /CERT|TLS|SSL/.test(raw)) {
    code = 'tls_error'
    said = [say('errors.net.tls', { host, code: raw })]
  }
  return new AppFailure(makeError({ kind: 'network', code, say: said, endpoint: req.endpoint, at: new Date(req.now()) }))
}

/** The longest wait a Retry-After may impose: beyond this a header is taken as an hour. */
export const MAX_RETRY_AFTER_MS = 3_600_000

/** Retry-After in ms (at most an hour): delay-seconds or an HTTP date (relative to `now`). Null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null
  const text = value.trim()
  let ms: number
  if (/^\d+(\.\d+)?$/.test(text)) ms = Math.round(Number(text) * 1000)
  else {
    const date = Date.parse(text)
    if (Number.isNaN(date)) return null
    ms = Math.max(0, date - now)
  }
  return Number.isFinite(ms) ? Math.min(ms, MAX_RETRY_AFTER_MS) : MAX_RETRY_AFTER_MS
}

function requestIdOf(headers: Headers): string | undefined {
  return headers.get('x-request-id') ?? undefined
}

/** The error model for a non-2xx response, from its status, headers and (optional) JSON error body. */
export function httpFailure(res: TextResponse, req: Pick<HttpRequest, 'endpoint' | 'url' | 'now' | 'answeredBy'>, defaultRetryMs?: number): AppFailure {
  let body: z.infer<typeof ServiceErrorBody>['error'] | null = null
  try {
    const parsed = ServiceErrorBody.safeParse(JSON.parse(res.text))
    if (parsed.success) body = parsed.data.error
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status alone must explain it.
  }
  const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), req.now()) ?? defaultRetryMs ?? null
  const code = body?.code !== undefined && body.code !== null ? String(body.code) : String(res.status)
  const param = body?.param ?? undefined
  const described = describeHttpError({
    status: res.status,
    code,
    endpoint: req.endpoint,
    serviceMessage: body?.message ?? null,
    param: param ?? null,
    retryAfterMs,
    retryAfterGiven: res.headers.get('retry-after') !== null,
    answeredBy: req.answeredBy ?? 'service',
  })
  return new AppFailure(
    makeError({
      kind: 'http',
      status: res.status,
      code,
      say: described,
      ...(body?.message ? { serviceMessage: body.message } : {}),
      endpoint: req.endpoint,
      at: new Date(req.now()),
      ...(param !== undefined ? { param } : {}),
      ...(requestIdOf(res.headers) !== undefined ? { requestId: requestIdOf(res.headers) } : {}),
      ...(retryAfterMs !== null ? { retryAfterMs } : {}),
      ...(req.answeredBy === 'router' ? { answeredBy: 'router' as const } : {}),
    }),
  )
}

function invalid(res: TextResponse, req: Pick<HttpRequest, 'endpoint' | 'now'>, said: Said | readonly Said[]): AppFailure {
  const requestId = requestIdOf(res.headers)
  return new AppFailure(
    makeError({
      kind: 'invalid_response',
      code: 'invalid_response',
      status: res.status,
      say: said,
      endpoint: req.endpoint,
      at: new Date(req.now()),
      ...(requestId !== undefined ? { requestId } : {}),
    }),
  )
}


/** Parses a 2xx body as JSON and validates it; failures name the first bad field. */
export function parseBody<S extends z.ZodType>(res: TextResponse, schema: S, req: Pick<HttpRequest, 'endpoint' | 'now'>): z.output<S> {
  let json: unknown
  try {
    json = JSON.parse(res.text)
  } catch {
    throw invalid(res, req, [say('errors.http.notJson', { status: String(res.status), endpoint: req.endpoint }), say('errors.http.checkUrl')])
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  // zod's own words for the problem (English, like the field's path): kept as they are.
  const problem = issue?.message ?? 'is invalid'
  const bad = issue && issue.path.length > 0 ? say('errors.http.badField', { status: String(res.status), endpoint: req.endpoint, field: issue.path.map(String).join('.'), problem }) : say('errors.http.badWhole', { status: String(res.status), endpoint: req.endpoint, problem })
  throw invalid(res, req, [bad, say('errors.http.checkUrl')])
}

export function invalidResponse(res: TextResponse, req: Pick<HttpRequest, 'endpoint' | 'now'>, said: Said | readonly Said[]): AppFailure {
  return invalid(res, req, said)
}

interface HttpErrorFacts {
  status: number
  code: string
  endpoint: string
  serviceMessage: string | null
  param: string | null
  retryAfterMs: number | null
  retryAfterGiven: boolean
  answeredBy?: 'service' | 'router'
}

/** A message for a person, sentence by sentence: what happened and what to do about it. */
export function describeHttpError(e: HttpErrorFacts): Said[] {
  const chat = e.endpoint.startsWith('POST /chat')
  const router = e.answeredBy === 'router'
  const said = e.serviceMessage ? [say(router ? 'errors.http.routerSaid' : 'errors.http.serviceSaid', { words: e.serviceMessage.slice(0, 300) })] : []
  const wait = e.retryAfterMs !== null ? Math.max(1, Math.ceil(e.retryAfterMs / 1000)) : null
  switch (e.status) {
    case 400:
      if (e.code === 'model_coming_soon') return [say('errors.http.comingSoon')]
      if (e.code === 'context_length_exceeded') return [say('errors.http.contextTooLong')]
      if (e.code === 'streaming_only' || e.code === 'unsupported_storage') return [say('errors.http.chatRejected', { code: e.code }), ...said, say('errors.http.bug')]
      if (e.code === 'invalid_parameter') return [say('errors.http.paramRejected', { param: e.param ?? 'unknown' }), ...said, say('errors.http.checkDates')]
      return [
        e.param ? say('errors.http.rejected400Param', { param: e.param }) : say('errors.http.rejected400'),
        ...said,
        say(chat ? 'errors.http.checkModel' : 'errors.http.reportIfRepeats'),
      ]
    case 401:
      return [say(router ? 'errors.http.routerKeyRejected' : 'errors.http.keyRejected')]
    case 403:
      return [say(router ? 'errors.http.routerForbidden' : 'errors.http.forbidden'), ...said, say('errors.http.checkAccess')]
    case 404:
      if (e.code === 'no_credit_account') return [say('errors.http.noCreditAccount')]
      return [say('errors.http.notFound', { endpoint: e.endpoint })]
    case 429:
      if (chat) return [say('errors.http.chatNotTaken'), ...said, wait !== null ? say('errors.http.addCreditsRetryIn', { seconds: wait }) : say('errors.http.addCreditsRetrySoon')]
      if (wait === null) return [say('errors.http.tooManyWait')]
      return [say(e.retryAfterGiven ? 'errors.http.tooManyAsAsked' : 'errors.http.tooManyWaiting', { seconds: wait })]
    case 502:
      if (chat) return [say('errors.http.modelFailed'), ...said, say('errors.http.tryAgain')]
      return [say('errors.http.readFailed'), ...said, say('errors.http.tryAgainSoon')]
    case 503:
      if (chat) return [say('errors.http.unavailable'), ...said, wait !== null ? say('errors.http.tryAgainIn', { seconds: wait }) : say('errors.http.tryAgainSoon')]
      return [wait !== null ? say('errors.http.dataUnavailableIn', { seconds: wait }) : say('errors.http.dataUnavailableSoon')]
    default:
      if (e.status >= 500) return [say('errors.http.internal', { status: String(e.status) }), ...said, say('errors.http.tryLater')]
      return [say('errors.http.rejected', { status: String(e.status) }), ...said, say('errors.http.reportIfRepeats')]
  }
}
