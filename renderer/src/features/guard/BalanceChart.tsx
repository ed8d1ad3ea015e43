import { memo, useId, useMemo } from 'react'
import { t } from '../../i18n'
import { Area, CartesianGrid, ComposedChart, Line, ReferenceDot, Tooltip, XAxis, YAxis } from 'recharts'
import type { BalanceHistory } from '../../../../shared/domain/guard'
import { formatAmount, formatMoney } from '../../../../shared/money'
import { formatDay } from './format'
import { historySummary } from './history-summary'
import { type Row, chartData, evenTicks } from './balance-chart-data'
import { chartItemIds } from '../../components/chart-item-ids'

const CHART_IDS = chartItemIds('balance', ['band', 'balance', 'fast', 'slow'])

/**
 * The balance line over the range, top-ups as dots, and the runway: the last balance projected to
 * zero at the 7-day and the 30-day averages, drawn as a shaded range between the two lines.
 * Dollars become numbers here only to place pixels; every figure shown comes from the strings.
 */
export const BalanceChart = memo(function BalanceChart({ history, height }: { history: BalanceHistory; height: number }) {
  const summaryId = useId()
  // Only the readings that show at this size (a flat stretch is two points), so the chart's memory follows what it draws.
  const { rows, topUps } = useMemo(() => chartData(history, height), [history, height])
  const ticks = useMemo(() => evenTicks(rows[0]?.at, rows.at(-1)?.at), [rows])
  const summary = historySummary(history)
  return (
    <figure className="history-chart" aria-label={t('guard.history.title')} aria-describedby={summaryId}>
      <p id={summaryId} className="sr-only">
        {summary}
      </p>
      <ComposedChart responsive style={{ width: '100%', height }} data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 4 }} desc={t('guard.chart.desc', { summary })}>
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
        <YAxis tickLine={false} axisLine={false} tick={{ fill: 'var(--muted)', fontSize: 11 }} width={64} domain={[0, 'auto']} tickFormatter={(v: number) => formatAmount(v, { digits: 0 })} />
        <Area id={CHART_IDS.band} dataKey="band" name="band" fill="var(--warn)" fillOpacity={0.12} stroke="none" isAnimationActive={false} connectNulls activeDot={false} />
        <Tooltip
          isAnimationActive={false}
          contentStyle={{ background: 'var(--panel)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--text)' }}
          labelStyle={{ color: 'var(--text)', fontWeight: 600 }}
          itemStyle={{ color: 'var(--text)' }}
          labelFormatter={(at) => formatDay(Number(at))}
          formatter={(_v, name, item) => {
            const row = item.payload as Row
            if (name === 'balance' && row.text) return [formatMoney(row.text), t('guard.chart.balance')]
            if (name === 'fast' && row.text) return [formatMoney(row.text), t('guard.chart.fast')]
            if (name === 'slow' && row.text) return [formatMoney(row.text), t('guard.chart.slow')]
            return [null, null]
          }}
        />
        <Line id={CHART_IDS.balance} dataKey="balance" name="balance" stroke="var(--accent)" strokeWidth={2} dot={false} isAnimationActive={false} connectNulls={false} />
        <Line id={CHART_IDS.fast} dataKey="fast" name="fast" stroke="var(--bad)" strokeDasharray="5 4" strokeWidth={1.5} dot={false} isAnimationActive={false} connectNulls />
        <Line id={CHART_IDS.slow} dataKey="slow" name="slow" stroke="var(--warn)" strokeDasharray="5 4" strokeWidth={1.5} dot={false} isAnimationActive={false} connectNulls />
        {topUps.map((t) => (
          <ReferenceDot key={t.at} x={t.at} y={t.y} r={5} fill="var(--good)" stroke="var(--panel)" strokeWidth={2} ifOverflow="extendDomain" />
        ))}
      </ComposedChart>
    </figure>
  )
})
