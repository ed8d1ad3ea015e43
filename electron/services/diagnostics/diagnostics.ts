import type { ConnectionsState } from '../../../shared/domain/connection'
import { redact } from './redact'
import type { RecentErrors } from './recent-errors'

/** "Copy diagnostics": versions, platform, connection base URLs, recent errors. Never a key. */
export function diagnosticsText(input: {
  appVersion: string
  shell: string
  versions: Record<string, string>
  platform: string
  connections: ConnectionsState
  errors: RecentErrors
  knownSecrets: readonly string[]
}): string {
  const lines = [
    `Tokentally ${input.appVersion} (${input.shell})`,
    `Platform: ${input.platform}`,
    ...Object.entries(input.versions)
      .filter(([name]) => ['electron', 'chrome', 'node', 'v8'].includes(name))
      .map(([name, version]) => `${name}: ${version}`),
    '',
    'Connections:',
    ...(input.connections.connections.length
      ? input.connections.connections.map((c) => `- ${c.name}${c.demo ? ' (demo)' : ''}${c.id === input.connections.activeId ? ' [active]' : ''}: ${c.baseUrl}; key ${c.configured ? 'configured' : 'missing'}`)
      : ['- none']),
    '',
    'Recent errors:',
    input.errors.text(),
  ]
  return redact(lines.join('\n'), input.knownSecrets)
}
