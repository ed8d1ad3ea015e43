import type { Browser } from '@playwright/test'
import { launchApp } from './app'
import type { Site } from './site'
import { sleep } from './stats'

/**
 * The app's first run on a data directory: connect to the simulator, let the dashboard fill in
 * (balance and chart seen by the probe) and the caches reach the disk, quit.
 */
export async function warmDataDir(opts: { browser: Browser; site: Site; probe: string; dataDir: string; baseUrl: string; key: string }): Promise<void> {
  const first = await launchApp({ browser: opts.browser, dataDir: opts.dataDir, site: opts.site, initScripts: [opts.probe], noNavigation: true })
  await first.invoke('connections:add', { name: 'Simulator', baseUrl: opts.baseUrl, key: opts.key, activate: true })
  await first.reload()
  await first.page.waitForFunction(() => window.__probe.firstSeen.balance !== null && window.__probe.firstSeen.chart !== null, undefined, { timeout: 30_000 })
  await sleep(1000)
  await first.close()
}
