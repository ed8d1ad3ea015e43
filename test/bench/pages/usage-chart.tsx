/**
 * usage_chart_render_ms: the real Usage view (UsagePanel, "Custom" range of 365 days) over a stub
 * bridge whose usage:get answers with synthetic rows (days × models) when the bench says go; the
 * time is from that answer to the first animation frame with the chart's bars in the DOM.
 * `?mode=chart` mounts only UsageChart (with the aggregation) to tell the chart's share apart.
 */
import { answerNow, getView, released, setView } from './chart-bridge'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { UsageRow } from '../../../shared/domain/usage'
import type { UsageRange, UsageView } from '../../../shared/domain/usage-view'
import { aggregateUsage } from '../../../shared/usage/aggregate'
import { addDays, utcDay } from '../../../shared/time/utc-days'
import { UsageChart } from '../../../renderer/src/features/usage/UsageChart'
import { UsagePanel } from '../../../renderer/src/features/usage/UsagePanel'
import { useUsageUi } from '../../../renderer/src/stores/usage-ui'
import '../../../renderer/src/styles.css'

declare global {
  interface Window {
    __chart: {
      /** Builds the rows (not timed) and mounts the view, which then waits for its data. */
      prepare(days: number, models: number): Promise<{ rows: number }>
      /** Answers usage:get now; resolves with ms from the answer to the first frame with bars. */
      go(): Promise<number>
      /** The aggregation alone (aggregateUsage over the same rows), fastest of three, in ms. */
      aggregateMs(): number
    }
  }
}

const mode = new URLSearchParams(location.search).get('mode') === 'chart' ? 'chart' : 'panel'

/** A small deterministic PRNG, so every run draws the same data. */
function rng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function synthetic(range: UsageRange, days: number, models: number): UsageView {
  const next = rng(42)
  const rows: UsageRow[] = []
  const total = { requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: 0 }
  for (let d = 0; d < days; d++) {
    const date = addDays(range.start, d)
    for (let m = 0; m < models; m++) {
      // A few heavy models and a long tail, like real accounts.
      const weight = 1 / (1 + m)
      const requests = 1 + Math.floor(next() * 60 * weight)
      const input = requests * (200 + Math.floor(next() * 4000))
      const cached = Math.floor(input * next() * 0.5)
      const output = requests * (50 + Math.floor(next() * 900))
      const cost = Math.round(input * 0.8 + output * 3.2) / 1e6
      rows.push({ date, model: `model-${String(m + 1).padStart(2, '0')}`, requests, input_tokens: input, cached_input_tokens: cached, output_tokens: output, cost: cost.toFixed(6) })
      total.requests += requests
      total.input_tokens += input
      total.cached_input_tokens += cached
      total.output_tokens += output
      total.cost += cost
    }
  }
  const now = new Date().toISOString()
  return {
    connectionId: 'bench',
    range,
    rows,
    total: { ...total, cost: total.cost.toFixed(6) },
    asOf: now,
    historyStart: `${range.start}T00:00:00.000Z`,
    fetchedAt: now,
    averageDailySpend: { days7: (total.cost / days).toFixed(6), days30: (total.cost / days).toFixed(6) },
    syncing: false,
    stale: false,
    error: null,
  }
}

function whenBarsPainted(): Promise<number> {
  return new Promise((resolve) => {
    let pending = false
    const check = (): void => {
      pending = false
      if (document.querySelector('.usage-chart .recharts-bar-rectangle')) {
        observer.disconnect()
        resolve(performance.now())
      }
    }
    const observer = new MutationObserver(() => {
      if (pending) return
      pending = true
      requestAnimationFrame(check)
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  })
}

/** Chart-only mode: the aggregation and UsageChart, as UsagePanel runs them. */
function ChartOnly() {
  const [shown, setShown] = useState<UsageView | null>(null)
  useEffect(() => {
    void released.then(() => setShown(getView()))
  }, [])
  if (!shown) return <p>waiting</p>
  return <UsageChart agg={aggregateUsage(shown.rows, shown.range)} metric="cost" height={300} />
}

window.__chart = {
  async prepare(days, models) {
    const today = utcDay(new Date())
    const custom = { start: addDays(today, -(days - 1)), last: today }
    const view = synthetic({ start: custom.start, end: addDays(today, 1) }, days, models)
    setView(view)
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false }, mutations: { retry: false } } })
    useUsageUi.setState({ preset: 'custom', custom, metric: 'cost' })
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <QueryClientProvider client={client}>
          {mode === 'panel' ? (
            <UsagePanel />
          ) : (
            <section className="panel usage">
              <ChartOnly />
            </section>
          )}
        </QueryClientProvider>
      </StrictMode>,
    )
    // Let the view mount and ask for its data.
    await new Promise((resolve) => setTimeout(resolve, 300))
    return { rows: view.rows.length }
  },
  async go() {
    const painted = whenBarsPainted()
    const answeredAt = performance.now()
    answerNow()
    return (await painted) - answeredAt
  },
  aggregateMs() {
    const view = getView()
    if (!view) return Number.NaN
    let best = Number.POSITIVE_INFINITY
    for (let i = 0; i < 3; i++) {
      const t = performance.now()
      aggregateUsage(view.rows, view.range)
      best = Math.min(best, performance.now() - t)
    }
    return best
  },
}
