import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { once } from 'node:events'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { BACKUP_VERSION, BackupManifest } from '../../../shared/domain/backup'
import { Settings } from '../../../shared/domain/settings'
import { AppFailure, makeError } from '../../../shared/error-model'
import { DATABASE_FILE, userVersion } from '../db/open-database'
import { SCHEMA_VERSION } from '../db/migrations'
import { isZip, unzipEntries, type ZipLimits } from '../imports/zip-stream'
import { BACKUP_ENTRIES } from './backup-archive'

/** Where a restore is prepared: `staged/` holds the checked files, `pending.json` says they wait for the next start. */
export const restoreDir = (dataDir: string) => join(dataDir, 'restore')
export const stagedDir = (dataDir: string) => join(restoreDir(dataDir), 'staged')
export const pendingFile = (dataDir: string) => join(restoreDir(dataDir), 'pending.json')

/** A backup may be as large as the history; a zip bomb is still refused by its ratio. */
const BACKUP_LIMITS: ZipLimits = { maxBytes: 256 * 1024 ** 3, maxRatio: 200, ratioFloorBytes: 256 * 1024 ** 2 }

export function backupProblem(code: string, message: string): AppFailure {
  return new AppFailure(makeError({ kind: 'input', code, message: `${message} Nothing was restored: your data is as it was.`, endpoint: 'backup' }))
}

/**
 * #34: reads an uploaded backup into `restore/staged/` and checks it before anything is replaced:
 * a Tokentally backup of a known version, a database that passes SQLite's integrity check with a
 * schema this app can open (older ones are migrated when it opens), settings and connections files
 * of the app's schemas. Then `pending.json` marks it for the next start (pending-restore.ts), which
 * keeps the current data aside until the restored copy has opened. A refused backup leaves nothing.
 */
export async function stageRestore(source: AsyncIterable<Uint8Array>, dataDir: string, fileName: string): Promise<BackupManifest> {
  const staged = stagedDir(dataDir)
  const clear = async () => {
    await rm(staged, { recursive: true, force: true })
    await rm(pendingFile(dataDir), { force: true })
  }
  await clear()
  await mkdir(staged, { recursive: true })
  try {
    await unpack(source, staged, fileName)
    const manifest = await check(staged)
    await writeFile(pendingFile(dataDir), JSON.stringify({ fileName, manifest }), 'utf8')
    return manifest
  } catch (err) {
    await clear()
    if (err instanceof AppFailure && err.error.endpoint === 'backup') throw err
    if (err instanceof AppFailure) throw backupProblem(err.error.code, err.error.message)
    throw backupProblem('backup_unreadable', `${fileName} could not be read as a backup (${(err as Error).message}).`)
  }
}

async function unpack(source: AsyncIterable<Uint8Array>, staged: string, fileName: string): Promise<void> {
  let sniffed = false
  const checked: AsyncIterable<Uint8Array> = {
    async *[Symbol.asyncIterator]() {
      for await (const chunk of source) {
        if (!sniffed && chunk.length > 0) {
          sniffed = true
          if (!isZip(chunk)) throw backupProblem('not_a_backup', `${fileName} is not a Tokentally backup (a backup is a .zip that Settings → Data → Back up now makes).`)
        }
        yield chunk
      }
    },
  }
  let out: WriteStream | null = null
  const wanted = new Set<string>(BACKUP_ENTRIES)
  try {
    for await (const event of unzipEntries(checked, (name) => wanted.has(name), BACKUP_LIMITS)) {
      if (event.kind === 'entry') {
        out = createWriteStream(join(staged, event.name))
        continue
      }
      if (!out) continue
      if (!out.write(event.data)) await once(out, 'drain')
      if (event.final) {
        out.end()
        await once(out, 'finish')
        out = null
      }
    }
  } finally {
    ;(out as WriteStream | null)?.destroy()
  }
  if (!sniffed) throw backupProblem('not_a_backup', `${fileName} is empty.`)
}

async function check(staged: string): Promise<BackupManifest> {
  const manifestText = await readFile(join(staged, 'manifest.json'), 'utf8').catch(() => null)
  if (manifestText === null) throw backupProblem('not_a_backup', 'This zip is not a Tokentally backup: it has no manifest.json.')
  let raw: unknown
  try {
    raw = JSON.parse(manifestText)
  } catch {
    throw backupProblem('backup_corrupt', 'The backup’s manifest.json is not JSON: the backup is damaged.')
  }
  const parsed = BackupManifest.safeParse(raw)
  if (!parsed.success) throw backupProblem('not_a_backup', 'This zip is not a Tokentally backup: its manifest.json does not describe one.')
  const manifest = parsed.data
  if (manifest.version > BACKUP_VERSION || manifest.schemaVersion > SCHEMA_VERSION) {
    throw backupProblem('backup_newer', `This backup was made by a newer Tokentally (${manifest.app}, database schema ${manifest.schemaVersion}; this one knows up to ${SCHEMA_VERSION}). Update Tokentally, then restore it.`)
  }
  checkDatabase(join(staged, DATABASE_FILE), manifest)
  await checkJson(join(staged, 'settings.json'), (data) => Settings.safeParse(data).success, 'settings')
  await checkJson(join(staged, 'connections.json'), (data) => typeof data === 'object' && data !== null && Array.isArray((data as { connections?: unknown }).connections), 'connections')
  return manifest
}

function checkDatabase(path: string, manifest: BackupManifest): void {
  let db: DatabaseSync
  try {
    db = new DatabaseSync(path, { readOnly: true })
  } catch (err) {
    throw backupProblem('backup_corrupt', `The backup’s database cannot be opened (${(err as Error).message}): the backup is damaged.`)
  }
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok')
    if (problems.length > 0) throw backupProblem('backup_corrupt', `The backup’s database fails SQLite’s integrity check (${problems.slice(0, 2).join('; ')}): the backup is damaged.`)
    if (userVersion(db) !== manifest.schemaVersion) throw backupProblem('backup_corrupt', `The backup’s database has schema ${userVersion(db)} where its manifest says ${manifest.schemaVersion}: the backup is damaged.`)
    const conversations = (db.prepare('SELECT count(*) AS n FROM conversations').get() as { n: number }).n
    if (conversations !== manifest.counts.conversations) throw backupProblem('backup_corrupt', `The backup’s database holds ${conversations} conversations where its manifest says ${manifest.counts.conversations}: the backup is damaged.`)
  } catch (err) {
    if (err instanceof AppFailure) throw err
    throw backupProblem('backup_corrupt', `The backup’s database cannot be read (${(err as Error).message}): the backup is damaged.`)
  } finally {
    db.close()
  }
}

async function checkJson(path: string, valid: (data: unknown) => boolean, what: string): Promise<void> {
  const text = await readFile(path, 'utf8').catch(() => null)
  if (text === null) return
  let envelope: { version?: unknown; data?: unknown }
  try {
    envelope = JSON.parse(text) as typeof envelope
  } catch {
    throw backupProblem('backup_corrupt', `The backup’s ${what} file is not JSON: the backup is damaged.`)
  }
  if (envelope.version !== 1 || !valid(envelope.data)) throw backupProblem('backup_corrupt', `The backup’s ${what} are not in a shape this Tokentally reads: the backup is damaged.`)
}
