/**
 * all_accounts_ms_5_accounts (#35): five accounts (five simulators, one key each: five service addresses,
 * so five accounts), each with 3 years × 100 models of cached usage (lib/seed-history.ts's `seedUsage`,
 * the history group's shape). Per run: the page loaded again, the dashboard painted and left to settle
 * (every key's balance read, each account's usage looked at); then `performance.now()` and a click on
 * the dashboard's "All accounts" choice; the clock stops at the first animation frame whose panel holds
 * the summed balance and "5 of 5 accounts summed".
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { openDatabase } from '../../electron/services/db/open-database'
import { startSim } from '../../electron/sim/index'
import { launchApp } from './lib/app'
import { clickRuns } from './lib/click-runs'
import { USAGE_3Y } from './lib/history-dirs'
import { probeScript } from './lib/pages'
import type { MetricResult } from './lib/report'
import { seedUsage } from './lib/seed-history'
import type { Site } from './lib/site'
import { median, progress, round, sleep } from './lib/stats'

const ACCOUNTS = 5

/** In the page: click "All accounts", resolve with the ms to the frame that shows the five summed (a string: tsx's helpers must not reach the page). */
const CLICK_ALL = `(() => {
  const radio = document.querySelector('input[name="dashboard-scope"][value="all"]')
  if (!radio) return Promise.reject(new Error('no "All accounts" choice on the dashboard'))
  return window.__probe.frameAfter(
    () => radio.click(),
    () => {
      const panel = document.querySelector('section.all-accounts')
      const summed = panel?.querySelector('.headline .muted')?.textContent ?? ''
      return panel?.querySelector('.headline-amount button') != null && summed.startsWith('${ACCOUNTS} of ${ACCOUNTS} ')
    },
    'the five accounts summed within 20 s',
    20000,
  )
})()`

export async function benchAllAccounts(browser: Browser, site: Site, runs: number): Promise<{ result: MetricResult; details: Record<string, unknown> }> {
  progress(`all accounts: ${ACCOUNTS} accounts with 3 years × ${USAGE_3Y.models} models of usage each; click "All accounts" → the sum painted; ${runs} runs (+1 warm-up)`)
  const sims = await Promise.all(Array.from({ length: ACCOUNTS }, () => startSim({ port: 0, usageDelayMs: 1000 })))
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-bench-accounts-'))
  const probe = await probeScript()
  try {
    // The first run: five connections, each balance read once; then the app quits and each account's usage is seeded.
    const first = await launchApp({ browser, dataDir, site, initScripts: [probe], noNavigation: true })
    let ids: string[] = []
    try {
      for (const [i, sim] of sims.entries()) await first.invoke('connections:add', { name: `Account ${i + 1}`, baseUrl: sim.baseUrl, key: 'sk-demo-funded', activate: i === 0 })
      ids = (await first.invoke('connections:list', {})).connections.map((c) => c.id)
      const end = Date.now() + 30_000
      while ((await first.invoke('accounts:get', {})).summed < ACCOUNTS) {
        if (Date.now() > end) throw new Error(`the ${ACCOUNTS} balances were not all read within 30 s`)
        await sleep(250)
      }
    } finally {
      await first.close()
    }
    const t0 = performance.now()
    const { db } = openDatabase({ dataDir })
    let rows = 0
    try {
      for (const connectionId of ids) rows += seedUsage(db, { connectionId, ...USAGE_3Y, now: new Date() }).rows
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    } finally {
      db.close()
    }
    progress(`  seeded ${rows} usage rows over ${ids.length} accounts in ${round(performance.now() - t0)} ms`)

    const app = await launchApp({ browser, dataDir, site, initScripts: [probe], noNavigation: true })
    try {
      const { samples, mainMs, runs: all } = await clickRuns(app, runs, {
        prepare: async () => {
          await app.reload()
          await app.page.waitForFunction(() => window.__probe.firstSeen.balance !== null, undefined, { timeout: 30_000 })
          await app.page.locator('input[name="dashboard-scope"][value="all"]').waitFor({ state: 'attached', timeout: 30_000 })
          await sleep(1500)
        },
        click: CLICK_ALL,
        channel: 'accounts:get',
      })
      // No call at all when the sum main pushed is already in the page's cache.
      const mainNote = Number.isNaN(mainMs) ? "no accounts:get call (the sum main pushed was in the page's cache)" : `main's accounts:get ${mainMs} ms`
      progress(`  click → ${ACCOUNTS} accounts summed: ${samples.join(', ')} ms; ${mainNote}`)
      return {
        result: { name: 'all_accounts_ms_5_accounts', value: round(median(samples)), samples, note: `click "All accounts" → the total of ${ACCOUNTS} accounts painted; ${mainNote}; ${rows} usage rows cached (3 y × ${USAGE_3Y.models} models each)` },
        details: { accounts: ACCOUNTS, usageRows: rows, runs: all },
      }
    } finally {
      await app.close()
    }
  } finally {
    await Promise.allSettled(sims.map((s) => s.close()))
    await rm(dataDir, { recursive: true, force: true })
  }
}
