import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { estimateCost, fitAllPrices, fitModelPrices, MIN_ROWS } from '../../../electron/services/prices/price-fit'
import type { UsageRow } from '../../../shared/domain/usage'
import { seededRandom as random } from '../../support/seeded-random'

const PRICES = { input: 1.25, cachedInput: 0.125, output: 5 }

/** Day rows priced at PRICES, cost rounded to 6 places as the service does, optionally with noise. */
function rows(days: number, options: { seed?: number; noise?: number; cached?: boolean; model?: string } = {}): UsageRow[] {
  const rnd = random(options.seed ?? 1)
  return Array.from({ length: days }, (_, i) => {
    const input = Math.round(20_000 + rnd() * 400_000)
    const cached = options.cached === false ? 0 : Math.round(input * rnd() * 0.7)
    const output = Math.round(2_000 + rnd() * 90_000)
    const exact = ((input - cached) * PRICES.input + cached * PRICES.cachedInput + output * PRICES.output) / 1e6
    const noisy = exact * (1 + (options.noise ?? 0) * (rnd() * 2 - 1))
    const date = new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
    return { date, model: options.model ?? 'tally-standard', requests: 10, input_tokens: input, cached_input_tokens: cached, output_tokens: output, cost: new Decimal(noisy).toFixed(6) }
  })
}

describe('price fit (NNLS over usage day rows)', () => {
  it('recovers known prices from exact rows with cached tokens (cost rounded to 6 places)', () => {
    const fit = fitModelPrices('tally-standard', rows(30))
    expect(fit).not.toBeNull()
    expect(Number(fit?.perMillion.input)).toBeCloseTo(PRICES.input, 3)
    expect(Number(fit?.perMillion.cachedInput)).toBeCloseTo(PRICES.cachedInput, 2)
    expect(Number(fit?.perMillion.output)).toBeCloseTo(PRICES.output, 3)
    expect(fit?.rows).toBe(30)
    expect(fit?.medianRelativeError).toBeLessThan(0.0001)
  })

  it('recovers them within a few percent from noisy rows (±3 %), and says how good the fit is', () => {
    const fit = fitModelPrices('tally-standard', rows(60, { noise: 0.03, seed: 7 }))
    expect(Math.abs(Number(fit?.perMillion.input) / PRICES.input - 1)).toBeLessThan(0.05)
    expect(Math.abs(Number(fit?.perMillion.output) / PRICES.output - 1)).toBeLessThan(0.05)
    expect(Number(fit?.perMillion.cachedInput)).toBeGreaterThanOrEqual(0)
    expect(fit?.medianRelativeError).toBeGreaterThan(0.001)
    expect(fit?.medianRelativeError).toBeLessThan(0.03)
  })

  it('refuses to estimate from too few rows', () => {
    expect(fitModelPrices('tally-standard', rows(MIN_ROWS - 1))).toBeNull()
    expect(fitModelPrices('tally-standard', rows(MIN_ROWS))).not.toBeNull()
    const all = fitAllPrices([...rows(2, { model: 'tally-nano' }), ...rows(10, { model: 'tally-mini' })])
    expect(all.models.map((m) => m.model)).toEqual(['tally-mini'])
    expect(all.tooFewRows).toEqual(['tally-nano'])
  })

  it('rows without tokens do not count towards the minimum', () => {
    const empty = rows(10).map((r) => ({ ...r, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: '0.000000' }))
    expect(fitModelPrices('tally-standard', [...rows(3), ...empty])).toBeNull()
  })

  it('never gives a negative price, even when the data would pull a price below zero', () => {
    // Cost falls as cached tokens rise: unconstrained least squares would give cached input a negative price.
    const skewed = rows(20).map((r, i) => ({ ...r, cached_input_tokens: i * 10_000, input_tokens: 400_000 + i * 10_000, output_tokens: 10_000 + (i % 3) * 1_000, cost: new Decimal(1 - i * 0.02).toFixed(6) }))
    const fit = fitModelPrices('x', skewed)
    for (const price of Object.values(fit?.perMillion ?? {})) expect(Number(price)).toBeGreaterThanOrEqual(0)
    expect(fit?.perMillion.cachedInput).toBe('0')
  })

  it('a kind of token the history never used gets no price (null), not 0', () => {
    const fit = fitModelPrices('tally-standard', rows(20, { cached: false }))
    expect(fit?.perMillion.cachedInput).toBeNull()
    expect(Number(fit?.perMillion.input)).toBeCloseTo(PRICES.input, 3)
  })

  it('weights recent days more: after a price change the fit follows the new prices', () => {
    const old = rows(60, { seed: 3 }).map((r) => ({ ...r, cost: new Decimal(r.cost).times(2).toFixed(6) }))
    const recent = rows(30, { seed: 4 }).map((r, i) => ({ ...r, date: new Date(Date.UTC(2025, 2, 2) + i * 86_400_000).toISOString().slice(0, 10) }))
    const fit = fitModelPrices('tally-standard', [...old, ...recent])
    expect(Number(fit?.perMillion.output)).toBeLessThan(PRICES.output * 1.5)
  })

  it('estimates an answer cost in Decimal; unknown when a needed price is missing', () => {
    const fit = fitModelPrices('tally-standard', rows(30))
    const cost = estimateCost(fit ?? undefined, { input: 1_000, cached: 200, output: 500 })
    expect(cost).toBeInstanceOf(Decimal)
    expect(cost?.toNumber()).toBeCloseTo((800 * 1.25 + 200 * 0.125 + 500 * 5) / 1e6, 8)
    expect(estimateCost(undefined, { input: 1, cached: 0, output: 1 })).toBeNull()
    const noCached = fitModelPrices('tally-standard', rows(20, { cached: false }))
    expect(estimateCost(noCached ?? undefined, { input: 100, cached: 50, output: 1 })).toBeNull()
    expect(estimateCost(noCached ?? undefined, { input: 100, cached: 0, output: 1 })).not.toBeNull()
  })
})
