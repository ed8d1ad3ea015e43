import { writeFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { BACKUP_VERSION, BackupManifest } from '../../../shared/domain/backup'
import { Settings } from '../../../shared/domain/settings'
import { AppFailure, type Said, makeError, say } from '../../../shared/error-model'
import { DATABASE_FILE, userVersion } from '../db/open-database'
import { SCHEMA_VERSION } from '../db/migrations'
import { writeFileStream } from '../storage/byte-sink'
import { BACKUP_FILES, BACKUP_TABLE } from './backup-file'

/** Where a restore is prepared: `staged/` holds the checked files, `pending.json` says they wait for the next start. */
export const restoreDir = (dataDir: string) => join(dataDir, 'restore')
export const stagedDir = (dataDir: string) => join(restoreDir(dataDir), 'staged')
export const pendingFile = (dataDir: string) => join(restoreDir(dataDir), 'pending.json')

const SQLITE_HEADER = 'SQLite format 3\u0000'

/** A refused backup: what is wrong (namespace `fileErrors`), then that nothing was restored. */
export function backupProblem(code: string, said: Said | readonly Said[]): AppFailure {
  const sentences = Array.isArray(said) ? (said as readonly Said[]) : [said as Said]
  return new AppFailure(makeError({ kind: 'input', code, say: [...sentences, say('fileErrors.backup.nothingRestored')], endpoint: 'backup' }))
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
    if (head === null) throw backupProblem('not_a_backup', say('fileErrors.backup.empty', { name: fileName }))
    const manifest = check(database, fileName)
    await writeFile(pendingFile(dataDir), JSON.stringify({ fileName, manifest }), 'utf8')
    return manifest
  } catch (err) {
    await clear()
    if (err instanceof AppFailure && err.error.endpoint === 'backup') throw err
    // Another failure (the disk, say) keeps its own sentences; anything else is another program's words.
    const inner = err instanceof AppFailure ? err.error : null
    if (inner?.say) throw backupProblem('backup_unreadable', [say('fileErrors.backup.unreadableSaid', { name: fileName }), ...(inner.say as Said[])])
    throw backupProblem('backup_unreadable', say('fileErrors.backup.unreadable', { name: fileName, detail: inner ? inner.message : (err as Error).message }))
  }
}

function notABackup(fileName: string): AppFailure {
  return backupProblem('not_a_backup', say('fileErrors.backup.notBackup', { name: fileName }))
}

function check(path: string, fileName: string): BackupManifest {
  let db: DatabaseSync
  try {
    db = new DatabaseSync(path)
  } catch (err) {
    throw backupProblem('backup_corrupt', say('fileErrors.backup.cannotOpen', { detail: (err as Error).message }))
  }
  try {
    const rows = query(() => db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[])
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok')
    if (problems.length > 0) throw backupProblem('backup_corrupt', say('fileErrors.backup.integrity', { detail: problems.slice(0, 2).join('; ') }))
    const hasTable = query(() => db.prepare("SELECT 1 AS one FROM sqlite_master WHERE type = 'table' AND name = ?").get(BACKUP_TABLE)) !== undefined
    if (!hasTable) throw notABackup(fileName)
    const files = new Map((query(() => db.prepare(`SELECT name, content FROM ${BACKUP_TABLE}`).all()) as { name: string; content: string }[]).map((r) => [r.name, r.content]))
    const manifest = manifestOf(files.get('manifest.json') ?? null, fileName)
    if (manifest.version > BACKUP_VERSION || manifest.schemaVersion > SCHEMA_VERSION) {
      throw backupProblem('backup_newer', say('fileErrors.backup.newer', { app: manifest.app, schema: manifest.schemaVersion, known: SCHEMA_VERSION }))
    }
    if (userVersion(db) !== manifest.schemaVersion) throw backupProblem('backup_corrupt', say('fileErrors.backup.schemaMismatch', { actual: userVersion(db), stated: manifest.schemaVersion }))
    const conversations = (query(() => db.prepare('SELECT count(*) AS n FROM conversations').get()) as { n: number }).n
    if (conversations !== manifest.counts.conversations) throw backupProblem('backup_corrupt', say('fileErrors.backup.countMismatch', { count: conversations, stated: manifest.counts.conversations }))
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
    throw backupProblem('backup_corrupt', say('fileErrors.backup.cannotRead', { detail: (err as Error).message }))
  }
}

function manifestOf(text: string | null, fileName: string): BackupManifest {
  if (text === null) throw notABackup(fileName)
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw backupProblem('backup_corrupt', say('fileErrors.backup.manifestNotJson'))
  }
  const parsed = BackupManifest.safeParse(raw)
  if (!parsed.success) throw notABackup(fileName)
  return parsed.data
}

function checkJson(text: string | null, valid: (data: unknown) => boolean, part: 'settings' | 'connections'): void {
  if (text === null) return
  let envelope: { version?: unknown; data?: unknown }
  try {
    envelope = JSON.parse(text) as typeof envelope
  } catch {
    throw backupProblem('backup_corrupt', say('fileErrors.backup.partNotJson', { part }))
  }
  if (envelope.version !== 1 || !valid(envelope.data)) throw backupProblem('backup_corrupt', say('fileErrors.backup.partBadShape', { part }))
}
