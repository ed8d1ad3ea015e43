import { createServiceClient, type ServiceClientOptions } from '../../electron/services/api/client'
import { AppFailure } from '../../shared/error-model'
import { RateLimiter } from '../../electron/services/api/rate-limiter'
import type { AppError } from '../../shared/domain/errors'
import { FakeClock } from './fake-clock'
import { fakeFetch, type RecordedCall } from './fake-fetch'

export const BASE = 'https://api.example.com/v1'
export const KEY = 'sk-test-0123456789'

export function setupClient(handler: (call: RecordedCall) => Response | Promise<Response>, overrides: Partial<ServiceClientOptions> = {}) {
  const clock = new FakeClock()
  const limiter = new RateLimiter({ clock })
  const fetch = fakeFetch(handler)
  const client = createServiceClient({ baseUrl: BASE, getKey: async () => KEY, limiter, clock, fetch, random: () => 0.5, ...overrides })
  return { clock, limiter, fetch, client }
}

/** The AppError a promise rejects with (fails the test when it resolves or throws something else). */
export async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof AppFailure) return err.error
    throw err
  }
  throw new Error('expected a failure')
}
