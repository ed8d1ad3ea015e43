// Child of main-rss.ts: main's core alone in a Node process, on a seeded data directory.
// Starts it through the one app harness (startTestApp: createCore behind dispatch), runs one
// conversation search (or, before search exists, one list page), collects garbage and prints one
// JSON line: {"rssMb":…, "heapMb":…, "did":…}.
import type { InvokeChannel } from '../../../shared/ipc/contract'
import { createKeytarStore } from '../../../electron/services/secrets/keytar-store'
import { startTestApp } from '../../support/core/test-app'

async function main(): Promise<void> {
  const [dataDir, query] = process.argv.slice(2)
  if (!dataDir || !query) throw new Error('usage: main-rss-child <dataDir> <query>')
  const t0 = performance.now()
  const app = await startTestApp({ dataDir, secrets: createKeytarStore(), shell: 'chromium-harness', appVersion: '0.0.0-bench', saveFile: async () => null })
  const startupMs = performance.now() - t0
  const handlers = app.core.handlers as Record<string, unknown>
  const did: InvokeChannel = 'conversations:search' in handlers ? 'conversations:search' : 'conversations:list'
  const answer = await app.call(did, did === 'conversations:search' ? { query } : {})
  if (!answer.ok) throw new Error(`${did} failed: ${JSON.stringify(answer).slice(0, 300)}`)
  await new Promise((resolve) => setTimeout(resolve, 200))
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  gc?.()
  const mem = process.memoryUsage()
  process.stdout.write(`${JSON.stringify({ rssMb: mem.rss / 2 ** 20, heapMb: mem.heapUsed / 2 ** 20, did, startupMs })}\n`)
  process.exit(0)
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`)
  process.exit(1)
})
