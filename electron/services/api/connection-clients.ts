import type { Clock } from '../time/clock'
import { createServiceClient } from './client'
import { ClientCache } from './client-cache'
import type { RateLimiters } from './rate-limiter'

/**
 * One rate-limited client per connection: each reads its key when it sends, goes where the connection points
 * now (`baseUrlOf`: a demo connection follows the simulator), and names who answered in its errors.
 */
export function connectionClients(o: {
  connections: { getKey(id: string): Promise<string | null>; answeredBy(id: string): 'router' | 'service' }
  baseUrlOf(connectionId: string): string | null
  limiters: RateLimiters
  clock: Clock
  fetch?: typeof fetch
  timeoutMs?: number
}): ClientCache {
  return new ClientCache({
    baseUrlOf: o.baseUrlOf,
    create: (connectionId, baseUrl) =>
      createServiceClient({
        baseUrl,
        getKey: () => o.connections.getKey(connectionId),
        limiter: o.limiters.for(connectionId),
        answeredBy: () => o.connections.answeredBy(connectionId),
        clock: o.clock,
        fetch: o.fetch,
        timeoutMs: o.timeoutMs,
      }),
  })
}
