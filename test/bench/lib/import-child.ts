/**
 * The `import` group's main-process half, in a Node process of its own (the bench's Playwright and
 * esbuild not counted): main's core on an empty data directory imports the generated ChatGPT zip
 * as the renderer would send it (1 MiB pieces through the import's channels' service), then exports
 * every conversation as one zip and writes a backup. Prints one JSON line: the times, main's peak
 * RSS while importing, and what the import did.
 */
import { createReadStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTestApp } from '../../support/core/test-app'

const [zipPath, dataDir] = process.argv.slice(2) as [string, string]
const mb = (bytes: number) => bytes / 1024 / 1024

async function core(dir: string) {
  const started = performance.now()
  // The one app harness (createCore behind dispatch), on this data directory.
  const app = await startTestApp({ dataDir: dir, shell: 'bench', appVersion: '0.0.0-bench' })
  return { app, startMs: performance.now() - started }
}

async function main(): Promise<void> {
  const empty = await mkdtemp(join(tmpdir(), 'tally-bench-empty-'))
  const first = await core(empty)
  await first.app.close()
  await rm(empty, { recursive: true, force: true })

  const { app } = await core(dataDir)
  global.gc?.()
  const baseline = process.memoryUsage.rss()
  let peak = baseline
  let peakHeap = 0
  let peakExternal = 0
  const sampler = setInterval(() => {
    const m = process.memoryUsage()
    peak = Math.max(peak, m.rss)
    peakHeap = Math.max(peakHeap, m.heapTotal)
    peakExternal = Math.max(peakExternal, m.external + m.arrayBuffers)
  }, 50)
  const size = (await stat(zipPath)).size
  const t0 = performance.now()
  const result = await app.core.imports.importStream('chatgpt-export.zip', size, createReadStream(zipPath, { highWaterMark: 1024 * 1024 }))
  const importS = (performance.now() - t0) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage.rss())

  const t1 = performance.now()
  const exported = await app.call('conversations:exportAll', {})
  const exportS = (performance.now() - t1) / 1000
  const t2 = performance.now()
  const backup = await app.call('backup:create', {})
  const backupMs = performance.now() - t2
  await app.close()

  const again = await core(dataDir)
  await again.app.close()
  process.stdout.write(
    `${JSON.stringify({
      importS,
      peakRssMb: mb(peak),
      baselineRssMb: mb(baseline),
      peakHeapMb: mb(peakHeap),
      peakExternalMb: mb(peakExternal),
      exportS,
      backupMs,
      exported: exported.ok ? exported.value : exported.error,
      backup: backup.ok ? backup.value : backup.error,
      coreStartMsEmpty: first.startMs,
      coreStartMsImported: again.startMs,
      result: { ...result, skippedList: result.skippedList.slice(0, 3) },
    })}\n`,
  )
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
