/**
 * Bradley–Terry strengths from pairwise outcomes, ties counted as half a win for each side.
 *
 * P(i beats j) = σ(θi − θj). θ is fitted by Newton's method on the log-likelihood plus a weak
 * Gaussian prior (θ ~ N(0, PRIOR_VAR)): with a handful of votes, or a model that never lost, the
 * maximum-likelihood θ runs to infinity; the prior keeps it finite and pulls it towards "average"
 * while the data are thin. 95 % intervals come from the inverse of the observed information (the
 * negative Hessian at the fit), so they shrink like 1/√votes.
 */

export interface PairOutcome {
  a: string
  b: string
  /** a's score: 1 a won, 0 b won, 0.5 a tie. */
  score: 0 | 0.5 | 1
}

export interface Strength {
  model: string
  /** Log-strength θ (0 = the average of the models compared). */
  theta: number
  /** Standard error of θ. */
  se: number
  /** exp(θ): 1 is average, 2 means twice the odds of winning against the same opponent. */
  strength: number
  low: number
  high: number
  /** Pairwise comparisons this model took part in, and its score share in them (ties as half). */
  comparisons: number
  winRate: number | null
}

const PRIOR_VAR = 4
const Z95 = 1.959964

function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x))
}

/** Fits every model seen in `outcomes`; an empty list gives an empty answer. */
export function fitBradleyTerry(outcomes: readonly PairOutcome[]): Strength[] {
  const models = [...new Set(outcomes.flatMap((o) => [o.a, o.b]))].sort()
  const n = models.length
  if (n === 0) return []
  const index = new Map(models.map((m, i) => [m, i]))
  // Aggregate: per ordered pair (i<j) the comparisons and i's total score.
  const pairs = new Map<number, { i: number; j: number; count: number; score: number }>()
  const comparisons = new Array<number>(n).fill(0)
  const scores = new Array<number>(n).fill(0)
  for (const o of outcomes) {
    if (o.a === o.b) continue
    let i = index.get(o.a) as number
    let j = index.get(o.b) as number
    let s: number = o.score
    if (i > j) [i, j, s] = [j, i, 1 - s]
    const key = i * n + j
    const p = pairs.get(key) ?? { i, j, count: 0, score: 0 }
    p.count++
    p.score += s
    pairs.set(key, p)
    comparisons[i]!++
    comparisons[j]!++
    scores[i]! += s
    scores[j]! += 1 - s
  }
  const theta = new Array<number>(n).fill(0)
  let hessian: number[][] = []
  for (let iter = 0; iter < 100; iter++) {
    const grad = theta.map((t) => -t / PRIOR_VAR)
    hessian = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (r === c ? 1 / PRIOR_VAR : 0)))
    for (const { i, j, count, score } of pairs.values()) {
      const p = sigmoid(theta[i]! - theta[j]!)
      const g = score - count * p
      grad[i]! += g
      grad[j]! -= g
      const w = count * p * (1 - p)
      hessian[i]![i]! += w
      hessian[j]![j]! += w
      hessian[i]![j]! -= w
      hessian[j]![i]! -= w
    }
    const step = solve(hessian, grad)
    let biggest = 0
    for (let k = 0; k < n; k++) {
      theta[k]! += step[k]!
      biggest = Math.max(biggest, Math.abs(step[k]!))
    }
    if (biggest < 1e-9) break
  }
  // Centre on the average model; the covariance of centred θ is C·Σ·Cᵀ with C = I − 1/n.
  const mean = theta.reduce((s, t) => s + t, 0) / n
  const cov = invert(hessian)
  const rowMean = cov.map((row) => row.reduce((s, v) => s + v, 0) / n)
  const allMean = rowMean.reduce((s, v) => s + v, 0) / n
  return models.map((model, k) => {
    const t = theta[k]! - mean
    const variance = Math.max(0, cov[k]![k]! - 2 * rowMean[k]! + allMean)
    const se = Math.sqrt(variance)
    return {
      model,
      theta: t,
      se,
      strength: Math.exp(t),
      low: Math.exp(t - Z95 * se),
      high: Math.exp(t + Z95 * se),
      comparisons: comparisons[k]!,
      winRate: comparisons[k]! > 0 ? scores[k]! / comparisons[k]! : null,
    }
  })
}

/**
 * Rank without ranking on noise: 1 + the number of models whose whole interval lies above this
 * one's. Models whose intervals overlap share a rank.
 */
export function intervalRanks(strengths: readonly Pick<Strength, 'model' | 'low' | 'high'>[]): Map<string, number> {
  return new Map(strengths.map((s) => [s.model, 1 + strengths.filter((o) => o.low > s.high).length]))
}

/** Gaussian elimination with partial pivoting; the matrix is positive definite (prior) so it never fails. */
function solve(matrix: readonly number[][], rhs: readonly number[]): number[] {
  const n = rhs.length
  const a = matrix.map((row, r) => [...row, rhs[r]!])
  for (let c = 0; c < n; c++) {
    let pivot = c
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r
    ;[a[c], a[pivot]] = [a[pivot]!, a[c]!]
    for (let r = c + 1; r < n; r++) {
      const f = a[r]![c]! / a[c]![c]!
      for (let k = c; k <= n; k++) a[r]![k]! -= f * a[c]![k]!
    }
  }
  const x = new Array<number>(n).fill(0)
  for (let r = n - 1; r >= 0; r--) {
    let s = a[r]![n]!
    for (let k = r + 1; k < n; k++) s -= a[r]![k]! * x[k]!
    x[r] = s / a[r]![r]!
  }
  return x
}

function invert(matrix: readonly number[][]): number[][] {
  const n = matrix.length
  const columns = Array.from({ length: n }, (_, c) => solve(matrix, Array.from({ length: n }, (_, r) => (r === c ? 1 : 0))))
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => columns[c]![r]!))
}
