/**
 * The spend guard (#25) in the real app (Chromium target, browser mode, real core and simulator):
 * - guard_cpu_ratio_500tps: renderer + main CPU of an 8,000-token answer at 500 tokens/s with a
 *   per-answer cap active ÷ the same answer without one, interleaved in the same run;
 * - balance_history_chart_ms_1y: a year of balance readings at the default interval (thinned as the
 *   app keeps them), click on "1 year" → first frame with that year's line.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { startSim } from '../../electron/sim/index'
import { type AppRun, appChat, expectedAnswer, startPhase } from './chat-render'
import { launchApp } from './lib/app'
import { clickRuns } from './lib/click-runs'
import { probeScript } from './lib/pages'
import type { MetricResult } from './lib/report'
import { seedBalanceReadings } from './lib/seed-balance-year'
import type { Site } from './lib/site'
import { alternate, median, progress, round, sleep } from './lib/stats'

const MODEL = 'tally-coder'
/** High enough never to stop the answer (an 8,000-token answer costs cents), low enough to be a real cap. */
const CAP = '50'

async function waitFor<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (ok(value)) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(250)
  }
}

/**
 * In the page: remember the drawn line, click "1 year", resolve with the ms to the first animation
 * frame whose line differs (a string: tsx's helpers must not end up in the page).
 */
const CLICK_YEAR = `(() => {
  const panel = document.querySelector('.guard-history')
  const curve = () => panel?.querySelector('path.recharts-line-curve')?.getAttribute('d') ?? null
  const before = curve()
  const button = panel ? [...panel.querySelectorAll('button')].find((b) => b.textContent === '1 year') : undefined
  if (!panel || !button || before === null) return Promise.reject(new Error('no "1 year" button or no line before the click'))
  return window.__probe.frameAfter(() => button.click(), () => { const now = curve(); return now !== null && now !== before }, 'the year drawn within 20 s', 20000)
})()`

/** Renderer process CPU (CPU time, not busy wall time: less sensitive to a loaded machine) + this process's CPU. */
const renderer = (r: AppRun) => r.rendererCpuMs ?? r.taskMs
const total = (r: AppRun) => renderer(r) + r.mainCpuMs

export async function benchGuardCpu(browser: Browser, site: Site, pairs: number): Promise<{ result: MetricResult; details: Record<string, unknown> }> {
  const target = expectedAnswer()
  progress(`guard cpu @500 tok/s: ${pairs} pairs (capped, uncapped; order alternating) of an 8,000-token answer, +1 warm-up`)
  const titles = Array.from({ length: 2 * pairs + 1 }, (_, i) => `Guard bench #${String(i).padStart(2, "0")}`)
  const phase = await startPhase(browser, site, 500, titles)
  try {
    const { app } = phase
    // The cap is enforced only for a model with a price estimate (fitted from the usage history).
    await waitFor(
      `a price estimate for ${MODEL}`,
      () => app.invoke('prices:get', {}),
      (p) => p.models.some((m) => m.model === MODEL && m.perMillion.input !== null && m.perMillion.output !== null),
    )
    // The pre-send check (on by default) would ask before the second 8,000-token answer: off on both sides alike.
    await app.invoke('settings:update', { spendGuard: { presendCheck: null } })
    // BENCH_GUARD_AA=1: both sides uncapped, to see the method's own noise (the ratio of like with like).
    const setCap = async (asked: boolean) => {
      const on = process.env.BENCH_GUARD_AA ? false : asked
      await app.invoke('settings:update', { spendGuard: { answerCap: on ? CAP : null } })
      const estimate = await app.invoke('guard:estimate', { model: MODEL, text: 'x' })
      if (estimate.capEnforced !== on) throw new Error(`the per-answer cap is ${estimate.capEnforced ? 'enforced' : 'not enforced'} for ${MODEL}; expected ${on ? 'enforced' : 'off'}`)
    }
    let next = 0
    const chat = async (capped: boolean) => {
      await setCap(capped)
      // appChat checks that the answer ended 'done' with the whole text: the cap did not stop it.
      return appChat(app, titles[next++] as string, target, { reload: true, timeoutMs: 120_000 })
    }
    await chat(true)
    const runs = await alternate(
      pairs,
      () => chat(true),
      () => chat(false),
    )
    for (let i = 0; i < pairs; i++) {
      const [c, u] = [runs.a[i] as AppRun, runs.b[i] as AppRun]
      progress(`  pair ${i + 1}/${pairs}: capped renderer ${round(renderer(c))} + main ${round(c.mainCpuMs)} ms; uncapped ${round(renderer(u))} + ${round(u.mainCpuMs)} ms (renderer main-thread busy ${round(c.taskMs)} vs ${round(u.taskMs)} ms)`)
    }
    const capped = median(runs.a.map(total))
    const uncapped = median(runs.b.map(total))
    const ms = (xs: AppRun[], pick: (r: AppRun) => number) => round(median(xs.map(pick)))
    // Each pair ran back to back, under the same load: the ratio is taken within a pair, and the
    // median of the pairs' ratios is the value (a slow minute shifts both halves of its pair).
    const ratios = runs.a.map((r, i) => total(r) / total(runs.b[i] as AppRun))
    return {
      result: {
        name: 'guard_cpu_ratio_500tps',
        value: round(median(ratios), 3),
        samples: ratios.map((r) => round(r, 3)),
        note: `median of ${pairs} pairs' ratios; medians: renderer + main ${round(capped)} vs ${round(uncapped)} ms (renderer ${ms(runs.a, renderer)} vs ${ms(runs.b, renderer)}, main ${ms(runs.a, (r) => r.mainCpuMs)} vs ${ms(runs.b, (r) => r.mainCpuMs)}); cap $${CAP}`,
      },
      details: {
        cap: CAP,
        rendererFigure: runs.a[0]?.rendererCpuMs === null ? 'main-thread busy time (CDP TaskDuration)' : 'process CPU time (CDP ProcessTime)',
        capped: runs.a.map((r) => ({ rendererMs: round(renderer(r)), busyMs: round(r.taskMs), mainMs: round(r.mainCpuMs), lagMs: round(r.lagMs), deltas: r.deltas.length, streamMs: round(r.streamMs) })),
        uncapped: runs.b.map((r) => ({ rendererMs: round(renderer(r)), busyMs: round(r.taskMs), mainMs: round(r.mainCpuMs), lagMs: round(r.lagMs), deltas: r.deltas.length, streamMs: round(r.streamMs) })),
      },
    }
  } finally {
    await phase.close()
  }
}

