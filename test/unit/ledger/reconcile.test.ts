import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { estimateAccuracy } from '../../../electron/services/ledger/accuracy'
import { isDayFinal, type LedgerAnswer, reconcileDay, splitExactly } from '../../../electron/services/ledger/reconcile'
import { reconcileAccount } from '../../../electron/services/ledger/reconcile-account'
import type { UsageRow } from '../../../shared/domain/usage'

const PRICES = { input: '3', cachedInput: '0.3', output: '15' }
const DAY = '2025-11-12'

function answer(id: string, input: number, output: number, extra: Partial<LedgerAnswer> = {}): LedgerAnswer {
  return { id, model: 'tally-large', day: DAY, tokens: { input, cached: 0, output, source: 'reported' }, ...extra }
}

function row(input: number, output: number, cost: string, cached = 0): UsageRow {
  return { date: DAY, model: 'tally-large', requests: 3, input_tokens: input, cached_input_tokens: cached, output_tokens: output, cost }
}

const sum = (amounts: readonly string[]): string => amounts.reduce((s, a) => s.plus(a), new Decimal(0)).toFixed(6)

describe('reconciliation of a day and model', () => {
  it('only the app called: the bill is split over its answers by their estimates and adds up to it to the micro-dollar', () => {
    const answers = [answer('a', 1_200, 300), answer('b', 4_000, 900), answer('c', 150, 40)]
    // At the list prices these cost 0.008100, 0.025500, 0.001050 (sum 0.034650); the bill is a little more.
    const r = reconcileDay({ day: DAY, model: 'tally-large', billed: row(5_350, 1_240, '0.034713'), answers, prices: PRICES, final: true })
    expect(r.status).toBe('exact')
    expect(r.perAnswer.every((p) => p.kind === 'billed')).toBe(true)
    expect(sum(r.perAnswer.map((p) => p.amount))).toBe('0.034713')
    expect(r.perAnswer.map((p) => p.amount)).toEqual(['0.008115', '0.025546', '0.001052'])
    expect(r).toMatchObject({ appShare: '0.034713', elsewhere: '0.000000', appEstimate: '0.034650', answers: 3, unknownAnswers: 0 })
  })

  it('splitExactly hands the last micro-dollars to the largest remainders, so any bill adds up', () => {
    expect(splitExactly(10n, [new Decimal(1), new Decimal(1), new Decimal(1)])).toEqual([4n, 3n, 3n])
    expect(splitExactly(7n, [new Decimal(0), new Decimal(0)])).toEqual([4n, 3n])
    expect(splitExactly(1n, [new Decimal('0.2'), new Decimal('0.8')])).toEqual([0n, 1n])
    expect(splitExactly(5n, [])).toEqual([])
  })

  it('a mixed day (more billed tokens than the app sent): estimates stay, the app share is their sum, the rest is elsewhere', () => {
    const answers = [answer('a', 1_200, 300), answer('b', 4_000, 900)]
    const r = reconcileDay({ day: DAY, model: 'tally-large', billed: row(50_000, 9_000, '0.285000'), answers, prices: PRICES, final: true })
    expect(r.status).toBe('estimated')
    expect(r.perAnswer).toEqual([
      { id: 'a', kind: 'estimate', amount: '0.008100' },
      { id: 'b', kind: 'estimate', amount: '0.025500' },
    ])
    expect(r.appShare).toBe('0.033600')
    expect(r.elsewhere).toBe('0.251400')
    expect(sum([r.appShare ?? '', r.elsewhere ?? ''])).toBe(r.billedCost)
  })

  it('a mixed day whose estimate is above the bill: the share is capped by the bill', () => {
    const answers = [answer('a', 1_200, 300), answer('b', 4_000, 900)]
    const r = reconcileDay({ day: DAY, model: 'tally-large', billed: row(6_000, 1_300, '0.030000'), answers, prices: PRICES, final: true })
    expect(r).toMatchObject({ status: 'estimated', appEstimate: '0.033600', appShare: '0.030000', elsewhere: '0.000000' })
  })

  it('answers with unknown tokens are left out and counted; the rest still reconciles exactly', () => {
    const answers = [answer('a', 1_200, 300), answer('x', 0, 0, { tokens: null }), answer('b', 4_000, 900)]
    const r = reconcileDay({ day: DAY, model: 'tally-large', billed: row(5_200, 1_200, '0.033600'), answers, prices: PRICES, final: true })
    expect(r).toMatchObject({ status: 'exact', answers: 2, unknownAnswers: 1 })
    expect(r.perAnswer.map((p) => p.id)).toEqual(['a', 'b'])
    expect(sum(r.perAnswer.map((p) => p.amount))).toBe('0.033600')
  })

  it('#33: without the service’s token counts, the bill’s request count proves the app was the only caller (its counted tokens near the bill’s)', () => {
    const counted = (id: string, input: number, output: number) => answer(id, input, output, { tokens: { input, cached: 0, output, source: 'counted' } })
    const answers = [counted('a', 1_100, 280), counted('b', 3_700, 950), counted('c', 160, 35)]
    // The service counted a little differently (its tokenizer is not ours): the same three requests.
    const r = reconcileDay({ day: DAY, model: 'tally-large', billed: row(5_350, 1_240, '0.034713'), answers, prices: PRICES, final: true })
    expect(r.status).toBe('exact')
    expect(sum(r.perAnswer.map((p) => p.amount))).toBe('0.034713')
    expect(r.perAnswer.every((p) => p.kind === 'billed')).toBe(true)
    // A fourth request on the bill: someone else called too.
    expect(reconcileDay({ day: DAY, model: 'tally-large', billed: { ...row(5_350, 1_240, '0.034713'), requests: 4 }, answers, prices: PRICES, final: true }).status).toBe('estimated')
    // The same count but far more tokens on the bill than the app sent: not the app's alone.
    expect(reconcileDay({ day: DAY, model: 'tally-large', billed: row(20_000, 9_000, '0.195000'), answers, prices: PRICES, final: true }).status).toBe('estimated')
    // Not final yet: provisional, never from the bill.
    expect(reconcileDay({ day: DAY, model: 'tally-large', billed: row(5_350, 1_240, '0.034713'), answers, prices: PRICES, final: false }).status).toBe('pending')
  })

  it('tokens counted here (no usage chunk) never claim the bill, even when they happen to match', () => {
    const answers = [answer('a', 1_200, 300, { tokens: { input: 1_200, cached: 0, output: 300, source: 'counted' } })]
    const r = reconcileDay({ day: DAY, model: 'tally-large', billed: row(1_200, 300, '0.008100'), answers, prices: PRICES, final: true })
    expect(r.status).toBe('estimated')
    expect(r.perAnswer).toEqual([{ id: 'a', kind: 'estimate', amount: '0.008100' }])
  })

  it('a day that is not final yet stays pending: estimates (never from the bill), a provisional share of the bill so far', () => {
    const r = reconcileDay({ day: DAY, model: 'tally-large', billed: row(1_200, 300, '0.008100'), answers: [answer('a', 1_200, 300)], prices: PRICES, final: false })
    expect(r).toMatchObject({ status: 'pending', appShare: '0.008100', elsewhere: '0.000000', perAnswer: [{ id: 'a', kind: 'estimate', amount: '0.008100' }] })
  })

  it('without fitted prices: no estimate and no share on a mixed day (unknown, not 0); an app-only day is still split, by tokens', () => {
    const mixed = reconcileDay({ day: DAY, model: 'tally-large', billed: row(9_000, 2_000, '0.057000'), answers: [answer('a', 1_200, 300)], prices: null, final: true })
    expect(mixed).toMatchObject({ status: 'estimated', appEstimate: null, appShare: null, elsewhere: null, perAnswer: [] })
    const only = reconcileDay({ day: DAY, model: 'tally-large', billed: row(2_000, 500, '0.000009'), answers: [answer('a', 1_000, 250), answer('b', 1_000, 250)], prices: null, final: true })
    expect(only.perAnswer.map((p) => p.amount)).toEqual(['0.000005', '0.000004'])
  })

  it('a day is final once as_of is past its end plus the slack for long requests and the visibility delay', () => {
    expect(isDayFinal(DAY, null)).toBe(false)
    expect(isDayFinal(DAY, '2025-11-13T00:05:00Z')).toBe(false)
    expect(isDayFinal(DAY, '2025-11-13T00:10:15Z')).toBe(true)
    expect(isDayFinal(DAY, '2025-11-13T00:00:16Z', 15_000)).toBe(true)
  })
})

