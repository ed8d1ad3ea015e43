import type { SocketCall } from './socket-protocol'

/**
 * The calls the first screen makes at once (renderer/src/queries/startup.ts), besides this UTC
 * month's usage. Browser mode's page-start.js sends them as soon as its socket opens, before the
 * app's bundle has run; the transport hands their answers to the app's own identical calls.
 * test/unit/browser/startup-calls.test.ts checks this list against what startup.ts asks for.
 */
export const STARTUP_CALLS = ['connections:list', 'keys:status', 'settings:get', 'balance:get', 'guard:status'] as const

/** The usage call of the first screen: this UTC month, from its first day to tomorrow (the 'this-month' preset). */
export const STARTUP_USAGE_CALL = 'usage:get'

/** What page-start.js leaves for the transport (window.__tallyEarlySocket). */
export interface EarlySocketState<Socket> {
  socket: Socket
  /** Messages that arrived before the transport took the socket over, in order. */
  early: string[]
  /** The calls page-start.js sent (each with its id), answered among `early` or later. */
  calls: SocketCall[]
  /** Set by the transport when it takes the socket: page-start.js then sends nothing more. */
  adopted: boolean
}

/** The key an early call and the app's own identical call share. */
export function callKey(channel: string, args: unknown): string {
  return `${channel} ${JSON.stringify(args ?? {})}`
}
