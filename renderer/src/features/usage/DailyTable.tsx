import { memo } from 'react'
import type { UsageAggregate } from '../../../../shared/usage/aggregate'
import { formatMoney } from '../../../../shared/money'
import { formatDay } from '../../../../shared/usage/presets'
import { useFirstRows } from './first-rows'
import { formatCount } from './format'
import { t } from '../../i18n'

/** Per-day sums, newest first, in a scrollable region (keyboard-scrollable: it takes focus); a long range shows its newest month until "Show all". */
export const DailyTable = memo(function DailyTable({ agg }: { agg: UsageAggregate }) {
  const { shown, more } = useFirstRows(agg.days, 'days')
  return (
    <>
      <div className="usage-daily-scroll" role="region" aria-label={t('usage.tableByDay')} tabIndex={0}>
        <table className="usage-table">
          <thead>
            <tr>
              <th scope="col">{t('usage.col.date')}</th>
              <th scope="col" className="num">{t('usage.metric.requests')}</th>
              <th scope="col" className="num">{t('usage.metric.input_tokens')}</th>
              <th scope="col" className="num">{t('usage.col.cached')}</th>
              <th scope="col" className="num">{t('usage.metric.output_tokens')}</th>
              <th scope="col" className="num">{t('usage.metric.cost')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((d) => (
              <tr key={d.date}>
                <th scope="row">
                  <time dateTime={d.date}>{formatDay(d.date)}</time>
                </th>
                <td className="num">{formatCount(d.requests)}</td>
                <td className="num">{formatCount(d.input_tokens)}</td>
                <td className="num">{formatCount(d.cached_input_tokens)}</td>
                <td className="num">{formatCount(d.output_tokens)}</td>
                <td className="num" title={formatMoney(d.cost, { exact: true })}>
                  {formatMoney(d.cost)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more}
    </>
  )
})
