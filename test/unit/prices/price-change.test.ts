import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { findChangePoint } from '../../../electron/services/prices/change-point'
import { estimateCost, fitModelPrices, MIN_ROWS } from '../../../electron/services/prices/price-fit'
import type { UsageRow } from '../../../shared/domain/usage'
import { seededRandom as random } from '../../support/seeded-random'

type Prices = { input: string; cachedInput: string; output: string }
const LIST: Prices = { input: '3.00', cachedInput: '0.30', output: '15.00' }
const day = (i: number): string => new Date(Date.UTC(2025, 8, 1) + i * 86_400_000).toISOString().slice(0, 10)

interface Options {
  seed: number
  /** ± relative noise on each day's cost. */
  noise?: number
  /** Prices in effect on day index i. */
  pricesOn?: (i: number) => Prices
  /** Requests per day, each priced on its own: with a tier, a request above `tierAbove` input tokens costs `tier`. */
  tier?: { above: number; prices: Prices }
  /** Probability that a day has no row. */
  gap?: number
}

/** Day rows built request by request in exact decimals, then rounded to 6 places as the service rounds rows. */
function history(days: number, o: Options): UsageRow[] {
  const rnd = random(o.seed)
  const rows: UsageRow[] = []
  for (let i = 0; i < days; i++) {
    if (o.gap && rnd() < o.gap) continue
    const requests = 1 + Math.floor(rnd() * 12)
    let input = 0
    let cached = 0
    let output = 0
    let cost = new Decimal(0)
    for (let r = 0; r < requests; r++) {
      const inTok = 200 + Math.floor(rnd() * 9_000)
      const cachedTok = rnd() < 0.4 ? Math.floor(inTok * rnd() * 0.6) : 0
      const outTok = 50 + Math.floor(rnd() * 1_500)
      const p = o.tier && inTok > o.tier.above ? o.tier.prices : (o.pricesOn?.(i) ?? LIST)
      cost = cost.plus(new Decimal(inTok - cachedTok).times(p.input).plus(new Decimal(cachedTok).times(p.cachedInput)).plus(new Decimal(outTok).times(p.output)).div(1e6))
      input += inTok
      cached += cachedTok
      output += outTok
    }
    const noisy = cost.times(1 + (o.noise ?? 0) * (rnd() * 2 - 1))
    rows.push({ date: day(i), model: 'tally-large', requests, input_tokens: input, cached_input_tokens: cached, output_tokens: output, cost: noisy.toFixed(6) })
  }
  return rows
}

const daysBetween = (a: string, b: string): number => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000

