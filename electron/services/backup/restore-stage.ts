import { writeFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { BACKUP_VERSION, BackupManifest } from '../../../shared/domain/backup'
import { Settings } from '../../../shared/domain/settings'
import { AppFailure, makeError } from '../../../shared/error-model'
import { DATABASE_FILE, userVersion } from '../db/open-database'
import { SCHEMA_VERSION } from '../db/migrations'
import { writeFileStream } from '../storage/byte-sink'
import { BACKUP_FILES, BACKUP_TABLE } from './backup-file'

/** Where a restore is prepared: `staged/` holds the checked files, `pending.json` says they wait for the next start. */
export const restoreDir = (dataDir: string) => join(dataDir, 'restore')
export const stagedDir = (dataDir: string) => join(restoreDir(dataDir), 'staged')
export const pendingFile = (dataDir: string) => join(restoreDir(dataDir), 'pending.json')

const SQLITE_HEADER = 'SQLite format 3\u0000'

export function backupProblem(code: string, message: string): AppFailure {
  return new AppFailure(makeError({ kind: 'input', code, message: `${message} Nothing was restored: your data is as it was.`, endpoint: 'backup' }))
}

/**
 * #34: writes an uploaded backup into `restore/staged/` as it comes and checks it before anything
 * is replaced: a SQLite file that passes its integrity check, holding a Tokentally backup's
 * manifest of a known version, a database schema this app can open (older ones are migrated when
 * it opens), counts as the manifest says, settings and connections of the app's schemas. Then the
 * settings and connections files are laid beside it and `pending.json` marks it for the next start
 * (pending-restore.ts), which keeps the current data aside until the restored copy has opened. A
 * refused backup leaves nothing behind.
 */
export async function stageRestore(source: AsyncIterable<Uint8Array>, dataDir: string, fileName: string): Promise<BackupManifest> {
  const staged = stagedDir(dataDir)
  const clear = async () => {
    await rm(staged, { recursive: true, force: true })
    await rm(pendingFile(dataDir), { force: true })
  }
  await clear()
  await mkdir(staged, { recursive: true })
  const database = join(staged, DATABASE_FILE)
  try {
    let head: Uint8Array | null = null
    await writeFileStream(database, async (sink) => {
      for await (const chunk of source) {
        if (head === null && chunk.length > 0) {
          head = chunk
          if (new TextDecoder('latin1').decode(chunk.subarray(0, 16)) !== SQLITE_HEADER) throw notABackup(fileName)
        }
        await sink.write(chunk)
      }
    })
    if (head === null) throw backupProblem('not_a_backup', `${fileName} is empty.`)
    const manifest = check(database, fileName)
    await writeFile(pendingFile(dataDir), JSON.stringify({ fileName, manifest }), 'utf8')
    return manifest
  } catch (err) {
    await clear()
    if (err instanceof AppFailure && err.error.endpoint === 'backup') throw err
    throw backupProblem('backup_unreadable', `${fileName} could not be read as a backup (${err instanceof AppFailure ? err.error.message : (err as Error).message}).`)
  }
}

function notABackup(fileName: string): AppFailure {
  return backupProblem('not_a_backup', `${fileName} is not a Tokentally backup (a backup is the .tokentally-backup file that Settings → Data → Back up now makes).`)
}

function check(path: string, fileName: string): BackupManifest {
  let db: DatabaseSync
  try {
    db = new DatabaseSync(path)
  } catch (err) {
    throw backupProblem('backup_corrupt', `The backup cannot be opened (${(err as Error).message}): the file is damaged.`)
  }
  try {
    const rows = query(() => db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[])
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok')
    if (problems.length > 0) throw backupProblem('backup_corrupt', `The backup’s database fails SQLite’s integrity check (${problems.slice(0, 2).join('; ')}): the file is damaged.`)
    const hasTable = query(() => db.prepare("SELECT 1 AS one FROM sqlite_master WHERE type = 'table' AND name = ?").get(BACKUP_TABLE)) !== undefined
    if (!hasTable) throw notABackup(fileName)
    const files = new Map((query(() => db.prepare(`SELECT name, content FROM ${BACKUP_TABLE}`).all()) as { name: string; content: string }[]).map((r) => [r.name, r.content]))
    const manifest = manifestOf(files.get('manifest.json') ?? null, fileName)
    if (manifest.version > BACKUP_VERSION || manifest.schemaVersion > SCHEMA_VERSION) {
      throw backupProblem('backup_newer', `This backup was made by a newer Tokentally (${manifest.app}, database schema ${manifest.schemaVersion}; this one knows up to ${SCHEMA_VERSION}). Update Tokentally, then restore it.`)
    }
    if (userVersion(db) !== manifest.schemaVersion) throw backupProblem('backup_corrupt', `The backup’s database has schema ${userVersion(db)} where its manifest says ${manifest.schemaVersion}: the file is damaged.`)
    const conversations = (query(() => db.prepare('SELECT count(*) AS n FROM conversations').get()) as { n: number }).n
    if (conversations !== manifest.counts.conversations) throw backupProblem('backup_corrupt', `The backup holds ${conversations} conversations where its manifest says ${manifest.counts.conversations}: the file is damaged.`)
    checkJson(files.get('settings.json') ?? null, (data) => Settings.safeParse(data).success, 'settings')
    checkJson(files.get('connections.json') ?? null, (data) => typeof data === 'object' && data !== null && Array.isArray((data as { connections?: unknown }).connections), 'connections')
    // The staged files: the settings and connections beside the database, which no longer holds them.
    const dir = join(path, '..')
    for (const name of BACKUP_FILES) {
      const text = files.get(name)
      if (text !== undefined) writeFileSync(join(dir, name), text, 'utf8')
    }
    db.exec(`DROP TABLE ${BACKUP_TABLE}`)
    return manifest
  } finally {
    db.close()
  }
}

/** A read of the backup that fails is a damaged file. */
function query<T>(read: () => T): T {
  try {
    return read()
  } catch (err) {
    if (err instanceof AppFailure) throw err
    throw backupProblem('backup_corrupt', `The backup cannot be read (${(err as Error).message}): the file is damaged.`)
  }
}

function manifestOf(text: string | null, fileName: string): BackupManifest {
  if (text === null) throw notABackup(fileName)
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw backupProblem('backup_corrupt', 'The backup’s manifest is not JSON: the file is damaged.')
  }
  const parsed = BackupManifest.safeParse(raw)
  if (!parsed.success) throw notABackup(fileName)
  return parsed.data
}

function checkJson(text: string | null, valid: (data: unknown) => boolean, what: string): void {
  if (text === null) return
  let envelope: { version?: unknown; data?: unknown }
  try {
    envelope = JSON.parse(text) as typeof envelope
  } catch {
    throw backupProblem('backup_corrupt', `The backup’s ${what} are not JSON: the file is damaged.`)
  }
  if (envelope.version !== 1 || !valid(envelope.data)) throw backupProblem('backup_corrupt', `The backup’s ${what} are not in a shape this Tokentally reads: the file is damaged.`)
}
