import type { ServiceClient } from '../../../electron/services/api/service-client'
import type { Emit } from '../../../electron/services/ipc/emitter'
import { addDays, utcDay } from '../../../electron/services/usage/ranges'
import { UsageService, type UsageServiceDeps } from '../../../electron/services/usage/usage-service'
import type { UsageEvent } from '../../../shared/domain/usage-view'
import { FakeClock } from '../fake-clock'
import { FakeUsageService } from './fake-usage-service'

export interface ServiceSetup {
  clock: FakeClock
  fake: FakeUsageService
  service: UsageService
  events: UsageEvent[]
  clients: Map<string, ServiceClient>
  today: string
  tomorrow: string
  /** A new service on the same data directory (an app restart). */
  restart(): UsageService
}

export function makeService(dataDir: string, options: { historyDays?: number; at?: string; deps?: Partial<UsageServiceDeps> } = {}): ServiceSetup {
  const clock = new FakeClock(options.at ?? '2025-06-15T12:00:03Z')
  const fake = new FakeUsageService(clock.date, options.historyDays ?? 400)
  const events: UsageEvent[] = []
  const clients = new Map<string, ServiceClient>([['c1', fake]])
  const emit: Emit = (channel, payload) => {
    if (channel === 'usage') events.push(payload as UsageEvent)
  }
  const create = (): UsageService =>
    new UsageService({ dataDir, getClient: (id) => clients.get(id) ?? null, emit, clock, ...options.deps })
  const today = utcDay(clock.date())
  return { clock, fake, service: create(), events, clients, today, tomorrow: addDays(today, 1), restart: create }
}
