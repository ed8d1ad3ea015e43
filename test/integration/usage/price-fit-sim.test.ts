import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { PriceService } from '../../../electron/services/prices/price-service'
import { SIM_MODELS } from '../../../electron/sim/index'
import { chatToEnd, startHarness } from '../../support/usage/sim-harness'

describe('price estimates from the simulator usage history', () => {
  it('fits each used model within 2 % of its real prices, again after each sync that changed data', async () => {
    const h = await startHarness({ usageDelayMs: 0 })
    let synced = 0
    let prices: PriceService | null = null
    const service = h.service('sk-demo-funded', {
      onSynced: (id) => {
        synced++
        prices?.invalidate(id)
      },
    })
    prices = new PriceService({ rowsOf: (id) => service.cachedRows(id), clock: { now: () => h.clock.now() } })
    expect(await prices.get(null)).toEqual({ connectionId: null, models: [], tooFewRows: [], fittedAt: null })
    const empty = await prices.get('demo')
    expect(empty.models).toEqual([]) // nothing cached yet: no estimate, not $0

    const start = await h.historyStartDay()
    await service.refresh('demo', { start, end: h.tomorrow() })
    expect(synced).toBeGreaterThan(0)
    const fitted = await prices.get('demo')
    expect(fitted.models.length).toBeGreaterThanOrEqual(4)
    for (const estimate of fitted.models) {
      const real = SIM_MODELS.find((m) => m.id === estimate.model)?.prices
      expect(real).toBeDefined()
      const near = (got: string | null, want: string): void => {
        expect(got).not.toBeNull()
        expect(new Decimal(got ?? '0').minus(want).abs().lte(new Decimal(want).times(0.02))).toBe(true)
      }
      near(estimate.perMillion.input, real?.input ?? '')
      near(estimate.perMillion.output, real?.output ?? '')
      expect(estimate.medianRelativeError).toBeLessThan(0.02)
    }
    expect(await prices.get('demo')).toBe(fitted) // cached until the next sync changes data

    await chatToEnd(h.sim)
    h.clock.jump(60_000)
    await service.refresh('demo', { start: h.today(), end: h.tomorrow() }, { force: true })
    expect(await prices.get('demo')).not.toBe(fitted)
  })
})
