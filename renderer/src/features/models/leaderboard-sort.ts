import Decimal from 'decimal.js'
import type { LeaderboardRow } from '../../../../shared/domain/votes'

export type SortKey = 'rank' | 'model' | 'strength' | 'winRate' | 'votes' | 'medianTtftMs' | 'medianTokensPerSec' | 'medianCost' | 'valuePerDollar'
export type SortDir = 'asc' | 'desc'

/** Unknown values (null) always sort last, whichever the direction. */
export function sortRows(rows: readonly LeaderboardRow[], key: SortKey, dir: SortDir): LeaderboardRow[] {
  const sign = dir === 'asc' ? 1 : -1
  const compare = (a: LeaderboardRow, b: LeaderboardRow): number => {
    if (key === 'model') return sign * a.model.localeCompare(b.model)
    if (key === 'medianCost') {
      if (a.medianCost === null || b.medianCost === null) return a.medianCost === b.medianCost ? 0 : a.medianCost === null ? 1 : -1
      return sign * new Decimal(a.medianCost).comparedTo(b.medianCost)
    }
    const x = a[key]
    const y = b[key]
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return sign * (x - y)
  }
  return [...rows].sort((a, b) => compare(a, b) || a.rank - b.rank || b.strength - a.strength || a.model.localeCompare(b.model))
}

/** The direction a first click on a column sorts: best first (cheapest, fastest to answer, strongest). */
export function firstDir(key: SortKey): SortDir {
  return key === 'rank' || key === 'model' || key === 'medianTtftMs' || key === 'medianCost' ? 'asc' : 'desc'
}