describe('an account over days and models', () => {
  it('groups answers and rows by day and model; a day with only other callers is all elsewhere', () => {
    const rows = [row(5_200, 1_200, '0.033600'), { ...row(9_000, 2_000, '0.057000'), date: '2025-11-11' }, { ...row(800, 100, '0.000200'), model: 'tally-nano' }]
    const answers = [answer('a', 1_200, 300), answer('b', 4_000, 900), answer('today', 100, 10, { day: '2025-11-14' })]
    const days = reconcileAccount({ rows, answers, pricesOf: (m) => (m === 'tally-large' ? PRICES : null), asOfFor: () => '2025-11-14T08:00:00Z' })
    expect(days.map((d) => [d.day, d.model, d.status, d.appShare, d.elsewhere])).toEqual([
      ['2025-11-11', 'tally-large', 'estimated', '0.000000', '0.057000'],
      ['2025-11-12', 'tally-large', 'exact', '0.033600', '0.000000'],
      // No answers of the app: its share is 0 even without prices.
      ['2025-11-12', 'tally-nano', 'estimated', '0.000000', '0.000200'],
      ['2025-11-14', 'tally-large', 'pending', '0.000000', '0.000000'],
    ])
  })
})

describe('estimate accuracy on app-only days', () => {
  it('median and 90th percentile of the per-answer relative error; models without such a day have none', () => {
    const answers = Array.from({ length: 10 }, (_, i) => answer(`a${i}`, 1_000, 100))
    const exact = reconcileDay({ day: DAY, model: 'tally-large', billed: row(10_000, 1_000, '0.045000'), answers, prices: PRICES, final: true })
    // Each billed share is 0.004500; the app showed these estimates:
    const shown = ['0.004500', '0.004509', '0.004491', '0.004518', '0.004482', '0.004527', '0.004473', '0.004536', '0.004464', '0.004950']
    const estimates = new Map(shown.map((e, i) => [`a${i}`, e]))
    const mixed = reconcileDay({ day: '2025-11-13', model: 'tally-nano', billed: row(10_000, 1_000, '1.000000'), answers: [], prices: PRICES, final: true })
    const [large, ...rest] = estimateAccuracy([exact, mixed], estimates)
    expect(rest).toEqual([])
    expect(large).toMatchObject({ model: 'tally-large', days: 1, answers: 10 })
    // Errors 0, 0.2, 0.2, 0.4, 0.4, 0.6, 0.6, 0.8, 0.8 and 10 %.
    expect(large?.median).toBeCloseTo(0.005, 6)
    expect(large?.p90).toBeCloseTo(0.008, 6)
  })
})

