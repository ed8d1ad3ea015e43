/**
 * Browser mode's messages over its one WebSocket (electron/browser/socket-hub.ts ↔
 * renderer/src/transport/websocket.ts). Calls and events carry exactly what Electron's IPC
 * carries: the contract's arguments, `Envelope` results and event payloads.
 */

/** Page → server: one contract call. */
export interface SocketCall {
  id: number
  channel: string
  args: unknown
}

/** Server → page. */
export type SocketMessage =
  /** The answer to call `id`: the Envelope dispatch returned. */
  | { id: number; result: unknown }
  /** A pushed event, as `emit(channel, payload)` sent it. */
  | { event: string; payload: unknown }
  /** A file core saved: the page downloads it from this one-time, same-origin URL. */
  | { download: { name: string; url: string } }
  /** app:openExternal: the page opens this https URL in a new tab. */
  | { open: string }

/** The WebSocket's path on the door. */
export const SOCKET_PATH = '/ws'
