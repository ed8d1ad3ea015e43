import { useState } from 'react'
import type { LeaderboardRow } from '../../../../shared/domain/votes'
import { costText, msText, percentText, strengthText, tpsText, valueText } from './format'
import { type SortDir, type SortKey, firstDir, sortRows } from './leaderboard-sort'

const COLUMNS: { key: SortKey; label: string; num: boolean; hint?: string }[] = [
  { key: 'rank', label: 'Rank', num: true, hint: 'Models whose 95 % intervals overlap share a rank' },
  { key: 'model', label: 'Model', num: false },
  { key: 'strength', label: 'Strength (95 % interval)', num: true, hint: 'Bradley–Terry strength from your votes: 1 is the average model compared' },
  { key: 'winRate', label: 'Win rate', num: true, hint: 'Share of its head-to-heads won, ties counted as half' },
  { key: 'votes', label: 'Votes', num: true },
  { key: 'medianTtftMs', label: 'Median TTFT', num: true },
  { key: 'medianTokensPerSec', label: 'Tokens/s', num: true },
  { key: 'medianCost', label: 'Median cost / answer', num: true, hint: 'Estimated from your usage history' },
  { key: 'valuePerDollar', label: 'Strength per $', num: true, hint: 'Strength divided by the median cost of an answer' },
]

/** #27: the leaderboard table, sortable by every column (headers are buttons; aria-sort says how). */
export function LeaderboardTable({ rows }: { rows: readonly LeaderboardRow[] }) {
  const [sort, setSort] = useState<{ key: SortKey; dir: SortDir }>({ key: 'rank', dir: 'asc' })
  const sorted = sortRows(rows, sort.key, sort.dir)
  const click = (key: SortKey) => setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: firstDir(key) }))
  return (
    <div className="leaderboard-scroll" role="region" aria-label="Leaderboard" tabIndex={0}>
      <table className="leaderboard-table">
        <caption className="sr-only">Models ranked by your votes</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className={c.num ? 'num' : undefined} aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined} title={c.hint}>
                <button type="button" className="sort-button" onClick={() => click(c.key)}>
                  {c.label}
                  <span aria-hidden="true" className="sort-mark">
                    {sort.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">Pareto</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.model} className={r.fewVotes ? 'is-few' : undefined}>
              <td className="num">{r.rank}</td>
              <th scope="row" className="mono">
                {r.model}
                {r.fewVotes && <span className="lb-tag lb-tag-few">few votes</span>}
              </th>
              <td className="num">
                {strengthText(r.strength)} <span className="muted small">({strengthText(r.low)}–{strengthText(r.high)})</span>
              </td>
              <td className="num">{percentText(r.winRate)}</td>
              <td className="num">{r.votes}</td>
              <td className="num">{msText(r.medianTtftMs)}</td>
              <td className="num">{tpsText(r.medianTokensPerSec)}</td>
              <td className="num">{costText(r.medianCost)}</td>
              <td className="num">{valueText(r.valuePerDollar)}</td>
              <td>{r.onFront ? <span className="lb-tag lb-tag-front">on the front</span> : <span className="muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
