import { readFile, readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EncryptedKeyFile } from '../../../electron/services/secrets/encrypted-key-file'
import { DEFAULT_SCRYPT_COST } from '../../../electron/services/secrets/key-file-format'
import { errorOf } from '../../support/error-of'
import { OTHER_MACHINE, TEST_SCRYPT_COST, THIS_MACHINE } from '../../support/key-vault'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()
const KEY = 'sk-live-0123456789abcdef0123456789abcdef'
const PASS = 'correct horse battery'

async function keyFile(machine = THIS_MACHINE) {
  const dir = await tmp()
  const path = join(dir, 'api-keys.enc')
  return { dir, path, file: new EncryptedKeyFile({ path, machine, cost: TEST_SCRYPT_COST }) }
}

describe('the encrypted key file', () => {
  it('round trip: keys written with a passphrase come back after a new start (locked first), and the file holds no key in clear', async () => {
    const { path, file } = await keyFile()
    expect((await file.inspect()).state).toBe('none')
    await file.create(PASS)
    await file.set('conn-1', KEY)
    await file.set('conn-2', 'tt-other-key')
    expect(await file.delete('conn-2')).toBe(true)

    const text = await readFile(path, 'utf8')
    expect(text).not.toContain(KEY)
    expect(text).not.toContain(PASS)
    expect((await stat(path)).mode & 0o777).toBe(0o600)

    // A restart: a new object on the same file is locked until the passphrase is given.
    const again = new EncryptedKeyFile({ path, machine: THIS_MACHINE, cost: TEST_SCRYPT_COST })
    expect((await again.inspect()).state).toBe('locked')
    expect((await errorOf(again.get('conn-1'))).code).toBe('keys_locked')
    await again.unlock(PASS)
    expect(await again.get('conn-1')).toBe(KEY)
    expect(await again.get('conn-2')).toBeNull()
    again.lock()
    expect((await errorOf(again.get('conn-1'))).code).toBe('keys_locked')
  })

  it('a wrong passphrase is refused with a clear message and changes nothing', async () => {
    const { path, file } = await keyFile()
    await file.create(PASS)
    await file.set('conn-1', KEY)
    const before = await readFile(path, 'utf8')
    const again = new EncryptedKeyFile({ path, machine: THIS_MACHINE, cost: TEST_SCRYPT_COST })
    const error = await errorOf(again.unlock('wrong horse battery'))
    expect(error).toMatchObject({ kind: 'input', code: 'wrong_passphrase', param: 'passphrase' })
    expect(error.message).toMatch(/does not open the key file.*nothing was changed/)
    expect(await readFile(path, 'utf8')).toBe(before)
    await again.unlock(PASS)
    expect(await again.get('conn-1')).toBe(KEY)
  })

  it('a damaged file (a changed byte, cut short, not JSON) is told apart from a wrong passphrase and kept as it is', async () => {
    const { dir, path, file } = await keyFile()
    await file.create(PASS)
    await file.set('conn-1', KEY)
    const good = await readFile(path, 'utf8')
    const sealed = JSON.parse(good) as { data: string }
    const flipped = Buffer.from(sealed.data, 'base64')
    flipped[0] = (flipped[0] ?? 0) ^ 0xff
    const damagedTexts = [JSON.stringify({ ...sealed, data: flipped.toString('base64') }), good.slice(0, good.length / 2), 'hello']
    for (const text of damagedTexts) {
      await writeFile(path, text)
      const reader = new EncryptedKeyFile({ path, machine: THIS_MACHINE, cost: TEST_SCRYPT_COST })
      const info = await reader.inspect()
      expect(info.state).toBe('damaged')
      expect(info.problem).toMatch(/damaged/)
      const error = await errorOf(reader.unlock(PASS))
      expect(error.code).toBe('key_file_damaged')
      expect(error.message).toMatch(/Nothing was changed.*start a new key file/)
      expect(await readFile(path, 'utf8')).toBe(text)
    }
    // Set aside, not deleted: the damaged file is still there under another name.
    const reader = new EncryptedKeyFile({ path, machine: THIS_MACHINE, cost: TEST_SCRYPT_COST })
    const movedTo = await reader.setAside(new Date('2026-01-02T03:04:05Z'))
    expect(await readFile(movedTo, 'utf8')).toBe('hello')
    expect(await readdir(dir)).toEqual(['api-keys.enc.set-aside-2026-01-02T03-04-05-000Z'])
  })

  it('a file of a newer format says so instead of "damaged"', async () => {
    const { path, file } = await keyFile()
    await file.create(PASS)
    const sealed = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>
    await writeFile(path, JSON.stringify({ ...sealed, version: 2 }))
    const reader = new EncryptedKeyFile({ path, machine: THIS_MACHINE, cost: TEST_SCRYPT_COST })
    expect((await reader.inspect()).problem).toMatch(/newer version of Tokentally/)
    expect((await errorOf(reader.unlock(PASS))).code).toBe('key_file_newer')
  })

  it('a file from another machine names it, opens with the passphrase set there, and keeps every key it holds', async () => {
    const { path, file } = await keyFile(OTHER_MACHINE)
    await file.create(PASS)
    await file.set('their-connection', KEY)
    const here = new EncryptedKeyFile({ path, machine: THIS_MACHINE, cost: TEST_SCRYPT_COST })
    expect((await here.inspect()).otherMachine).toMatchObject({ host: 'old-server' })
    expect((await errorOf(here.unlock('not the passphrase'))).message).toMatch(/written on another machine \(“old-server”\)/)
    await here.unlock(PASS)
    await here.set('mine', 'tt-mine')
    // Written here now; the other machine's key is still in it.
    const reread = new EncryptedKeyFile({ path, machine: THIS_MACHINE, cost: TEST_SCRYPT_COST })
    expect((await reread.inspect()).otherMachine).toBeNull()
    await reread.unlock(PASS)
    expect(await reread.get('their-connection')).toBe(KEY)
    expect(await reread.get('mine')).toBe('tt-mine')
  })

  it('refuses a short passphrase, and never replaces an existing file on create', async () => {
    const { file } = await keyFile()
    expect((await errorOf(file.create('short'))).code).toBe('passphrase_short')
    await file.create(PASS)
    expect((await errorOf(file.create('another passphrase'))).code).toBe('key_file_exists')
    expect((await errorOf(file.unlock(''))).code).toBe('passphrase_missing')
  })

  it('the app derives its key with scrypt at N = 2^17, r = 8 (the cost is stored in the file)', async () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 })
    const { path, file } = await keyFile()
    await file.create(PASS)
    expect((JSON.parse(await readFile(path, 'utf8')) as { kdf: { N: number } }).kdf.N).toBe(TEST_SCRYPT_COST.N)
  })
})
