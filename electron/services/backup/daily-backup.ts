import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { BackupSettings } from '../../../shared/domain/backup'
import type { Clock, TimerHandle } from '../time/clock'

const NAME = /^Tokentally backup (\d{4}-\d{2}-\d{2})\.tokentally-backup$/
const CHECK_EVERY_MS = 60 * 60_000

/** The daily backup's file name for a UTC day. */
export const dailyName = (day: string) => `Tokentally backup ${day}.tokentally-backup`

/**
 * #34: the optional daily backup. At start and every hour, when it is on and today (UTC) has no
 * backup in the folder yet, one is written; then only the newest `keep` daily backups stay.
 * Files the user put there under other names are never touched.
 */
export class DailyBackup {
  private timer: TimerHandle | null = null
  private chain: Promise<void> = Promise.resolve()

  constructor(
    private readonly d: {
      folder: string
      clock: Clock
      settings(): BackupSettings
      write(path: string): Promise<void>
      log?(level: 'info' | 'warn' | 'error', message: string): void
    },
  ) {}

  start(): void {
    void this.check()
    this.timer = this.d.clock.setInterval(() => void this.check(), CHECK_EVERY_MS)
  }

  /** Runs one check, after any still running (one at a time; each sees the time it runs at). */
  check(): Promise<void> {
    this.chain = this.chain.then(() => this.run())
    return this.chain
  }

  /** Resolves once the checks asked for so far are done. */
  settled(): Promise<void> {
    return this.chain
  }

  dispose(): void {
    if (this.timer !== null) this.d.clock.clear(this.timer)
    this.timer = null
  }

  private async run(): Promise<void> {
    const { daily, keep } = this.d.settings()
    if (!daily) return
    const today = new Date(this.d.clock.now()).toISOString().slice(0, 10)
    try {
      const days = await this.days()
      if (!days.includes(today)) await this.d.write(join(this.d.folder, dailyName(today)))
      const all = (await this.days()).sort().reverse()
      for (const old of all.slice(keep)) await rm(join(this.d.folder, dailyName(old)), { force: true })
    } catch (err) {
      this.d.log?.('error', `daily backup: ${(err as Error).message}`)
    }
  }

  private async days(): Promise<string[]> {
    const names = await readdir(this.d.folder).catch(() => [] as string[])
    return names.flatMap((n) => NAME.exec(n)?.[1] ?? [])
  }
}

/** The newest backup in the folder, if any. */
export async function newestBackup(folder: string): Promise<{ at: string; path: string; bytes: number } | null> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith('.tokentally-backup') && !n.startsWith('.'))
  let best: { at: string; path: string; bytes: number } | null = null
  for (const name of names) {
    const info = await stat(join(folder, name)).catch(() => null)
    if (!info) continue
    const at = info.mtime.toISOString()
    if (!best || at > best.at) best = { at, path: join(folder, name), bytes: info.size }
  }
  return best
}
