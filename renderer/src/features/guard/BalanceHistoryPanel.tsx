import { useState } from 'react'
import { t } from '../../i18n'
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

const RANGES: readonly HistoryRange[] = ['7d', '30d', '90d', '1y', 'all']

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
        <h2 id="history-title">{t('guard.history.title')}</h2>
        <div className="history-ranges" role="group" aria-label={t('guard.history.range')}>
          {RANGES.map((value) => (
            <button key={value} type="button" className="btn-small" aria-pressed={range === value} onClick={() => setRange(value)}>
              {t(`guard.history.${value}`)}
            </button>
          ))}
        </div>
      </div>
      {error ? (
        <ErrorNotice error={error} title={t('guard.history.error')} />
      ) : !h ? (
        <Loading label={t('guard.history.reading')} />
      ) : h.points.length < 2 ? (
        <p className="muted small">{t('guard.history.notEnough')}</p>
      ) : (
        <>
          <LazyBalanceChart history={h} height={220} />
          {runway && (
            <p className="history-runway small">
              {t('guard.history.band', { runway })}
              {note ? ` ${note}` : ''}
            </p>
          )}
          <div className="history-topups small">
            {h.topUps.length === 0 ? (
              <span className="muted">{t('guard.history.noTopUps')}</span>
            ) : (
              <>
                <span>{t('guard.history.topUps')}</span>
                <ul>
                  {h.topUps.slice(-5).reverse().map((topUp) => (
                    <li key={topUp.at}>
                      {t('guard.history.topUp', { amount: formatMoney(topUp.added), day: formatDay(topUp.at) })}
                    </li>
                  ))}
                </ul>
                {h.topUps.length > 5 && <span className="muted">{t('guard.history.earlier', { count: h.topUps.length - 5 })}</span>}
              </>
            )}
          </div>
        </>
      )}
    </section>
  )
}
