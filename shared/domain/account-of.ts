import type { ConnectionSummary } from './connection'

/**
 * The connection whose balance and usage apply to `connection`: itself, its linked account, or none.
 * Its own module (types only from connection.ts) so the renderer's first screen does not pull in zod.
 */
export function accountOf(connection: ConnectionSummary | null, all: readonly ConnectionSummary[]): ConnectionSummary | null {
  if (!connection) return null
  if (connection.kind === 'service') return connection
  const linked = all.find((c) => c.id === connection.linkedAccountId)
  return linked && linked.kind === 'service' ? linked : null
}
