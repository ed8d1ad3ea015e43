import { timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

/** The door's checks; each is on unless a test turns it off to show its own test would then fail. */
export interface Guards {
  /** Host must be the loopback address and our port: a page on a rebound DNS name is refused. */
  host: boolean
  /** Origin (and Sec-Fetch-Site) must be the app's own: no other site's page may call in. */
  origin: boolean
  /** The per-launch token, exchanged once for the session cookie, before anything else. */
  token: boolean
}

export const ALL_GUARDS: Guards = { host: true, origin: true, token: true }

/** The names the door answers to: 127.0.0.1 and localhost, on its port. */
export function ownHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`]
}

export function ownOrigins(port: number): string[] {
  return ownHosts(port).map((host) => `http://${host}`)
}

export function hostAllowed(headers: IncomingHttpHeaders, port: number): boolean {
  return typeof headers.host === 'string' && ownHosts(port).includes(headers.host.toLowerCase())
}

/**
 * A request's Origin, when it sends one, is the app's own; a WebSocket must send one (browsers
 * always do). Sec-Fetch-Site, when sent, says the request comes from the app's own pages or from
 * the user (a typed or opened URL).
 */
export function originAllowed(headers: IncomingHttpHeaders, port: number, options: { required: boolean }): boolean {
  const origin = headers.origin
  if (origin === undefined) {
    if (options.required) return false
  } else if (!ownOrigins(port).includes(origin.toLowerCase())) {
    return false
  }
  const site = headers['sec-fetch-site']
  return site === undefined || site === 'same-origin' || site === 'none'
}

/** Constant-time comparison of a presented secret with the expected one. */
export function sameSecret(presented: string | null | undefined, expected: string): boolean {
  if (typeof presented !== 'string') return false
  const a = Buffer.from(presented)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}
