import { useState } from 'react'
import type { HistoryRange } from '../../../../shared/domain/guard'
import { formatMoney } from '../../../../shared/money'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useBalanceHistory } from '../../queries/guard'
import { formatDay } from './format'
import { runwayText, projectionNote } from './history-summary'
import { LazyBalanceChart } from './LazyBalanceChart'
import './guard.css'

const RANGES: ReadonlyArray<[HistoryRange, string]> = [
  ['7d', '7 days'],
  ['30d', '30 days'],
  ['90d', '90 days'],
  ['1y', '1 year'],
  ['all', 'All'],
]

/** #25: the balance over a chosen range with top-ups marked and the runway to zero. */
export function BalanceHistoryPanel() {
  const [range, setRange] = useState<HistoryRange>('30d')
  const history = useBalanceHistory(range)
  const h = history.data
  const error = appErrorOf(history.error)
  const runway = h ? runwayText(h) : null
  const note = h ? projectionNote(h) : null
  return (
    <section className="panel guard-history" aria-labelledby="history-title">
      <div className="panel-header">
        <h2 id="history-title">Balance over time</h2>
        <div className="history-ranges" role="group" aria-label="Range">
          {RANGES.map(([value, label]) => (
            <button key={value} type="button" className="btn-small" aria-pressed={range === value} onClick={() => setRange(value)}>
              {label}
            </button>
          ))}
        </div>
      </div>
      {error ? (
        <ErrorNotice error={error} title="Could not read the balance history" />
      ) : !h ? (
        <Loading label="Reading the balance history…" />
      ) : h.points.length < 2 ? (
        <p className="muted small">Not enough readings yet: Tokentally records the balance each time it reads it, and the line grows from there.</p>
      ) : (
        <>
          <LazyBalanceChart history={h} height={220} />
          {runway && (
            <p className="history-runway small">
              {runway} The shaded band is that range.{note ? ` ${note}` : ''}
            </p>
          )}
          <div className="history-topups small">
            {h.topUps.length === 0 ? (
              <span className="muted">No top-ups in this range.</span>
            ) : (
              <>
                <span>Top-ups (green dots):</span>
                <ul>
                  {h.topUps.slice(-5).reverse().map((t) => (
                    <li key={t.at}>
                      +{formatMoney(t.added)} on {formatDay(t.at)}
                    </li>
                  ))}
                </ul>
                {h.topUps.length > 5 && <span className="muted">and {h.topUps.length - 5} earlier in this range (dots on the chart)</span>}
              </>
            )}
          </div>
        </>
      )}
    </section>
  )
}
