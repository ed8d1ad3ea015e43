// Child of main-rss.ts: main's core alone in a Node process, on a seeded data directory.
// Starts it as the app does, runs one conversation search (or, before search exists, one list
// page), collects garbage and prints one JSON line: {"rssMb":…, "heapMb":…, "did":…}.
import { createCore } from '../../../electron/services/app/core'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { createKeytarStore } from '../../../electron/services/secrets/keytar-store'

async function main(): Promise<void> {
  const [dataDir, query] = process.argv.slice(2)
  if (!dataDir || !query) throw new Error('usage: main-rss-child <dataDir> <query>')
  const t0 = performance.now()
  const core = await createCore({
    dataDir,
    secrets: createKeytarStore(),
    shell: 'chromium-harness',
    appVersion: '0.0.0-bench',
    versions: {},
    emit: () => undefined,
    openExternal: async () => undefined,
    saveFile: async () => null,
  })
  const startupMs = performance.now() - t0
  const handlers = core.handlers as Record<string, unknown>
  const did = 'conversations:search' in handlers ? 'conversations:search' : 'conversations:list'
  const answer = (await dispatch(core.handlers, did, did === 'conversations:search' ? { query } : {})) as { ok: boolean }
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
