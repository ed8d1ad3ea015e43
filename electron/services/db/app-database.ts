import { type OpenedDatabase, openDatabase } from './open-database'

export interface AppDatabase extends OpenedDatabase {
  /** Closes the database; again is a no-op (quit, then a harness's cleanup). */
  close(): void
}

/** The one database of a data directory, opened once at start: a file set aside is logged, and closing is idempotent. */
export function openAppDatabase(options: { dataDir: string; log(level: 'warn', message: string): void }): AppDatabase {
  const opened = openDatabase({ dataDir: options.dataDir })
  if (opened.setAside) options.log('warn', `database set aside (${opened.setAside.reason}: ${opened.setAside.detail}) to ${opened.setAside.movedTo}`)
  return {
    ...opened,
    close: () => {
      if (opened.db.isOpen) opened.db.close()
    },
  }
}
