import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import keytar from 'keytar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConnectionStore } from '../../../electron/services/connections/connection-store'
import { createKeytarStore, KEYCHAIN_SERVICE } from '../../../electron/services/secrets/keytar-store'
import type { ConnectionsState } from '../../../shared/domain/connection'
import { errorOf } from '../../support/error-of'
import { fileCount, filesContaining } from '../../support/secret-scan'

const run = promisify(execFile)
let dir: string
const created = new Set<string>()

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tally-keychain-'))
  // These tests need a real Secret Service: run them under `dbus-run-session` with gnome-keyring unlocked.
  try {
    await keytar.setPassword(KEYCHAIN_SERVICE, `probe-${randomUUID()}`, 'x').then(() => undefined)
  } catch (err) {
    throw new Error(`No usable Secret Service for the keychain tests (${String(err)}). Run: dbus-run-session -- sh -c 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; npx vitest run --project integration test/integration/core'`, { cause: err })
  }
})
afterAll(async () => {
  for (const id of created) await keytar.deletePassword(KEYCHAIN_SERVICE, id).catch(() => false)
  const leftovers = await keytar.findCredentials(KEYCHAIN_SERVICE)
  for (const c of leftovers.filter((c) => c.account.startsWith('probe-'))) await keytar.deletePassword(KEYCHAIN_SERVICE, c.account)
  await rm(dir, { recursive: true, force: true })
})

const secretKey = () => `sk-int-${randomUUID().replaceAll('-', '')}`

async function open() {
  const store = await ConnectionStore.open({ dataDir: dir, secrets: createKeytarStore() })
  const events: ConnectionsState[] = []
  store.onChange((s) => events.push(s))
  return { store, events }
}

describe('keys in the real OS keychain (Secret Service)', () => {
  it('add: the key is trimmed into the keychain and is on no file, event or result', async () => {
    const { store, events } = await open()
    const key = secretKey()
    const state = await store.add({ name: 'Work', baseUrl: 'https://api.example.com/v1/', key: `  ${key} \n`, activate: true })
    const id = state.activeId ?? ''
    created.add(id)
    expect(await keytar.getPassword('Tokentally', id)).toBe(key)
    expect(await fileCount(dir)).toBeGreaterThan(0)
    expect(await filesContaining(dir, key)).toEqual([])
    expect(JSON.stringify([state, events, store.list()])).not.toContain(key)
    expect(state.connections[0]).toMatchObject({ configured: true, baseUrl: 'https://api.example.com/v1' })
    expect(await store.getKey(id)).toBe(key)

    const reopened = await open()
    expect(await reopened.store.getKey(id)).toBe(key)
  })

  it('rename, new base URL and replaced key: keychain updated, no key on disk', async () => {
    const { store } = await open()
    const oldKey = secretKey()
    const newKey = secretKey()
    const { activeId } = await store.add({ name: 'Rename me', baseUrl: 'https://a.example.com/v1', key: oldKey, activate: true })
    const id = activeId ?? ''
    created.add(id)
    await store.update({ id, name: 'Renamed' })
    await store.update({ id, baseUrl: 'https://b.example.com/v1' })
    const state = await store.update({ id, key: `\t${newKey}\r\n` })
    expect(state.connections.find((c) => c.id === id)).toMatchObject({ name: 'Renamed', baseUrl: 'https://b.example.com/v1', configured: true })
    expect(await keytar.getPassword('Tokentally', id)).toBe(newKey)
    expect(await filesContaining(dir, oldKey)).toEqual([])
    expect(await filesContaining(dir, newKey)).toEqual([])
    const reopened = await open()
    expect(await reopened.store.getKey(id)).toBe(newKey)
  })

  it('remove deletes the keychain entry', async () => {
    const { store } = await open()
    const key = secretKey()
    const { activeId } = await store.add({ name: 'Short-lived', baseUrl: 'https://c.example.com/v1', key, activate: true })
    const id = activeId ?? ''
    created.add(id)
    expect(await keytar.getPassword('Tokentally', id)).toBe(key)
    const state = await store.remove(id)
    expect(state.connections.some((c) => c.id === id)).toBe(false)
    expect(await keytar.getPassword('Tokentally', id)).toBeNull()
    expect(await filesContaining(dir, key)).toEqual([])
  })

  it('keys with spaces inside are refused before anything is stored', async () => {
    const { store } = await open()
    const before = await keytar.findCredentials('Tokentally')
    expect(await errorOf(store.add({ name: 'Bad', baseUrl: 'https://d.example.com/v1', key: 'sk-abc def', activate: true }))).toMatchObject({ kind: 'input', param: 'key' })
    expect(await errorOf(store.add({ name: 'Empty', baseUrl: 'https://d.example.com/v1', key: ' \n ', activate: true }))).toMatchObject({ kind: 'input', param: 'key' })
    expect((await keytar.findCredentials('Tokentally')).length).toBe(before.length)
  })

  it('a lost keychain entry shows the connection as not configured', async () => {
    const { store } = await open()
    const { activeId } = await store.add({ name: 'Lost', baseUrl: 'https://e.example.com/v1', key: secretKey(), activate: true })
    const id = activeId ?? ''
    created.add(id)
    await keytar.deletePassword('Tokentally', id)
    const reopened = await open()
    expect(await reopened.store.getKey(id)).toBeNull()
    expect(reopened.store.get(id)?.configured).toBe(false)
  })

  it('without a Secret Service: a clear keychain error, no plaintext fallback, nothing saved', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../support/core/keychain-child.ts')], {
      cwd: join(import.meta.dirname, '../../..'),
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' },
      timeout: 25_000,
    })
    const out = JSON.parse(stdout) as { error: { kind: string; code: string; message: string }; getError: string; files: string[]; connections: number }
    expect(out.error).toMatchObject({ kind: 'keychain', code: 'keychain_unavailable' })
    expect(out.error.message).toContain('The system keychain is not available')
    expect(out.error.message).toContain('Secret Service keyring such as GNOME Keyring (gnome-keyring) or KWallet')
    expect(out.error.message).not.toContain('sk-child-secret-123')
    expect(out.getError).toBe('keychain_unavailable')
    expect(out.files).toEqual([])
    expect(out.connections).toBe(0)
  })
})
