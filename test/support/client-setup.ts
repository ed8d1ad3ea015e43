import { createServiceClient, type ServiceClientOptions } from '../../electron/services/api/client'
import { RateLimiter } from '../../electron/services/api/rate-limiter'
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

export { errorOf } from './error-of'
