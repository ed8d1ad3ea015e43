import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { type BrowserServer, startBrowserServer } from '../../../electron/browser/server'
import { keychainUnavailable } from '../../../electron/services/secrets/keytar-store'
import type { KeyStorageStatus } from '../../../shared/domain/key-storage'
import { openSocket, signIn, socketClient } from '../../support/browser/door-client'
import { KEYS, type Sim, simulator } from '../../support/core/sim-client'
import { TEST_SCRYPT_COST } from '../../support/key-vault'
import { MemorySecrets } from '../../support/memory-secrets'
import { findIn } from '../../support/secret-forms'

let server: BrowserServer | null = null
let sim: Sim | null = null
const dirs: string[] = []

afterEach(async () => {
  vi.restoreAllMocks()
  await server?.close()
  await sim?.close()
  // A balance read on the wire at close still writes its cache: retry the removal.
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
  server = null
  sim = null
})

/**
 * #39 on a machine without a keychain: browser mode with the encrypted key file, driven over its
 * WebSocket as the page drives it. The key and the passphrase go from the page to main; neither
 * ever comes back over the socket, nor into a log line, nor into any file in clear.
 */
it('the key file over the socket: choose, connect, restart locked, unlock, balance; no key or passphrase in anything sent back or logged', async () => {
  sim = await simulator()
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-keyfile-data-'))
  const rendererDir = await mkdtemp(join(tmpdir(), 'tally-keyfile-renderer-'))
  dirs.push(dataDir, rendererDir)
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Tokentally</title>')
  const keychain = new MemorySecrets()
  keychain.failWith = keychainUnavailable('Cannot autolaunch D-Bus without X11 $DISPLAY', 'linux')
  // Browser mode's own log (console, its keys redacted): every line it prints is kept here.
  const lines: string[] = []
  for (const stream of ['log', 'error', 'warn'] as const) vi.spyOn(console, stream).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')))
  const key = KEYS.funded
  const passphrase = `pass-${randomBytes(12).toString('hex')}`
  server = await startBrowserServer({
    dataDir,
    rendererDir,
    appVersion: '0.0.0-test',
    secrets: keychain,
    core: { keyVault: { env: {}, cost: TEST_SCRYPT_COST } },
  })
  // The one-time link is spent once; the cookie outlives a restart of main, as in a browser.
  const cookie = await signIn(server.url)
  const connectPage = async () => socketClient(await openSocket(server!.port, { cookie, origin: server!.origin }))
  const page = await connectPage()

  const first = (await page.call('keys:status', {})).value as KeyStorageStatus
  expect(first.store).toBeNull()
  expect(first.keychain).toEqual({ available: false, problem: 'Cannot autolaunch D-Bus without X11 $DISPLAY' })
  // Nothing chosen: a connection cannot be saved yet, and says why.
  const early = await page.call('connections:add', { name: 'Main', baseUrl: sim.baseUrl, key, activate: true })
  expect(early.error?.code).toBe('key_store_unchosen')

  const chosen = await page.call('keys:choose', { store: 'file', passphrase })
  expect((chosen.value as KeyStorageStatus).file.state).toBe('unlocked')
  expect((await page.call('connections:add', { name: 'Main', baseUrl: sim.baseUrl, key, activate: true })).ok).toBe(true)
  await expect.poll(async () => ((await page.call('balance:get', {})).value as { balance?: unknown } | null)?.balance, { timeout: 10_000 }).toBeTruthy()
  for (const channel of ['connections:list', 'app:diagnostics', 'keys:status', 'settings:get']) expect((await page.call(channel, {})).ok, channel).toBe(true)

  // A restart of main: locked; reads fail with "locked", not "no key" (the connection keeps its key).
  await server.restartCore()
  const again = await connectPage()
  const locked = (await again.call('keys:status', {})).value as KeyStorageStatus
  expect(locked.file).toMatchObject({ state: 'locked', lockedBy: 'start' })
  const refreshed = (await again.call('balance:refresh', {})).value as { error: { code: string } | null }
  expect(refreshed.error?.code).toBe('keys_locked')
  expect(((await again.call('connections:list', {})).value as { connections: { configured: boolean }[] }).connections[0]?.configured).toBe(true)
  const wrong = await again.call('keys:unlock', { passphrase: 'not it' })
  expect(wrong.error?.code).toBe('wrong_passphrase')
  expect((await again.call('keys:unlock', { passphrase })).ok).toBe(true)
  await expect.poll(async () => ((await again.call('balance:get', {})).value as { error: unknown; balance: unknown }).error, { timeout: 10_000 }).toBeNull()
  // …and the unlock was pushed to the page as a `keys` event.
  expect(again.received.some((text) => text.includes('"event":"keys"') && text.includes('"state":"unlocked"'))).toBe(true)
  await again.call('keys:lock', {})

  const received = [...page.received, ...again.received]
  expect(received.length).toBeGreaterThan(10)
  const secrets = [key, passphrase]
  expect(received.flatMap((text, i) => findIn(`socket message ${i}`, text, secrets))).toEqual([])
  expect(lines.flatMap((line, i) => findIn(`log line ${i}`, line, secrets))).toEqual([])
  // The scans do see them where they belong: in what the page sent.
  expect([...page.sent, ...again.sent].flatMap((text) => findIn('sent', text, secrets)).length).toBeGreaterThanOrEqual(3)
  // No file in the data folder holds the key or the passphrase in any form.
  for (const name of await readdir(dataDir)) {
    const text = await readFile(join(dataDir, name)).then((b) => b.toString('latin1'), () => '')
    expect(findIn(name, text, secrets), name).toEqual([])
  }
})
