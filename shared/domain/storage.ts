import { z } from 'zod'

/** Why the database file found at start was moved aside and an empty one started instead. */
export const SetAside = z.object({
  reason: z.enum(['corrupt', 'newer_version']),
  detail: z.string(),
  /** Where the old file (and its -wal/-shm) now is: nothing was deleted. */
  movedTo: z.string(),
})
export type SetAside = z.infer<typeof SetAside>

/** Where the app keeps its data, and whether this start had to set a database aside. */
export const StorageStatus = z.object({
  dataDir: z.string(),
  databaseFile: z.string(),
  setAside: SetAside.nullable(),
})
export type StorageStatus = z.infer<typeof StorageStatus>
