import Decimal from 'decimal.js'

export interface ValuePoint {
  model: string
  strength: number
  /** Median cost per answer, USD decimal string; null when unknown (such a point is on no front). */
  cost: string | null
}

/**
 * The Pareto front of strength (higher is better) against cost per answer (lower is better): the
 * models no other model beats on both at once. Models without a known cost are left out.
 */
export function paretoFront(points: readonly ValuePoint[]): Set<string> {
  const known = points.filter((p): p is ValuePoint & { cost: string } => p.cost !== null)
  const front = new Set<string>()
  for (const p of known) {
    const dominated = known.some((q) => {
      if (q === p) return false
      const cheaperOrSame = new Decimal(q.cost).lessThanOrEqualTo(p.cost)
      const strongerOrSame = q.strength >= p.strength
      const strictly = new Decimal(q.cost).lessThan(p.cost) || q.strength > p.strength
      return cheaperOrSame && strongerOrSame && strictly
    })
    if (!dominated) front.add(p.model)
  }
  return front
}

/** Strength per dollar of a median answer; null when the cost is unknown or zero. */
export function valuePerDollar(strength: number, cost: string | null): number | null {
  if (cost === null) return null
  const c = new Decimal(cost)
  if (c.lessThanOrEqualTo(0)) return null
  return new Decimal(strength).dividedBy(c).toSignificantDigits(6).toNumber()
}
