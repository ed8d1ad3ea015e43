import type { z } from 'zod'
import { ServiceErrorBody } from '../../../shared/domain/errors'
import { abortReason } from '../time/clock'
import { AppFailure, makeError } from '../../../shared/error-model'

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
      message: `The service did not answer within ${seconds} s. Check your connection, or try again later; the service at ${req.url.host} may be overloaded.`,
      endpoint: req.endpoint,
      at: new Date(req.now()),
    }),
  )
}

const NETWORK_CODES: Record<string, { code: string; what: (host: string) => string }> = {
  ECONNREFUSED: { code: 'connection_refused', what: (h) => `Could not reach ${h} (connection refused).` },
  ENOTFOUND: { code: 'host_not_found', what: (h) => `Could not reach ${h}: the host name was not found.` },
  EAI_AGAIN: { code: 'host_not_found', what: (h) => `Could not reach ${h}: the host name could not be looked up.` },
  ECONNRESET: { code: 'connection_reset', what: (h) => `The connection to ${h} was interrupted.` },
  UND_ERR_SOCKET: { code: 'connection_reset', what: (h) => `The connection to ${h} was closed before the answer was complete.` },
  EPIPE: { code: 'connection_reset', what: (h) => `The connection to ${h} was interrupted.` },
  ETIMEDOUT: { code: 'connect_timeout', what: (h) => `Could not reach ${h} (the connection attempt timed out).` },
  UND_ERR_CONNECT_TIMEOUT: { code: 'connect_timeout', what: (h) => `Could not reach ${h} (the connection attempt timed out).` },
  EHOSTUNREACH: { code: 'host_unreachable', what: (h) => `Could not reach ${h} (no route to the host).` },
  ENETUNREACH: { code: 'network_unreachable', what: (h) => `Could not reach ${h} (the network is unreachable).` },
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
  let message = `${known?.what(host) ?? `Could not reach ${host}.`} Check your connection and the base URL.`
  if (raw !== undefined && /CERT|TLS|SSL/.test(raw)) {
    code = 'tls_error'
    message = `Could not reach ${host} securely: its certificate was not accepted (${raw}). Check the base URL; if the service uses a private certificate, it must be trusted by this computer.`
  }
  return new AppFailure(makeError({ kind: 'network', code, message, endpoint: req.endpoint, at: new Date(req.now()) }))
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
      message: described,
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

function invalid(res: TextResponse, req: Pick<HttpRequest, 'endpoint' | 'now'>, message: string): AppFailure {
  const requestId = requestIdOf(res.headers)
  return new AppFailure(
    makeError({
      kind: 'invalid_response',
      code: 'invalid_response',
      status: res.status,
      message,
      endpoint: req.endpoint,
      at: new Date(req.now()),
      ...(requestId !== undefined ? { requestId } : {}),
    }),
  )
}

const CHECK_URL = 'Check that the base URL points at the service (not a web page or a login page); if it does, copy the error report for support.'

/** Parses a 2xx body as JSON and validates it; failures name the first bad field. */
export function parseBody<S extends z.ZodType>(res: TextResponse, schema: S, req: Pick<HttpRequest, 'endpoint' | 'now'>): z.output<S> {
  let json: unknown
  try {
    json = JSON.parse(res.text)
  } catch {
    throw invalid(res, req, `The service sent a response that is not valid JSON (HTTP ${res.status}) for ${req.endpoint}. ${CHECK_URL}`)
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(the whole response)'
  throw invalid(res, req, `The service sent an unexpected response (HTTP ${res.status}) for ${req.endpoint}: field "${field}" ${issue?.message ?? 'is invalid'}. ${CHECK_URL}`)
}

export function invalidResponse(res: TextResponse, req: Pick<HttpRequest, 'endpoint' | 'now'>, message: string): AppFailure {
  return invalid(res, req, message)
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

/** A message for a person: what happened and what to do about it. */
export function describeHttpError(e: HttpErrorFacts): string {
  const chat = e.endpoint.startsWith('POST /chat')
  const router = e.answeredBy === 'router'
  const who = router ? 'The router' : 'The service'
  const said = e.serviceMessage ? ` ${who} said: "${e.serviceMessage.slice(0, 300)}".` : ''
  const wait = e.retryAfterMs !== null ? Math.max(1, Math.ceil(e.retryAfterMs / 1000)) : null
  const bug = 'This is a bug in Tokentally; copy the error report for support.'
  switch (e.status) {
    case 400:
      if (e.code === 'model_coming_soon') return 'This model is announced but does not accept requests yet. Choose another model.'
      if (e.code === 'context_length_exceeded') {
        return 'The conversation is too long for this model (this request was not charged). Shorten it, start a new conversation, or choose a model with a longer context.'
      }
      if (e.code === 'streaming_only' || e.code === 'unsupported_storage') return `The service rejected the chat request (${e.code}).${said} ${bug}`
      if (e.code === 'invalid_parameter') {
        return `The service rejected the parameter "${e.param ?? 'unknown'}".${said} Check the dates and options you chose; if this keeps happening, copy the error report for support.`
      }
      return `The service rejected the request (HTTP 400${e.param ? `, parameter "${e.param}"` : ''}).${said} ${chat ? 'Check the chosen model and options, then try again.' : 'If this keeps happening, copy the error report for support.'}`
    case 401:
      return `${who} rejected this key (missing, invalid, blocked or expired). Replace ${router ? "the router's key" : 'the key'} in Settings.`
    case 403:
      return `${who} refused access for this key (HTTP 403).${said} Check what the key may access, or replace the key in Settings.`
    case 404:
      if (e.code === 'no_credit_account') {
        return 'This key is not connected to a credit account. Use a key from an account with credits, or add credits to this account.'
      }
      return `The service has no ${e.endpoint} at this base URL (HTTP 404). Check that the base URL is the service's API address and ends with /v1.`
    case 429:
      if (chat) {
        return `The service did not take this request (HTTP 429): the account may have no credits for it, too many requests may be running at once, or the model is at capacity.${said} Add credits or try again ${wait !== null ? `in ${wait} s` : 'in a moment'}.`
      }
      if (wait === null) return 'Too many requests; wait a moment before trying again.'
      return e.retryAfterGiven ? `Too many requests; waiting ${wait} s as the service asked.` : `Too many requests; waiting ${wait} s before trying again.`
    case 502:
      if (chat) return `The model request failed at the service (HTTP 502).${said} Try again.`
      return `The service could not answer this read (HTTP 502).${said} Try again in a moment.`
    case 503:
      if (chat) return `The service is temporarily unavailable or at capacity (HTTP 503).${said} Try again ${wait !== null ? `in ${wait} s` : 'in a moment'}.`
      return `The service's data is temporarily unavailable; retrying ${wait !== null ? `in ${wait} s` : 'shortly'}.`
    default:
      if (e.status >= 500) return `The service had an internal problem (HTTP ${e.status}).${said} Try again later; if it persists, copy the error report for support.`
      return `The service rejected the request (HTTP ${e.status}).${said} If this keeps happening, copy the error report for support.`
  }
}
