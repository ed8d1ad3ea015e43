import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import keytar from 'keytar'
import { afterEach, expect, it } from 'vitest'
import { type BrowserServer, startBrowserServer } from '../../../electron/browser/server'
import { KEYCHAIN_SERVICE, createKeytarStore } from '../../../electron/services/secrets/keytar-store'
import type { ConnectionsState } from '../../../shared/domain/connection'
import { findIn } from '../../support/secret-forms'
import { openSocket, rawGet, signIn, socketClient } from '../../support/browser/door-client'
import { KEYS, type Sim, simulator } from '../../support/core/sim-client'

let server: BrowserServer | null = null
let sim: Sim | null = null
const dirs: string[] = []
const ids: string[] = []

afterEach(async () => {
  await server?.close()
  await sim?.close()
  for (const id of ids.splice(0)) await keytar.deletePassword(KEYCHAIN_SERVICE, id).catch(() => false)
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
  server = null
  sim = null
})

it('keys reach nothing the browser receives: no WebSocket message, page or download', async () => {
  sim = await simulator()
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-leak-data-'))
  const rendererDir = await mkdtemp(join(tmpdir(), 'tally-leak-renderer-'))
  dirs.push(dataDir, rendererDir)
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Tokentally</title>')
  server = await startBrowserServer({ dataDir, rendererDir, appVersion: '0.0.0-test', secrets: createKeytarStore(), log: () => undefined })
  const cookie = await signIn(server.url)
  const ws = await openSocket(server.port, { cookie, origin: server.origin })
  const client = socketClient(ws)
  // A second key that does not look like one: the scan must not rely on the sk- prefix.
  const second = `tt-live-${randomBytes(18).toString('hex')}`

  const added = await client.call('connections:add', { name: 'Main', baseUrl: sim.baseUrl, key: KEYS.funded, activate: true })
  expect(added.ok).toBe(true)
  const other = await client.call('connections:add', { name: 'Other', baseUrl: sim.baseUrl, key: second, activate: false })
  ids.push(...(other.value as ConnectionsState).connections.map((c) => c.id))
  await expect.poll(async () => ((await client.call('balance:get', {})).value as { balance?: unknown } | null)?.balance, { timeout: 10_000 }).toBeTruthy()
  for (const channel of ['connections:list', 'app:info', 'app:diagnostics', 'app:storage', 'models:list', 'settings:get', 'conversations:list']) {
    expect((await client.call(channel, {})).ok, channel).toBe(true)
  }
  // A refused key's check, and a CSV export (a download in browser mode).
  await client.call('connections:verify', { name: 'Revoked', baseUrl: sim.baseUrl, key: KEYS.revoked })
  const today = new Date().toISOString().slice(0, 10)
  const exported = await client.call('usage:exportCsv', { start: '2020-01-01', end: today })
  expect(exported.ok).toBe(true)
  const downloads = client.received.flatMap((text) => {
    const message = JSON.parse(text) as { download?: { url: string } }
    return message.download ? [message.download.url] : []
  })
  const bodies = await Promise.all(['/', ...downloads].map(async (path) => (await rawGet(server?.port ?? 0, path, { cookie })).body))
  ws.close()

  expect(client.received.length).toBeGreaterThan(10)
  const hits = [...client.received.flatMap((text, i) => findIn(`socket message ${i}`, text, [KEYS.funded, second])), ...bodies.flatMap((body, i) => findIn(`http body ${i}`, body, [KEYS.funded, second]))]
  expect(hits).toEqual([])
  // The scan sees keys in this traffic: the page's own connections:add calls carry them to main.
  expect(client.sent.flatMap((text) => findIn('sent', text, [KEYS.funded, second])).length).toBe(2)
  // The masked suffix the service reports is not the key and may be shown.
  expect(client.received.some((text) => text.includes('nded'))).toBe(true)
})
