import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { PriceBaselines } from '../../../electron/services/prices/price-baselines'
import type { PriceChangeAlert } from '../../../electron/services/prices/price-change-alert'
import { estimateCost } from '../../../electron/services/prices/price-fit'
import { PriceService } from '../../../electron/services/prices/price-service'
import { addDays } from '../../../electron/services/usage/ranges'
import { chatToEnd, startHarness } from '../../support/usage/sim-harness'

const daysBetween = (a: string, b: string): number => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000

describe('a price change in the simulator', () => {
  it('the fit finds the day, estimates from the new prices, and the alert fires once (also after a sync and a restart)', async () => {
    const changeDay = '2025-06-01' // T0 is 2025-06-15
    const h = await startHarness({ usageDelayMs: 0, sim: { priceChanges: [{ model: 'tally-mini', from: changeDay, prices: { output: '0.72' } }] } })
    let prices: PriceService | null = null
    const service = h.service('sk-demo-funded', { onSynced: (id) => prices?.invalidate(id) })
    const alerts: PriceChangeAlert[] = []
    const make = (): PriceService =>
      new PriceService({ rowsOf: (id) => service.cachedRows(id), baselines: new PriceBaselines(h.dataDir), onPriceChange: (a) => alerts.push(a) })
    prices = make()
    await service.refresh('demo', { start: await h.historyStartDay(), end: h.tomorrow() })
    const mini = (await prices.get('demo')).models.find((m) => m.model === 'tally-mini')
    await prices.settled()
    expect(daysBetween(mini?.since ?? '', changeDay)).toBeLessThanOrEqual(2)
    expect(new Decimal(mini?.perMillion.output ?? '0').minus('0.72').abs().lte('0.0144')).toBe(true)
    expect(new Decimal(mini?.previous?.perMillion.output ?? '0').minus('0.60').abs().lte('0.012')).toBe(true)
    expect(alerts.map((a) => [a.model, a.part, a.changePct])).toEqual([['tally-mini', 'output', 20]])
    // Other models did not move: no alert for them.

    await chatToEnd(h.sim)
    h.clock.jump(60_000)
    await service.refresh('demo', { start: h.today(), end: h.tomorrow() }, { force: true })
    await prices.get('demo')
    await prices.settled()
    prices = make() // a restart: baselines come from disk
    await prices.get('demo')
    await prices.settled()
    expect(alerts).toHaveLength(1)
  })

  it('estimates follow a change a few days old (a typical answer within 3 % of its new cost)', async () => {
    const h = await startHarness({ usageDelayMs: 0, sim: { priceChanges: [{ model: 'tally-mini', from: addDays('2025-06-15', -4), prices: { output: '0.90' } }] } })
    const service = h.service('sk-demo-funded')
    const prices = new PriceService({ rowsOf: (id) => service.cachedRows(id) })
    await service.refresh('demo', { start: await h.historyStartDay(), end: h.tomorrow() })
    const mini = (await prices.get('demo')).models.find((m) => m.model === 'tally-mini')
    expect(mini?.since).toBeTruthy()
    const answer = { input: 3_000, cached: 0, output: 700 }
    const truth = new Decimal(3_000).times('0.15').plus(new Decimal(700).times('0.90')).div(1e6)
    expect(estimateCost(mini, answer)?.div(truth).minus(1).abs().lt('0.03')).toBe(true)
  })

  it('a long-context tier in the simulator marks that model uncertain (±x %), and only that one', async () => {
    const tier = { model: 'tally-nano', aboveInputTokens: 4_000, prices: { input: '0.10', cachedInput: '0.025', output: '0.40' } }
    const h = await startHarness({ usageDelayMs: 0, sim: { longContextTiers: [tier] } })
    const service = h.service('sk-demo-funded')
    const prices = new PriceService({ rowsOf: (id) => service.cachedRows(id) })
    await service.refresh('demo', { start: await h.historyStartDay(), end: h.tomorrow() })
    const models = (await prices.get('demo')).models
    expect(models.find((m) => m.model === 'tally-nano')?.uncertainPct).toBeGreaterThan(5)
    for (const m of models.filter((x) => x.model !== 'tally-nano')) {
      expect(m.uncertainPct).toBeNull()
      expect(m.since).toBeNull()
    }
  })
})
