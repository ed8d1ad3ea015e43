import Decimal from 'decimal.js'
import { useId } from 'react'
import { CartesianGrid, ErrorBar, Scatter, ScatterChart, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts'
import type { LeaderboardRow } from '../../../../shared/domain/votes'
import { costText, strengthText } from './format'

type Point = { model: string; cost: number; costText: string; strength: number; error: [number, number]; onFront: boolean }

function Tip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const p = active ? (payload?.[0]?.payload as Point | undefined) : undefined
  if (!p) return null
  return (
    <div className="scatter-tooltip">
      <strong className="mono">{p.model}</strong>
      <div>
        Strength {strengthText(p.strength)} (95 %: {strengthText(p.strength - p.error[0])}–{strengthText(p.strength + p.error[1])})
      </div>
      <div>Median cost {p.costText}</div>
      {p.onFront && <div>On the Pareto front</div>}
    </div>
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
    .map((r) => ({ model: r.model, cost: new Decimal(r.medianCost!).toNumber(), costText: costText(r.medianCost), strength: r.strength, error: [r.strength - r.low, r.high - r.strength], onFront: r.onFront }))
  const front = points.filter((p) => p.onFront).sort((a, b) => a.cost - b.cost)
  const rest = points.filter((p) => !p.onFront)
  const missing = rows.length - points.length
  const summary = `${points.length} ${points.length === 1 ? 'model' : 'models'} plotted by strength and median cost per answer; on the Pareto front: ${front.map((p) => p.model).join(', ') || 'none'}.${missing > 0 ? ` ${missing} without a cost estimate are not plotted.` : ''}`
  return (
    <figure className="value-scatter" aria-describedby={summaryId}>
      <ScatterChart responsive style={{ width: '100%', height }} margin={{ top: 12, right: 24, bottom: 28, left: 8 }}>
        <CartesianGrid stroke="var(--border)" />
        <XAxis type="number" dataKey="cost" name="Median cost per answer" scale="log" domain={['auto', 'auto']} tickFormatter={(v: number) => costText(new Decimal(v).toFixed(6, Decimal.ROUND_UP))} stroke="var(--muted)" label={{ value: 'Median cost per answer (log)', position: 'insideBottom', offset: -18, fill: 'var(--muted)' }} />
        <YAxis type="number" dataKey="strength" name="Strength" stroke="var(--muted)" tickFormatter={(v: number) => v.toFixed(1)} label={{ value: 'Strength', angle: -90, position: 'insideLeft', fill: 'var(--muted)' }} />
        <Tooltip content={<Tip />} cursor={{ strokeDasharray: '3 3' }} />
        <Scatter name="Other models" data={rest} fill="var(--muted)" isAnimationActive={false}>
          <ErrorBar dataKey="error" direction="y" stroke="var(--muted)" width={4} />
        </Scatter>
        <Scatter name="Pareto front" data={front} fill="var(--accent)" line={{ stroke: 'var(--accent)', strokeWidth: 2 }} lineType="joint" shape="diamond" isAnimationActive={false}>
          <ErrorBar dataKey="error" direction="y" stroke="var(--accent)" width={4} />
        </Scatter>
      </ScatterChart>
      <figcaption id={summaryId} className="small muted">
        <span className="legend-front" aria-hidden="true">◆</span> Pareto front · <span className="legend-other" aria-hidden="true">●</span> other models. {summary}
      </figcaption>
    </figure>
  )
}
