import log from 'electron-log/main'
import { redact } from '../services/diagnostics/redact'

/**
 * electron-log to a file in the app's log folder; every line passes through key redaction, which
 * knows the key shapes and, once the services run, the exact keys main holds.
 */
export function createLogger(knownKeys: () => readonly string[]): (level: 'info' | 'warn' | 'error', message: string) => void {
  log.initialize()
  log.transports.file.level = 'info'
  log.hooks.push((message) => ({ ...message, data: message.data.map((d: unknown) => (typeof d === 'string' ? redact(d, knownKeys()) : d)) }))
  return (level, message) => log[level](redact(message, knownKeys()))
}
