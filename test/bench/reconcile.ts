/**
 * reconcile_first_after_start_ms (#35): the first `ledger:split` after a start (the Usage view's own range,
 * this month, asked for when the view opens; "All history" is chosen once it has answered), request to
 * answer as main saw it. The warm-up run is the first
 * start on the freshly seeded directory: it reconciles the whole history once and keeps it on disk
 * (its figure is in the note); every later start reads what was kept.
 *
 * reconcile_ms_10k_chats_3y_100_models (#26): the 10k directory of the history benchmarks (10,000
 * conversations × 20 messages, 3 years × 100 models of cached usage) whose 100,000 answers are also
 * in the answer ledger (lib/seed-ledger.ts). Value per run = the page's round trip of `ledger:split`
 * for the range the panel shows, "All history" (every answer, every billed day and model) + the click
 * on "Usage" (range "All history") → first frame with "This app and the rest of the account" painted.
 */
import type { Browser, Page } from '@playwright/test'
import { openDatabase } from '../../electron/services/db/open-database'
import { launchApp } from './lib/app'
import { openHistoryBench } from './lib/history-bench'
import { USAGE_3Y } from './lib/history-dirs'
import type { MetricResult } from './lib/report'
import { seedLedger } from './lib/seed-ledger'
import type { Site } from './lib/site'
import { median, progress, round, sleep } from './lib/stats'

const PANEL = 'section[aria-labelledby="app-share-title"]'

export async function benchReconcile(browser: Browser, site: Site, runs = 7): Promise<{ results: MetricResult[]; details: Record<string, unknown> }> {
  const bench = await openHistoryBench(browser, site, 'reconcile: warm a data directory once, then copy it with 10k chats, 3 y × 100 models of usage and every answer in the ledger')
  const { probe, big, template } = bench
  try {
    const { db } = openDatabase({ dataDir: big.dataDir })
    let ledger: ReturnType<typeof seedLedger>
    try {
      ledger = seedLedger(db, big.connectionId, USAGE_3Y.models)
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    } finally {
      db.close()
    }
    progress(`reconcile: ${ledger.answers} answers in the ledger, ${ledger.exactDayModels} days × models on which only the app called`)

    const samples: number[] = []
    const splitMs: number[] = []
    const paintMs: number[] = []
    const coldMainMs: number[] = []
    const firstSplitMs: number[] = []
    const firstAllMs: number[] = []
    let firstBuildMs = Number.NaN
    let shape: Record<string, number> = {}
    for (let i = 0; i <= runs; i++) {
      const r = await reconcileOnce(browser, site, probe, big.dataDir)
      shape = r.shape
      if (i === 0) {
        firstBuildMs = r.firstSplitMs
        continue
      }
      samples.push(round(r.splitMs + r.paintMs))
      splitMs.push(r.splitMs)
      paintMs.push(r.paintMs)
      coldMainMs.push(r.coldMainMs)
      firstSplitMs.push(r.firstSplitMs)
      firstAllMs.push(r.firstAllMs)
    }
    const value = round(median(samples))
    const first = round(median(firstSplitMs))
    const firstNote = `the first ledger:split after each of ${firstSplitMs.length} starts (the Usage view's own range, this month; ${JSON.stringify(firstSplitMs)} ms); then the first "All history" split, beside that view's other all-history reads, ${round(median(firstAllMs))} ms (${JSON.stringify(firstAllMs)}); the warm-up, the first start ever on the seeded directory, reconciled the whole history once and kept it: ${firstBuildMs} ms`
    progress(`  reconcile_first_after_start_ms: median ${first}; ${firstNote}`)
    const note = `ledger:split round trip from the page ${round(median(splitMs))} ms + click Usage (All history) → panel painted ${round(median(paintMs))} ms; main's first ledger call after start (the dashboard's today line) ${round(median(coldMainMs))} ms; the first range split after start (main reconciles every answer, then the Usage view's range) ${round(median(firstSplitMs))} ms; ${shape.days} days and ${shape.models} models in the range (${ledger.answers} answers in the ledger)`
    progress(`  reconcile (10k chats, 3 y × 100 models): ${JSON.stringify(samples)} ms, median ${value}; ${note}`)
    return {
      results: [
        { name: 'reconcile_ms_10k_chats_3y_100_models', value, samples, note },
        { name: 'reconcile_first_after_start_ms', value: first, samples: firstSplitMs, note: firstNote },
      ],
      details: { template, seeded: { ...big.details, ledger }, splitMs, paintMs, coldMainMs, firstSplitMs, firstAllMs, firstBuildMs, shape },
    }
  } finally {
    await bench.close()
  }
}

