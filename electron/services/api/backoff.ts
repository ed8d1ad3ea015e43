import type { AppError } from '../../../shared/domain/errors'

/**
 * Trouble that may pass on its own, so asking again later is worth it: the service asked to wait
 * (Retry-After), a 429, a 5xx, the network, a timeout or an unreadable answer. Anything else (a
 * rejected key, a bad request) will not pass by waiting.
 */
export function mayPass(error: AppError): boolean {
  return error.retryAfterMs !== undefined || error.status === 429 || error.status >= 500 || error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid_response'
}

export interface BackoffOptions {
  /** The wait after the first failure. */
  baseMs: number
  /** No wait is longer than this (before jitter). */
  maxMs?: number
  /** ± this fraction at random, so many clients do not retry in step (0: none). */
  jitter?: number
  random?: () => number
}

/** Exponential back-off: `baseMs × 2^(attempt − 1)`, capped at `maxMs`, then ± `jitter`. `attempt` counts from 1. */
export function backoffMs(attempt: number, { baseMs, maxMs = Number.POSITIVE_INFINITY, jitter = 0, random = Math.random }: BackoffOptions): number {
  const wait = Math.min(maxMs, baseMs * 2 ** (attempt - 1))
  return jitter === 0 ? wait : wait * (1 - jitter + random() * 2 * jitter)
}
