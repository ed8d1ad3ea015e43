/**
 * What the 10k-history benchmarks (history.ts, reconcile.ts) run on: the simulator, the probe, an
 * empty data directory warmed once (connected, dashboard filled) and its copy with 10,000 chats and
 * 3 years × 100 models of usage; then the service's reads hang, so what shows comes from the caches.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { startSim } from '../../../electron/sim/index'
import { CHATS_10K, chatTemplate, historyDir } from './history-dirs'
import { probeScript } from './pages'
import { simFaults } from './sim-faults'
import type { Site } from './site'
import { progress } from './stats'
import { warmDataDir } from './warm-data-dir'

const KEY = 'sk-demo-funded'

export interface HistoryBench {
  probe: string
  emptyDir: string
  big: Awaited<ReturnType<typeof historyDir>>
  template: Awaited<ReturnType<typeof chatTemplate>>
  /** Clears the faults, stops the simulator, removes both directories. */
  close(): Promise<void>
}

/** `warming` is the progress line shown while the directories are made. */
export async function openHistoryBench(browser: Browser, site: Site, warming: string): Promise<HistoryBench> {
  const sim = await startSim({ port: 0, tokensPerSecond: 0, usageDelayMs: 1000 })
  const emptyDir = await mkdtemp(join(tmpdir(), 'tally-bench-empty-'))
  const faults = simFaults(sim.rootUrl)
  const dirs: string[] = [emptyDir]
  const close = async (): Promise<void> => {
    await faults.clearAll().catch(() => undefined)
    await sim.close()
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  }
  try {
    const probe = await probeScript()
    const template = await chatTemplate(CHATS_10K)
    progress(warming)
    await warmDataDir({ browser, site, probe, dataDir: emptyDir, baseUrl: sim.baseUrl, key: KEY })
    const big = await historyDir(emptyDir, template.path, new Date())
    dirs.push(big.dataDir)
    await faults.hangServiceReads(100_000)
    return { probe, emptyDir, big, template, close }
  } catch (err) {
    await close()
    throw err
  }
}
