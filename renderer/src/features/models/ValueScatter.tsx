import Decimal from 'decimal.js'
import { useId } from 'react'
import { CartesianGrid, type LabelProps, LabelList, ReferenceLine, Scatter, ScatterChart, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts'
import type { LeaderboardRow } from '../../../../shared/domain/votes'
import { costText, strengthText } from './format'
import { fixed } from '../advice/format'
import { chartItemIds } from '../../components/chart-item-ids'
import { t } from '../../i18n'

const SCATTER_IDS = chartItemIds('value', ['other', 'front'])

type Point = { model: string; cost: number; costText: string; strength: number; low: number; high: number; onFront: boolean }

function Tip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const p = active ? (payload?.[0]?.payload as Point | undefined) : undefined
  if (!p) return null
  return (
    <div className="scatter-tooltip">
      <strong className="mono">{p.model}</strong>
      <div>{t('models.tipStrength', { strength: strengthText(p.strength), low: strengthText(p.low), high: strengthText(p.high) })}</div>
      <div>{t('models.tipCost', { cost: p.costText })}</div>
      {p.onFront && <div>{t('models.tipFront')}</div>}
    </div>
  )
}

/**
 * A point's model name, right of it, as plain SVG text. Recharts' own label wraps its text by
 * measuring every word in the page, a forced layout each (about 25 ms for eight names, on every
 * opening of Models).
 */
function PointName({ viewBox, value, className }: LabelProps) {
  const box = viewBox as { x?: number; y?: number; width?: number; height?: number } | undefined
  if (box?.x === undefined || box.y === undefined || value === undefined) return null
  return (
    <text className={`point-name ${className ?? ''}`} x={box.x + (box.width ?? 0) + 5} y={box.y + (box.height ?? 0) / 2} dominantBaseline="central">
      {String(value)}
    </text>
  )
}

/**
 * #27: strength against median cost per answer (log scale), each model with its 95 % interval;
 * the Pareto front (no model both stronger and cheaper) is drawn as a line through its points.
 */
export function ValueScatter({ rows, height = 300 }: { rows: readonly LeaderboardRow[]; height?: number }) {
  const summaryId = useId()
  // Money to a plot coordinate only (a pixel position); every amount shown stays a decimal string.
  const points: Point[] = rows
    .filter((r) => r.medianCost !== null && new Decimal(r.medianCost).greaterThan(0))
    .map((r) => ({ model: r.model, cost: new Decimal(r.medianCost!).toNumber(), costText: costText(r.medianCost), strength: r.strength, low: r.low, high: r.high, onFront: r.onFront }))
  const front = points.filter((p) => p.onFront).sort((a, b) => a.cost - b.cost)
  const rest = points.filter((p) => !p.onFront)
  const missing = rows.length - points.length
  // Log axis: ticks at the models' own costs while few, else at powers of ten; a factor of 2 of room either side.
  const costs = [...new Set(points.map((p) => p.cost))].sort((a, b) => a - b)
  const min = costs[0] ?? 0.0001
  const max = costs.at(-1) ?? 0.01
  const ticks = costs.length <= 5 ? costs : decades(min, max)
  const top = Math.max(1, ...points.map((p) => p.high))
  const summary = t(missing > 0 ? 'models.summaryMissing' : 'models.summary', { count: points.length, front: front.map((p) => p.model).join(', ') || t('models.none'), missing })
  return (
    <figure className="value-scatter" aria-describedby={summaryId}>
      <ScatterChart responsive style={{ width: '100%', height }} margin={{ top: 12, right: 24, bottom: 28, left: 8 }}>
        <CartesianGrid stroke="var(--border)" />
        <XAxis type="number" dataKey="cost" name={t('models.axisCost')} scale="log" domain={[min / 2, max * 2]} ticks={ticks} allowDataOverflow tickFormatter={(v: number) => costText(new Decimal(v).toFixed(6, Decimal.ROUND_UP))} stroke="var(--muted)" label={{ value: t('models.axisCostLog'), position: 'insideBottom', offset: -18, fill: 'var(--muted)' }} />
        <YAxis type="number" dataKey="strength" name={t('models.axisStrength')} domain={[0, Math.ceil(top * 2) / 2]} stroke="var(--muted)" tickFormatter={(v: number) => fixed(v, 1)} label={{ value: t('models.axisStrength'), angle: -90, position: 'insideLeft', fill: 'var(--muted)' }} />
        <Tooltip content={<Tip />} cursor={{ strokeDasharray: '3 3' }} />
        {/* Each model's 95 % interval, drawn in data coordinates. */}
        {points.map((p) => (
          <ReferenceLine
            key={p.model}
            segment={[
              { x: p.cost, y: p.low },
              { x: p.cost, y: p.high },
            ]}
            stroke={p.onFront ? 'var(--accent)' : 'var(--muted)'}
            strokeWidth={2}
            strokeOpacity={0.55}
            ifOverflow="hidden"
          />
        ))}
        <Scatter id={SCATTER_IDS.other} name={t('models.otherModels')} data={rest} fill="var(--muted)" isAnimationActive={false}>
          <LabelList dataKey="model" content={<PointName className="is-other" />} />
        </Scatter>
        <Scatter id={SCATTER_IDS.front} name={t('models.paretoFront')} data={front} fill="var(--accent)" line={{ stroke: 'var(--accent)', strokeWidth: 2 }} lineType="joint" shape="diamond" isAnimationActive={false}>
          <LabelList dataKey="model" content={<PointName />} />
        </Scatter>
      </ScatterChart>
      <figcaption id={summaryId} className="small muted">
        <span className="legend-front" aria-hidden="true">◆</span> {t('models.legendFront')} · <span className="legend-other" aria-hidden="true">●</span> {t('models.legendOther')} {summary}
      </figcaption>
    </figure>
  )
}

/** Powers of ten from below `min` to above `max`. */
function decades(min: number, max: number): number[] {
  const out: number[] = []
  for (let e = Math.floor(Math.log10(min)); e <= Math.ceil(Math.log10(max)); e++) out.push(10 ** e)
  return out
}
