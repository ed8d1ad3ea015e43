/**
 * Compare mode rendering in the real renderer (Chromium target), fed by the real core and simulator:
 * four columns, each an 8,000-token answer at 500 tokens/s, streaming at once.
 * - compare_4x500tps_longtasks: long tasks (> 50 ms) from Enter until every column shows its final text;
 * - compare_4x500tps_lag_ms: per column, main's last delta emit → first frame with that column's
 *   final text; the worst column counts.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { generateAnswer } from '../../electron/sim/chat/generate'
import { startSim } from '../../electron/sim/index'
import type { ChatEvent } from '../../shared/domain/chat-events'
import { type BenchApp, type EmittedEvent, launchApp } from './lib/app'
import { probeScript } from './lib/pages'
import type { MetricResult } from './lib/report'
import type { Site } from './lib/site'
import { median, progress, round, sleep } from './lib/stats'

const TOKENS = 8000
const MODELS = ['tally-nano', 'tally-mini', 'tally-standard', 'tally-coder']
const KEY = 'sk-demo-funded'
const SEED = 42
const PROMPT = 'Write a long markdown guide about comparing models side by side: headings, lists, tables and code.'
const LONG_TASK_MS = 50
const SETTLE_MS = 500

interface Run {
  /** Per column (in column order): last delta emitted → final text on screen, ms. */
  lagsMs: number[]
  longTasks: Array<{ start: number; duration: number }>
  toFinalMs: number
  deltas: number
}

/** The answer every column streams (the simulator derives it from the prompt, whatever the model). */
function target(): { suffix: string; minAlnum: number; chars: number } {
  const text = generateAnswer(PROMPT, SEED, TOKENS).pieces.join('')
  const alnum = text.replace(/[^\p{L}\p{N}]+/gu, '')
  return { suffix: alnum.slice(-64), minAlnum: alnum.length - 16, chars: text.length }
}

/** Resolves with the last delta's emit time of each of the next `count` requests once all have ended. */
function nextColumns(app: BenchApp, count: number): Promise<Map<string, { lastDeltaAt: number; deltas: number; terminal: string }>> {
  return new Promise((resolve) => {
    const seen = new Map<string, { lastDeltaAt: number; deltas: number; terminal: string }>()
    const off = app.onEvent((event: EmittedEvent) => {
      if (event.channel !== 'chat') return
      const e = event.payload as ChatEvent
      const entry = seen.get(e.requestId) ?? { lastDeltaAt: 0, deltas: 0, terminal: '' }
      if (!seen.has(e.requestId)) {
        if (seen.size >= count) return
        seen.set(e.requestId, entry)
      }
      if (e.kind === 'delta') {
        entry.lastDeltaAt = event.at
        entry.deltas++
      } else if (e.kind !== 'usage' && e.kind !== 'metrics') entry.terminal = e.kind
      if (seen.size === count && [...seen.values()].every((x) => x.terminal !== '')) {
        off()
        resolve(seen)
      }
    })
  })
}

async function openSetup(page: Page): Promise<void> {
  // The start panel's link before any conversation exists, the sidebar's button after.
  await page.getByRole('button', { name: /^(Compare models|Compare 2–4 models side by side)$/ }).first().click({ timeout: 20_000 })
  await page.getByRole('heading', { name: 'Compare models' }).waitFor({ timeout: 20_000 })
  for (const m of MODELS) await page.getByRole('checkbox', { name: new RegExp(`^${m}\\b`) }).check()
  await page.getByRole('spinbutton').fill(String(TOKENS))
  await page.locator('textarea.composer-input').fill(PROMPT)
}

