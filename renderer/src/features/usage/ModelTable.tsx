import { memo, useMemo } from 'react'
import { type UsageAggregate, formatRate, formatShare } from '../../../../shared/usage/aggregate'
import { formatMoney } from '../../../../shared/money'
import { OTHER_COLOR, seriesColors } from './colors'
import { formatCount } from './format'
import { t } from '../../i18n'

/** One row per model, most expensive first, with the colour it has in the chart. */
export const ModelTable = memo(function ModelTable({ agg }: { agg: UsageAggregate }) {
  const colorOf = useMemo(() => {
    const map = new Map<string, string>()
    const colors = seriesColors(agg.series)
    for (const s of agg.series) for (const m of s.models) map.set(m, colors.get(s.key) ?? OTHER_COLOR)
    return map
  }, [agg])
  return (
    <div className="usage-table-wrap">
      <table className="usage-table" aria-label={t('usage.tableByModel')}>
        <thead>
          <tr>
            <th scope="col">{t('usage.col.model')}</th>
            <th scope="col" className="num">{t('usage.metric.cost')}</th>
            <th scope="col" className="num" title={t('usage.col.shareHint')}>
              {t('usage.col.share')}
            </th>
            <th scope="col" className="num">{t('usage.metric.requests')}</th>
            <th scope="col" className="num">{t('usage.metric.input_tokens')}</th>
            <th scope="col" className="num">{t('usage.col.cached')}</th>
            <th scope="col" className="num">{t('usage.metric.output_tokens')}</th>
            <th scope="col" className="num" title={t('usage.col.hitRateHint')}>
              {t('usage.col.hitRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {agg.models.map((m) => (
            <tr key={m.model}>
              <th scope="row" className="usage-model">
                <span className="swatch" style={{ background: colorOf.get(m.model) ?? OTHER_COLOR }} aria-hidden="true" />
                <span className="mono">{m.model}</span>
              </th>
              <td className="num" title={formatMoney(m.cost, { exact: true })}>
                {formatMoney(m.cost)}
              </td>
              <td className="num">
                <span className="share-bar" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, m.share.times(100).toNumber())}%` }} />
                </span>
                {formatShare(m.share)}
              </td>
              <td className="num">{formatCount(m.requests)}</td>
              <td className="num">{formatCount(m.input_tokens)}</td>
              <td className="num">{formatCount(m.cached_input_tokens)}</td>
              <td className="num">{formatCount(m.output_tokens)}</td>
              <td className="num">{formatRate(m.cacheHitRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
})
