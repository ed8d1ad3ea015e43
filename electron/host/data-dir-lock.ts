import { readFileSync, readlinkSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/** The lock both modes take on a data directory: one writer of its database, settings and caches. */
export const LOCK_FILE = 'tokentally.lock'

export type AppMode = 'desktop' | 'browser'

export interface DataDirLock {
  readonly path: string
  release(): void
}

export class DataDirLocked extends Error {
  constructor(
    readonly holder: { pid: number; mode: AppMode | 'desktop (Electron)' },
    dataDir: string,
  ) {
    super(`Tokentally is already running (${holder.mode}, pid ${holder.pid}) on ${dataDir}. Quit it first, or give this one another data directory with TALLY_DATA_DIR.`)
    this.name = 'DataDirLocked'
  }
}

/** Whether a process with this pid is alive (EPERM: alive but not ours). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

interface LockDeps {
  pid?: number
  alive?: (pid: number) => boolean
}

function readHolder(path: string): { pid: number; mode: AppMode } | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; mode?: unknown }
    if (typeof parsed.pid !== 'number' || (parsed.mode !== 'desktop' && parsed.mode !== 'browser')) return null
    return { pid: parsed.pid, mode: parsed.mode }
  } catch {
    return null
  }
}

/**
 * Electron's own single-instance lock on Linux and macOS: `SingletonLock`, a symlink to
 * "<hostname>-<pid>" in userData. A desktop app of this machine still alive holds the directory.
 */
function electronHolder(dataDir: string, alive: (pid: number) => boolean): number | null {
  try {
    const target = readlinkSync(join(dataDir, 'SingletonLock'))
    const dash = target.lastIndexOf('-')
    const pid = Number(target.slice(dash + 1))
    if (target.slice(0, dash) !== hostname() || !Number.isInteger(pid)) return null
    return alive(pid) ? pid : null
  } catch {
    return null
  }
}

/**
 * Takes the data directory for this process, or throws `DataDirLocked` naming the running one.
 * A lock left by a process that is gone (a crash, kill -9) is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string, mode: AppMode, deps: LockDeps = {}): DataDirLock {
  const pid = deps.pid ?? process.pid
  const alive = deps.alive ?? processAlive
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, LOCK_FILE)
  if (mode === 'browser') {
    const electronPid = electronHolder(dataDir, alive)
    if (electronPid !== null && electronPid !== pid) throw new DataDirLocked({ pid: electronPid, mode: 'desktop (Electron)' }, dataDir)
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, JSON.stringify({ pid, mode }), { flag: 'wx' })
      return {
        path,
        release: () => {
          if (readHolder(path)?.pid === pid) rmSync(path, { force: true })
        },
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const holder = readHolder(path)
      if (holder && holder.pid !== pid && alive(holder.pid)) throw new DataDirLocked(holder, dataDir)
      // Stale (its process is gone) or unreadable: remove it and try once more.
      rmSync(path, { force: true })
    }
  }
  throw new Error(`Could not take the lock ${path}: another process keeps creating it.`)
}
