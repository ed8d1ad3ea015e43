// Browser mode's entry (scripts/start.mjs runs it under Node): the app's services behind the door,
// the renderer in the default browser. Usage: cli.ts [--port N] [--open] [--dev]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseBrowserArgs } from './cli-args'
import { defaultDataDir } from './data-dir'
import { DataDirLocked } from '../host/data-dir-lock'
import { openInBrowser } from './open-url'
import { startBrowserServer } from './server'
import { startViteRenderer } from './dev-renderer'

async function main(): Promise<void> {
  const args = parseBrowserArgs(process.argv.slice(2))
  const root = process.cwd()
  const dataDir = defaultDataDir()
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  const vite = args.dev ? await startViteRenderer(root) : null
  const server = await startBrowserServer({
    dataDir,
    rendererDir: join(root, 'out', 'renderer'),
    appVersion: version,
    ...(args.port !== undefined ? { port: args.port } : {}),
    ...(vite ? { dev: vite.door } : {}),
  })
  console.log(`Tokentally (browser mode) on ${server.origin}, data in ${dataDir}`)
  console.log(`Open: ${server.url}`)
  console.log('The link works once; only this machine can connect. Ctrl+C to stop.')
  if (args.open) openInBrowser(server.url, (message) => console.error(`tokentally: ${message}`))

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void Promise.allSettled([server.close(), vite?.close()]).then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((err: unknown) => {
  console.error(`tokentally: ${err instanceof DataDirLocked ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`)
  process.exit(1)
})
