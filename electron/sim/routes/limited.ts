import type { Account, ApiKey } from '../accounts'
import { ApiError } from '../errors'
import type { Headers } from '../http/reply'
import type { SimState } from '../state'

/**
 * Runs a balance or usage handler under its rate limit (per key and endpoint). Every response
 * to the valid key, errors included, carries the `x-ratelimit-*` headers.
 */
export async function withRateLimit(
  state: SimState,
  key: ApiKey,
  endpoint: 'balance' | 'usage',
  run: (headers: Headers) => void | Promise<void>,
): Promise<void> {
  const decision = state.limiter.take(`${endpoint}\u0000${key.key}`)
  if (!decision.allowed) {
    const { perMinute, burst } = state.options.rateLimit
    throw new ApiError(
      429,
      '429',
      `Too many requests: ${perMinute} per minute (burst ${burst}) per key for /${endpoint}. Retry after ${decision.headers['retry-after']} s.`,
      null,
      decision.headers,
    )
  }
  try {
    await run(decision.headers)
  } catch (error) {
    throw error instanceof ApiError ? error.withHeaders(decision.headers) : error
  }
}

/** The key's credit account, or 404 `no_credit_account`. */
export function creditAccountOf(state: SimState, key: ApiKey): Account {
  const account = key.accountId === null ? undefined : state.directory.accounts.get(key.accountId)
  if (!account) throw new ApiError(404, 'no_credit_account', 'This key is not connected to a credit account.')
  return account
}
