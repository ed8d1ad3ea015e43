import { microsToMoneyString, toMicros } from '../../../shared/money'
import type { Leaderboard, LeaderboardRow, Vote } from '../../../shared/domain/votes'
import { fitBradleyTerry, intervalRanks, type PairOutcome } from '../../../shared/ranking/bradley-terry'
import { paretoFront, valuePerDollar } from '../../../shared/ranking/pareto'

/** Below these the view says the ranking is thin: per model, and for the whole board. */
export const FEW_VOTES_PER_MODEL = 5
export const FEW_VOTES_TOTAL = 10

/**
 * A vote as pairwise outcomes: the chosen column beat each other column; a tie and "all bad" make
 * every pair a tie (neither says one answer was better than another).
 */
export function outcomesOf(vote: Vote): PairOutcome[] {
  const out: PairOutcome[] = []
  const cols = vote.columns
  if (typeof vote.choice === 'number') {
    const best = cols.find((c) => c.column === vote.choice)
    if (!best) return out
    for (const c of cols) if (c !== best && c.model !== best.model) out.push({ a: best.model, b: c.model, score: 1 })
    return out
  }
  for (let i = 0; i < cols.length; i++) for (let j = i + 1; j < cols.length; j++) if (cols[i]!.model !== cols[j]!.model) out.push({ a: cols[i]!.model, b: cols[j]!.model, score: 0.5 })
  return out
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const m = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  return Math.round(m * 10) / 10
}

/** Exact median of six-place amounts, in integer micro-dollars (a half micro rounds up: never down to $0). */
function medianMoney(values: readonly string[]): string | null {
  if (values.length === 0) return null
  const sorted = values.map(toMicros).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const mid = Math.floor(sorted.length / 2)
  const m = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]! + 1n) / 2n
  return microsToMoneyString(m)
}

/** The personal leaderboard from these votes: strengths, intervals, figures, value and the Pareto front. */
export function buildLeaderboard(votes: readonly Vote[], tags: string[]): Leaderboard {
  const fit = fitBradleyTerry(votes.flatMap(outcomesOf))
  const ranks = intervalRanks(fit)
  const figures = new Map<string, { votes: number; ttft: number[]; tps: number[]; cost: string[] }>()
  for (const v of votes) {
    for (const model of new Set(v.columns.map((c) => c.model))) {
      const f = figures.get(model) ?? { votes: 0, ttft: [], tps: [], cost: [] }
      f.votes++
      figures.set(model, f)
    }
    for (const c of v.columns) {
      const f = figures.get(c.model)!
      if (c.ttftMs !== null) f.ttft.push(c.ttftMs)
      if (c.tokensPerSec !== null) f.tps.push(c.tokensPerSec)
      if (c.cost !== null) f.cost.push(c.cost)
    }
  }
  const rows: Omit<LeaderboardRow, 'onFront'>[] = fit.map((s) => {
    const f = figures.get(s.model) ?? { votes: 0, ttft: [], tps: [], cost: [] }
    const medianCost = medianMoney(f.cost)
    return {
      model: s.model,
      strength: s.strength,
      low: s.low,
      high: s.high,
      rank: ranks.get(s.model) ?? 1,
      winRate: s.winRate,
      votes: f.votes,
      fewVotes: f.votes < FEW_VOTES_PER_MODEL,
      medianTtftMs: median(f.ttft),
      medianTokensPerSec: median(f.tps),
      medianCost,
      valuePerDollar: valuePerDollar(s.strength, medianCost),
    }
  })
  const front = paretoFront(rows.map((r) => ({ model: r.model, strength: r.strength, cost: r.medianCost })))
  return {
    votes: votes.length,
    fewVotes: votes.length < FEW_VOTES_TOTAL,
    rows: rows.map((r) => ({ ...r, onFront: front.has(r.model) })).sort((a, b) => a.rank - b.rank || b.strength - a.strength || a.model.localeCompare(b.model)),
    tags,
  }
}
