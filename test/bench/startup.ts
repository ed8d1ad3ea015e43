/**
 * startup_to_cached_data_ms: with a warm data directory (the app ran once, synced and closed),
 * a fresh start of main's core and a fresh page load: navigation start → the first animation frame
 * showing both the balance figure and the usage chart's bars. The service is made to hang during
 * these starts, so what shows can only come from the caches on disk.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { startSim } from '../../electron/sim/index'
import { launchApp } from './lib/app'
import { simFaults } from './lib/sim-faults'
import { warmDataDir } from './lib/warm-data-dir'
import { probeScript } from './lib/pages'
import type { Site } from './lib/site'
import type { MetricResult } from './lib/report'
import { median, progress, round } from './lib/stats'

const KEY = 'sk-demo-funded'

/**
 * `locale` (#37): the browser's language for every start, e.g. 'ar' for startup_to_cached_data_ms_ar
 * (Arabic as the OS's language: its catalogue chunk loads and compiles before the first render).
 */
export async function benchStartup(browser: Browser, site: Site, runs = 5, locale?: 'ar'): Promise<{ result: MetricResult; details: Record<string, unknown> }> {
  const name = locale ? (`startup_to_cached_data_ms_${locale}` as const) : ('startup_to_cached_data_ms' as const)
  progress(`${name}: warm the data directory once, then ${runs} fresh starts with the service hanging`)
  const sim = await startSim({ port: 0, tokensPerSecond: 0, usageDelayMs: 1000 })
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-bench-startup-'))
  const probe = await probeScript()
  const faults = simFaults(sim.rootUrl)
  try {
    // First run: connect, let the dashboard fill in and the caches reach the disk, quit.
    await warmDataDir({ browser, site, probe, dataDir, baseUrl: sim.baseUrl, key: KEY })

    await faults.hangServiceReads(10_000)
    const firstRender: number[] = []
    const balance: number[] = []
    const chart: number[] = []
    const recharts: number[] = []
    const both: number[] = []
    let ipc: Array<{ channel: string; atMs: number; ms: number }> = []
    for (let i = 0; i <= runs; i++) {
      const app = await launchApp({ browser, dataDir, site, initScripts: [probe], noNavigation: true, ...(locale ? { locale } : {}) })
      try {
        await app.reload()
        await app.page
          .waitForFunction(() => window.__probe.firstSeen.balance !== null && window.__probe.firstSeen.chart !== null && window.__probe.firstSeen.recharts !== null, undefined, { timeout: 20_000, polling: 100 })
          .catch(async (err: unknown) => {
            const seen = await app.page.evaluate(() => window.__probe.firstSeen)
            const text = (await app.page.locator('main').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 400)
            throw new Error(`start ${i}: balance or chart never showed (${JSON.stringify(seen)}); the page says: ${text}`, { cause: err })
          })
        const seen = await app.page.evaluate(() => window.__probe.firstSeen)
        // The renderer's IPC calls of this start, relative to navigation (for the report).
        const origin = await app.page.evaluate(() => performance.timeOrigin)
        ipc = app.invokes.map((c) => ({ channel: c.channel, atMs: round(c.start - origin), ms: round(c.end - c.start) }))
        // The first start is a warm-up (disk cache, JIT of main's code), not counted.
        if (i > 0) {
          firstRender.push(round(seen.app ?? Number.NaN))
          balance.push(round(seen.balance ?? Number.NaN))
          chart.push(round(seen.chart ?? Number.NaN))
          recharts.push(round(seen.recharts ?? Number.NaN))
          both.push(round(Math.max(seen.balance ?? Number.NaN, seen.chart ?? Number.NaN)))
        }
      } finally {
        await app.close()
      }
    }
    await faults.clearAll()
    const value = round(median(both))
    progress(
      `  navigation → first render ${JSON.stringify(firstRender)} ms, → balance ${JSON.stringify(balance)} ms, → chart bars ${JSON.stringify(chart)} ms ` +
        `(recharts' own ${JSON.stringify(recharts)} ms); both: median ${value} ms`,
    )
    return {
      result: {
        name,
        value,
        samples: both,
        note: `first render ${round(median(firstRender))} ms, balance ${round(median(balance))} ms, chart ${round(median(chart))} ms (recharts' axes and tooltips ${round(median(recharts))} ms; service hanging: cache only)`,
      },
      details: { firstRenderMs: firstRender, balanceMs: balance, chartMs: chart, rechartsMs: recharts, bothMs: both, lastStartIpc: ipc },
    }
  } finally {
    await sim.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
