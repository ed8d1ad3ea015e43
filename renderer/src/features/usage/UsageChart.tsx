import { memo, useMemo } from 'react'
import { Bar, BarChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts'
import { type Amounts, type Metric, type UsageAggregate, bucketTotal, chartRows } from '../../../../shared/usage/aggregate'
import { formatMoney, toMoneyString } from '../../../../shared/money'
import { describeRange } from '../../../../shared/usage/presets'
import { chartTitle } from './chart-title'
import { OTHER_COLOR, seriesColors } from './colors'
import { formatCount, formatTick } from './format'

/**
 * The stacked per-model chart: one bar per day, week or month, one segment per top model plus
 * "Other". No animation and no custom shapes, so hundreds of buckets stay cheap to draw.
 */
export const UsageChart = memo(function UsageChart({ agg, metric, height, compact = false }: { agg: UsageAggregate; metric: Metric; height: number; compact?: boolean }) {
  const rows = useMemo(() => chartRows(agg, metric), [agg, metric])
  const title = chartTitle(agg, metric)
  const colors = seriesColors(agg.series)
  return (
    <figure className="usage-chart" aria-label={title}>
      <figcaption className="usage-chart-caption">{title}</figcaption>
      <BarChart
        responsive
        style={{ width: '100%', height }}
        data={rows}
        margin={{ top: 8, right: 8, bottom: 0, left: 4 }}
        barCategoryGap={agg.buckets.length > 60 ? 1 : '15%'}
        accessibilityLayer
        desc={title}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: 'var(--border)' }} tick={{ fill: 'var(--muted)', fontSize: 11 }} minTickGap={12} interval={agg.granularity === 'month' && agg.buckets.length <= 24 ? 0 : 'preserveStartEnd'} />
        <YAxis
          tickLine={false}
          axisLine={false}
          tick={{ fill: 'var(--muted)', fontSize: 11 }}
          width={metric === 'cost' ? 56 : 48}
          tickFormatter={(value: number) => formatTick(value, metric)}
          allowDecimals={metric === 'cost'}
        />
        <Tooltip
          isAnimationActive={false}
          cursor={{ fill: 'var(--panel-2)', opacity: 0.6 }}
          content={(props: TooltipContentProps) => <ChartTooltip {...props} agg={agg} metric={metric} />}
        />
        {agg.series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} stackId="usage" fill={colors.get(s.key) ?? OTHER_COLOR} isAnimationActive={false} />
        ))}
      </BarChart>
      {/* An HTML legend: recharts' own Legend measures itself and lays the whole chart out twice. */}
      <ul className={compact ? 'usage-legend usage-legend-compact' : 'usage-legend'} aria-label="Chart colours">
        {agg.series.map((s) => (
          <li key={s.key} title={s.rank === null ? s.models.join(', ') : undefined}>
            <span className="swatch" style={{ background: colors.get(s.key) ?? OTHER_COLOR }} aria-hidden="true" />
            {s.rank === null ? `${s.name} (${s.models.length} models)` : s.name}
          </li>
        ))}
      </ul>
    </figure>
  )
})

function cellText(value: Amounts, metric: Metric): string {
  if (metric === 'cost') return formatMoney(toMoneyString(value.cost))
  return formatCount(value[metric])
}

/** The bucket's dates (UTC) and each series' exact value; one component per hover, not per bar. */
function ChartTooltip({ active, activeIndex, agg, metric }: TooltipContentProps & { agg: UsageAggregate; metric: Metric }) {
  if (!active || activeIndex === undefined || activeIndex === null) return null
  const index = Number(activeIndex)
  const bucket = agg.buckets[index]
  const cells = agg.cells[index]
  if (!bucket || !cells) return null
  const total = bucketTotal(agg, index)
  const colors = seriesColors(agg.series)
  const label = agg.granularity === 'day' ? describeRange(bucket) : `${describeRange(bucket)}${bucket.partial ? ` (part of the ${agg.granularity})` : ''}`
  return (
    <div className="usage-tooltip">
      <strong>{label} (UTC)</strong>
      <table>
        <tbody>
          {agg.series.map((s, i) => {
            const cell = cells[i]
            if (!cell || (cell.requests === 0 && cell.cost.isZero())) return null
            return (
              <tr key={s.key}>
                <td>
                  <span className="swatch" style={{ background: colors.get(s.key) ?? OTHER_COLOR }} aria-hidden="true" />
                  {s.name}
                </td>
                <td className="num">{cellText(cell, metric)}</td>
              </tr>
            )
          })}
          <tr className="usage-tooltip-total">
            <td>Total</td>
            <td className="num">{cellText(total, metric)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}