/**
 * A new core and page on the directory; the Usage view set to "All history" once, then back to the
 * dashboard. Measured: the split's round trip from the page, then a click on "Usage" → the first
 * frame whose panel holds the stacked bars and the per-day table.
 */
async function reconcileOnce(
  browser: Browser,
  site: Site,
  probe: string,
  dataDir: string,
): Promise<{ splitMs: number; paintMs: number; coldMainMs: number; firstSplitMs: number; firstAllMs: number; shape: Record<string, number> }> {
  const app = await launchApp({ browser, dataDir, site, initScripts: [probe], noNavigation: true })
  try {
    await app.reload()
    const nav = (name: string) => app.page.getByRole('navigation').getByRole('button', { name, exact: true })
    await nav('Usage').click({ timeout: 20_000 })
    // The view's own range (this month) answered first, as a person opening Usage sees it; then "All history".
    await app.page.locator(`${PANEL} [aria-label="Split of the bill per day (UTC)"] tbody tr`).first().waitFor({ timeout: 60_000 })
    const ownRange = app.invokes.length
    await app.page.evaluate(() => {
      const radio = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.closest('label')?.textContent?.trim() === 'All history')
      if (!radio) throw new Error('no "All history" option')
      radio.click()
    })
    // Main's invokes are logged once answered: the "All history" split has answered.
    const deadline = Date.now() + 120_000
    while (!app.invokes.slice(ownRange).some((c) => c.channel === 'ledger:split')) {
      if (Date.now() > deadline) throw new Error('the "All history" split never answered')
      await sleep(50)
    }
    await app.page.locator(`${PANEL} [aria-label="Split of the bill per day (UTC)"] tbody tr`).first().waitFor({ timeout: 60_000 })
    await nav('Dashboard').click()
    await app.page.locator(PANEL).waitFor({ state: 'detached' })
    const cold = app.invokes.find((c) => c.channel === 'ledger:today')
    const splits = app.invokes.filter((c) => c.channel === 'ledger:split')
    // The range the panel asked for when "All history" was chosen.
    const range = splits.at(-1)?.args as { start: string; end: string } | undefined
    if (!range) throw new Error('the panel never asked for a split')
    const split = await app.page.evaluate(async (args) => {
      const t0 = performance.now()
      const envelope = (await window.tally.ledger.split(args)) as { ok: boolean; value?: { byDay: unknown[]; byModel: unknown[] } }
      const ms = performance.now() - t0
      if (!envelope.ok || !envelope.value) throw new Error('ledger:split failed')
      return { ms, days: envelope.value.byDay.length, models: envelope.value.byModel.length }
    }, range)
    const paintMs = await clickToPanel(app.page)
    const first = splits[0]
    const firstAll = app.invokes.slice(ownRange).find((c) => c.channel === 'ledger:split')
    return {
      splitMs: round(split.ms),
      paintMs: round(paintMs),
      coldMainMs: round(cold ? cold.end - cold.start : Number.NaN),
      firstSplitMs: round(first ? first.end - first.start : Number.NaN),
      firstAllMs: round(firstAll ? firstAll.end - firstAll.start : Number.NaN),
      shape: { days: split.days, models: split.models },
    }
  } finally {
    await app.close()
  }
}

function clickToPanel(page: Page): Promise<number> {
  return page.evaluate((panel) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('nav button.nav-item')].find((b) => b.lastChild?.textContent?.trim() === 'Usage')
    if (!button) throw new Error('no "Usage" button')
    return window.__probe.frameAfter(
      () => button.click(),
      // No named function in here: tsx would wrap it in a helper the page does not have.
      () => document.querySelector(`${panel} svg.app-share-chart rect`) !== null && document.querySelector(`${panel} [aria-label="Split of the bill per day (UTC)"] tbody tr`) !== null,
      'the panel',
      30_000,
    )
  }, PANEL)
}
