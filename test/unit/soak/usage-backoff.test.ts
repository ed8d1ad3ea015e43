import { afterEach, describe, expect, it } from 'vitest'
import { makeError } from '../../../shared/error-model'
import { addDays } from '../../../electron/services/usage/ranges'
import type { UsageService } from '../../../electron/services/usage/usage-service'
import { makeService } from '../../support/usage/service-setup'
import { useTmpDir } from '../../support/tmp-dir'

/**
 * Found by the soak: through a 10-minute outage (503, `Retry-After: 1`) the visible window's usage
 * poll asked every 15 s, 40 times, as if the service were healthy. Timers now back off after the
 * second failure in a row (30 s, 60 s, 2 min… up to 5 min); Refresh, clicked, still asks.
 */
const tmp = useTmpDir()
const services: UsageService[] = []
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.dispose()))
})

const unavailable = () => makeError({ kind: 'http', status: 503, code: 'service_unavailable', message: 'HTTP 503', endpoint: 'GET /usage', retryAfterMs: 1_000 })

async function visibleService() {
  const s = makeService(await tmp())
  services.push(s.service)
  const range = { start: addDays(s.tomorrow, -30), end: s.tomorrow }
  s.service.setVisible(true)
  await s.service.refresh('c1', range)
  return { ...s, range }
}

describe('usage polling during an outage', () => {
  it('asks a failing service 30 s, 60 s, 2 min… apart instead of every 15 s', async () => {
    const { service, fake, clock } = await visibleService()
    for (let i = 0; i < 1000; i++) fake.failures.push(unavailable())
    const before = fake.requestCount
    await clock.advance(600_000)
    const during = fake.requestCount - before
    // Every 15 s would be 40; backing off: 0 s (first poll), 15, 45, 1:45, 3:45, 7:45 → 6.
    expect(during).toBeGreaterThan(0)
    expect(during).toBeLessThanOrEqual(7)
    service.setVisible(false)
  })

  it('polls at the usual pace again once a sync succeeds', async () => {
    const { fake, clock } = await visibleService()
    for (let i = 0; i < 4; i++) fake.failures.push(unavailable())
    await clock.advance(600_000)
    expect(fake.failures).toHaveLength(0)
    const before = fake.requestCount
    await clock.advance(60_000)
    expect(fake.requestCount - before).toBe(4)
  })

  it('Refresh, clicked during the back-off, still asks the service (after Retry-After)', async () => {
    const { service, fake, clock, range } = await visibleService()
    for (let i = 0; i < 1000; i++) fake.failures.push(unavailable())
    await clock.advance(60_000)
    service.setVisible(false)
    await clock.advance(5_000) // past the last Retry-After, well inside the back-off
    const before = fake.requestCount
    const view = await service.refresh('c1', range)
    expect(fake.requestCount).toBe(before + 1)
    expect(view.error?.status).toBe(503)
    expect(view.rows.length).toBeGreaterThan(0)
  })
})
