import { memo, useId, useMemo } from 'react'
import { CartesianGrid, ComposedChart, Line, ReferenceArea, ReferenceDot, Tooltip, XAxis, YAxis } from 'recharts'
import type { BalanceHistory } from '../../../../shared/domain/guard'
import { formatMoney } from '../../../../shared/money'
import { formatDay } from './format'
import { historySummary } from './history-summary'

/**
 * The balance line over the range, top-ups as dots, and the runway: the last balance projected to
 * zero at the 7-day and the 30-day averages, drawn as a shaded range between the two lines.
 * Dollars become numbers here only to place pixels; every figure shown comes from the strings.
 */
export const BalanceChart = memo(function BalanceChart({ history, height }: { history: BalanceHistory; height: number }) {
  const summaryId = useId()
  const { rows, topUps, runwayArea } = useMemo(() => chartData(history), [history])
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
          tickLine={false}
          axisLine={{ stroke: 'var(--border)' }}
          tick={{ fill: 'var(--muted)', fontSize: 11 }}
          tickFormatter={(at: number) => formatDay(at)}
          minTickGap={24}
        />
        <YAxis tickLine={false} axisLine={false} tick={{ fill: 'var(--muted)', fontSize: 11 }} width={64} domain={[0, 'auto']} tickFormatter={(v: number) => `$${v.toLocaleString('en-US', { maximumFractionDigits: 0 })}`} />
        {runwayArea && <ReferenceArea x1={runwayArea.x1} x2={runwayArea.x2} y1={0} y2={runwayArea.y} fill="var(--warn)" fillOpacity={0.08} stroke="none" ifOverflow="extendDomain" />}
        <Tooltip
          isAnimationActive={false}
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
  text?: string
}

function chartData(h: BalanceHistory) {
  const rows: Row[] = h.points.map((p) => ({ at: p.at, balance: Number(p.balance), text: p.balance }))
  const byAt = new Map(h.points.map((p) => [p.at, Number(p.balance)]))
  const topUps = h.topUps.map((t) => ({ at: t.at, y: byAt.get(t.at) ?? 0 }))
  let runwayArea: { x1: number; x2: number; y: number } | null = null
  const r = h.runway
  if (r && (r.days7 || r.days30)) {
    const start = Number(r.balance)
    const last = rows.at(-1)
    if (last) {
      if (r.days7) last.fast = start
      if (r.days30) last.slow = start
    }
    if (r.days7) rows.push({ at: r.days7.at, fast: 0 })
    if (r.days30) rows.push({ at: r.days30.at, slow: 0 })
    rows.sort((a, b) => a.at - b.at)
    const ends = [r.days7?.at, r.days30?.at].filter((x): x is number => x !== undefined)
    runwayArea = { x1: Math.min(...ends), x2: Math.max(...ends), y: start }
  }
  return { rows, topUps, runwayArea }
}
