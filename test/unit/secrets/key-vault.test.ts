import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { KEY_FILE_NAME, KeyVault, type KeyVaultOptions } from '../../../electron/services/secrets/key-vault'
import { keychainUnavailable } from '../../../electron/services/secrets/keytar-store'
import { errorOf } from '../../support/error-of'
import { FakeClock } from '../../support/fake-clock'
import { TEST_SCRYPT_COST, THIS_MACHINE } from '../../support/key-vault'
import { MemorySecrets } from '../../support/memory-secrets'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()
const PASS = 'correct horse battery'

function noKeychain(): MemorySecrets {
  const keychain = new MemorySecrets()
  keychain.failWith = keychainUnavailable('Cannot autolaunch D-Bus without X11 $DISPLAY', 'linux')
  return keychain
}

async function vault(options: Partial<KeyVaultOptions> & { dataDir: string }) {
  return KeyVault.open({ keychain: new MemorySecrets(), env: {}, machine: THIS_MACHINE, cost: TEST_SCRYPT_COST, ...options })
}

describe('the key vault: which store', () => {
  it('the OS keychain stays the default where it exists', async () => {
    const v = await vault({ dataDir: await tmp() })
    expect(await v.store()).toBe('keychain')
    expect((await v.status()).keychain).toEqual({ available: true, problem: null })
  })

  it('without a keychain nothing is chosen: the first run must choose, and says why', async () => {
    const v = await vault({ dataDir: await tmp(), keychain: noKeychain() })
    const status = await v.status()
    expect(status.store).toBeNull()
    expect(status.keychain).toEqual({ available: false, problem: 'Cannot autolaunch D-Bus without X11 $DISPLAY' })
    expect((await errorOf(v.set('c1', 'sk-x'))).code).toBe('key_store_unchosen')
    // Asking for the keychain again says it is not there, and what to choose instead.
    expect((await errorOf(v.choose('keychain', undefined, []))).message).toMatch(/not available.*encrypted key file/)
  })

  it('a keychain that never answers counts as missing after the probe’s time', async () => {
    const hanging = { get: () => new Promise<string | null>(() => undefined), set: async () => undefined, delete: async () => false }
    const v = await vault({ dataDir: await tmp(), keychain: hanging, probeTimeoutMs: 50 })
    expect((await v.status()).keychain.problem).toMatch(/did not answer/)
  })

  it('the idle lock is the key file’s: asked for with keys in the keychain, it is refused and the store stays', async () => {
    const v = await vault({ dataDir: await tmp() })
    expect((await errorOf(v.setIdleLock(5))).code).toBe('not_key_file')
    expect(await v.store()).toBe('keychain')
    expect((await v.status()).store).toBe('keychain')
  })

  it('the operator’s key wins when TALLY_API_KEY is set and nothing is chosen', async () => {
    const v = await vault({ dataDir: await tmp(), keychain: noKeychain(), env: { TALLY_API_KEY: 'sk-operator-1' } })
    expect(await v.store()).toBe('environment')
    expect(await v.get('any')).toBe('sk-operator-1')
    expect((await v.status()).environment).toEqual({ variable: 'TALLY_API_KEY', path: null, problem: null })
  })
})

