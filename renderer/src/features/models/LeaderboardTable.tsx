import { useState } from 'react'
import type { LeaderboardRow } from '../../../../shared/domain/votes'
import { costText, msText, percentText, strengthText, tpsText, valueText } from './format'
import { type SortDir, type SortKey, firstDir, sortRows } from './leaderboard-sort'
import { t } from '../../i18n'

const COLUMNS: { key: SortKey; num: boolean; hint?: 'rankHint' | 'strengthHint' | 'winRateHint' | 'medianCostHint' | 'valuePerDollarHint' }[] = [
  { key: 'rank', num: true, hint: 'rankHint' },
  { key: 'model', num: false },
  { key: 'strength', num: true, hint: 'strengthHint' },
  { key: 'winRate', num: true, hint: 'winRateHint' },
  { key: 'votes', num: true },
  { key: 'medianTtftMs', num: true },
  { key: 'medianTokensPerSec', num: true },
  { key: 'medianCost', num: true, hint: 'medianCostHint' },
  { key: 'valuePerDollar', num: true, hint: 'valuePerDollarHint' },
]

/** #27: the leaderboard table, sortable by every column (headers are buttons; aria-sort says how). */
export function LeaderboardTable({ rows }: { rows: readonly LeaderboardRow[] }) {
  const [sort, setSort] = useState<{ key: SortKey; dir: SortDir }>({ key: 'rank', dir: 'asc' })
  const sorted = sortRows(rows, sort.key, sort.dir)
  const click = (key: SortKey) => setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: firstDir(key) }))
  return (
    <div className="leaderboard-scroll" role="region" aria-label={t('models.leaderboard')} tabIndex={0}>
      <table className="leaderboard-table">
        <caption className="sr-only">{t('models.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className={c.num ? 'num' : undefined} aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined} title={c.hint ? t(`models.col.${c.hint}`) : undefined}>
                <button type="button" className="sort-button" onClick={() => click(c.key)}>
                  {t(`models.col.${c.key}`)}
                  <span aria-hidden="true" className="sort-mark">
                    {sort.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">{t('models.col.pareto')}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.model} className={r.fewVotes ? 'is-few' : undefined}>
              <td className="num">{r.rank}</td>
              <th scope="row" className="mono">
                {r.model}
                {r.fewVotes && <span className="lb-tag lb-tag-few">{t('models.fewVotes')}</span>}
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
              <td>{r.onFront ? <span className="lb-tag lb-tag-front">{t('models.onFront')}</span> : <span className="muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
