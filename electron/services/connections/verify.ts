import type { ConnectionDraft } from '../../../shared/domain/connection'
import type { AppError } from '../../../shared/domain/errors'
import type { VerifyResult } from '../../../shared/ipc/contract'
import { normalizeBaseUrl } from '../api/base-url'
import { createServiceClient } from '../api/client'
import { type Clock, systemClock } from '../api/clock'
import { toAppError } from '../api/failure'
import { RateLimiter } from '../api/rate-limiter'
import { normalizeApiKey } from '../secrets/secret-store'

export interface VerifyDeps {
  clock?: Clock
  fetch?: typeof fetch
  timeoutMs?: number
  /** The limiter of the connection being edited, when there is one (its key's limits apply). */
  limiter?: RateLimiter
  signal?: AbortSignal
}

/**
 * Checks a draft before it is saved: GET /models without the key (is this the service?), then
 * GET /balance with it (does the service accept the key?). Bad input throws an input error;
 * what the service says comes back in `problems`, so the user can still choose to save.
 */
export async function verifyConnection(draft: ConnectionDraft, deps: VerifyDeps = {}): Promise<VerifyResult> {
  const baseUrl = normalizeBaseUrl(draft.baseUrl)
  const key = normalizeApiKey(draft.key)
  const clock = deps.clock ?? systemClock
  const limiter = deps.limiter ?? new RateLimiter({ clock })
  const common = { baseUrl, clock, limiter, ...(deps.fetch ? { fetch: deps.fetch } : {}), ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}) }
  const signal = deps.signal ? { signal: deps.signal } : {}
  const result: VerifyResult = { baseUrl, modelCount: null, keyName: null, keySuffix: null, problems: [] }

  try {
    const models = await createServiceClient({ ...common, getKey: async () => null }).models(signal)
    result.modelCount = models.data.length
  } catch (err) {
    if (deps.signal?.aborted) throw err
    const problem = toAppError(err, 'GET /models')
    result.problems.push(problem)
    // The same host would fail the same way; one message is enough.
    if (problem.kind === 'network' || problem.kind === 'timeout') return result
  }

  try {
    const balance = await createServiceClient({ ...common, getKey: async () => key }).balance(signal)
    result.keyName = balance.key.name
    result.keySuffix = balance.key.suffix
  } catch (err) {
    if (deps.signal?.aborted) throw err
    result.problems.push(forNewKey(toAppError(err, 'GET /balance')))
  }
  return result
}

/** The key is not saved yet, so "replace it in Settings" is not the advice here. */
function forNewKey(error: AppError): AppError {
  if (error.status !== 401) return error
  return {
    ...error,
    message: 'The service rejected this key (missing, invalid, blocked or expired). Check that you copied the whole key for this service, or create a new key.',
  }
}
