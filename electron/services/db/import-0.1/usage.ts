import { existsSync } from 'node:fs'
import { mkdir, rename } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { z } from 'zod'
import { Timestamp } from '../../../../shared/domain/balance'
import { CachedPage, MAX_CACHED_PAGES } from '../../usage/cached-page'
import { usageStatements, writePage } from '../../usage/usage-pages-db'
import { JsonFile } from '../../storage/json-file'
import { transaction } from '../open-database'

/** Where 0.1 kept a connection's usage cache. */
export function usageCachePath(dataDir: string, connectionId: string): string {
  return join(dataDir, 'usage', `${connectionId}.json`)
}

/** Where an imported 0.1 file goes once the database is verified to hold it. */
export function usageBackupPath(dataDir: string, connectionId: string): string {
  return join(dataDir, 'backup-0.1', 'usage', `${connectionId}.json`)
}

/** The 0.1 file's shape; pages are checked one by one so one bad page does not lose the others. */
const LegacyUsageFile = z.object({ connectionId: z.string(), historyStart: Timestamp.nullable(), pages: z.array(z.unknown()) })
const LEGACY_VERSION = 1

export type LegacyUsageImport =
  | { status: 'none' }
  /** `skipped`: pages of the file that did not match the schema (a partial file). */
  | { status: 'imported'; pages: number; rows: number; skipped: number; backup: string }
  /** The database already held this connection's cache (an earlier import whose file was not moved). */
  | { status: 'already'; backup: string }
  /** Unreadable, not JSON, another version or connection: set aside as `<file>.corrupt-<time>`. */
  | { status: 'corrupt'; reason: string }

/**
 * Imports `<dataDir>/usage/<connectionId>.json` (0.1) into the database in one transaction, then
 * checks the database holds every page and row before moving the file to `backup-0.1/`.
 * Never throws for a bad file: it is set aside and reported.
 */
export async function importLegacyUsage(db: DatabaseSync, dataDir: string, connectionId: string): Promise<LegacyUsageImport> {
  const path = usageCachePath(dataDir, connectionId)
  if (!existsSync(path)) return { status: 'none' }
  const loaded = await new JsonFile(path, LegacyUsageFile, LEGACY_VERSION).load()
  if (loaded.status === 'missing') return { status: 'none' }
  if (loaded.status === 'corrupt') return loaded
  const file = loaded.value
  if (file.connectionId !== connectionId) {
    await rename(path, `${path}.corrupt-${Date.now()}`)
    return { status: 'corrupt', reason: `it holds the cache of connection ${file.connectionId}` }
  }
  const st = usageStatements(db)
  const backup = usageBackupPath(dataDir, connectionId)
  if ((st.count.get(connectionId) as { n: number }).n > 0) {
    await moveTo(path, backup)
    return { status: 'already', backup }
  }
  const pages = file.pages.map((p) => CachedPage.safeParse(p)).flatMap((r) => (r.success ? [r.data] : []))
  // The newest reads first, so the MAX_CACHED_PAGES limit keeps them.
  const kept = [...pages].sort((a, b) => (a.usedAt < b.usedAt ? 1 : -1)).slice(0, MAX_CACHED_PAGES)
  const byKey = new Map(kept.map((p) => [`${p.start}..${p.end}`, p]))
  const rows = [...byKey.values()].reduce((n, p) => n + p.rows.length, 0)
  transaction(db, () => {
    for (const page of byKey.values()) writePage(st, connectionId, page, MAX_CACHED_PAGES)
    if (file.historyStart !== null) st.setMeta.run(connectionId, file.historyStart)
    // Verified before the commit: a mismatch rolls everything back and the file stays where it is.
    const held = { pages: (st.count.get(connectionId) as { n: number }).n, rows: (st.rowCount.get(connectionId) as { n: number }).n }
    if (held.pages !== byKey.size || held.rows !== rows) {
      throw new Error(`usage import of ${connectionId} not verified: file ${byKey.size} pages / ${rows} rows, database ${held.pages} / ${held.rows}`)
    }
  })
  await moveTo(path, backup)
  return { status: 'imported', pages: byKey.size, rows, skipped: file.pages.length - pages.length, backup }
}

async function moveTo(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true })
  await rename(from, to)
}
