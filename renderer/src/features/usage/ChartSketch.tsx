import { useMemo } from 'react'
import { type Metric, type UsageAggregate, chartRows } from '../../../../shared/usage/aggregate'
import { chartTitle } from './chart-title'
import { OTHER_COLOR, seriesColors } from './colors'
import { t } from '../../i18n'
import { seriesName } from './series-name'

/** Room for the axes recharts draws, so the bars do not jump when it takes over. */
const PLOT = { top: 8, left: 60, right: 8, bottom: 30 }

/**
 * The usage chart's bars drawn as plain SVG (same data, colours, size and legend), shown while
 * the recharts chunk loads: the dashboard shows this month's usage in its first frames instead of
 * waiting for the charting library. Axes, gridlines and tooltips arrive with recharts.
 */
export function ChartSketch({ agg, metric, height, compact = false }: { agg: UsageAggregate; metric: Metric; height: number; compact?: boolean }) {
  const rows = useMemo(() => chartRows(agg, metric), [agg, metric])
  const colors = seriesColors(agg.series)
  const title = chartTitle(agg, metric)
  const max = Math.max(0, ...rows.map((row) => agg.series.reduce((sum, s) => sum + Math.max(0, Number(row[s.key]) || 0), 0)))
  const plotHeight = height - PLOT.top - PLOT.bottom
  const slot = 100 / Math.max(1, rows.length)
  const gap = rows.length > 60 ? 0 : slot * 0.15
  return (
    <figure className="usage-chart usage-chart-sketch" aria-label={title} aria-busy="true">
      <figcaption className="usage-chart-caption">{title}</figcaption>
      <div style={{ height, padding: `${PLOT.top}px ${PLOT.right}px ${PLOT.bottom}px ${PLOT.left}px`, boxSizing: 'border-box' }}>
        <svg width="100%" height={plotHeight} viewBox={`0 0 100 ${plotHeight}`} preserveAspectRatio="none" aria-hidden="true" style={{ display: 'block' }}>
          <line x1="0" x2="100" y1={plotHeight - 0.5} y2={plotHeight - 0.5} stroke="var(--border)" vectorEffect="non-scaling-stroke" />
          {max > 0 &&
            rows.map((row, i) => {
              let y = plotHeight
              return agg.series.map((s) => {
                const value = Math.max(0, Number(row[s.key]) || 0)
                if (value === 0) return null
                const h = (value / max) * plotHeight
                y -= h
                return <rect key={`${i}-${s.key}`} className="usage-sketch-bar" x={i * slot + gap / 2} y={y} width={slot - gap} height={h} fill={colors.get(s.key) ?? OTHER_COLOR} />
              })
            })}
        </svg>
      </div>
      <ul className={compact ? 'usage-legend usage-legend-compact' : 'usage-legend'} aria-label={t('usage.legendSketch')}>
        {agg.series.map((s) => (
          <li key={s.key} title={s.rank === null ? s.models.join(', ') : undefined}>
            <span className="swatch" style={{ background: colors.get(s.key) ?? OTHER_COLOR }} aria-hidden="true" />
            {seriesName(s)}
          </li>
        ))}
      </ul>
    </figure>
  )
}
