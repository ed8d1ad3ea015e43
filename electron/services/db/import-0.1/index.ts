import type { DatabaseSync } from 'node:sqlite'
import { importLegacyChats, type LegacyChatsImport } from './chats'
import { importLegacyUsage, type LegacyUsageImport } from './usage'

/** A connection's usage file that could not be imported (e.g. disk full): it stays where it is for the next start. */
export type UsageImportOutcome = LegacyUsageImport | { status: 'not_imported'; reason: string }

export interface LegacyImport {
  chats: LegacyChatsImport
  usage: Record<string, UsageImportOutcome>
}

/**
 * Everything 0.1 kept in JSON files, brought into the database once, at start: the chat files,
 * then each connection's usage cache file. Bad files are set aside and reported; nothing here
 * throws for them, and a file that could not be imported stays for the next start.
 */
export async function importLegacyData(db: DatabaseSync, dataDir: string, connectionIds: readonly string[], log: (level: 'info' | 'warn', message: string) => void): Promise<LegacyImport> {
  const chats = await importLegacyChats(db, dataDir)
  for (const problem of chats.problems) log('warn', `chat import: ${problem}`)
  if (chats.imported > 0) log('info', `imported ${chats.imported} conversations (${chats.messages} messages) from 0.1; originals in ${chats.backup}`)
  const usage: Record<string, UsageImportOutcome> = {}
  for (const id of connectionIds) {
    const outcome: UsageImportOutcome = await importLegacyUsage(db, dataDir, id).catch((err: unknown) => ({ status: 'not_imported' as const, reason: err instanceof Error ? err.message : String(err) }))
    usage[id] = outcome
    if (outcome.status === 'corrupt') log('warn', `0.1 usage cache file of ${id} was set aside (${outcome.reason}); not imported`)
    if (outcome.status === 'not_imported') log('warn', `0.1 usage cache file of ${id} not imported yet (${outcome.reason}); kept for the next start`)
  }
  return { chats, usage }
}
