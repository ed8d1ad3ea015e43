// Run in a child process with no usable D-Bus session: what does the app do without a keychain?
import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AppFailure } from '../../../shared/error-model'
import { ConnectionStore } from '../../../electron/services/connections/connection-store'
import { createKeytarStore } from '../../../electron/services/secrets/keytar-store'

const dir = await mkdtemp(join(tmpdir(), 'tally-nokeychain-'))
const secrets = createKeytarStore({ timeoutMs: 10_000 })
const store = await ConnectionStore.open({ dataDir: dir, secrets })
const out: Record<string, unknown> = {}
try {
  await store.add({ name: 'Work', baseUrl: 'https://api.example.com/v1', key: 'sk-child-secret-123', activate: true })
  out.added = true
} catch (err) {
  out.error = err instanceof AppFailure ? err.error : String(err)
}
try {
  await secrets.get('anything')
} catch (err) {
  out.getError = err instanceof AppFailure ? err.error.code : String(err)
}
out.files = await readdir(dir, { recursive: true })
out.connections = store.list().connections.length
process.stdout.write(JSON.stringify(out))
