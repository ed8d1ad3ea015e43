// Browser mode: with no preload (no window.tally), the page builds the same bridge over a WebSocket
// to the door that served it, before anything calls main (boot.ts imports this first).
import { createBridge } from '../../../shared/ipc/bridge'
import { SOCKET_PATH } from '../../../shared/ipc/socket-protocol'
import type { EarlySocketState } from '../../../shared/ipc/startup-calls'
import { notifyInBrowser } from './browser-notifications'
import { downloadFile } from './download'
import { type SocketLike, type WebSocketTransport, createWebSocketTransport } from './websocket'

let connection: WebSocketTransport | null = null

if (typeof window !== 'undefined' && !window.tally) {
  connection = createWebSocketTransport({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`,
    adoptSocket: () => (window as { __tallyEarlySocket?: EarlySocketState<SocketLike> }).__tallyEarlySocket ?? null,
    onDownload: downloadFile,
    onOpenExternal: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  })
  window.tally = createBridge(connection)
  notifyInBrowser(window.tally)
}

/** Browser mode's socket to main, or null in the desktop app (whose preload gave the bridge). */
export function browserConnection(): WebSocketTransport | null {
  return connection
}