describe('the key vault: the encrypted key file', () => {
  it('chosen with a new passphrase, it keeps keys; after a restart it is locked until unlocked, and the choice stays', async () => {
    const dataDir = await tmp()
    const v = await vault({ dataDir, keychain: noKeychain() })
    const chosen = await v.choose('file', PASS, [])
    expect(chosen.store).toBe('file')
    expect(chosen.file).toMatchObject({ state: 'unlocked', path: join(dataDir, KEY_FILE_NAME), idleLockMinutes: 15 })
    await v.set('c1', 'sk-in-file')
    v.dispose()

    const restarted = await vault({ dataDir, keychain: noKeychain() })
    const status = await restarted.status()
    expect(status.store).toBe('file')
    expect(status.file).toMatchObject({ state: 'locked', lockedBy: 'start' })
    expect((await errorOf(restarted.get('c1'))).code).toBe('keys_locked')
    expect((await errorOf(restarted.unlock('wrong passphrase!'))).code).toBe('wrong_passphrase')
    expect((await restarted.unlock(PASS)).file.state).toBe('unlocked')
    expect(await restarted.get('c1')).toBe('sk-in-file')
    // key-storage.json holds the choice, never a key.
    expect(await readFile(join(dataDir, 'key-storage.json'), 'utf8')).not.toContain('sk-in-file')
  })

  it('locks itself after the chosen idle time without activity; activity puts it off; listeners hear of it', async () => {
    const clock = new FakeClock()
    const v = await vault({ dataDir: await tmp(), clock })
    await v.choose('file', PASS, [])
    await v.setIdleLock(5)
    await v.set('c1', 'sk-1')
    const events: string[] = []
    v.onLock(() => events.push('locked'))
    v.onChange((s) => events.push(`${s.file.state}/${s.file.lockedBy}`))

    await clock.advance(4 * 60_000)
    v.activity()
    await clock.advance(4 * 60_000)
    expect(await v.get('c1')).toBe('sk-1')
    await clock.advance(60_000 + 1)
    expect((await errorOf(v.get('c1'))).code).toBe('keys_locked')
    await expect.poll(() => events).toEqual(['locked', 'locked/idle'])
    expect((await v.status()).file.lockedBy).toBe('idle')
  })

  it('"never" keeps it open until quit or Lock', async () => {
    const clock = new FakeClock()
    const v = await vault({ dataDir: await tmp(), clock })
    await v.choose('file', PASS, [])
    await v.setIdleLock(null)
    await clock.advance(24 * 3600_000)
    expect((await v.status()).file.state).toBe('unlocked')
    expect((await v.lock('user')).file).toMatchObject({ state: 'locked', lockedBy: 'user' })
  })

  it('switching from the keychain to the key file carries the saved connections’ keys over, deleting nothing', async () => {
    const keychain = new MemorySecrets()
    keychain.entries.set('c1', 'sk-one')
    keychain.entries.set('c2', 'sk-two')
    const dataDir = await tmp()
    const v = await vault({ dataDir, keychain })
    await v.choose('file', PASS, ['c1', 'c2', 'gone'])
    expect(await v.get('c1')).toBe('sk-one')
    expect(await v.get('c2')).toBe('sk-two')
    expect(await v.get('gone')).toBeNull()
    expect(keychain.entries.size).toBe(2)
  })

  it('a damaged key file: status says so, unlock refuses, "start a new key file" keeps the old one aside', async () => {
    const dataDir = await tmp()
    const v = await vault({ dataDir, keychain: noKeychain() })
    await v.choose('file', PASS, [])
    await writeFile(join(dataDir, KEY_FILE_NAME), '{"format":"tokentally-api-keys", "trunc')
    const restarted = await vault({ dataDir, keychain: noKeychain() })
    expect((await restarted.status()).file).toMatchObject({ state: 'damaged', problem: expect.stringMatching(/damaged/) })
    expect((await errorOf(restarted.unlock(PASS))).code).toBe('key_file_damaged')
    const fresh = await restarted.startNewFile('a new passphrase')
    expect(fresh.file.state).toBe('unlocked')
    const { readdir } = await import('node:fs/promises')
    expect((await readdir(dataDir)).filter((f) => f.startsWith('api-keys.enc.set-aside-'))).toHaveLength(1)
  })
})

describe('the key vault: keys from the environment', () => {
  it('an empty key in a draft is the operator’s; another key is refused; nothing is written back', async () => {
    const dataDir = await tmp()
    const keyPath = join(dataDir, 'secret')
    await writeFile(keyPath, 'sk-from-file\n')
    const v = await vault({ dataDir, keychain: noKeychain(), env: { TALLY_API_KEY_FILE: keyPath } })
    expect(await v.draftKey('')).toBe('sk-from-file')
    expect(await v.draftKey('sk-typed')).toBe('sk-typed')
    await v.set('c1', 'sk-from-file')
    expect((await errorOf(v.set('c1', 'sk-other'))).code).toBe('operator_key_only')
    expect(await v.delete('c1')).toBe(false)
    expect(await readFile(keyPath, 'utf8')).toBe('sk-from-file\n')
  })
})
