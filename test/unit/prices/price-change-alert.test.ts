import { describe, expect, it } from 'vitest'
import { describePriceChange, priceMoves } from '../../../electron/services/prices/price-change-alert'
import { PriceService } from '../../../electron/services/prices/price-service'
import type { PriceBaselineStore } from '../../../electron/services/prices/price-baselines'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'
import { translatorFor } from '../../support/i18n'

/** Main's words in English (#37). */
const { t } = await translatorFor('en')

const OLD = { input: '3', cachedInput: '0.3', output: '15' }
const day = { input: 4_000, cached: 1_000, output: 800 }

function fit(perMillion: ModelPriceEstimate['perMillion'], extra: Partial<ModelPriceEstimate> = {}): ModelPriceEstimate {
  return { model: 'tally-large', perMillion, rows: 20, medianRelativeError: 0.001, since: null, previous: null, uncertainPct: null, ...extra }
}

describe('price-change alerts', () => {
  it('first sight sets the baseline without an alert', () => {
    expect(priceMoves('a', undefined, fit(OLD), day)).toEqual({ alerts: [], next: OLD })
  })

  it('a change the fit found in the history is told at first sight, with its day', () => {
    const { alerts, next } = priceMoves('a', undefined, fit({ ...OLD, output: '18' }, { since: '2025-11-12', previous: { perMillion: OLD, until: '2025-11-12' } }), day)
    expect(alerts).toEqual([{ kind: 'price-change', connectionId: 'a', model: 'tally-large', part: 'output', from: '15', to: '18', changePct: 20, since: '2025-11-12' }])
    expect(describePriceChange(alerts[0] as (typeof alerts)[0], t)).toBe("tally-large's output price rose 20 % on 12 Nov")
    expect(next).toEqual({ ...OLD, output: '18' })
  })

  it('fires once: the same prices again (or a move under 10 %) tell nothing and keep the baseline', () => {
    const raised = { ...OLD, output: '18' }
    const first = priceMoves('a', OLD, fit(raised, { since: '2025-11-12' }), day)
    expect(first.alerts).toHaveLength(1)
    expect(priceMoves('a', first.next ?? undefined, fit(raised, { since: '2025-11-12' }), day)).toEqual({ alerts: [], next: null })
    expect(priceMoves('a', first.next ?? undefined, fit({ ...raised, output: '19.5' }), day)).toEqual({ alerts: [], next: null })
  })

  it('a price cut is told as a fall; a cached price swinging alone with little effect on a day is not news', () => {
    const cut = priceMoves('a', OLD, fit({ ...OLD, input: '2.4' }), day)
    expect(cut.alerts.map((a) => [a.part, a.changePct])).toEqual([['input', -20]])
    expect(describePriceChange(cut.alerts[0] as (typeof cut.alerts)[0], t)).toBe("tally-large's input price fell 20 %")
    expect(priceMoves('a', OLD, fit({ ...OLD, cachedInput: '0.4' }), day).alerts).toEqual([])
  })

  it('an uncertain fit (a tier) and a change too recent for its own fit tell nothing and store nothing', () => {
    expect(priceMoves('a', OLD, fit({ ...OLD, output: '30' }, { uncertainPct: 25 }), day)).toEqual({ alerts: [], next: null })
    expect(priceMoves('a', OLD, fit({ ...OLD, output: '18' }, { since: '2025-11-12', rows: 3 }), day)).toEqual({ alerts: [], next: null })
  })
})

describe('PriceService with baselines', () => {
  function rowsWith(output: string, days: number, start = 0): UsageRow[] {
    return Array.from({ length: days }, (_, i) => {
      const input = 40_000 + ((i * 7_919) % 30_000)
      const out = 6_000 + ((i * 3_571) % 5_000)
      const cost = ((input * 3 + out * Number(output)) / 1e6).toFixed(6)
      const date = new Date(Date.UTC(2025, 9, 1) + (start + i) * 86_400_000).toISOString().slice(0, 10)
      return { date, model: 'tally-large', requests: 3, input_tokens: input, cached_input_tokens: 0, output_tokens: out, cost }
    })
  }

  it('alerts once per move across fits and across a restart (baselines persist); a failing store does not break estimates', async () => {
    const saved = new Map<string, ModelPriceEstimate['perMillion']>()
    const store: PriceBaselineStore = { get: async (a, m) => saved.get(`${a}/${m}`), put: async (a, m, p) => void saved.set(`${a}/${m}`, p) }
    let rows = rowsWith('15', 40)
    const alerts: string[] = []
    const make = (): PriceService => new PriceService({ rowsOf: async () => rows, baselines: store, onPriceChange: (a) => alerts.push(`${a.model} ${a.part} ${a.changePct} ${a.since}`) })
    const service = make()
    await service.get('acct')
    await service.settled()
    expect(alerts).toEqual([])
    rows = [...rows, ...rowsWith('18', 10, 40)]
    service.invalidate('acct')
    await service.get('acct')
    await service.settled()
    expect(alerts).toEqual(['tally-large output 20 2025-11-10'])
    service.invalidate('acct')
    await service.get('acct')
    await service.settled()
    const restarted = make()
    await restarted.get('acct')
    await restarted.settled()
    expect(alerts).toHaveLength(1)

    const warnings: string[] = []
    const broken = new PriceService({
      rowsOf: async () => rows,
      baselines: { get: async () => Promise.reject(new Error('disk gone')), put: async () => undefined },
      onPriceChange: () => undefined,
      log: (_l, m) => warnings.push(m),
    })
    expect((await broken.get('acct')).models).toHaveLength(1)
    await broken.settled()
    expect(warnings).toEqual(['price-change check failed: disk gone'])
  })
})

describe('price-change notification', () => {
  it('says what moved, when, and that it is fitted from usage', async () => {
    const { PRICE_CHANGE_ALERT } = await import('../../../electron/services/prices/price-change-alert')
    const n = PRICE_CHANGE_ALERT.words({ kind: 'price-change', connectionId: 'a', model: 'tally-large', part: 'output', from: '15', to: '18', changePct: 20, since: '2025-11-12' }, t)
    expect(n).toEqual({ title: 'Price change', body: "tally-large's output price rose 20 % on 12 Nov (fitted from your usage: $15.00 → $18.00 per million tokens)." })
  })
})
