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
import type { KeyStorageStatus } from '../../shared/domain/key-storage'
import { KEY_FILE_VARIABLE, KEY_VARIABLE } from '../services/secrets/operator-key'

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
  // Ctrl+C frees the data folder from here on, whatever is still being said below.
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void Promise.allSettled([server.close(), vite?.close()]).then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  console.log(`Tokentally (browser mode) on ${server.origin}, data in ${dataDir}`)
  console.log(`Keys: ${keysLine(await server.core.handlers['keys:status']({}))}`)
  console.log(`Open: ${server.url}`)
  console.log('The link works once; only this machine can connect. Ctrl+C to stop.')
  if (args.open) openInBrowser(server.url, (message) => console.error(`tokentally: ${message}`))
}

/** Where API keys are kept, in one line for whoever started browser mode (#39). */
function keysLine(status: KeyStorageStatus): string {
  if (status.store === 'keychain') return 'the system keychain'
  if (status.store === 'environment') return `from ${status.environment.variable ?? 'the environment'}${status.environment.problem ? ` (${status.environment.problem})` : ''}`
  if (status.store === 'file') return `the encrypted key file ${status.file.path} (${status.file.state === 'damaged' ? 'damaged: see the page' : 'unlock it with its passphrase in the page'})`
  return `no system keychain here (${status.keychain.problem ?? 'none answered'}); the page asks where to keep them (an encrypted key file, or set ${KEY_VARIABLE} / ${KEY_FILE_VARIABLE})`
}

main().catch((err: unknown) => {
  console.error(`tokentally: ${err instanceof DataDirLocked ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`)
  process.exit(1)
})
