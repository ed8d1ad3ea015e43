import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BackupManifest, type RestoreReport } from '../../../shared/domain/backup'
import { DATABASE_FILE, openDatabase } from '../db/open-database'
import { BACKUP_FILES } from './backup-file'
import { pendingFile, restoreDir, stagedDir } from './restore-stage'

/** The last restore's report (Settings → Data shows it); `needKeys` is filled once the keychain was asked. */
export const reportFile = (dataDir: string) => join(restoreDir(dataDir), 'report.json')
export const failedFile = (dataDir: string) => join(restoreDir(dataDir), 'failed.txt')

const DATA_FILES = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, ...BACKUP_FILES]

/**
 * #34, at start, before the database opens: a backup staged by the last run replaces the data set.
 * The current files are moved aside (`before-restore-<time>/`), the staged ones moved in, and the
 * restored database opened once; if it does not open, the restored files go to `restore/failed-…`
 * and the aside ones come back, as if nothing happened (the failure is told in Settings → Data).
 * Returns the report of a restore done now, or null.
 */
export function applyPendingRestore(dataDir: string, now: Date): Omit<RestoreReport, 'needKeys'> | null {
  const pending = pendingFile(dataDir)
  if (!existsSync(pending)) return null
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  let manifest: BackupManifest
  try {
    manifest = BackupManifest.parse((JSON.parse(readFileSync(pending, 'utf8')) as { manifest: unknown }).manifest)
  } catch (err) {
    rmSync(restoreDir(dataDir), { recursive: true, force: true })
    writeFailure(dataDir, `The staged backup could not be read (${(err as Error).message}); nothing was restored.`)
    return null
  }
  const aside = join(dataDir, `before-restore-${stamp}`)
  mkdirSync(aside, { recursive: true })
  const moved = moveAll(dataDir, aside, DATA_FILES)
  const staged = stagedDir(dataDir)
  moveAll(staged, dataDir, [DATABASE_FILE, ...BACKUP_FILES])
  try {
    const opened = openDatabase({ dataDir, now: () => now })
    opened.db.close()
    if (opened.setAside) throw new Error(`${opened.setAside.reason}: ${opened.setAside.detail}`)
  } catch (err) {
    const failed = join(restoreDir(dataDir), `failed-${stamp}`)
    mkdirSync(failed, { recursive: true })
    moveAll(dataDir, failed, DATA_FILES)
    moveAll(aside, dataDir, moved)
    rmSync(aside, { recursive: true, force: true })
    rmSync(pending, { force: true })
    writeFailure(dataDir, `The restored database did not open (${(err as Error).message}); your data was put back as it was. The restored copy is kept in ${failed}.`)
    return null
  }
  rmSync(staged, { recursive: true, force: true })
  rmSync(pending, { force: true })
  rmSync(failedFile(dataDir), { force: true })
  const report = { restoredAt: now.toISOString(), backup: manifest, previousData: aside }
  writeFileSync(reportFile(dataDir), JSON.stringify({ ...report, needKeys: [] }), 'utf8')
  return report
}

function moveAll(from: string, to: string, names: readonly string[]): string[] {
  const moved: string[] = []
  for (const name of names) {
    if (!existsSync(join(from, name))) continue
    renameSync(join(from, name), join(to, name))
    moved.push(name)
  }
  return moved
}

function writeFailure(dataDir: string, message: string): void {
  mkdirSync(restoreDir(dataDir), { recursive: true })
  writeFileSync(failedFile(dataDir), message, 'utf8')
}
