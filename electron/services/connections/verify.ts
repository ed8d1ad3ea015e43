import { ENDPOINT } from '../../../shared/endpoints'
import type { ConnectionDraft, ConnectionKind } from '../../../shared/domain/connection'
import type { AppError } from '../../../shared/domain/errors'
import type { VerifyResult } from '../../../shared/ipc/contract'
import { normalizeBaseUrl } from '../api/base-url'
import { createServiceClient } from '../api/client'
import { type Clock, systemClock } from '../time/clock'
import { toAppError } from '../../../shared/error-model'
import { RateLimiter } from '../api/rate-limiter'
import { normalizeApiKey } from '../secrets/secret-store'
import { addDays, utcDay } from '../../../shared/time/utc-days'

export interface VerifyDeps {
  clock?: Clock
  fetch?: typeof fetch
  timeoutMs?: number
  /** The limiter of the connection being edited, when there is one (its key's limits apply). */
  limiter?: RateLimiter
  signal?: AbortSignal
}

type Probe<T> = { ok: true; value: T } | { ok: false; error: AppError }

/** No such endpoint at this address: what a router (which answers only models and chat) says. */
function missing(probe: Probe<unknown>): boolean {
  if (probe.ok) return false
  const { status, code } = probe.error
  return (status === 404 && code !== 'no_credit_account') || status === 405 || status === 501
}

/**
 * Checks a draft before it is saved and says what it is talking to. GET /models with the key
 * (routers need it; the service ignores it), then GET /balance and GET /usage once each.
 * A service account answers balance and usage; a router lists models but has neither, which is
 * not a problem: chat goes through it and balance and usage come from a linked service account.
 * Bad input throws an input error; what the other side says comes back in `problems`.
 */
export async function verifyConnection(draft: ConnectionDraft, deps: VerifyDeps = {}): Promise<VerifyResult> {
  const baseUrl = normalizeBaseUrl(draft.baseUrl)
  const key = normalizeApiKey(draft.key)
  const clock = deps.clock ?? systemClock
  const limiter = deps.limiter ?? new RateLimiter({ clock })
  const client = createServiceClient({
    baseUrl,
    clock,
    limiter,
    getKey: async () => key,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
  })
  const signal = deps.signal ? { signal: deps.signal } : {}
  const result: VerifyResult = { baseUrl, modelCount: null, keyName: null, keySuffix: null, problems: [], kind: null, kindReason: '' }
  const probe = async <T>(endpoint: string, call: () => Promise<T>): Promise<Probe<T>> => {
    try {
      return { ok: true, value: await call() }
    } catch (err) {
      if (deps.signal?.aborted) throw err
      return { ok: false, error: toAppError(err, endpoint) }
    }
  }

  const models = await probe(ENDPOINT.models, () => client.models(signal))
  if (models.ok) result.modelCount = models.value.data.length
  else if (models.error.kind === 'network' || models.error.kind === 'timeout') {
    // The same host would fail the same way; one message is enough.
    result.problems.push(models.error)
    result.kindReason = 'Nothing answered at this address, so the check could not tell whether it is the service or a router.'
    return result
  }

  const balance = await probe(ENDPOINT.balance, () => client.balance(signal))
  const today = utcDay(new Date(clock.now()))
  const usage = await probe(ENDPOINT.usage, () => client.usage({ start: today, end: addDays(today, 1) }, signal))

  if (balance.ok) {
    result.keyName = balance.value.key.name
    result.keySuffix = balance.value.key.suffix
  }
  const keyRefused = !models.ok && models.error.status === 401
  const router = (models.ok || keyRefused) && missing(balance) && missing(usage)
  result.kind = kindOf(router, models, balance)
  result.kindReason = reasonFor(result.kind, router, models, balance, usage)

  if (!models.ok) result.problems.push(forNewKey(models.error, result.kind ?? 'service'))
  if (!router) {
    if (!balance.ok) result.problems.push(forNewKey(balance.error, 'service'))
    // One 401 says it all; a usage problem is worth its own line otherwise.
    if (!usage.ok && !(!balance.ok && balance.error.status === usage.error.status)) result.problems.push(forNewKey(usage.error, 'service'))
  }
  return result
}

function kindOf(router: boolean, models: Probe<unknown>, balance: Probe<unknown>): ConnectionKind | null {
  if (router) return 'router'
  if (balance.ok) return 'service'
  // A key rejected on /models (the service would have listed them), or nothing there at all.
  if (!models.ok && (models.error.status === 401 || missing(models))) return null
  return 'service'
}

function reasonFor(kind: ConnectionKind | null, router: boolean, models: Probe<{ data: unknown[] }>, balance: Probe<unknown>, usage: Probe<unknown>): string {
  const listed = models.ok ? `it lists ${models.value.data.length} model${models.value.data.length === 1 ? '' : 's'}` : 'it did not list models'
  if (router && !models.ok) return 'This looks like a router (it has no balance or usage), but it rejected this key. Use the key the router gave you.'
  if (router) {
    return `This looks like a router: ${listed} with this key and answers chat, but has no balance or usage. Chat goes through it; balance and usage come from a service account you can link.`
  }
  if (kind === null && !models.ok && models.error.status === 401) return 'The key was rejected, so the check could not tell whether this is the service or a router.'
  if (kind === null) return 'Nothing found at this address: no models, balance or usage. Check the base URL.'
  if (balance.ok && usage.ok) return `This is a service account: ${listed}, and its balance and usage answered with this key.`
  if (balance.ok) return `This is a service account: its balance answered with this key; usage did not answer this time.`
  return 'This looks like the service (it has balance and usage), but it did not accept the request; see below.'
}

/** The key is not saved yet, so "replace it in Settings" is not the advice here. */
function forNewKey(error: AppError, kind: ConnectionKind): AppError {
  if (error.status !== 401) return error
  const who = kind === 'router' || error.endpoint === ENDPOINT.models ? 'This address' : 'The service'
  return {
    ...error,
    message: `${who} rejected this key (missing, invalid, blocked or expired). Check that you copied the whole key for it, or create a new key.`,
  }
}
