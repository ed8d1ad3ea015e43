import { z } from 'zod'

/** #34: a backup's description (its `manifest.json`): what it holds; never a key. */
export const BACKUP_FORMAT = 'tokentally-backup'
export const BACKUP_VERSION = 1

export const BackupCounts = z.object({
  conversations: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  prompts: z.number().int().nonnegative(),
  votes: z.number().int().nonnegative(),
  batches: z.number().int().nonnegative(),
})
export type BackupCounts = z.infer<typeof BackupCounts>

export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string(),
  app: z.string(),
  /** The database's schema version (PRAGMA user_version): a newer one than this app's is refused. */
  schemaVersion: z.number().int().nonnegative(),
  counts: BackupCounts,
  /** The connections it holds: names and addresses only (keys stay in the keychain of the computer they were typed on). */
  connections: z.array(z.object({ id: z.string(), name: z.string(), baseUrl: z.string() })),
})
export type BackupManifest = z.infer<typeof BackupManifest>

/** What the last restore put back (shown in Settings → Data). */
export const RestoreReport = z.object({
  restoredAt: z.string(),
  backup: BackupManifest,
  /** Where the data set that was replaced is kept (nothing was deleted). */
  previousData: z.string(),
  /** Connections whose key is not in this computer's keychain: each needs its key typed again. */
  needKeys: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type RestoreReport = z.infer<typeof RestoreReport>

export const BackupStatus = z.object({
  /** Where daily backups are written. */
  folder: z.string(),
  /** The newest backup in that folder, if any. */
  last: z.object({ at: z.string(), path: z.string(), bytes: z.number().int() }).nullable(),
  restored: RestoreReport.nullable(),
  /** A restore failed at start: the restored copy did not open and the data set was put back. */
  restoreFailed: z.string().nullable(),
})
export type BackupStatus = z.infer<typeof BackupStatus>

/** A backup checked and staged: it replaces the data set when Tokentally starts again. */
export const RestoreStaged = z.object({
  backup: BackupManifest,
  /** The shell restarts on its own (the desktop app, browser mode); false: the user restarts it. */
  restarting: z.boolean(),
})
export type RestoreStaged = z.infer<typeof RestoreStaged>

/** Settings: the daily backup (off by default) and how many to keep. */
export const BackupSettings = z.object({
  daily: z.boolean().default(false),
  keep: z.number().int().min(1).max(365).default(7),
})
export type BackupSettings = z.infer<typeof BackupSettings>
export const BackupSettingsPatch = z.object({ daily: z.boolean().optional(), keep: z.number().int().min(1).max(365).optional() })
