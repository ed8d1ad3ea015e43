import { existsSync } from 'node:fs'

/** Debian's Chromium, started the way this closed network needs (no background connections). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH)
}