describe('price change points', () => {
  it.each([1, 2, 3, 4, 5])('finds an output price rise of 20 percent within ±2 days under ±2 percent noise and rounding (seed %i)', (seed) => {
    const raised = { ...LIST, output: '18.00' }
    const rows = history(80, { seed, noise: 0.02, gap: 0.15, pricesOn: (i) => (i >= 50 ? raised : LIST) })
    const fit = fitModelPrices('tally-large', rows)
    expect(fit?.since).toBeTruthy()
    expect(daysBetween(fit?.since ?? '', day(50))).toBeLessThanOrEqual(2)
    // The estimate comes from the days since the change...
    expect(Math.abs(Number(fit?.perMillion.output) / 18 - 1)).toBeLessThan(0.08)
    // ...and the old prices are kept beside it.
    expect(Math.abs(Number(fit?.previous?.perMillion.output) / 15 - 1)).toBeLessThan(0.08)
    expect(fit?.previous?.until).toBe(fit?.since)
  })

  it('an output price rise only 3 days old: estimates of typical answers already follow the new price', () => {
    // Three days cannot tell which price moved (their token mixes are alike), but they tell what a day costs.
    const raised = { ...LIST, output: '18.00' }
    const answer = { input: 4_000, cached: 0, output: 700 }
    const truth = (4_000 * 3 + 700 * 18) / 1e6
    for (const seed of [31, 32, 33]) {
      const fit = fitModelPrices('tally-large', history(63, { seed, noise: 0.005, pricesOn: (i) => (i >= 60 ? raised : LIST) }))
      expect(daysBetween(fit?.since ?? '', day(60))).toBeLessThanOrEqual(2)
      expect(fit?.rows).toBeLessThan(MIN_ROWS)
      expect(Math.abs((estimateCost(fit ?? undefined, answer)?.toNumber() ?? 0) / truth - 1)).toBeLessThan(0.03)
    }
  })

  it('finds a price cut too, and a change only 3 days old gives an estimate already near the new level', () => {
    const cut = { input: '2.40', cachedInput: '0.24', output: '12.00' }
    const rows = history(63, { seed: 9, noise: 0.01, pricesOn: (i) => (i >= 60 ? cut : LIST) })
    const fit = fitModelPrices('tally-large', rows)
    expect(daysBetween(fit?.since ?? '', day(60))).toBeLessThanOrEqual(2)
    expect(Math.abs(Number(fit?.perMillion.output) / 12 - 1)).toBeLessThan(0.05)
  })

  it('exact days over a short window, the whole fit bending around the step: the split search still finds it', () => {
    const raised = { ...LIST, output: '18.00' }
    for (const seed of [41, 42, 43]) {
      const fit = fitModelPrices('tally-large', history(30, { seed, gap: 0.3, pricesOn: (i) => (i >= 18 ? raised : LIST) }))
      expect(daysBetween(fit?.since ?? '', day(18))).toBeLessThanOrEqual(2)
      expect(fit?.uncertainPct).toBeNull()
      expect(Math.abs(Number(fit?.perMillion.output) / 18 - 1)).toBeLessThan(0.02)
    }
  })

  it('no change is found in flat prices under noise and rounding', () => {
    for (const seed of [11, 12, 13, 14]) {
      const fit = fitModelPrices('tally-large', history(90, { seed, noise: 0.03, gap: 0.2 }))
      expect(fit?.since).toBeNull()
      expect(fit?.previous).toBeNull()
      expect(fit?.uncertainPct).toBeNull()
    }
  })

  it('findChangePoint: a clean step is found at its index; too short or flat series give none', () => {
    const step = [...Array<number>(10).fill(0), ...Array<number>(6).fill(0.2)]
    expect(findChangePoint(step)?.index).toBe(10)
    expect(findChangePoint([0, 0, 0, 0.2, 0.2])).toBeNull()
    expect(findChangePoint(Array<number>(20).fill(0.01))).toBeNull()
    // A step below 4 % is not a price change.
    expect(findChangePoint([...Array<number>(10).fill(0), ...Array<number>(10).fill(0.02)])).toBeNull()
  })
})

describe('a model that is not a flat per-token price', () => {
  it('a long-context tier (double price above 6,000 input tokens) is marked uncertain with its spread', () => {
    const tier = { above: 6_000, prices: { input: '6.00', cachedInput: '0.60', output: '30.00' } }
    const fit = fitModelPrices('tally-large', history(60, { seed: 21, tier }))
    expect(fit).not.toBeNull()
    expect(fit?.uncertainPct).toBeGreaterThan(5)
    expect(fit?.uncertainPct).toBeLessThan(100)
  })

  it('exact flat prices are not uncertain', () => {
    const fit = fitModelPrices('tally-large', history(40, { seed: 22 }))
    expect(fit?.uncertainPct).toBeNull()
    expect(Number(fit?.perMillion.output)).toBeCloseTo(15, 2)
  })

  it('too little data gives no estimate at all, also with a tier', () => {
    const tier = { above: 6_000, prices: { input: '6.00', cachedInput: '0.60', output: '30.00' } }
    expect(fitModelPrices('tally-large', history(MIN_ROWS - 1, { seed: 23, tier }))).toBeNull()
  })
})
