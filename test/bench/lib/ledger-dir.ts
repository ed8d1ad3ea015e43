/**
 * The 10k directory with the answer ledger (reconcile #26, advice #36): a data directory warmed once
 * against the simulator (its usage cache), copied with 10k chats and 3 years × 100 models of usage
 * (history-dirs.ts), every seeded answer in the ledger (seed-ledger.ts).
 */
import type { Browser } from '@playwright/test'
import { openDatabase } from '../../../electron/services/db/open-database'
import { launchApp } from './app'
import { CHATS_10K, chatTemplate, historyDir, USAGE_3Y } from './history-dirs'
import { seedLedger } from './seed-ledger'
import type { Site } from './site'
import { sleep } from './stats'

export async function ledgerDirectory(o: { browser: Browser; site: Site; probe: string; emptyDir: string; baseUrl: string; key: string }) {
  const template = await chatTemplate(CHATS_10K)
  const first = await launchApp({ browser: o.browser, dataDir: o.emptyDir, site: o.site, initScripts: [o.probe], noNavigation: true })
  await first.invoke('connections:add', { name: 'Simulator', baseUrl: o.baseUrl, key: o.key, activate: true })
  await first.reload()
  await first.page.waitForFunction(() => window.__probe.firstSeen.balance !== null && window.__probe.firstSeen.chart !== null, undefined, { timeout: 30_000 })
  await sleep(1000)
  await first.close()
  const big = await historyDir(o.emptyDir, template.path, new Date())
  const { db } = openDatabase({ dataDir: big.dataDir })
  try {
    const ledger = seedLedger(db, big.connectionId, USAGE_3Y.models)
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    return { template, big, ledger }
  } finally {
    db.close()
  }
}

/** POST (or DELETE) the simulator's faults. A pooled connection the simulator closed while seeding fails with ECONNRESET: sent again. */
export async function simFault(rootUrl: string, method: 'POST' | 'DELETE', body?: unknown): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${rootUrl}/_sim/faults`, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) })
      if (!res.ok) throw new Error(`fault ${method} failed: ${res.status}`)
      return
    } catch (err) {
      if (attempt >= 3 || !String((err as { cause?: unknown }).cause ?? '').includes('ECONNRESET')) throw err
    }
  }
}
