import { memo, useId, useMemo, useState } from 'react'
import { Bar, BarChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts'
import { type Amounts, type Metric, type UsageAggregate, bucketTotal, chartRows } from '../../../../shared/usage/aggregate'
import { formatMoney, toMoneyString } from '../../../../shared/money'
import { describeRange } from '../../../../shared/usage/presets'
import { moneyTickDigits, niceTicks } from './axis'
import { chartSummary } from './chart-summary'
import { chartTitle } from './chart-title'
import { OTHER_COLOR, seriesColors } from './colors'
import { formatCount, formatTick } from './format'
import { chartItemId } from '../../components/chart-item-ids'
import { t } from '../../i18n'
import { seriesName } from './series-name'

/** The compact (dashboard) and the full chart never show together; each keeps its own ids. */
const barId = (compact: boolean, seriesKey: string) => chartItemId(compact ? 'usage-compact' : 'usage', seriesKey)

/** The tallest stack of the shown series, for the axis. */
function tallest(rows: ReturnType<typeof chartRows>, keys: readonly string[]): number {
  let max = 0
  for (const row of rows) {
    let sum = 0
    for (const key of keys) sum += Number(row[key] ?? 0)
    if (sum > max) max = sum
  }
  return max
}

/**
 * The stacked per-model chart: one bar per day, week or month, one segment per top model plus
 * "Other". Round axis ticks ($0.05, $0.10…; 100k, 1.5M), a tooltip per bar with every series and
 * the bar's total, a legend whose entries hide and show a model, and a sentence saying what it
 * shows. No animation and no custom shapes, so hundreds of buckets stay cheap to draw.
 */
export const UsageChart = memo(function UsageChart({ agg, metric, height, compact = false, partial = false }: { agg: UsageAggregate; metric: Metric; height: number; compact?: boolean; partial?: boolean }) {
  const summaryId = useId()
  const rows = useMemo(() => chartRows(agg, metric), [agg, metric])
  // By model name, so a hidden model stays hidden when the metric or the range changes.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set())
  const shownKeys = useMemo(() => agg.series.filter((s) => !hidden.has(s.name)).map((s) => s.key), [agg.series, hidden])
  const anyHidden = shownKeys.length < agg.series.length
  const ticks = useMemo(() => niceTicks(tallest(rows, shownKeys), { minStep: metric === 'cost' ? 0.000001 : 1 }), [rows, shownKeys, metric])
  const digits = metric === 'cost' ? moneyTickDigits(ticks) : undefined
  const title = chartTitle(agg, metric)
  const summary = useMemo(() => chartSummary(agg, metric, partial), [agg, metric, partial])
  const colors = seriesColors(agg.series)
  const toggle = (name: string) =>
    setHidden((current) => {
      const next = new Set(current)
      if (!next.delete(name)) next.add(name)
      return next
    })

  return (
    <figure className="usage-chart" aria-label={title} aria-describedby={summaryId}>
      <figcaption className="usage-chart-caption">{title}</figcaption>
      <p id={summaryId} className="usage-chart-summary">
        {summary}
      </p>
      <BarChart
        responsive
        style={{ width: '100%', height }}
        data={rows}
        margin={{ top: 8, right: 8, bottom: 0, left: 4 }}
        barCategoryGap={agg.buckets.length > 60 ? 1 : '15%'}
        accessibilityLayer
        desc={t(`usage.chartDesc.${agg.granularity}`, { title, summary })}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: 'var(--border)' }} tick={{ fill: 'var(--muted)', fontSize: 11 }} minTickGap={12} interval={agg.granularity === 'month' && agg.buckets.length <= 24 ? 0 : 'preserveStartEnd'} />
        <YAxis
          tickLine={false}
          axisLine={false}
          tick={{ fill: 'var(--muted)', fontSize: 11 }}
          width={metric === 'cost' ? 60 : 48}
          ticks={ticks}
          domain={[0, ticks.at(-1) ?? 'auto']}
          interval={0}
          tickFormatter={(value: number) => formatTick(value, metric, digits)}
        />
        <Tooltip
          isAnimationActive={false}
          cursor={{ fill: 'var(--panel-2)', opacity: 0.6 }}
          content={(props: TooltipContentProps) => <ChartTooltip {...props} agg={agg} metric={metric} hidden={hidden} />}
        />
        {agg.series.map((s) => (
          <Bar key={s.key} id={barId(compact, s.key)} dataKey={s.key} name={s.name} stackId="usage" fill={colors.get(s.key) ?? OTHER_COLOR} hide={hidden.has(s.name)} isAnimationActive={false} />
        ))}
      </BarChart>
      {/* An HTML legend: recharts' own Legend measures itself and lays the whole chart out twice. */}
      <ul className={compact ? 'usage-legend usage-legend-compact' : 'usage-legend'} aria-label={t('usage.legend')}>
        {agg.series.map((s) => {
          const on = !hidden.has(s.name)
          return (
            <li key={s.key}>
              <button
                type="button"
                className="usage-legend-item"
                aria-pressed={on}
                title={t(on ? 'usage.hideSeries' : 'usage.showSeries', { name: s.rank === null ? s.models.join(', ') : s.name })}
                onClick={() => toggle(s.name)}
              >
                <span className="swatch" style={{ background: colors.get(s.key) ?? OTHER_COLOR }} aria-hidden="true" />
                {seriesName(s)}
              </button>
            </li>
          )
        })}
        {anyHidden && (
          <li>
            <button type="button" className="btn-link usage-legend-all" onClick={() => setHidden(new Set())}>
              {t('usage.showAll')}
            </button>
          </li>
        )}
      </ul>
    </figure>
  )
})

function cellText(value: Amounts, metric: Metric): string {
  if (metric === 'cost') return formatMoney(toMoneyString(value.cost))
  return formatCount(value[metric])
}

/** The bar's dates (UTC), every series' exact value (hidden ones marked) and the bar's total. */
function ChartTooltip({ active, activeIndex, agg, metric, hidden }: TooltipContentProps & { agg: UsageAggregate; metric: Metric; hidden: ReadonlySet<string> }) {
  if (!active || activeIndex === undefined || activeIndex === null) return null
  const index = Number(activeIndex)
  const bucket = agg.buckets[index]
  const cells = agg.cells[index]
  if (!bucket || !cells) return null
  const total = bucketTotal(agg, index)
  const colors = seriesColors(agg.series)
  const range = describeRange(bucket)
  const label = agg.granularity === 'day' || !bucket.partial ? t('usage.tooltipDay', { label: range }) : t(agg.granularity === 'week' ? 'usage.tooltipWeekPart' : 'usage.tooltipMonthPart', { label: range })
  return (
    <div className="usage-tooltip" role="status">
      <strong>{label}</strong>
      <table>
        <tbody>
          {agg.series.map((s, i) => {
            const cell = cells[i]
            if (!cell) return null
            const off = hidden.has(s.name)
            const empty = cell.requests === 0 && cell.cost.isZero()
            return (
              <tr key={s.key} className={off || empty ? 'usage-tooltip-quiet' : undefined}>
                <td>
                  <span className="swatch" style={{ background: colors.get(s.key) ?? OTHER_COLOR }} aria-hidden="true" />
                  {seriesName(s)}
                  {off && <span className="usage-tooltip-hidden">{t('usage.hidden')}</span>}
                </td>
                <td className="num">{cellText(cell, metric)}</td>
              </tr>
            )
          })}
          <tr className="usage-tooltip-total">
            <td>{t('usage.total')}</td>
            <td className="num">{cellText(total, metric)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}
