/**
 * #36 "What should I change?" on the 10k directory of the history benchmarks (10,000 conversations × 20
 * messages, 3 years × 100 models of cached usage), every seeded answer in the ledger (lib/seed-ledger.ts)
 * with its cost record (tokens counted here):
 * - whatif_ms_30d_100_models: Usage open, the app settled; from the click on the "What if" tab to the
 *   first frame with the app's table rows painted (the last 30 UTC days' answers priced at every one of
 *   the 100 models' fitted prices of each day, beside the votes; its first rows, the rest follow in a
 *   background render: the note and details give the frame with all 100). A fresh renderer per run (no answer
 *   cached in react-query); main warm, as when a person opens the tab again later.
 * - spike_explain_ms_3y: in main (no IPC), the spike alert's cause finder on today of 3 years × 100 models
 *   (`spikeCauses`: the day's answers and bill, a usual day from the 30 before, price changes from the
 *   fits, other keys). The note adds `advice:largestDay` over the 3 years.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { startSim } from '../../electron/sim/index'
import { openDatabase } from '../../electron/services/db/open-database'
import { addDays, daysBetween, utcDay } from '../../shared/time/utc-days'
import { type BenchApp, launchApp } from './lib/app'
import { CHATS_10K, chatTemplate, historyDir, USAGE_3Y } from './lib/history-dirs'
import { probeScript } from './lib/pages'
import { seedLedger } from './lib/seed-ledger'
import { simFaults } from './lib/sim-faults'
import { warmDataDir } from './lib/warm-data-dir'
import type { MetricResult } from './lib/report'
import type { Site } from './lib/site'
import { median, progress, round, sleep } from './lib/stats'

const KEY = 'sk-demo-funded'
const SETTLE_BEFORE_CLICK_MS = 3000

/**
 * Every seeded answer with usage gets the cost record the runner writes at an answer's end (its tokens; its
 * cost left to the fits), and its ledger day moved so the history's last answers are today's (the chat
 * template's dates are fixed: 2024-01-01 … 2025-02-20): the last 30 days hold ~7,000 answers.
 */
function seedCostRecords(dataDir: string, today: string): number {
  const { db } = openDatabase({ dataDir })
  try {
    const last = (db.prepare("SELECT max(usage_day) AS day FROM messages WHERE role = 'assistant' AND account_id IS NOT NULL").get() as { day: string | null }).day
    if (last) db.prepare("UPDATE messages SET usage_day = date(usage_day, ?) WHERE role = 'assistant' AND account_id IS NOT NULL").run(`+${daysBetween(last, today)} days`)
    const r = db
      .prepare(
        `UPDATE messages SET cost = json_object('source', 'counted', 'inputTokens', json_extract(usage, '$.inputTokens'),
           'cachedInputTokens', coalesce(json_extract(usage, '$.cachedInputTokens'), 0), 'outputTokens', json_extract(usage, '$.outputTokens'),
           'cost', NULL, 'fromBill', json('false'))
         WHERE role = 'assistant' AND usage IS NOT NULL AND account_id IS NOT NULL`,
      )
      .run()
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    return Number(r.changes)
  } finally {
    db.close()
  }
}

async function openUsage(app: BenchApp): Promise<void> {
  await app.reload()
  await app.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Usage', exact: true }).click({ timeout: 20_000 })
  await app.page.getByRole('tab', { name: 'What if' }).waitFor({ timeout: 20_000 })
  await sleep(SETTLE_BEFORE_CLICK_MS)
}

/**
 * Click on "What if" → the frame after the one that drew the app table's rows (`first`), and the frame after
 * the one that drew all `rows` of it (`all`: a long table paints its first rows, then the rest).
 */
function clickToTable(page: Page, rows: number): Promise<{ first: number; all: number }> {
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  return page.evaluate<{ first: number; all: number }>(`new Promise((resolve, reject) => {
    const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent?.trim() === 'What if')
    if (!tab) return reject(new Error('no What if tab'))
    const t0 = performance.now()
    let first = null
    let asked = false
    tab.click()
    const frameAfter = (done) => requestAnimationFrame(() => setTimeout(() => done(performance.now() - t0), 0))
    const check = () => {
      if (performance.now() - t0 > 30000) return reject(new Error('the What if table did not appear'))
      const shown = document.querySelectorAll('[aria-label="Your answers priced on every model"] table.whatif-table tbody tr').length
      if (shown > 0 && !asked) {
        asked = true
        frameAfter((ms) => { first = ms })
      }
      if (shown >= ${rows}) frameAfter((ms) => resolve({ first: first ?? ms, all: ms }))
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })`)
}

