import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keychainUnavailable } from '../../../electron/services/secrets/keytar-store'
import { KEYS, type Sim, simulator } from '../../support/core/sim-client'
import { type TestApp, startTestApp } from '../../support/core/test-app'
import { TEST_SCRYPT_COST } from '../../support/key-vault'
import { MemorySecrets } from '../../support/memory-secrets'

let sim: Sim | null = null
const apps: TestApp[] = []
const dirs: string[] = []

async function tmp(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tally-keys-'))
  dirs.push(dir)
  return dir
}

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
  await sim?.close()
  sim = null
  // A balance read on the wire at close still writes its cache: retry the removal.
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
})

async function app(options: Parameters<typeof startTestApp>[0]): Promise<TestApp> {
  const started = await startTestApp(options)
  apps.push(started)
  return started
}

function noKeychain(): MemorySecrets {
  const keychain = new MemorySecrets()
  keychain.failWith = keychainUnavailable('no Secret Service', 'linux')
  return keychain
}

describe('entering a key again (#39)', () => {
  it('a keyring that lost its keys after a restart: the balance says "no key", the connection says so, the key entered again works', async () => {
    sim = await simulator()
    const dataDir = await tmp()
    const first = await app({ dataDir, secrets: new MemorySecrets() })
    await first.invoke('connections:add', { name: 'Main', baseUrl: sim.baseUrl, key: KEYS.funded, activate: true })
    await first.close()

    // The throwaway keyring is gone: a new, empty one.
    const again = await app({ dataDir, secrets: new MemorySecrets() })
    const refreshed = await again.invoke('balance:refresh', {})
    expect(refreshed.error).toMatchObject({ code: 'missing_key', message: expect.stringMatching(/no API key for this connection.*Enter the key again/) })
    const [main] = (await again.invoke('connections:list', {})).connections
    expect(main?.configured).toBe(false)

    // A wrong key is refused by the check; the right one is saved and used at once.
    const verify = await again.invoke('connections:verify', { name: 'Main', baseUrl: sim.baseUrl, key: KEYS.revoked })
    expect(verify.problems[0]?.status).toBe(401)
    const updated = await again.invoke('connections:update', { id: main?.id ?? '', key: KEYS.funded })
    expect(updated.connections[0]?.configured).toBe(true)
    const after = await again.invoke('balance:refresh', {})
    expect(after.error).toBeNull()
    expect(after.balance).not.toBeNull()
  })
})

describe('keys the operator controls (#39)', () => {
  it('TALLY_API_KEY_FILE: connect with an empty key, balance read with the file’s key; another key is refused; the demo still works', async () => {
    sim = await simulator()
    const dataDir = await tmp()
    const keyFile = join(await tmp(), 'tokentally_api_key')
    await writeFile(keyFile, `${KEYS.funded}\n`)
    const env = { TALLY_API_KEY_FILE: keyFile }
    const a = await app({ dataDir, secrets: noKeychain(), keyVault: { env } })
    const status = await a.invoke('keys:status', {})
    expect(status.store).toBe('environment')
    expect(status.environment).toEqual({ variable: 'TALLY_API_KEY_FILE', path: keyFile, problem: null })

    const verified = await a.invoke('connections:verify', { name: 'Main', baseUrl: sim.baseUrl, key: '' })
    expect(verified.problems).toEqual([])
    expect(verified.keySuffix).toMatch(/nded$/)
    const added = await a.invoke('connections:add', { name: 'Main', baseUrl: sim.baseUrl, key: '', activate: true })
    const id = added.connections[0]?.id ?? ''
    expect((await a.invoke('balance:refresh', {})).balance).not.toBeNull()
    const refused = await a.call('connections:update', { id, key: KEYS.debt })
    expect(refused.ok ? null : refused.error.code).toBe('operator_key_only')
    // The demo's key is the simulator's own: no key store is asked.
    await a.invoke('connections:startDemo', {})
    expect((await a.invoke('balance:refresh', {})).balance).not.toBeNull()
  })

  it('TALLY_API_KEY: the key from the environment is used after a restart, and a missing file says which variable to fix', async () => {
    sim = await simulator()
    const dataDir = await tmp()
    const first = await app({ dataDir, secrets: noKeychain(), keyVault: { env: { TALLY_API_KEY: KEYS.funded } } })
    await first.invoke('connections:add', { name: 'Main', baseUrl: sim.baseUrl, key: '', activate: true })
    await first.close()
    const again = await app({ dataDir, secrets: noKeychain(), keyVault: { env: { TALLY_API_KEY: KEYS.funded } } })
    expect((await again.invoke('balance:refresh', {})).balance).not.toBeNull()
    await again.close()

    const broken = await app({ dataDir, secrets: noKeychain(), keyVault: { env: { TALLY_API_KEY_FILE: '/nonexistent/tokentally_key' } } })
    expect((await broken.invoke('keys:status', {})).environment.problem).toMatch(/TALLY_API_KEY_FILE.*could not be read: ENOENT/)
    const refreshed = await broken.invoke('balance:refresh', {})
    expect(refreshed.error?.code).toBe('operator_key_unreadable')
    // Not "no key stored": the connection keeps its key; the operator fixes the variable.
    expect((await broken.invoke('connections:list', {})).connections[0]?.configured).toBe(true)
  })
})

describe('the key file through the app (#39)', () => {
  it('idle lock: after the chosen time without activity the key file locks, the `keys` event says so, and reads fail as "locked"', async () => {
    sim = await simulator()
    const { FakeClock } = await import('../../support/fake-clock')
    const clock = new FakeClock(Date.now())
    const events: unknown[] = []
    const a = await app({ secrets: noKeychain(), clock, keyVault: { env: {}, cost: TEST_SCRYPT_COST }, emit: (channel, payload) => channel === 'keys' && events.push(payload) })
    await a.invoke('keys:choose', { store: 'file', passphrase: 'twelve chars!' })
    await a.invoke('keys:setIdleLock', { minutes: 5 })
    await a.invoke('connections:add', { name: 'Main', baseUrl: sim.baseUrl, key: KEYS.funded, activate: true })
    await clock.advance(3 * 60_000)
    await a.invoke('keys:activity', {})
    await clock.advance(3 * 60_000)
    expect((await a.invoke('keys:status', {})).file.state).toBe('unlocked')
    await clock.advance(2 * 60_000 + 1)
    await expect.poll(async () => (await a.invoke('keys:status', {})).file).toMatchObject({ state: 'locked', lockedBy: 'idle' })
    await expect.poll(() => events.some((e) => (e as { file: { lockedBy: string } }).file.lockedBy === 'idle')).toBe(true)
    // A read already on the wire when it locked may still finish; the next one cannot get the key.
    await expect.poll(async () => (await a.invoke('balance:refresh', {})).error?.code).toBe('keys_locked')
  })
})
