import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { SetAside } from '../../../shared/domain/storage'
import { type Migration, migrations as allMigrations } from './migrations'

export const DATABASE_FILE = 'tokentally.db'

export type { SetAside }

export interface OpenedDatabase {
  db: DatabaseSync
  path: string
  /** Set when the file found was unusable: the app tells the user, nothing was deleted. */
  setAside: SetAside | null
}

export interface OpenDatabaseOptions {
  dataDir: string
  /** For tests of a single step; defaults to every migration. */
  migrations?: readonly Migration[]
  now?: () => Date
}

/**
 * Opens (creating if needed) `<dataDir>/tokentally.db`: WAL, synchronous=NORMAL, foreign keys,
 * a busy timeout, then the migrations it lacks, each in its own transaction. A file that is not
 * a database, has no readable schema or comes from a newer app version is moved aside
 * (never deleted) and an empty database is started.
 */
export function openDatabase(options: OpenDatabaseOptions): OpenedDatabase {
  const migrations = options.migrations ?? allMigrations
  const now = options.now ?? (() => new Date())
  mkdirSync(options.dataDir, { recursive: true })
  const path = join(options.dataDir, DATABASE_FILE)
  let setAside: SetAside | null = null
  let db: DatabaseSync
  try {
    db = connect(path)
    const problem = checkUsable(db, migrations)
    if (problem) {
      db.close()
      setAside = { ...problem, movedTo: moveAside(path, now()) }
      db = connect(path)
    }
  } catch (err) {
    setAside = { reason: 'corrupt', detail: (err as Error).message, movedTo: moveAside(path, now()) }
    db = connect(path)
  }
  migrate(db, migrations)
  return { db, path, setAside }
}

function connect(path: string): DatabaseSync {
  const db = new DatabaseSync(path, { timeout: 5000 })
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;')
  return db
}

/**
 * Cheap on purpose: startup must not grow with history, and `PRAGMA quick_check` reads every page
 * (3 s for 10,000 conversations). Reading the header and the schema catches a file that is not a
 * database, is encrypted or was cut short there; damage deeper in the file surfaces as an error
 * on the query that meets it (a storage error naming the database), never as a silent loss.
 */
function checkUsable(db: DatabaseSync, migrations: readonly Migration[]): Omit<SetAside, 'movedTo'> | null {
  const version = userVersion(db)
  const latest = migrations.at(-1)?.version ?? 0
  if (version > latest) return { reason: 'newer_version', detail: `schema version ${version} is newer than this app's ${latest}` }
  if (version === 0) return null
  const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number } | undefined
  if (!tables || tables.n === 0) return { reason: 'corrupt', detail: `schema version ${version} but no tables` }
  return null
}

export function userVersion(db: DatabaseSync): number {
  return (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version
}

/** Applies each step above the current `user_version` in its own transaction. */
export function migrate(db: DatabaseSync, migrations: readonly Migration[] = allMigrations): void {
  const current = userVersion(db)
  for (const step of migrations) {
    if (step.version <= current) continue
    transaction(db, () => {
      step.up(db)
      db.exec(`PRAGMA user_version = ${step.version}`)
    })
  }
}

/** Runs `work` in one transaction (BEGIN IMMEDIATE): all of it is written, or none. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw err
  }
}

function moveAside(path: string, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-')
  const target = `${path}.set-aside-${stamp}`
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(path + suffix)) renameSync(path + suffix, target + suffix)
  }
  return target
}
