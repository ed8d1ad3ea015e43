import { chartPosition } from '../../../../shared/money'
import { memo, useId, useMemo } from 'react'
import { Area, CartesianGrid, ComposedChart, Line, ReferenceDot, Tooltip, XAxis, YAxis } from 'recharts'
import type { BalanceHistory } from '../../../../shared/domain/guard'
import { formatMoney } from '../../../../shared/money'
import { formatDay } from './format'
import { historySummary, projectionEnd } from './history-summary'

/**
 * The balance line over the range, top-ups as dots, and the runway: the last balance projected to
 * zero at the 7-day and the 30-day averages, drawn as a shaded range between the two lines.
 * Dollars become numbers here only to place pixels; every figure shown comes from the strings.
 */
export const BalanceChart = memo(function BalanceChart({ history, height }: { history: BalanceHistory; height: number }) {
  const summaryId = useId()
  const { rows, topUps } = useMemo(() => chartData(history), [history])
  const ticks = useMemo(() => evenTicks(rows[0]?.at, rows.at(-1)?.at), [rows])
  const summary = historySummary(history)
  return (
    <figure className="history-chart" aria-label="Balance over time" aria-describedby={summaryId}>
      <p id={summaryId} className="sr-only">
        {summary}
      </p>
      <ComposedChart responsive style={{ width: '100%', height }} data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 4 }} desc={`Balance over time. ${summary}`}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          ticks={ticks}
          tickLine={false}
          axisLine={{ stroke: 'var(--border)' }}
          tick={{ fill: 'var(--muted)', fontSize: 11 }}
          tickFormatter={(at: number) => formatDay(at)}
          minTickGap={24}
        />
        <YAxis tickLine={false} axisLine={false} tick={{ fill: 'var(--muted)', fontSize: 11 }} width={64} domain={[0, 'auto']} tickFormatter={(v: number) => `$${v.toLocaleString('en-US', { maximumFractionDigits: 0 })}`} />
        <Area dataKey="band" name="band" fill="var(--warn)" fillOpacity={0.12} stroke="none" isAnimationActive={false} connectNulls activeDot={false} />
        <Tooltip
          isAnimationActive={false}
          contentStyle={{ background: 'var(--panel)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--text)' }}
          labelStyle={{ color: 'var(--text)', fontWeight: 600 }}
          itemStyle={{ color: 'var(--text)' }}
          labelFormatter={(at) => formatDay(Number(at))}
          formatter={(_v, name, item) => {
            const row = item.payload as Row
            if (name === 'balance' && row.text) return [formatMoney(row.text), 'Balance']
            if (name === 'fast' && row.text) return [formatMoney(row.text), 'At the 7-day average']
            if (name === 'slow' && row.text) return [formatMoney(row.text), 'At the 30-day average']
            return [null, null]
          }}
        />
        <Line dataKey="balance" name="balance" stroke="var(--accent)" strokeWidth={2} dot={false} isAnimationActive={false} connectNulls={false} />
        <Line dataKey="fast" name="fast" stroke="var(--bad)" strokeDasharray="5 4" strokeWidth={1.5} dot={false} isAnimationActive={false} connectNulls />
        <Line dataKey="slow" name="slow" stroke="var(--warn)" strokeDasharray="5 4" strokeWidth={1.5} dot={false} isAnimationActive={false} connectNulls />
        {topUps.map((t) => (
          <ReferenceDot key={t.at} x={t.at} y={t.y} r={5} fill="var(--good)" stroke="var(--panel)" strokeWidth={2} ifOverflow="extendDomain" />
        ))}
      </ComposedChart>
    </figure>
  )
})

interface Row {
  at: number
  balance?: number
  fast?: number
  slow?: number
  /** The runway range: between the two projections. */
  band?: [number, number]
  text?: string
}

/** About seven dates evenly spread over the whole axis, the projection's days included, on whole UTC days. */
function evenTicks(first: number | undefined, last: number | undefined): number[] | undefined {
  if (first === undefined || last === undefined || last <= first) return undefined
  const day = 86_400_000
  const step = Math.max(day, Math.round((last - first) / 7 / day) * day)
  const ticks: number[] = []
  for (let t = Math.ceil(first / day) * day; t <= last; t += step) ticks.push(t)
  return ticks
}

/** The projections stop at `projectionEnd`: a runway of years no longer squeezes 30 days into a sliver. */
function chartData(h: BalanceHistory) {
  const rows: Row[] = h.points.map((p) => ({ at: p.at, balance: chartPosition(p.balance), text: p.balance }))
  const topUps = h.topUps.map((t) => ({ at: t.at, y: chartPosition(t.balance) }))
  const r = h.runway
  const last = rows.at(-1)
  if (r && last && (r.days7 || r.days30)) {
    const start = chartPosition(r.balance)
    const end = projectionEnd(h) ?? r.from
    const valueAt = (zeroAt: number | undefined, t: number) => (zeroAt === undefined ? undefined : t >= zeroAt ? 0 : start * (1 - (t - r.from) / (zeroAt - r.from || 1)))
    const at = (row: Row, t: number) => {
      const fast = valueAt(r.days7?.at, t)
      const slow = valueAt(r.days30?.at, t)
      if (fast !== undefined) row.fast = fast
      if (slow !== undefined) row.slow = slow
      // The runway range: between the two lines.
      if (fast !== undefined && slow !== undefined) row.band = [Math.min(fast, slow), Math.max(fast, slow)]
    }
    at(last, r.from)
    const ahead = [r.days7?.at, r.days30?.at, end].filter((t): t is number => t !== undefined && t > r.from).map((t) => Math.min(t, end))
    for (const t of [...new Set(ahead)].sort((a, b) => a - b)) {
      const row: Row = { at: t }
      at(row, t)
      rows.push(row)
    }
  }
  return { rows, topUps }
}
