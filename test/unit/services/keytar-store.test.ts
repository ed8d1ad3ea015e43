import { describe, expect, it } from 'vitest'
import { createKeytarStore, type KeytarLike } from '../../../electron/services/secrets/keytar-store'
import { normalizeApiKey } from '../../../electron/services/secrets/secret-store'
import { errorOf } from '../../support/client-setup'

function memoryKeytar(): KeytarLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getPassword: async (s, a) => data.get(`${s}/${a}`) ?? null,
    setPassword: async (s, a, p) => void data.set(`${s}/${a}`, p),
    deletePassword: async (s, a) => data.delete(`${s}/${a}`),
  }
}

const broken: KeytarLike = {
  getPassword: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
  setPassword: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
  deletePassword: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
}

describe('keytar store', () => {
  it('uses service "Tokentally" and the connection id as the account', async () => {
    const keytar = memoryKeytar()
    const store = createKeytarStore({ keytar })
    await store.set('c1', 'sk-1')
    expect([...keytar.data]).toEqual([['Tokentally/c1', 'sk-1']])
    expect(await store.get('c1')).toBe('sk-1')
    expect(await store.delete('c1')).toBe(true)
    expect(await store.get('c1')).toBeNull()
  })

  it.each([
    ['linux', /Secret Service keyring such as GNOME Keyring \(gnome-keyring\) or KWallet/],
    ['darwin', /macOS Keychain/],
    ['win32', /Windows Credential Manager/],
  ] as const)('an unavailable keychain on %s says so and how to fix it', async (platform, fix) => {
    const store = createKeytarStore({ keytar: broken, platform })
    for (const call of [store.get('c1'), store.set('c1', 'sk-secret'), store.delete('c1')]) {
      const e = await errorOf(call)
      expect(e).toMatchObject({ kind: 'keychain', code: 'keychain_unavailable', endpoint: 'keychain' })
      expect(e.message).toContain('The system keychain is not available (Cannot autolaunch D-Bus without X11 $DISPLAY)')
      expect(e.message).toMatch(fix)
      expect(e.message).toContain('never stores keys in plain text')
      expect(e.message).not.toContain('sk-secret')
    }
  })

  it('a keychain library that fails to load is the same error, and is retried later', async () => {
    let attempts = 0
    const store = createKeytarStore({
      keytar: async () => {
        if (++attempts === 1) throw new Error('libsecret-1.so.0: cannot open shared object file')
        return memoryKeytar()
      },
    })
    const e = await errorOf(store.get('c1'))
    expect(e.code).toBe('keychain_unavailable')
    expect(e.message).toContain('libsecret-1.so.0')
    expect(await store.get('c1')).toBeNull()
  })

  it('a keychain that never answers times out', async () => {
    const hung: KeytarLike = { getPassword: () => new Promise(() => undefined), setPassword: () => new Promise(() => undefined), deletePassword: () => new Promise(() => undefined) }
    const e = await errorOf(createKeytarStore({ keytar: hung, timeoutMs: 20 }).get('c1'))
    expect(e).toMatchObject({ code: 'keychain_unavailable' })
    expect(e.message).toContain('may be locked')
  })
})

describe('normalizeApiKey', () => {
  it('trims surrounding spaces and line breaks', () => {
    expect(normalizeApiKey('  sk-abc\r\n')).toBe('sk-abc')
    expect(normalizeApiKey('\tsk-abc ')).toBe('sk-abc')
  })
  it.each(['', ' \n', 'sk a', 'sk\na', 'sk\u00a0a', 'sk-ключ'])('rejects %j', (input) => {
    expect(() => normalizeApiKey(input)).toThrowError(/key/)
  })
})
