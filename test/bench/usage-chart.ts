/**
 * usage_chart_render_ms: 365 days × 40 models in the real Usage view (pages/usage-chart.tsx), from
 * the moment usage:get answers to the first animation frame with the chart's bars in the DOM.
 * A fresh page per run; median of the runs. The chart alone (aggregation + UsageChart) is measured
 * the same way and reported alongside.
 */
import type { Browser, Page } from '@playwright/test'
import { probeScript } from './lib/pages'
import type { Site } from './lib/site'
import type { MetricResult } from './lib/report'
import { median, progress, round } from './lib/stats'

const DAYS = 365
const MODELS = 40

async function once(site: Site, page: Page, mode: 'panel' | 'chart'): Promise<{ ms: number; longest: number }> {
  await page.goto(site.benchUrl(`usage-chart.html?mode=${mode}`))
  await page.waitForFunction(() => typeof window.__chart === 'object')
  const { rows } = await page.evaluate(([d, m]) => window.__chart.prepare(d, m), [DAYS, MODELS] as const)
  if (rows !== DAYS * MODELS) throw new Error(`the chart page built ${rows} rows`)
  const ms = await page.evaluate(() => {
    window.__probe.longtasks = []
    return window.__chart.go()
  })
  const longest = await page.evaluate(() => Math.max(0, ...window.__probe.longtasks.map((t) => t.duration)))
  return { ms, longest }
}

export async function benchUsageChart(browser: Browser, site: Site, runs = 7): Promise<{ result: MetricResult; details: Record<string, unknown> }> {
  progress(`usage chart: ${DAYS} days × ${MODELS} models, ${runs} runs of the Usage view and of the chart alone`)
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce' })
  try {
    const page = await context.newPage()
    await site.guard(page)
    await page.addInitScript({ content: await probeScript() })
    // Warm-up (code cache, fonts).
    await once(site, page, 'panel')
    const panel: number[] = []
    const chart: number[] = []
    const longest: number[] = []
    for (let i = 0; i < runs; i++) {
      // Alternate the two variants run by run.
      for (const mode of i % 2 === 0 ? (['panel', 'chart'] as const) : (['chart', 'panel'] as const)) {
        const r = await once(site, page, mode)
        if (mode === 'panel') {
          panel.push(round(r.ms))
          longest.push(round(r.longest))
        } else chart.push(round(r.ms))
      }
    }
    const bars = await page.evaluate(() => document.querySelectorAll('.usage-chart .recharts-bar-rectangle').length)
    const aggregateMs = round(await page.evaluate(() => window.__chart.aggregateMs()))
    progress(`  Usage view: median ${round(median(panel))} ms ${JSON.stringify(panel)}; chart alone: median ${round(median(chart))} ms ${JSON.stringify(chart)}; ${bars} bar segments drawn`)
    progress(`  of which aggregateUsage (rows → buckets, decimal.js sums): ${aggregateMs} ms`)
    return {
      result: {
        name: 'usage_chart_render_ms',
        value: round(median(panel)),
        samples: panel,
        note: `whole Usage view, weekly bars (${bars} bar segments); the chart alone ${round(median(chart))} ms, aggregateUsage alone ${aggregateMs} ms`,
      },
      details: { panelMs: panel, chartOnlyMs: chart, aggregateMs, longestTaskMs: longest, bars },
    }
  } finally {
    await context.close()
  }
}
