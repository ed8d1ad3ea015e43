import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite'
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupCounts, type BackupManifest } from '../../../shared/domain/backup'
import { DATABASE_FILE, userVersion } from '../db/open-database'
import type { ByteSink } from '../storage/byte-sink'
import { ZipWriter } from '../storage/zip-writer'

/** The small files of the data set a backup holds beside the database (budgets are in the settings). */
export const BACKUP_FILES = ['settings.json', 'connections.json'] as const
export const BACKUP_ENTRIES = ['manifest.json', DATABASE_FILE, ...BACKUP_FILES] as const

/**
 * #34: one backup file (a zip): `manifest.json` (what it holds), `tokentally.db` (a consistent
 * copy made with SQLite's online backup while the app runs: chats, branches, imports, the usage
 * cache, the prompt library, votes, batches, balance history), `settings.json` (budgets and every
 * setting) and `connections.json` (names and addresses; keys are never in it: they stay in the
 * keychain). The database is stored, not compressed, so a large history backs up at disk speed.
 */
export async function writeBackup(sink: ByteSink, o: { db: DatabaseSync; dataDir: string; now: Date; app: string }): Promise<BackupManifest> {
  const dir = join(o.dataDir, 'backups')
  await mkdir(dir, { recursive: true })
  const copy = join(dir, `.snapshot-${randomUUID()}.db`)
  try {
    await snapshot(o.db, copy)
    const manifest = describe(copy, o)
    const zip = new ZipWriter(sink)
    await zip.addBytes('manifest.json', new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`))
    for (const name of BACKUP_FILES) {
      const bytes = await readFile(join(o.dataDir, name)).catch(() => null)
      if (bytes) await zip.addBytes(name, bytes)
    }
    await zip.addFile(DATABASE_FILE, copy)
    await zip.end()
    return manifest
  } finally {
    await rm(copy, { force: true })
  }
}

/** A consistent copy of the open database, made in steps so the app keeps answering meanwhile. */
async function snapshot(db: DatabaseSync, path: string): Promise<void> {
  if (typeof sqliteBackup === 'function') {
    await sqliteBackup(db, path, { rate: 4096 })
    return
  }
  db.prepare('VACUUM INTO ?').run(path)
}

function describe(copy: string, o: { dataDir: string; now: Date; app: string }): BackupManifest {
  const db = new DatabaseSync(copy, { readOnly: true })
  try {
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
    const counts: BackupCounts = { conversations: count('conversations'), messages: count('messages'), prompts: count('prompts'), votes: count('votes'), batches: count('batches') }
    return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: o.now.toISOString(), app: o.app, schemaVersion: userVersion(db), counts, connections: connectionsOf(o.dataDir) }
  } finally {
    db.close()
  }
}

function connectionsOf(dataDir: string): BackupManifest['connections'] {
  try {
    const file = JSON.parse(readFileSync(join(dataDir, 'connections.json'), 'utf8')) as { data?: { connections?: { id: string; name: string; baseUrl: string; demo?: boolean }[] } }
    return (file.data?.connections ?? []).filter((c) => !c.demo).map((c) => ({ id: c.id, name: c.name, baseUrl: c.baseUrl }))
  } catch {
    return []
  }
}
