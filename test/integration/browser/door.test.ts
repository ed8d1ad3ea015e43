import { connect } from 'node:net'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Guards } from '../../../electron/browser/door-guards'
import { openDoor } from '../../../electron/browser/door'
import { type BrowserServer, startBrowserServer } from '../../../electron/browser/server'
import { MemorySecrets } from '../../support/memory-secrets'
import { openSocket, rawGet, signIn, socketClient } from '../../support/browser/door-client'

let server: BrowserServer | null = null
const dirs: string[] = []

afterEach(async () => {
  await server?.close()
  server = null
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function start(guards: Partial<Guards> = {}): Promise<BrowserServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-door-data-'))
  const rendererDir = await mkdtemp(join(tmpdir(), 'tally-door-renderer-'))
  dirs.push(dataDir, rendererDir)
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Tokentally</title>')
  await writeFile(join(rendererDir, 'app.js'), 'export {}')
  await mkdir(join(rendererDir, 'assets'))
  await writeFile(join(rendererDir, 'assets', 'index-Ab12Cd34.js'), 'export {}')
  server = await startBrowserServer({ dataDir, rendererDir, appVersion: '0.0.0-test', secrets: new MemorySecrets(), guards, log: () => undefined })
  return server
}

/** This machine's addresses other than loopback (IPv4: what a LAN peer would dial). */
function otherAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).filter((a) => !a.internal && a.family === 'IPv4').map((a) => a.address))
}

function reachable(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 2_000 })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

const REBOUND_HOST = (port: number) => `attacker.example:${port}`
const FOREIGN_ORIGIN = 'http://attacker.example'

describe('browser mode door: the token', () => {
  it('is exchanged once for an HttpOnly, SameSite=Strict cookie, and the URL is cleaned by a redirect', async () => {
    const s = await start()
    const { pathname, search } = new URL(s.url)
    const res = await rawGet(s.port, `${pathname}${search}`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/')
    const cookie = res.headers['set-cookie']?.[0] ?? ''
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    const page = await rawGet(s.port, '/', { cookie: cookie.split(';')[0] ?? '' })
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.headers['access-control-allow-origin']).toBeUndefined()
    const script = await rawGet(s.port, '/app.js', { cookie: cookie.split(';')[0] ?? '' })
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    // index.html and unhashed files are asked for again on every load; the build's hashed assets are kept.
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(script.headers['cache-control']).toBe('no-cache')
    const hashed = await rawGet(s.port, '/assets/index-Ab12Cd34.js', { cookie: cookie.split(';')[0] ?? '' })
    expect(hashed.status).toBe(200)
    expect(hashed.headers['cache-control']).toBe('private, max-age=31536000, immutable')
  })

  it('a missing token or cookie is refused (page and WebSocket)', async () => {
    const s = await start()
    expect((await rawGet(s.port, '/')).status).toBe(401)
    expect((await rawGet(s.port, '/app.js')).status).toBe(401)
    await expect(openSocket(s.port, { origin: s.origin })).rejects.toThrow('refused: 403')
  })

  it('a wrong token is refused and sets no cookie', async () => {
    const s = await start()
    const res = await rawGet(s.port, '/?token=not-the-token')
    expect(res.status).toBe(403)
    expect(res.headers['set-cookie']).toBeUndefined()
    await expect(openSocket(s.port, { origin: s.origin, cookie: `tokentally_${s.port}=not-a-session` })).rejects.toThrow('refused: 403')
  })

  it('a used token is refused the second time', async () => {
    const s = await start()
    await signIn(s.url)
    const { pathname, search } = new URL(s.url)
    const again = await rawGet(s.port, `${pathname}${search}`)
    expect(again.status).toBe(403)
    expect(again.headers['set-cookie']).toBeUndefined()
  })

  it('the guard can fail: with the token check off, a request without a cookie gets the page', async () => {
    const s = await start({ token: false })
    expect((await rawGet(s.port, '/')).status).toBe(200)
  })
})

