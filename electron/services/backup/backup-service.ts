import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { type BackupManifest, type BackupStatus, type RestoreReport, RestoreReport as RestoreReportSchema, type RestoreStaged } from '../../../shared/domain/backup'
import type { ConnectionSummary } from '../../../shared/domain/connection'
import { say } from '../../../shared/error-model'
import { importProblem } from '../imports/import-problem'
import { Upload } from '../imports/upload'
import type { Clock } from '../time/clock'
import { BACKUP_EXTENSION, writeBackupFile } from './backup-file'
import { DailyBackup, newestBackup } from './daily-backup'
import { failedFile, reportFile } from './pending-restore'
import { stageRestore } from './restore-stage'

export interface BackupServiceDeps {
  db: DatabaseSync
  dataDir: string
  clock: Clock
  /** "Tokentally x.y.z", written into each backup. */
  app: string
  settings(): { daily: boolean; keep: number }
  /** The shell's save dialog for a finished file (moved there), or the data folder's exports. */
  saveFileFrom(defaultName: string, path: string): Promise<string | null>
  /** The shell starts the app again (desktop: relaunch; browser mode: a new core); undefined: the user does. */
  restart: (() => void) | undefined
  connections(): readonly ConnectionSummary[]
  /** The key in this computer's keychain, or null. */
  hasKey(connectionId: string): Promise<boolean>
  log?(level: 'info' | 'warn' | 'error', message: string): void
}

/** How long after a staged restore the shell restarts (the answer reaches the window first). */
const RESTART_AFTER_MS = 400

/**
 * #34 Settings → Data: one backup file (backup-file.ts), restore (restore-stage.ts now,
 * pending-restore.ts at the next start), the optional daily backup (daily-backup.ts).
 */
export class BackupService {
  private readonly restores = new Map<string, { upload: Upload; staged: Promise<BackupManifest> }>()
  private readonly daily: DailyBackup
  readonly folder: string

  constructor(private readonly d: BackupServiceDeps) {
    this.folder = join(d.dataDir, 'backups')
    this.daily = new DailyBackup({ folder: this.folder, clock: d.clock, settings: d.settings, write: (path) => this.writeTo(path).then(() => undefined), ...(d.log ? { log: d.log } : {}) })
  }

  /** At start: a restore applied at this start is completed (which keys are missing), then the daily backup runs. */
  async start(restored: Omit<RestoreReport, 'needKeys'> | null): Promise<void> {
    if (restored) await this.completeRestore(restored)
    this.daily.start()
  }

  /** The settings changed: turning the daily backup on makes today's at once. */
  settingsChanged(): void {
    void this.daily.check()
  }

  dispose(): void {
    this.daily.dispose()
    for (const restore of this.restores.values()) restore.upload.close()
  }

  /** Back up now: the file is made in the data folder, then the shell asks where it goes and moves it there. */
  async create(): Promise<{ saved: boolean; path: string | null; backup: BackupManifest | null }> {
    const now = new Date(this.d.clock.now())
    await mkdir(this.folder, { recursive: true })
    const made = join(this.folder, `.new-${randomUUID()}.${BACKUP_EXTENSION}`)
    const backup = await writeBackupFile(made, { db: this.d.db, dataDir: this.d.dataDir, now, app: this.d.app })
    const path = await this.d.saveFileFrom(`Tokentally backup ${now.toISOString().slice(0, 10)}.${BACKUP_EXTENSION}`, made).catch(async (err: unknown) => {
      await rm(made, { force: true })
      throw err
    })
    if (path === null) await rm(made, { force: true })
    return { saved: path !== null, path, backup: path === null ? null : backup }
  }

  /** A backup into a file (the daily one): made under a hidden name and renamed, so a copy cut short (the app killed mid-way) never passes for the day's backup. */
  async writeTo(path: string): Promise<BackupManifest> {
    await mkdir(dirname(path), { recursive: true })
    const made = join(dirname(path), `.new-${randomUUID()}.${BACKUP_EXTENSION}`)
    try {
      const backup = await writeBackupFile(made, { db: this.d.db, dataDir: this.d.dataDir, now: new Date(this.d.clock.now()), app: this.d.app })
      await rename(made, path)
      return backup
    } catch (err) {
      await rm(made, { force: true })
      throw err
    }
  }

  /** Restore: the renderer sends the backup file in pieces; it is read and checked as it comes. */
  restoreBegin(args: { fileName: string; size: number }): { restoreId: string } {
    const restoreId = randomUUID()
    const upload = new Upload()
    const staged = stageRestore(upload, this.d.dataDir, args.fileName).finally(() => upload.close())
    staged.catch(() => undefined)
    this.restores.set(restoreId, { upload, staged })
    return { restoreId }
  }

  async restorePush(restoreId: string, chunk: Uint8Array): Promise<{ accepted: boolean }> {
    const restore = this.restores.get(restoreId)
    return { accepted: restore ? await restore.upload.push(chunk) : false }
  }

  /**
   * The whole backup was sent: once it is checked it waits for the next start (the data set is
   * replaced before the database opens). The shell restarts on its own when it can.
   */
  async restoreEnd(restoreId: string): Promise<RestoreStaged> {
    const restore = this.restores.get(restoreId)
    if (!restore) throw importProblem('import_gone', say('fileErrors.restoreGone'))
    restore.upload.end()
    try {
      const backup = await restore.staged
      const restart = this.d.restart
      if (restart) this.d.clock.setTimeout(() => restart(), RESTART_AFTER_MS)
      return { backup, restarting: restart !== undefined }
    } finally {
      this.restores.delete(restoreId)
    }
  }

  /** After a restore at this start: which connections need their key again. */
  async completeRestore(report: Omit<RestoreReport, 'needKeys'>): Promise<void> {
    const needKeys: RestoreReport['needKeys'] = []
    for (const c of this.d.connections()) {
      if (c.demo) continue
      if (!(await this.d.hasKey(c.id).catch(() => false))) needKeys.push({ id: c.id, name: c.name })
    }
    await writeFile(reportFile(this.d.dataDir), JSON.stringify({ ...report, needKeys }), 'utf8')
    this.d.log?.('info', `restored the backup of ${report.backup.createdAt}; the previous data is in ${report.previousData}`)
  }

  async status(): Promise<BackupStatus> {
    // A daily backup being written now is part of the answer (the newest one).
    await this.daily.settled()
    const report = await readFile(reportFile(this.d.dataDir), 'utf8').catch(() => null)
    // A damaged report (cut short, edited) is no report: Settings → Data still opens.
    const parsed = report === null ? null : RestoreReportSchema.safeParse(jsonOrUndefined(report))
    return {
      folder: this.folder,
      last: await newestBackup(this.folder),
      restored: parsed?.success ? parsed.data : null,
      restoreFailed: await readFile(failedFile(this.d.dataDir), 'utf8').catch(() => null),
    }
  }
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
