import { describe, expect, it } from 'vitest'
import { type ConnectionStatus, type SocketLike, type WebSocketTransportOptions, createWebSocketTransport } from '../../../renderer/src/transport/websocket'

/** A socket the test opens, feeds and drops by hand. */
class FakeSocket implements SocketLike {
  readyState = 0
  sent: string[] = []
  onopen: (() => void) | null = null
  onclose: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  send(text: string) {
    if (this.readyState !== 1) throw new Error('send before open')
    this.sent.push(text)
  }
  close() {
    this.drop()
  }
  open() {
    this.readyState = 1
    this.onopen?.()
  }
  drop() {
    this.readyState = 3
    this.onclose?.()
  }
  reply(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
  lastCall(): { id: number; channel: string; args: unknown } {
    return JSON.parse(this.sent.at(-1) ?? 'null') as { id: number; channel: string; args: unknown }
  }
}

function setup(options: Pick<WebSocketTransportOptions, 'connectTimeoutMs' | 'adoptSocket'> = { connectTimeoutMs: null }) {
  const offline = new Set<() => void>()
  const sockets: FakeSocket[] = []
  const timers: { run: () => void; ms: number }[] = []
  const downloads: { name: string; url: string }[] = []
  const opened: string[] = []
  const transport = createWebSocketTransport({
    url: 'ws://127.0.0.1:1/ws',
    createSocket: () => {
      const socket = new FakeSocket()
      sockets.push(socket)
      return socket
    },
    retryDelaysMs: [10, 20],
    setTimer: (run, ms) => void timers.push({ run, ms }),
    ...options,
    onDownload: (file) => downloads.push(file),
    onOpenExternal: (url) => opened.push(url),
    onOffline: (listener) => {
      offline.add(listener)
      return () => offline.delete(listener)
    },
  })
  const statuses: ConnectionStatus[] = []
  transport.onStatus((s) => statuses.push(s))
  const current = () => sockets.at(-1) as FakeSocket
  const fireTimer = () => timers.shift()?.run()
  const goOffline = () => {
    for (const listener of offline) listener()
  }
  return { transport, sockets, timers, statuses, current, fireTimer, downloads, opened, goOffline }
}

describe('browser mode WebSocket transport', () => {
  it('#39: the network going away counts as a drop at once, even when no close ever reaches the socket', async () => {
    const { transport, statuses, current, fireTimer, goOffline, sockets } = setup()
    current().open()
    const pending = transport.invoke('balance:get', {})
    const before = current()
    // The browser says it is offline; the open socket hears nothing (no close frame, no FIN).
    before.close = () => undefined
    goOffline()
    expect(transport.status()).toBe('reconnecting')
    expect(statuses).toEqual(['open', 'reconnecting'])
    await expect(pending).resolves.toMatchObject({ ok: false, error: { code: 'connection_lost' } })
    // A late close of the old socket changes nothing; the next attempt opens a new one.
    before.readyState = 3
    before.onclose?.()
    fireTimer()
    expect(sockets).toHaveLength(2)
    current().open()
    expect(transport.status()).toBe('open')
    expect(statuses).toEqual(['open', 'reconnecting', 'open'])
  })

  it('holds calls made before the socket opens, then answers each by its id', async () => {
    const t = setup()
    const first = t.transport.invoke('settings:get', {})
    const second = t.transport.invoke('balance:get', {})
    expect(t.current().sent).toEqual([])
    t.current().open()
    expect(t.current().sent.map((text) => (JSON.parse(text) as { channel: string }).channel)).toEqual(['settings:get', 'balance:get'])
    const [a, b] = t.current().sent.map((text) => (JSON.parse(text) as { id: number }).id)
    t.current().reply({ id: b, result: { ok: true, value: 'balance' } })
    t.current().reply({ id: a, result: { ok: true, value: 'settings' } })
    expect(await first).toEqual({ ok: true, value: 'settings' })
    expect(await second).toEqual({ ok: true, value: 'balance' })
    expect(t.transport.status()).toBe('open')
  })

  it('hands pushed events to the channel’s listeners until they unsubscribe', () => {
    const t = setup()
    t.current().open()
    const got: unknown[] = []
    const off = t.transport.on('balance', (p) => got.push(p))
    t.transport.on('usage', () => got.push('wrong channel'))
    expect(t.transport.listenerCount()).toBe(2)
    t.current().reply({ event: 'balance', payload: { n: 1 } })
    off()
    t.current().reply({ event: 'balance', payload: { n: 2 } })
    expect(got).toEqual([{ n: 1 }])
    expect(t.transport.listenerCount()).toBe(1)
  })

  it('a call in flight when the socket drops gets a network error instead of hanging', async () => {
    const t = setup()
    t.current().open()
    const pending = t.transport.invoke('chat:start', { x: 1 })
    t.current().drop()
    const envelope = (await pending) as { ok: boolean; error: { kind: string; code: string; endpoint: string } }
    expect(envelope.ok).toBe(false)
    expect(envelope.error).toMatchObject({ kind: 'network', code: 'connection_lost', endpoint: 'ipc:chat:start' })
  })

  it('says "reconnecting" after a drop, retries with growing waits, and tells the page to re-read once back', () => {
    const t = setup()
    let reconnected = 0
    t.transport.onReconnected(() => reconnected++)
    t.current().open()
    expect(reconnected).toBe(0)
    t.current().drop()
    expect(t.transport.status()).toBe('reconnecting')
    expect(t.timers.map((x) => x.ms)).toEqual([10])
    t.fireTimer()
    t.current().drop()
    t.fireTimer()
    t.current().drop()
    expect(t.timers.map((x) => x.ms)).toEqual([20])
    t.fireTimer()
    const waiting = t.transport.invoke('balance:get', {})
    t.current().open()
    expect(t.sockets).toHaveLength(4)
    expect(t.transport.status()).toBe('open')
    expect(reconnected).toBe(1)
    expect(t.statuses).toEqual(['open', 'reconnecting', 'open'])
    // A call made while down went out on the new socket.
    expect(t.current().lastCall().channel).toBe('balance:get')
    void waiting
  })

  it('a handshake that hangs is given up after the connect timeout and tried again', () => {
    const t = setup({ connectTimeoutMs: 5000 })
    const hung = t.current()
    expect(t.timers.map((x) => x.ms)).toEqual([5000])
    t.fireTimer()
    expect(hung.readyState).toBe(3)
    expect(t.transport.status()).toBe('connecting')
    // Closing it scheduled the next attempt, as a failure would.
    expect(t.timers.map((x) => x.ms)).toEqual([10])
    t.fireTimer()
    expect(t.sockets).toHaveLength(2)
    t.current().open()
    expect(t.transport.status()).toBe('open')
    // A socket that opened in time is left alone by its timeout.
    t.fireTimer()
    expect(t.current().readyState).toBe(1)
    expect(t.transport.status()).toBe('open')
  })

  it('a first connection that fails is "connecting", not "reconnecting", and is not a reconnect', () => {
    const t = setup()
    let reconnected = 0
    t.transport.onReconnected(() => reconnected++)
    t.current().drop()
    expect(t.transport.status()).toBe('connecting')
    t.fireTimer()
    t.current().open()
    expect(reconnected).toBe(0)
  })

  it('adopts the socket the page opened early: its queued messages first, calls sent at once when it is open', () => {
    const early = new FakeSocket()
    early.readyState = 1
    const created: FakeSocket[] = []
    const got: unknown[] = []
    const transport = createWebSocketTransport({
      url: 'ws://127.0.0.1:1/ws',
      createSocket: () => {
        const socket = new FakeSocket()
        created.push(socket)
        return socket
      },
      adoptSocket: () => ({ socket: early, early: [JSON.stringify({ event: 'balance', payload: 'early' })], calls: [], adopted: false }),
      setTimer: () => undefined,
    })
    transport.on('balance', (p) => got.push(p))
    void transport.invoke('settings:get', {})
    expect(created).toEqual([])
    expect(transport.status()).toBe('open')
    expect(early.lastCall().channel).toBe('settings:get')
    // The early message came before any listener: it was handed out while nobody listened, and is not replayed.
    expect(got).toEqual([])
  })

  it('the early socket`s first-screen calls answer the app`s identical calls, once, whether their answers came before or after', async () => {
    const early = new FakeSocket()
    early.readyState = 1
    const month = { start: '2026-11-01', end: '2026-11-28' }
    const state = {
      socket: early,
      early: [JSON.stringify({ id: 1, result: { ok: true, value: 'balance early' } })],
      calls: [
        { id: 1, channel: 'balance:get', args: {} },
        { id: 2, channel: 'usage:get', args: month },
      ],
      adopted: false,
    }
    const transport = createWebSocketTransport({ url: 'ws://127.0.0.1:1/ws', createSocket: () => new FakeSocket(), adoptSocket: () => state, setTimer: () => undefined })
    expect(state.adopted).toBe(true)
    // Answered before the app asked: no new call goes out.
    await expect(transport.invoke('balance:get', {})).resolves.toEqual({ ok: true, value: 'balance early' })
    // Asked before its answer: the answer arrives later on the same id.
    const usage = transport.invoke('usage:get', { ...month })
    expect(early.sent).toEqual([])
    early.reply({ id: 2, result: { ok: true, value: 'usage' } })
    await expect(usage).resolves.toEqual({ ok: true, value: 'usage' })
    // Each early answer is used once; other arguments, and a second ask, are new calls with new ids.
    void transport.invoke('balance:get', {})
    expect(early.lastCall()).toEqual({ id: 3, channel: 'balance:get', args: {} })
    void transport.invoke('usage:get', { start: '2026-10-01', end: '2026-11-28' })
    expect(early.lastCall()).toMatchObject({ id: 4, channel: 'usage:get' })
  })

  it('early calls not yet taken when the socket drops are made again by the app on the next socket', async () => {
    const early = new FakeSocket()
    early.readyState = 1
    const state = { socket: early, early: [], calls: [{ id: 1, channel: 'settings:get', args: {} }], adopted: false }
    const { transport, sockets, fireTimer } = setup({ connectTimeoutMs: null, adoptSocket: () => state })
    early.drop()
    fireTimer()
    const settings = transport.invoke('settings:get', {})
    sockets[0]?.open()
    expect(sockets[0]?.lastCall()).toEqual({ id: 2, channel: 'settings:get', args: {} })
    sockets[0]?.reply({ id: 2, result: { ok: true, value: 'fresh' } })
    await expect(settings).resolves.toEqual({ ok: true, value: 'fresh' })
  })

  it('an early socket that already failed is replaced by a new one', () => {
    const early = new FakeSocket()
    early.readyState = 3
    const created: FakeSocket[] = []
    const timers: Array<() => void> = []
    createWebSocketTransport({
      url: 'ws://127.0.0.1:1/ws',
      createSocket: () => {
        const socket = new FakeSocket()
        created.push(socket)
        return socket
      },
      adoptSocket: () => ({ socket: early, early: [], calls: [], adopted: false }),
      setTimer: (run) => void timers.push(run),
    })
    expect(timers).toHaveLength(1)
    timers[0]?.()
    expect(created).toHaveLength(1)
  })

  it('downloads and links main sends go to their handlers', () => {
    const t = setup()
    t.current().open()
    t.current().reply({ download: { name: 'usage.csv', url: '/download/abc' } })
    t.current().reply({ open: 'https://example.com/docs' })
    expect(t.downloads).toEqual([{ name: 'usage.csv', url: '/download/abc' }])
    expect(t.opened).toEqual(['https://example.com/docs'])
  })
})
