/**
 * #34, group `import`:
 * - import_chatgpt_10k_conversations_s: a ChatGPT export generated at bench time (10,000
 *   conversations × 20 messages, each with an edited first question as a branch; ≈ 400 MB of
 *   conversations.json in a zip, in a temp dir, never committed) imported by main's core in a Node
 *   process of its own, sent in 1 MiB pieces as the renderer sends them; from the first piece to
 *   the summary.
 * - import_main_rss_mb: that process's peak RSS while importing (sampled every 50 ms).
 * - export_all_10k_s, backup_ms_10k_chats: then, in the same process, every conversation as one zip
 *   and one backup file, each written as a stream into the data folder.
 * - import_renderer_longtasks: the same zip imported through the app in Chromium (browser mode:
 *   the dialog's file input, the file read in slices and sent over the WebSocket, the progress
 *   bar); long tasks (> 50 ms) in the page from the choice of the file to the summary.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { startSim } from '../../electron/sim/index'
import { writeChatGptZip } from './lib/chatgpt-zip'
import { launchApp } from './lib/app'
import type { MetricResult } from './lib/report'
import type { Site } from './lib/site'
import { LONG_TASK_MS, LONG_TASKS_SCRIPT } from './lib/longtasks'
import { progress, round } from './lib/stats'


interface ChildResult {
  importS: number
  peakRssMb: number
  baselineRssMb: number
  exportS: number
  backupMs: number
  coreStartMsEmpty: number
  coreStartMsImported: number
  result: { added: number; phase: string; messagesAdded: number; error: unknown }
}

function runChild(zip: string, dataDir: string): Promise<ChildResult> {
  const file = join(import.meta.dirname, 'lib', 'import-child.ts')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--no-warnings', '--import', 'tsx', file, zip, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 20 * 60_000)
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code !== 0) return reject(new Error(`import child exited with ${code}: ${stderr.slice(0, 500)}`))
      resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ChildResult)
    })
  })
}

export async function benchImport(browser: Browser, site: Site, options: { quick: boolean }): Promise<{ results: MetricResult[]; details: Record<string, unknown> }> {
  const dir = await mkdtemp(join(tmpdir(), 'tally-bench-import-'))
  const conversations = options.quick ? 1000 : 10_000
  try {
    const zip = join(dir, 'chatgpt-export.zip')
    progress(`import: generating a ChatGPT export of ${conversations} conversations × 20 messages`)
    const sizes = await writeChatGptZip(zip, conversations, { messagesPer: 20, messageChars: 2400, edit: true })
    progress(`import: conversations.json ${round(sizes.jsonBytes / 1e6)} MB, zip ${round(sizes.zipBytes / 1e6)} MB; importing in main's core (own process)`)
    const main = await runChild(zip, join(dir, 'main-data'))
    if (main.result.phase !== 'done' || main.result.added !== conversations) throw new Error(`the import in main ended ${main.result.phase} with ${main.result.added} added: ${JSON.stringify(main.result.error)}`)
    progress(`import: ${round(main.importS, 1)} s, peak RSS ${round(main.peakRssMb)} MiB; export ${round(main.exportS, 1)} s; backup ${round(main.backupMs)} ms. Now through the app in Chromium`)

    const sim = await startSim({ port: 0, seed: 7 })
    const app = await launchApp({ browser, dataDir: join(dir, 'ui-data'), site, initScripts: [LONG_TASKS_SCRIPT], noNavigation: true })
    let ui: { ms: number; longTasks: Array<{ start: number; duration: number }>; summary: string }
    try {
      await app.invoke('connections:add', { name: 'Simulator', baseUrl: sim.baseUrl, key: 'sk-demo-funded', activate: true })
      await app.reload()
      const page = app.page
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Chat', exact: true }).click({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Import your history' }).click({ timeout: 20_000 })
      const dialog = page.getByRole('dialog', { name: 'Import conversations' })
      await dialog.getByText('Drop an export here').waitFor({ timeout: 20_000 })
      const startedAt = await page.evaluate(() => performance.now())
      await dialog.getByLabel('Export file to import').setInputFiles(zip)
      const done = dialog.getByText(/^ChatGPT: [\d,]+ new, [\d,]+ already here$/)
      await done.waitFor({ timeout: 15 * 60_000 })
      const endedAt = await page.evaluate(() => performance.now())
      const all = await page.evaluate(() => window.__longtasks)
      ui = { ms: endedAt - startedAt, longTasks: all.filter((t) => t.start >= startedAt && t.start <= endedAt && t.duration > LONG_TASK_MS), summary: (await done.textContent()) ?? '' }
    } finally {
      await app.close()
      await sim.close()
    }
    progress(`import: through the app ${round(ui.ms / 1000, 1)} s (${ui.summary}); ${ui.longTasks.length} long tasks`)
    const note = `${conversations} conversations, ${conversations * 20} messages (+ a branch each); ${round(sizes.jsonBytes / 1e6)} MB of JSON in a ${round(sizes.zipBytes / 1e6)} MB zip`
    return {
      results: [
        { name: 'import_chatgpt_10k_conversations_s', value: round(main.importS, 1), note: `main's core in its own process; ${note}` },
        { name: 'import_main_rss_mb', value: round(main.peakRssMb), note: `peak while importing (before: ${round(main.baselineRssMb)} MiB); core alone in Node (tsx)` },
        { name: 'import_renderer_longtasks', value: ui.longTasks.length, note: `the same zip through the dialog in Chromium (${round(ui.ms / 1000, 1)} s)` },
        { name: 'export_all_10k_s', value: round(main.exportS, 1), note: 'every conversation (every branch) as one zip, written into the data folder' },
        { name: 'backup_ms_10k_chats', value: round(main.backupMs), note: 'one backup file (online backup of the database + settings), written into the data folder' },
      ],
      details: { sizes, main, ui: { ms: round(ui.ms), longTasks: ui.longTasks }, startupWithImport: { emptyMs: round(main.coreStartMsEmpty), importedMs: round(main.coreStartMsImported) } },
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
