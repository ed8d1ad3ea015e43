import { Decimal } from 'decimal.js'

/** Steps an axis may use: 1, 2 or 5 × a power of ten (never 2.5 or 7.5: "$0.075" reads badly). */
const MULTIPLIERS = [1, 2, 5, 10] as const

export interface TickOptions {
  /** About this many steps above zero. */
  target?: number
  /** The smallest step allowed (1 for counts; a cent fraction for money is fine). */
  minStep?: number
}

/**
 * Axis ticks from 0 up to at least `max`, at round values: 0, step, 2·step… with step 1, 2 or 5 ×
 * 10ⁿ. Computed in decimal, so money ticks are exactly $0.05, $0.10… (no 0.30000000000000004).
 */
export function niceTicks(max: number, { target = 5, minStep = 0 }: TickOptions = {}): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 0
  const rough = Math.max(top / target, minStep, Number.MIN_VALUE)
  const exponent = Math.floor(Math.log10(rough))
  const base = new Decimal(10).pow(exponent)
  let step = base.times(10)
  for (const m of MULTIPLIERS) {
    const candidate = base.times(m)
    if (candidate.gte(rough) && candidate.gte(minStep)) {
      step = candidate
      break
    }
  }
  const count = Math.max(1, new Decimal(top).dividedBy(step).ceil().toNumber())
  return Array.from({ length: count + 1 }, (_, i) => step.times(i).toNumber())
}

/** Decimals for every money tick of an axis alike: whole dollars for big steps, else cents or finer. */
export function moneyTickDigits(ticks: readonly number[]): number {
  const places = Math.max(0, ...ticks.map((t) => new Decimal(t).decimalPlaces()))
  if (places === 0 && (ticks.at(-1) ?? 0) >= 100) return 0
  return Math.max(2, places)
}
