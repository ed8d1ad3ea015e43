import type { ConnectionsState } from '../../../shared/domain/connection'
import { redact } from './redact'
import type { RecentErrors } from './recent-errors'

/** The app's component versions, one `name: version` a line (the About dialog of the desktop app). */
export function versionsText(versions: Record<string, string>): string {
  return Object.entries(versions)
    .map(([name, version]) => `${name}: ${version}`)
    .join('\n')
}

/** Every key the connections hold, only so diagnostics can prove none slips into the text. */
export async function keysToHide(connections: { list(): ConnectionsState; getKey(id: string): Promise<string | null> }): Promise<string[]> {
  const keys = await Promise.all(connections.list().connections.map((c) => connections.getKey(c.id).catch(() => null)))
  return keys.filter((k): k is string => k !== null)
}

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
