import type { UsageView } from '../../../../shared/domain/usage-view'
import { formatRate } from '../../../../shared/usage/aggregate'
import { cacheHitRate } from '../../../../shared/usage/aggregate'
import { Money } from '../../components/Money'
import { formatCount } from './format'

export const ROUNDING_NOTE = 'Totals are the service’s own. Row costs are rounded individually, so per-model and per-day costs can differ from the total in the last digit.'

/** The service's totals for the range (never re-summed rows), and the average daily spend. */
export function UsageTotals({ view, compact = false }: { view: UsageView; compact?: boolean }) {
  const total = view.total
  return (
    <div className="usage-totals">
      <dl className="usage-figures" aria-label="Totals for the range">
        <div className="usage-figure usage-figure-main">
          <dt>Total cost</dt>
          <dd>{total ? <Money value={total.cost} label="Total cost" /> : <Pending />}</dd>
        </div>
        <div className="usage-figure">
          <dt>Requests</dt>
          <dd>{total ? formatCount(total.requests) : <Pending />}</dd>
        </div>
        <div className="usage-figure">
          <dt>Input tokens</dt>
          <dd>{total ? formatCount(total.input_tokens) : <Pending />}</dd>
        </div>
        <div className="usage-figure">
          <dt>Cached input tokens</dt>
          <dd>
            {total ? (
              <>
                {formatCount(total.cached_input_tokens)} <span className="usage-figure-note">{formatRate(cacheHitRate(total))} of input</span>
              </>
            ) : (
              <Pending />
            )}
          </dd>
        </div>
        <div className="usage-figure">
          <dt>Output tokens</dt>
          <dd>{total ? formatCount(total.output_tokens) : <Pending />}</dd>
        </div>
      </dl>
      <dl className="usage-averages" aria-label="Average daily spend">
        <div>
          <dt>Average daily spend, last 7 days</dt>
          <dd>{view.averageDailySpend.days7 ? <Money value={view.averageDailySpend.days7} label="Average daily spend, last 7 days" /> : <Unknown />}</dd>
        </div>
        <div>
          <dt>Average daily spend, last 30 days</dt>
          <dd>{view.averageDailySpend.days30 ? <Money value={view.averageDailySpend.days30} label="Average daily spend, last 30 days" /> : <Unknown />}</dd>
        </div>
      </dl>
      {!compact && <p className="usage-note">Averages cover complete UTC days before today. {ROUNDING_NOTE}</p>}
      {compact && <p className="usage-note">{ROUNDING_NOTE}</p>}
      {!total && <p className="usage-note">Totals appear once the whole range has been read from the service.</p>}
    </div>
  )
}

function Pending() {
  return (
    <span className="muted" title="Not read from the service yet">
      —
    </span>
  )
}

function Unknown() {
  return (
    <span className="muted" title="Not enough usage history has been read yet">
      —
    </span>
  )
}
