import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConnectionStore } from '../../../electron/services/connections/connection-store'
import { keychainUnavailable } from '../../../electron/services/secrets/keytar-store'
import type { ConnectionsState } from '../../../shared/domain/connection'
import { errorOf } from '../../support/client-setup'
import { MemorySecrets } from '../../support/memory-secrets'
import { FakeClock } from '../../support/fake-clock'

const KEY = 'sk-live-abcdefghijklmnop'
let dir: string
let secrets: MemorySecrets
let ids: number

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tally-conn-'))
  secrets = new MemorySecrets()
  ids = 0
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const open = () => ConnectionStore.open({ dataDir: dir, secrets, newId: () => `c${++ids}`, clock: new FakeClock('2025-03-10T12:00:00Z') })
const draft = (name = 'Work', key = KEY, baseUrl = 'https://api.example.com/v1/') => ({ name, baseUrl, key, activate: true })

describe('ConnectionStore', () => {
  it('adds a connection: key to the secret store, the rest to connections.json', async () => {
    const store = await open()
    const state = await store.add(draft('Work', `  ${KEY}\n`))
    expect(state).toEqual({
      activeId: 'c1',
      connections: [{ id: 'c1', name: 'Work', baseUrl: 'https://api.example.com/v1', configured: true, demo: false, keyName: null, keySuffix: null, createdAt: '2025-03-10T12:00:00.000Z', kind: 'service', linkedAccountId: null }],
    })
    expect(secrets.entries.get('c1')).toBe(KEY)
    const text = await readFile(join(dir, 'connections.json'), 'utf8')
    expect(text).toContain('https://api.example.com/v1')
    expect(text).not.toContain(KEY)
    expect(await store.getKey('c1')).toBe(KEY)
  })

  it('persists across reopen, and reads the key from the secret store', async () => {
    const first = await open()
    await first.add(draft())
    await first.setKeyInfo('c1', { keyName: 'laptop', keySuffix: '...mnop' })
    const again = await open()
    expect(again.list().connections[0]).toMatchObject({ name: 'Work', keyName: 'laptop', keySuffix: '...mnop', configured: true })
    expect(again.active()?.id).toBe('c1')
    expect(await again.getKey('c1')).toBe(KEY)
  })

  it('holds several connections and switches the active one', async () => {
    const store = await open()
    await store.add(draft('A'))
    await store.add({ ...draft('B', 'sk-other'), activate: false })
    expect(store.list().activeId).toBe('c1')
    await store.setActive('c2')
    expect(store.active()?.name).toBe('B')
    expect(await store.getKey('c2')).toBe('sk-other')
  })

  it('the first connection becomes active even when not asked to', async () => {
    const store = await open()
    expect((await store.add({ ...draft(), activate: false })).activeId).toBe('c1')
  })

  it('renames, updates the base URL and replaces the key', async () => {
    const store = await open()
    await store.add(draft())
    await store.setKeyInfo('c1', { keyName: 'old', keySuffix: '...1111' })
    await store.update({ id: 'c1', name: '  Home  ' })
    await store.update({ id: 'c1', baseUrl: 'https://router.example.org/api/v1' })
    expect(store.get('c1')).toMatchObject({ name: 'Home', baseUrl: 'https://router.example.org/api/v1', keySuffix: '...1111' })
    await store.update({ id: 'c1', key: ' sk-new-key ' })
    expect(secrets.entries.get('c1')).toBe('sk-new-key')
    expect(await store.getKey('c1')).toBe('sk-new-key')
    // The masked name and suffix described the old key.
    expect(store.get('c1')).toMatchObject({ keyName: null, keySuffix: null, configured: true })
  })

  it('removes a connection and its key; the next one becomes active', async () => {
    const store = await open()
    await store.add(draft('A'))
    await store.add(draft('B', 'sk-b'))
    const state = await store.remove('c2')
    expect(secrets.entries.has('c2')).toBe(false)
    expect(state.activeId).toBe('c1')
    expect(await store.getKey('c2')).toBeNull()
    expect((await store.remove('c1')).activeId).toBeNull()
    expect(secrets.entries.size).toBe(0)
  })

  it('notifies listeners after each saved change', async () => {
    const store = await open()
    const seen: ConnectionsState[] = []
    const off = store.onChange((s) => seen.push(s))
    await store.add(draft())
    await store.setKeyInfo('c1', { keyName: 'n', keySuffix: 's' })
    await store.setKeyInfo('c1', { keyName: 'n', keySuffix: 's' })
    await store.setActive('c1')
    off()
    await store.update({ id: 'c1', name: 'X' })
    expect(seen).toHaveLength(2)
    expect(JSON.stringify(seen)).not.toContain(KEY)
  })

  it.each([
    ['', 'key_missing'],
    ['   \n ', 'key_missing'],
    ['sk-abc def', 'key_whitespace'],
    ['sk-abc\ndef', 'key_whitespace'],
    ['sk-abc\u00e9', 'key_invalid'],
  ])('rejects the key %j', async (key, code) => {
    const store = await open()
    expect(await errorOf(store.add(draft('W', key)))).toMatchObject({ kind: 'input', code, param: 'key' })
    expect(secrets.entries.size).toBe(0)
    expect(store.list().connections).toHaveLength(0)
  })

  it('rejects a bad base URL with param baseUrl', async () => {
    const store = await open()
    expect(await errorOf(store.add(draft('W', KEY, 'https://api.example.com')))).toMatchObject({ kind: 'input', param: 'baseUrl' })
    await store.add(draft())
    expect(await errorOf(store.update({ id: 'c1', baseUrl: 'ftp://x/v1' }))).toMatchObject({ param: 'baseUrl' })
  })

  it('names: trimmed, defaulted to the host, unique, bounded', async () => {
    const store = await open()
    await store.add(draft(''))
    expect(store.get('c1')?.name).toBe('api.example.com')
    expect(await errorOf(store.add(draft('API.example.com')))).toMatchObject({ code: 'name_taken', param: 'name' })
    expect(await errorOf(store.add(draft('x'.repeat(201))))).toMatchObject({ code: 'name_too_long', param: 'name' })
    await store.update({ id: 'c1', name: 'api.example.com' })
  })

  it('unknown ids are input errors', async () => {
    const store = await open()
    expect(await errorOf(store.setActive('nope'))).toMatchObject({ kind: 'input', code: 'connection_not_found' })
    expect(await errorOf(store.update({ id: 'nope', name: 'x' }))).toMatchObject({ code: 'connection_not_found' })
    expect(await errorOf(store.remove('nope'))).toMatchObject({ code: 'connection_not_found' })
    expect(await store.getKey('nope')).toBeNull()
  })

  it('a keychain failure on add saves nothing', async () => {
    const store = await open()
    secrets.failWith = keychainUnavailable('Could not connect', 'linux')
    expect(await errorOf(store.add(draft()))).toMatchObject({ kind: 'keychain', code: 'keychain_unavailable' })
    expect(store.list().connections).toHaveLength(0)
    await expect(readdir(dir)).resolves.toEqual([])
  })

  it('a keychain failure on remove keeps the connection (no orphaned key)', async () => {
    const store = await open()
    await store.add(draft())
    secrets.failWith = keychainUnavailable('locked', 'linux')
    expect((await errorOf(store.remove('c1'))).code).toBe('keychain_unavailable')
    expect(store.list().connections).toHaveLength(1)
  })

  it('a file that cannot be written rolls the key back', async () => {
    const store = await open()
    await rm(dir, { recursive: true })
    await writeFile(dir, 'not a directory')
    expect(await errorOf(store.add(draft()))).toMatchObject({ kind: 'internal', code: 'storage_error' })
    expect(secrets.entries.size).toBe(0)
    expect(store.list().connections).toHaveLength(0)
    await rm(dir)
  })

  it('marks a connection unconfigured when the keychain has lost its key', async () => {
    const first = await open()
    await first.add(draft())
    secrets.entries.clear()
    const store = await open()
    expect(await store.getKey('c1')).toBeNull()
    expect(store.get('c1')?.configured).toBe(false)
  })

  it('a corrupt file starts empty and is set aside', async () => {
    await writeFile(join(dir, 'connections.json'), '{"version":1,"data":{"connections":[{"id":"x"}]}}')
    const store = await open()
    expect(store.list()).toEqual({ connections: [], activeId: null })
    expect((await readdir(dir)).some((f) => f.startsWith('connections.json.corrupt-'))).toBe(true)
  })

  it('serializes concurrent changes', async () => {
    const store = await open()
    await Promise.all(['A', 'B', 'C', 'D'].map((n) => store.add({ ...draft(n, `sk-${n}`), activate: false })))
    const again = await open()
    expect(again.list().connections.map((c) => c.name)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('keeps demo connections marked', async () => {
    const store = await open()
    await store.add({ ...draft('Demo'), demo: true })
    expect(store.get('c1')?.demo).toBe(true)
  })

  describe('kinds and linked accounts', () => {
    it('connections saved before kinds existed are service accounts', async () => {
      await writeFile(
        join(dir, 'connections.json'),
        JSON.stringify({ version: 1, data: { activeId: 'old', connections: [{ id: 'old', name: 'Old', baseUrl: 'https://api.example.com/v1', demo: false, keyName: null, keySuffix: null, createdAt: '2025-01-01T00:00:00.000Z', keyStored: true }] } }),
      )
      const store = await open()
      expect(store.list().connections[0]).toMatchObject({ id: 'old', kind: 'service', linkedAccountId: null })
      expect(store.accountFor('old')).toBe('old')
    })

    it('a router follows its linked service account; unlinked it has none', async () => {
      const store = await open()
      await store.add(draft('Main'))
      await store.add({ ...draft('Router', 'sk-router', 'http://127.0.0.1:9/v1'), kind: 'router' })
      expect(store.get('c2')).toMatchObject({ kind: 'router', linkedAccountId: null })
      expect(store.accountFor('c2')).toBeNull()
      await store.update({ id: 'c2', linkedAccountId: 'c1' })
      expect(store.accountFor('c2')).toBe('c1')
      expect(store.accountFor('c1')).toBe('c1')
      expect((await open()).get('c2')).toMatchObject({ kind: 'router', linkedAccountId: 'c1' })
    })

    it('refuses links to itself, to a router or to nothing', async () => {
      const store = await open()
      await store.add({ ...draft('R1', 'k1'), kind: 'router' })
      await store.add({ ...draft('R2', 'k2', 'http://127.0.0.1:9/v1'), kind: 'router' })
      expect(await errorOf(store.update({ id: 'c1', linkedAccountId: 'c1' }))).toMatchObject({ kind: 'input', code: 'invalid_link', param: 'linkedAccountId' })
      expect(await errorOf(store.update({ id: 'c1', linkedAccountId: 'c2' }))).toMatchObject({ code: 'invalid_link', message: expect.stringContaining('is a router') })
      expect(await errorOf(store.update({ id: 'c1', linkedAccountId: 'zz' }))).toMatchObject({ code: 'invalid_link' })
    })

    it('changing the kind later: a service account that becomes a router is unlinked from routers that followed it', async () => {
      const store = await open()
      await store.add(draft('Main'))
      await store.add({ ...draft('Router', 'sk-router', 'http://127.0.0.1:9/v1'), kind: 'router', linkedAccountId: 'c1' })
      expect(store.accountFor('c2')).toBe('c1')
      await store.update({ id: 'c1', kind: 'router' })
      expect(store.get('c2')?.linkedAccountId).toBeNull()
      await store.update({ id: 'c2', kind: 'service' })
      expect(store.get('c2')).toMatchObject({ kind: 'service', linkedAccountId: null })
      expect(store.accountFor('c2')).toBe('c2')
    })

    it('removing the linked account unlinks the router', async () => {
      const store = await open()
      await store.add(draft('Main'))
      await store.add({ ...draft('Router', 'sk-router', 'http://127.0.0.1:9/v1'), kind: 'router', linkedAccountId: 'c1' })
      await store.remove('c1')
      expect(store.get('c2')?.linkedAccountId).toBeNull()
    })
  })
})
