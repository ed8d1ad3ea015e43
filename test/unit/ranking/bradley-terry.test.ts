import { describe, expect, it } from 'vitest'
import { fitBradleyTerry, intervalRanks, type PairOutcome } from '../../../shared/ranking/bradley-terry'
import { paretoFront, valuePerDollar } from '../../../shared/ranking/pareto'
import { mulberry32 as seeded } from '../../../electron/sim/random'

const TRUE_THETA: Record<string, number> = { alpha: 0.8, bravo: 0.3, charlie: -0.2, delta: -0.9 }
const TIE_SHARE = 0.2

/**
 * Votes from the model itself: a tie with probability 0.2, otherwise a winner chosen so that the
 * expected score (ties as half) is σ(θa − θb).
 */
function simulate(votes: number, seed: number): PairOutcome[] {
  const random = seeded(seed)
  const models = Object.keys(TRUE_THETA)
  const out: PairOutcome[] = []
  for (let k = 0; k < votes; k++) {
    const a = models[Math.floor(random() * models.length)]!
    let b = a
    while (b === a) b = models[Math.floor(random() * models.length)]!
    const p = 1 / (1 + Math.exp(-(TRUE_THETA[a]! - TRUE_THETA[b]!)))
    if (random() < TIE_SHARE) out.push({ a, b, score: 0.5 })
    else out.push({ a, b, score: random() < (p - TIE_SHARE / 2) / (1 - TIE_SHARE) ? 1 : 0 })
  }
  return out
}

describe('fitBradleyTerry', () => {
  it('recovers known strengths from simulated votes with ties', () => {
    const fit = fitBradleyTerry(simulate(6000, 1))
    const mean = Object.values(TRUE_THETA).reduce((s, t) => s + t, 0) / 4
    for (const s of fit) {
      expect(Math.abs(s.theta - (TRUE_THETA[s.model]! - mean))).toBeLessThan(0.12)
      // The true value lies inside the 95 % interval.
      expect(s.low).toBeLessThan(Math.exp(TRUE_THETA[s.model]! - mean))
      expect(s.high).toBeGreaterThan(Math.exp(TRUE_THETA[s.model]! - mean))
    }
    expect(fit.map((s) => s.model).sort((x, y) => fit.find((s) => s.model === y)!.theta - fit.find((s) => s.model === x)!.theta)).toEqual([
      'alpha',
      'bravo',
      'charlie',
      'delta',
    ])
  })

  it('narrows its intervals as votes grow', () => {
    const widths = [50, 500, 5000].map((n) => {
      const fit = fitBradleyTerry(simulate(n, 2))
      return Math.max(...fit.map((s) => s.se))
    })
    expect(widths[1]!).toBeLessThan(widths[0]!)
    expect(widths[2]!).toBeLessThan(widths[1]!)
    // Roughly 1/√n: ten times the votes, about a third of the width.
    expect(widths[2]! / widths[1]!).toBeLessThan(0.45)
  })

  it('keeps an undefeated model finite and its interval wide with few votes', () => {
    const fit = fitBradleyTerry([
      { a: 'x', b: 'y', score: 1 },
      { a: 'x', b: 'y', score: 1 },
    ])
    const x = fit.find((s) => s.model === 'x')!
    expect(Number.isFinite(x.strength)).toBe(true)
    expect(x.low).toBeLessThan(1)
    expect(x.high).toBeGreaterThan(1)
    expect(x.winRate).toBe(1)
    // Overlapping intervals: both share first place.
    expect([...intervalRanks(fit).values()]).toEqual([1, 1])
  })

  it('counts ties as half a win in the win rate', () => {
    const fit = fitBradleyTerry([
      { a: 'x', b: 'y', score: 0.5 },
      { a: 'x', b: 'y', score: 1 },
    ])
    expect(fit.find((s) => s.model === 'x')!.winRate).toBe(0.75)
    expect(fit.find((s) => s.model === 'y')!.winRate).toBe(0.25)
  })

  it('gives nothing for no votes and ignores a model against itself', () => {
    expect(fitBradleyTerry([])).toEqual([])
    expect(fitBradleyTerry([{ a: 'x', b: 'x', score: 1 }]).map((s) => s.comparisons)).toEqual([0])
  })

  it('ranks models apart only when their intervals separate', () => {
    const ranks = intervalRanks(fitBradleyTerry(simulate(6000, 3)))
    expect(ranks.get('alpha')).toBe(1)
    expect(ranks.get('delta')).toBe(4)
  })
})

describe('paretoFront and valuePerDollar', () => {
  it('keeps the models no other beats on both strength and cost', () => {
    const front = paretoFront([
      { model: 'cheap', strength: 0.5, cost: '0.001000' },
      { model: 'strong', strength: 2, cost: '0.020000' },
      { model: 'middle', strength: 1, cost: '0.005000' },
      { model: 'worse', strength: 0.9, cost: '0.010000' },
      { model: 'unknown', strength: 5, cost: null },
    ])
    expect([...front].sort()).toEqual(['cheap', 'middle', 'strong'])
  })

  it('divides strength by the cost, and has no value for an unknown or zero cost', () => {
    expect(valuePerDollar(2, '0.010000')).toBe(200)
    expect(valuePerDollar(2, null)).toBeNull()
    expect(valuePerDollar(2, '0.000000')).toBeNull()
  })
})