async function compareRun(app: BenchApp, t: ReturnType<typeof target>): Promise<Run> {
  const { page } = app
  await app.reload()
  await page.getByRole('button', { name: 'Chat', exact: true }).click({ timeout: 20_000 })
  await openSetup(page)
  await sleep(400)
  await page.evaluate(([tt, n]) => window.__probe.armAll({ suffix: tt.suffix, minAlnum: tt.minAlnum, selector: 'article.compare-column .md' }, n), [t, MODELS.length] as const)
  const armedAt = (await page.evaluate(() => window.__probe.armedAt)) ?? 0
  const columns = nextColumns(app, MODELS.length)
  await page.locator('textarea.composer-input').press('Enter')
  const ended = await columns
  const terminals = [...ended.values()].map((c) => c.terminal)
  if (terminals.some((k) => k !== 'done')) throw new Error(`the columns ended with ${terminals.join(', ')}, not all 'done'`)
  await page.waitForFunction(() => window.__probe.hitsPerf.every((h) => h !== null), undefined, { timeout: 120_000, polling: 200 })
  await sleep(SETTLE_MS)
  const probe = await page.evaluate(() => ({ hitsEpoch: window.__probe.hitsEpoch, hitsPerf: window.__probe.hitsPerf, longtasks: window.__probe.longtasks }))
  // Columns are in request order on both sides (main starts them in column order; the DOM lists them so).
  const requestOrder = [...ended.values()]
  const finalPerf = Math.max(...probe.hitsPerf.map((h) => h ?? 0))
  return {
    lagsMs: requestOrder.map((c, i) => (probe.hitsEpoch[i] ?? Number.NaN) - c.lastDeltaAt),
    longTasks: probe.longtasks.filter((l) => l.start >= armedAt && l.start <= finalPerf && l.duration > LONG_TASK_MS).map((l) => ({ start: l.start - armedAt, duration: l.duration })),
    toFinalMs: finalPerf - armedAt,
    deltas: requestOrder.reduce((n, c) => n + c.deltas, 0),
  }
}

export async function benchCompareRender(browser: Browser, site: Site, options: { runs?: number } = {}): Promise<{ results: MetricResult[]; details: Record<string, unknown> }> {
  const runs = options.runs ?? 3
  const t = target()
  progress(`compare render: ${runs} runs (+1 warm-up) of ${MODELS.length} columns × ${TOKENS} tokens at 500 tokens/s each`)
  const sim = await startSim({ port: 0, tokensPerSecond: 500, maxConcurrentChats: MODELS.length, usageDelayMs: 1000 })
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-bench-compare-'))
  const app = await launchApp({ browser, dataDir, site, initScripts: [await probeScript()], noNavigation: true })
  try {
    await app.page.setViewportSize({ width: 1600, height: 900 })
    await app.invoke('connections:add', { name: 'Simulator', baseUrl: sim.baseUrl, key: KEY, activate: true })
    await compareRun(app, t)
    const all: Run[] = []
    for (let i = 0; i < runs; i++) {
      const r = await compareRun(app, t)
      all.push(r)
      progress(`  run ${i + 1}/${runs}: lag per column ${r.lagsMs.map((l) => round(l)).join(', ')} ms; long tasks ${r.longTasks.length} (longest ${round(Math.max(0, ...r.longTasks.map((l) => l.duration)))} ms); ${r.deltas} deltas`)
    }
    const worst = all.map((r) => Math.max(...r.lagsMs))
    const longTasks = all.map((r) => r.longTasks.length)
    return {
      results: [
        { name: 'compare_4x500tps_longtasks', value: median(longTasks), samples: longTasks, note: `longest ${round(Math.max(0, ...all.flatMap((r) => r.longTasks.map((l) => l.duration))))} ms` },
        { name: 'compare_4x500tps_lag_ms', value: round(median(worst)), samples: worst.map((w) => round(w)), note: 'worst column per run' },
      ],
      details: {
        answerChars: t.chars,
        runs: all.map((r) => ({ lagsMs: r.lagsMs.map((l) => round(l)), toFinalMs: round(r.toFinalMs), longTasks: r.longTasks.map((l) => ({ atMs: round(l.start), ms: round(l.duration) })), deltas: r.deltas })),
      },
    }
  } finally {
    await app.close()
    await sim.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
