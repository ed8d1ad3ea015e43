import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite'
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupCounts, type BackupManifest } from '../../../shared/domain/backup'
import { userVersion } from '../db/open-database'

/** The small files of the data set a backup holds beside the database (budgets are in the settings). */
export const BACKUP_FILES = ['settings.json', 'connections.json'] as const
/** The table of a backup file that holds its manifest and those files (dropped when it is restored). */
export const BACKUP_TABLE = 'tokentally_backup'
export const BACKUP_EXTENSION = 'tokentally-backup'

/**
 * #34: one backup file, a SQLite database: a consistent copy of the app's database made with
 * SQLite's online backup while the app runs (chats, branches, imports, the usage cache, the prompt
 * library, votes, batches, balance history), plus one table, `tokentally_backup`, holding
 * `manifest.json` (what it holds) and the data folder's `settings.json` (budgets and every setting)
 * and `connections.json` (names and addresses; keys are never in it: they stay in the keychain).
 * The copy is the file: a large history backs up in one pass at disk speed.
 */
export async function writeBackupFile(path: string, o: { db: DatabaseSync; dataDir: string; now: Date; app: string }): Promise<BackupManifest> {
  try {
    await snapshot(o.db, path)
    const files = new Map<string, string>()
    for (const name of BACKUP_FILES) {
      const text = await readFile(join(o.dataDir, name), 'utf8').catch(() => null)
      if (text !== null) files.set(name, text)
    }
    const copy = new DatabaseSync(path)
    try {
      // One file, no journal beside it.
      copy.exec('PRAGMA journal_mode = DELETE')
      const manifest = { ...describe(copy, o), connections: connectionsIn(files.get('connections.json') ?? null) }
      copy.exec(`CREATE TABLE ${BACKUP_TABLE} (name TEXT PRIMARY KEY, content TEXT NOT NULL)`)
      const put = copy.prepare(`INSERT INTO ${BACKUP_TABLE} (name, content) VALUES (?, ?)`)
      put.run('manifest.json', JSON.stringify(manifest))
      for (const [name, text] of files) put.run(name, text)
      return manifest
    } finally {
      copy.close()
    }
  } catch (err) {
    await rm(path, { force: true })
    throw err
  }
}

/** A consistent copy of the open database, made in steps so the app keeps answering meanwhile. */
async function snapshot(db: DatabaseSync, path: string): Promise<void> {
  if (typeof sqliteBackup === 'function') {
    await sqliteBackup(db, path, { rate: 8192 })
    return
  }
  db.prepare('VACUUM INTO ?').run(path)
}

function describe(copy: DatabaseSync, o: { dataDir: string; now: Date; app: string }): BackupManifest {
  const count = (table: string) => (copy.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
  const counts: BackupCounts = { conversations: count('conversations'), messages: count('messages'), prompts: count('prompts'), votes: count('votes'), batches: count('batches') }
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: o.now.toISOString(), app: o.app, schemaVersion: userVersion(copy), counts, connections: [] }
}

/** The connections a backup holds (names and addresses), from its connections.json. */
export function connectionsIn(text: string | null): BackupManifest['connections'] {
  if (text === null) return []
  try {
    const file = JSON.parse(text) as { data?: { connections?: { id: string; name: string; baseUrl: string; demo?: boolean }[] } }
    return (file.data?.connections ?? []).filter((c) => !c.demo).map((c) => ({ id: c.id, name: c.name, baseUrl: c.baseUrl }))
  } catch {
    return []
  }
}