export async function benchAdvice(browser: Browser, site: Site, runs = 7): Promise<{ results: MetricResult[]; details: Record<string, unknown> }> {
  const sim = await startSim({ port: 0, tokensPerSecond: 0, usageDelayMs: 1000 })
  const emptyDir = await mkdtemp(join(tmpdir(), 'tally-bench-empty-'))
  const dirs: string[] = [emptyDir]
  const faults = simFaults(sim.rootUrl)
  let app: BenchApp | null = null
  try {
    const probe = await probeScript()
    const template = await chatTemplate(CHATS_10K)
    progress('advice: warm a data directory once, then copy it with 10k chats, 3 y × 100 models of usage and every answer in the ledger with its cost record')
    await warmDataDir({ browser, site, probe, dataDir: emptyDir, baseUrl: sim.baseUrl, key: KEY })
    const big = await historyDir(emptyDir, template.path, new Date())
    dirs.push(big.dataDir)
    const { db } = openDatabase({ dataDir: big.dataDir })
    let ledger: ReturnType<typeof seedLedger>
    try {
      ledger = seedLedger(db, big.connectionId, USAGE_3Y.models)
    } finally {
      db.close()
    }
    const records = seedCostRecords(big.dataDir, utcDay(new Date()))
    // Main answers from its cache: balance and usage reads hang (nothing new arrives while measuring); the
    // model list is read once and kept, as in a running app (What if waits at most 1.5 s for it).
    for (const path of ['/v1/balance', '/v1/usage']) await faults.add({ match: { path }, times: 100_000, respond: { hang: true } })

    app = await launchApp({ browser, dataDir: big.dataDir, site, noNavigation: true })
    await app.page.setViewportSize({ width: 1600, height: 900 })
    const today = utcDay(new Date())
    const range = { start: addDays(today, -29), end: addDays(today, 1) }
    const first30 = await app.invoke('advice:whatIf', range)
    progress(`advice: ${ledger.answers} answers in the ledger (${records} with a cost record); the last 30 days: ${first30.app.answers} answers, ${first30.app.rows.length} models priced`)

    const paint: number[] = []
    const allRows: number[] = []
    const trip: number[] = []
    for (let i = 0; i <= runs; i++) {
      await openUsage(app)
      const { first: ms, all } = await clickToTable(app.page, first30.app.rows.length)
      const call = app.invokes.filter((c) => c.channel === 'advice:whatIf').at(-1)
      if (i === 0) {
        progress(`  what if warm-up (its chunk, main's first pricing): ${round(ms)} ms`)
        continue
      }
      paint.push(round(ms))
      allRows.push(round(all))
      if (call) trip.push(call.end - call.start)
      progress(`  what if ${i}/${runs}: ${round(ms)} ms, all ${first30.app.rows.length} rows ${round(all)} ms (main ${call ? round(call.end - call.start) : '?'} ms)`)
    }

    // In main (no IPC): the spike alert's cause finder on today, a day of the 3 years × 100 models (its first
    // call is a warm-up); and, for the note, the largest day of the 3 years found from the bill and explained.
    const explain: number[] = []
    let causes: string[] = []
    const spent = (first30.account.actual === null ? 0 : Number(first30.account.actual) / 3).toFixed(6)
    for (let i = 0; i <= runs; i++) {
      const t0 = performance.now()
      causes = (await app.core.advice.spikeCauses(big.connectionId, today, spent)).map((c) => c.kind)
      if (i > 0) explain.push(round(performance.now() - t0))
    }
    const t0 = performance.now()
    const found = await app.core.handlers['advice:largestDay']({ start: addDays(today, -3 * 365), end: addDays(today, 1) })
    const largestMs = round(performance.now() - t0)
    const whatIfValue = round(median(paint))
    const explainValue = round(median(explain))
    const whatIfNote = `click "What if" → app table painted (its first rows); all ${first30.app.rows.length} rows painted ${round(median(allRows))} ms; main's advice:whatIf ${round(median(trip))} ms; ${first30.app.answers} answers in 30 days, ${first30.app.rows.length} models`
    const explainNote = `spikeCauses(today) in main, causes ${JSON.stringify(causes)}; advice:largestDay over the 3 years (3 y of bill rows read and summed, then explained) ${largestMs} ms (${found.explained?.day ?? 'none'})`
    progress(`  what if (10k chats, 100 models, 30 d): ${JSON.stringify(paint)} ms, median ${whatIfValue}; ${whatIfNote}`)
    progress(`  spike explain (3 y × 100 models): ${JSON.stringify(explain)} ms, median ${explainValue}; ${explainNote}`)
    return {
      results: [
        { name: 'whatif_ms_30d_100_models', value: whatIfValue, samples: paint, note: whatIfNote },
        { name: 'spike_explain_ms_3y', value: explainValue, samples: explain, note: explainNote },
      ],
      details: { template, ledger, records, paintMs: paint, allRowsPaintMs: allRows, whatIfMainMs: trip.map((t) => round(t)), explainMs: explain, largestDay3yMs: largestMs },
    }
  } finally {
    await app?.close()
    await faults.clearAll().catch(() => undefined)
    await sim.close()
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  }
}
