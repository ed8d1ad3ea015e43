import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { hostname } from 'node:os'
import type { WrittenOn } from './key-file-format'

/**
 * This machine as the key file records it: its name (shown to the user) and a hash of its
 * machine ID (compared, never shown), so a file copied from another machine can say so.
 */
export function thisMachine(): WrittenOn {
  const id = readFirst(['/etc/machine-id', '/var/lib/dbus/machine-id']) ?? hostname()
  return { host: hostname(), machine: createHash('sha256').update(`tokentally:${id}`).digest('hex').slice(0, 32) }
}

function readFirst(paths: readonly string[]): string | null {
  for (const path of paths) {
    try {
      const text = readFileSync(path, 'utf8').trim()
      if (text) return text
    } catch {
      // not on this system
    }
  }
  return null
}