export async function benchBalanceHistoryChart(browser: Browser, site: Site, runs: number): Promise<{ result: MetricResult; details: Record<string, unknown> }> {
  progress(`balance history chart: a year of readings, click "1 year" → line painted; ${runs} runs (+1 warm-up)`)
  const sim = await startSim({ port: 0, usageDelayMs: 1000 })
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-bench-guard-'))
  const app = await launchApp({ browser, dataDir, site, initScripts: [await probeScript()], noNavigation: true })
  try {
    await app.invoke('connections:add', { name: 'Simulator', baseUrl: sim.baseUrl, key: 'sk-demo-funded', activate: true })
    // No balance poll during the runs (a new reading would start another history query).
    await app.invoke('settings:update', { pollIntervalSec: 3600 })
    const state = await waitFor('the balance', () => app.invoke('balance:get', {}), (s) => s.balance !== null && s.connectionId !== null)
    const seeded = seedBalanceReadings(dataDir, state.connectionId as string, BigInt((state.balance?.balance ?? '0').replace('.', '')), Date.now())
    const year = await app.invoke('guard:history', { range: '1y' })
    progress(`  seeded ${seeded.rows} readings (${seeded.rawReadings} taken, thinned as the app keeps them); "1 year" draws ${year.points.length} points, ${year.topUps.length} top-ups`)
    // Main reads every row of the year and downsamples them for the chart (MAX_POINTS).
    if (year.points.length < 100 || year.topUps.length < 4) throw new Error(`the year has only ${year.points.length} points and ${year.topUps.length} top-ups`)

    // Click → year drawn, and main's time for the `guard:history` call it made.
    const { samples, mains, mainMs, runs: all } = await clickRuns(app, runs, {
      prepare: async () => {
        await app.reload()
        const region = app.page.getByRole('region', { name: 'Balance over time' })
        await region.locator('.recharts-line-curve').first().waitFor({ timeout: 30_000 })
        await sleep(400)
      },
      click: CLICK_YEAR,
      channel: 'guard:history',
    })
    progress(`  click → year drawn: ${samples.join(', ')} ms; main's guard:history ${mains.join(', ')} ms`)
    return {
      result: { name: 'balance_history_chart_ms_1y', value: round(median(samples)), samples, note: `main's guard:history ${mainMs} ms; ${seeded.rows} rows, ${year.points.length} points and ${year.topUps.length} top-ups drawn` },
      details: { rows: seeded.rows, rawReadings: seeded.rawReadings, points: year.points.length, topUps: year.topUps.length, runs: all },
    }
  } finally {
    await app.close()
    await sim.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
