import { chmod, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createOperatorKeyStore, operatorKeySource } from '../../../electron/services/secrets/operator-key'
import { errorOf } from '../../support/error-of'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()

describe('keys the operator controls', () => {
  it('reads TALLY_API_KEY, trimmed, for every connection', async () => {
    const store = createOperatorKeyStore({ TALLY_API_KEY: '  sk-env-123 \n' })
    expect(await store.get('a')).toBe('sk-env-123')
    expect(await store.get('b')).toBe('sk-env-123')
  })

  it('TALLY_API_KEY_FILE wins over TALLY_API_KEY and is read again at each use (a rotated secret applies)', async () => {
    const path = join(await tmp(), 'tokentally_api_key')
    await writeFile(path, 'sk-first\n')
    const env = { TALLY_API_KEY: 'sk-env', TALLY_API_KEY_FILE: path }
    expect(operatorKeySource(env)).toEqual({ variable: 'TALLY_API_KEY_FILE', path })
    const store = createOperatorKeyStore(env)
    expect(await store.get('a')).toBe('sk-first')
    await writeFile(path, 'sk-rotated')
    expect(await store.get('a')).toBe('sk-rotated')
  })

  it('a missing file, an unreadable one, an empty one or one with more than a key each say what is wrong', async () => {
    const dir = await tmp()
    const missing = await errorOf(createOperatorKeyStore({ TALLY_API_KEY_FILE: join(dir, 'nope') }).get('a'))
    expect(missing).toMatchObject({ kind: 'keychain', code: 'operator_key_unreadable' })
    expect(missing.message).toMatch(/could not be read: ENOENT/)
    const empty = join(dir, 'empty')
    await writeFile(empty, '\n')
    expect((await errorOf(createOperatorKeyStore({ TALLY_API_KEY_FILE: empty }).get('a'))).message).toMatch(/does not hold a usable key: Enter the API key/)
    const two = join(dir, 'two')
    await writeFile(two, 'sk-one\nsk-two\n')
    expect((await errorOf(createOperatorKeyStore({ TALLY_API_KEY_FILE: two }).get('a'))).code).toBe('operator_key_invalid')
    if (process.getuid?.() !== 0) {
      const locked = join(dir, 'locked')
      await writeFile(locked, 'sk-x')
      await chmod(locked, 0)
      expect((await errorOf(createOperatorKeyStore({ TALLY_API_KEY_FILE: locked }).get('a'))).code).toBe('operator_key_unreadable')
    }
    expect((await errorOf(createOperatorKeyStore({}).get('a'))).code).toBe('operator_key_unset')
  })

  it('is never written: the same key is accepted, another refused, delete does nothing', async () => {
    const store = createOperatorKeyStore({ TALLY_API_KEY: 'sk-env' })
    await store.set('a', 'sk-env')
    const refused = await errorOf(store.set('a', 'sk-typed'))
    expect(refused).toMatchObject({ kind: 'input', code: 'operator_key_only', param: 'key' })
    expect(refused.message).toMatch(/takes its API key from TALLY_API_KEY/)
    expect(await store.delete('a')).toBe(false)
  })
})
