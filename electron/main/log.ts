import log from 'electron-log/main'
import { redact } from '../services/diagnostics/redact'

/** electron-log to a file in the app's log folder; every line passes through key redaction. */
export function createLogger(): (level: 'info' | 'warn' | 'error', message: string) => void {
  log.initialize()
  log.transports.file.level = 'info'
  log.hooks.push((message) => ({ ...message, data: message.data.map((d: unknown) => (typeof d === 'string' ? redact(d) : d)) }))
  return (level, message) => log[level](redact(message))
}