describe('browser mode door: Host and Origin', () => {
  it('a rebinding Host (a DNS name pointed at 127.0.0.1) is refused, even with a valid cookie', async () => {
    const s = await start()
    const cookie = await signIn(s.url)
    expect((await rawGet(s.port, '/', { cookie, host: REBOUND_HOST(s.port) })).status).toBe(403)
    await expect(openSocket(s.port, { cookie, origin: `http://${REBOUND_HOST(s.port)}`, host: REBOUND_HOST(s.port) })).rejects.toThrow('refused: 403')
    // The door's own names pass.
    expect((await rawGet(s.port, '/', { cookie, host: `localhost:${s.port}` })).status).toBe(200)
  })

  it('the guard can fail: with the Host check off, the rebinding request gets the page', async () => {
    const s = await start({ host: false })
    const cookie = await signIn(s.url)
    expect((await rawGet(s.port, '/', { cookie, host: REBOUND_HOST(s.port) })).status).toBe(200)
  })

  it('a foreign Origin is refused: its requests and its WebSocket', async () => {
    const s = await start()
    const cookie = await signIn(s.url)
    expect((await rawGet(s.port, '/', { cookie, origin: FOREIGN_ORIGIN })).status).toBe(403)
    expect((await rawGet(s.port, '/', { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    await expect(openSocket(s.port, { cookie, origin: FOREIGN_ORIGIN })).rejects.toThrow('refused: 403')
    await expect(openSocket(s.port, { cookie })).rejects.toThrow('refused: 403')
    const own = await openSocket(s.port, { cookie, origin: s.origin })
    own.close()
  })

  it('the guard can fail: with the Origin check off, a foreign page opens the WebSocket', async () => {
    const s = await start({ origin: false })
    const cookie = await signIn(s.url)
    const ws = await openSocket(s.port, { cookie, origin: FOREIGN_ORIGIN })
    ws.close()
  })
})

describe('browser mode door: loopback only', () => {
  it('is not reachable on any of the machine’s other addresses', async () => {
    const s = await start()
    expect(s.origin).toBe(`http://127.0.0.1:${s.port}`)
    for (const address of otherAddresses()) expect(await reachable(address, s.port), `reachable on ${address}`).toBe(false)
    // 127.0.0.1 itself answers.
    expect((await rawGet(s.port, '/')).status).toBe(401)
  })

  it.runIf(otherAddresses().length > 0)('the check can fail: a door bound to every address is reachable on the others', async () => {
    const rendererDir = await mkdtemp(join(tmpdir(), 'tally-door-renderer-'))
    dirs.push(rendererDir)
    const door = await openDoor({ rendererDir, listenAddress: '0.0.0.0', onSocket: (ws) => ws.close() })
    try {
      expect(await reachable(otherAddresses()[0] ?? '', door.port)).toBe(true)
    } finally {
      await door.close()
    }
  })
})

describe('browser mode door: calls over the WebSocket', () => {
  it('a call with bad arguments gets the contract’s error, an unknown channel its own', async () => {
    const s = await start()
    const cookie = await signIn(s.url)
    const ws = await openSocket(s.port, { cookie, origin: s.origin })
    const client = socketClient(ws)
    const bad = await client.call('conversations:get', { id: 42 })
    expect(bad.ok).toBe(false)
    expect(bad.error?.code).toBe('invalid_ipc_args')
    expect(bad.error?.message).toMatch(/^Invalid arguments for conversations:get: id/)
    const unknown = await client.call('app:exec', {})
    expect(unknown.error?.code).toBe('unknown_channel')
    const good = await client.call('settings:get', {})
    expect(good.ok).toBe(true)
    ws.close()
  })

  it('a frame that is not a call closes the socket (1007), leaving other pages alone', async () => {
    const s = await start()
    const cookie = await signIn(s.url)
    const bad = await openSocket(s.port, { cookie, origin: s.origin })
    const other = await openSocket(s.port, { cookie, origin: s.origin })
    const closed = new Promise<number>((resolve) => bad.once('close', (code) => resolve(code)))
    bad.send('not json')
    expect(await closed).toBe(1007)
    expect((await socketClient(other).call('settings:get', {})).ok).toBe(true)
    other.close()
  })
})
