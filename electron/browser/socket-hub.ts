import type { WebSocket } from 'ws'
import { makeError, say } from '../../shared/error-model'
import type { Envelope } from '../../shared/ipc/contract'
import type { SocketMessage } from '../../shared/ipc/socket-protocol'
import { type Handlers, dispatch } from '../services/ipc/dispatch'

/** What crossed the socket, in the shape the E2E harness's IPC log keeps: an invoke, its result, an event. */
export type Traffic = { invoke: string; args: unknown; id: number } | { result: unknown; id: number } | { event: string; payload: unknown }

export interface SocketHubOptions {
  handlers: () => Handlers
  /** Open pages went from none to some, or back: main polls only while the app is seen. */
  onPresence?(present: boolean): void
  onTraffic?(traffic: Traffic): void
  /** Results checked against the contract too (tests). */
  validateResults?: boolean
}

/**
 * The pages' WebSockets: each call goes through `dispatch` (the contract's validation, like
 * Electron's IPC); events, downloads and links go to every open page.
 */
export class SocketHub {
  private readonly sockets = new Set<WebSocket>()

  constructor(private readonly options: SocketHubOptions) {}

  get size(): number {
    return this.sockets.size
  }

  add(socket: WebSocket): void {
    this.sockets.add(socket)
    if (this.sockets.size === 1) this.options.onPresence?.(true)
    socket.on('message', (data, isBinary) => {
      if (isBinary) return socket.close(1003, 'text frames only')
      void this.call(socket, data.toString())
    })
    socket.on('close', () => {
      this.sockets.delete(socket)
      if (this.sockets.size === 0) this.options.onPresence?.(false)
    })
    socket.on('error', () => socket.terminate())
  }

  send(message: SocketMessage): void {
    if ('event' in message) this.options.onTraffic?.({ event: message.event, payload: message.payload })
    const text = JSON.stringify(message)
    for (const socket of this.sockets) if (socket.readyState === socket.OPEN) socket.send(text)
  }

  private async call(socket: WebSocket, text: string): Promise<void> {
    let message: { id?: unknown; channel?: unknown; args?: unknown }
    try {
      message = JSON.parse(text) as typeof message
    } catch {
      return socket.close(1007, 'not JSON')
    }
    if (typeof message !== 'object' || message === null || typeof message.id !== 'number') return socket.close(1007, 'a call needs a numeric id')
    this.options.onTraffic?.({ invoke: String(message.channel), args: message.args, id: message.id })
    const result = await this.dispatch(message.channel, message.args)
    this.options.onTraffic?.({ result, id: message.id })
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ id: message.id, result } satisfies SocketMessage))
  }

  private async dispatch(channel: unknown, args: unknown): Promise<Envelope<unknown>> {
    let handlers: Handlers
    try {
      handlers = this.options.handlers()
    } catch (err) {
      return { ok: false, error: makeError({ kind: 'internal', code: 'not_ready', say: say('errors.ipc.notReady', { detail: (err as Error).message }), endpoint: `ipc:${String(channel).slice(0, 80)}` }) }
    }
    return dispatch(handlers, channel, args, { validateResults: this.options.validateResults ?? false })
  }

  closeAll(): void {
    for (const socket of this.sockets) socket.terminate()
  }
}
