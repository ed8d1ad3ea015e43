import type { UsageView } from '../../../../shared/domain/usage-view'
import { formatRate } from '../../../../shared/usage/aggregate'
import { cacheHitRate } from '../../../../shared/usage/aggregate'
import { Money } from '../../components/Money'
import { formatCount } from './format'
import { t } from '../../i18n'

const roundingNote = () => t('usage.roundingNote')

/** The service's totals for the range (never re-summed rows), and the average daily spend. */
export function UsageTotals({ view, compact = false }: { view: UsageView; compact?: boolean }) {
  const total = view.total
  return (
    <div className="usage-totals">
      <dl className="usage-figures" aria-label={t('usage.totalsLabel')}>
        <div className="usage-figure usage-figure-main">
          <dt>{t('usage.totalCost')}</dt>
          <dd>{total ? <Money value={total.cost} label={t('usage.totalCost')} /> : <Pending />}</dd>
        </div>
        <div className="usage-figure">
          <dt>{t('usage.metric.requests')}</dt>
          <dd>{total ? formatCount(total.requests) : <Pending />}</dd>
        </div>
        <div className="usage-figure">
          <dt>{t('usage.metric.input_tokens')}</dt>
          <dd>{total ? formatCount(total.input_tokens) : <Pending />}</dd>
        </div>
        <div className="usage-figure">
          <dt>{t('usage.metric.cached_input_tokens')}</dt>
          <dd>
            {total ? (
              <>
                {formatCount(total.cached_input_tokens)} <span className="usage-figure-note">{t('usage.ofInput', { rate: formatRate(cacheHitRate(total)) })}</span>
              </>
            ) : (
              <Pending />
            )}
          </dd>
        </div>
        <div className="usage-figure">
          <dt>{t('usage.metric.output_tokens')}</dt>
          <dd>{total ? formatCount(total.output_tokens) : <Pending />}</dd>
        </div>
      </dl>
      <dl className="usage-averages" aria-label={t('usage.averages')}>
        <div>
          <dt>{t('usage.average7')}</dt>
          <dd>{view.averageDailySpend.days7 ? <Money value={view.averageDailySpend.days7} label={t('usage.average7')} /> : <Unknown />}</dd>
        </div>
        <div>
          <dt>{t('usage.average30')}</dt>
          <dd>{view.averageDailySpend.days30 ? <Money value={view.averageDailySpend.days30} label={t('usage.average30')} /> : <Unknown />}</dd>
        </div>
      </dl>
      {!compact && <p className="usage-note">{t('usage.averagesNote', { rounding: roundingNote() })}</p>}
      {compact && <p className="usage-note">{roundingNote()}</p>}
      {!total && <p className="usage-note">{t('usage.totalsPending')}</p>}
    </div>
  )
}

function Pending() {
  return (
    <span className="muted" title={t('usage.pendingHint')}>
      —
    </span>
  )
}

function Unknown() {
  return (
    <span className="muted" title={t('usage.unknownHint')}>
      —
    </span>
  )
}