describe('a day and model without answers (the fast path)', () => {
  it('gives what the general path gives: nothing from the app, the whole bill elsewhere', () => {
    const billed = { date: '2025-03-01', model: 'm', requests: 3, input_tokens: 900, cached_input_tokens: 100, output_tokens: 300, cost: '0.012345' }
    for (const final of [true, false]) {
      const fast = reconcileDay({ day: '2025-03-01', model: 'm', billed, answers: [], prices: null, final })
      expect(fast).toEqual({
        day: '2025-03-01',
        model: 'm',
        status: final ? 'estimated' : 'pending',
        billedTokens: { input: 900, cached: 100, output: 300 },
        billedCost: '0.012345',
        appTokens: { input: 0, cached: 0, output: 0 },
        answers: 0,
        unknownAnswers: 0,
        appEstimate: '0.000000',
        appShare: '0.000000',
        elsewhere: '0.012345',
        perAnswer: [],
      })
    }
    expect(reconcileDay({ day: '2025-03-01', model: 'm', billed: undefined, answers: [], prices: null, final: true }).elsewhere).toBe('0.000000')
    expect(reconcileDay({ day: '2025-03-01', model: 'm', billed: { ...billed, cost: '00.100000' }, answers: [], prices: null, final: true }).elsewhere).toBe('0.100000')
  })
})
