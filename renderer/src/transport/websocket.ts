import { Emitter } from '../../../shared/emitter'
import { CONNECTION_LOST_ENGLISH, buildError, say } from '../../../shared/error-core'
import type { Transport } from '../../../shared/ipc/bridge'
import type { SocketCall, SocketMessage } from '../../../shared/ipc/socket-protocol'
import { type EarlySocketState, callKey } from '../../../shared/ipc/startup-calls'

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting'

/** The part of the browser's WebSocket this uses (tests give a fake). */
export interface SocketLike {
  readonly readyState: number
  send(text: string): void
  close(): void
  onopen: (() => void) | null
  onclose: (() => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
}

export interface WebSocketTransportOptions {
  url: string
  createSocket?: (url: string) => SocketLike
  /** Waits before each reconnect attempt; the last one repeats. */
  retryDelaysMs?: readonly number[]
  setTimer?: (run: () => void, ms: number) => void
  /**
   * A socket still connecting after this long is given up and tried again (default 5 s; null: never).
   * A handshake can hang rather than fail (a network that came back, a laptop waking up).
   */
  connectTimeoutMs?: number | null
  /**
   * A socket opened before the app's bundle ran (page-start.js), the messages it got meanwhile and
   * the first screen's calls it sent: used first. The app's own identical calls get those answers.
   */
  adoptSocket?: () => EarlySocketState<SocketLike> | null
  /** Main saved a file: download it from this same-origin URL. */
  onDownload?(file: { name: string; url: string }): void
  /** app:openExternal in a browser: open the https link in a new tab. */
  onOpenExternal?(url: string): void
  /**
   * The browser's word that the network is gone (window's `offline` event by default). A dropped
   * network does not always reach an open socket as a close (nothing arrives at all), so the page
   * would think it is connected: on this signal the socket counts as lost at once.
   */
  onOffline?(listener: () => void): () => void
}

export interface WebSocketTransport extends Transport {
  status(): ConnectionStatus
  onStatus(listener: (status: ConnectionStatus) => void): () => void
  /** The socket came back after a drop: what the page shows must be read again. */
  onReconnected(listener: () => void): () => void
  /** Listeners on pushed events right now (a leak shows as a growing number). */
  listenerCount(): number
}

const CONNECTING = 0
const OPEN = 1

function windowOffline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  window.addEventListener('offline', listener)
  return () => window.removeEventListener('offline', listener)
}

/**
 * Browser mode's transport: calls and events over one WebSocket to the door. Calls made while the
 * socket is down wait for it; a call in flight when it drops gets a network error (it may or may
 * not have run). The socket is reopened after a drop, and `onReconnected` tells the page to
 * re-read its state (events sent while it was down are lost).
 */
export function createWebSocketTransport(options: WebSocketTransportOptions): WebSocketTransport {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  const delays = options.retryDelaysMs ?? [250, 500, 1000, 2000, 4000]
  const setTimer = options.setTimer ?? ((run, ms) => void setTimeout(run, ms))
  const connectTimeoutMs = options.connectTimeoutMs === undefined ? 5000 : options.connectTimeoutMs
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const inFlight = new Map<number, { channel: string; resolve(envelope: unknown): void }>()
  const waiting: SocketCall[] = []
  const statuses = new Emitter<ConnectionStatus>()
  const reconnects = new Emitter<void>()
  let status: ConnectionStatus = 'connecting'
  let everOpen = false
  let attempt = 0
  let nextId = 1
  let socket: SocketLike

  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return
    status = next
    statuses.emit(next)
  }

  const receive = (text: string) => {
    const message = JSON.parse(text) as SocketMessage
    if ('id' in message) {
      const call = inFlight.get(message.id)
      inFlight.delete(message.id)
      call?.resolve(message.result)
    } else if ('event' in message) {
      for (const listener of [...(listeners.get(message.event) ?? [])]) listener(message.payload)
    } else if ('download' in message) {
      options.onDownload?.(message.download)
    } else if ('open' in message) {
      options.onOpenExternal?.(message.open)
    }
  }

  // The early socket's calls, by channel and arguments, until the app makes the same call.
  const earlyCalls = new Map<string, Promise<unknown>>()
  let adopt = options.adoptSocket
  const connect = () => {
    const adopted = adopt?.() ?? null
    adopt = undefined
    if (adopted) {
      adopted.adopted = true
      for (const call of adopted.calls) {
        earlyCalls.set(callKey(call.channel, call.args), new Promise((resolve) => inFlight.set(call.id, { channel: call.channel, resolve })))
        nextId = Math.max(nextId, call.id + 1)
      }
    }
    socket = adopted?.socket ?? createSocket(options.url)
    const attemptSocket = socket
    if (connectTimeoutMs !== null && attemptSocket.readyState === CONNECTING) {
      // Closing fires its close event, which schedules the next attempt as a failure would.
      setTimer(() => attemptSocket === socket && attemptSocket.readyState === CONNECTING && attemptSocket.close(), connectTimeoutMs)
    }
    socket.onopen = () => {
      attempt = 0
      const reconnected = everOpen
      everOpen = true
      setStatus('open')
      for (const call of waiting.splice(0)) socket.send(JSON.stringify(call))
      if (reconnected) reconnects.emit()
    }
    socket.onmessage = (event) => {
      if (typeof event.data === 'string') receive(event.data)
    }
    socket.onclose = () => lost(attemptSocket)
    if (adopted) {
      for (const text of adopted.early) receive(text)
      if (socket.readyState === OPEN) socket.onopen()
      else if (socket.readyState > OPEN) lost(attemptSocket)
    }
  }

  /** This socket is gone (closed, or the network went away under it): fail its calls, say so, try again. */
  function lost(gone: SocketLike): void {
    if (gone !== socket) return
    // Early calls not yet taken by the app are made again by it, on the next socket.
    earlyCalls.clear()
    gone.onopen = null
    gone.onclose = null
    gone.onmessage = null
    for (const [id, call] of inFlight) {
      inFlight.delete(id)
      call.resolve({
        ok: false,
        error: buildError({ kind: 'network', code: 'connection_lost', say: say('errors.connectionLost'), message: CONNECTION_LOST_ENGLISH, endpoint: `ipc:${call.channel}` }),
      })
    }
    setStatus(everOpen ? 'reconnecting' : 'connecting')
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1000
    attempt++
    setTimer(connect, delay)
  }
  connect()
  const onOffline = options.onOffline ?? windowOffline
  onOffline(() => {
    const gone = socket
    if (gone.readyState > OPEN) return
    lost(gone)
    // Its close may never complete while offline; it no longer matters.
    try {
      gone.close()
    } catch {
      // already closing
    }
  })

  return {
    invoke: (channel, args) => {
      const key = callKey(channel, args)
      const early = earlyCalls.get(key)
      if (early) {
        earlyCalls.delete(key)
        return early
      }
      return new Promise((resolve) => {
        const call: SocketCall = { id: nextId++, channel, args }
        inFlight.set(call.id, { channel, resolve })
        if (socket.readyState === OPEN) socket.send(JSON.stringify(call))
        else waiting.push(call)
      })
    },
    on: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set()
      set.add(listener)
      listeners.set(channel, set)
      return () => {
        set.delete(listener)
      }
    },
    status: () => status,
    onStatus: (listener) => statuses.on(listener),
    onReconnected: (listener) => reconnects.on(() => listener()),
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}
