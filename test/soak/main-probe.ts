/** What main (this Node process: core, simulator and the Playwright driver) holds right now. */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'

declare const gc: (() => void) | undefined

export interface MainMemory {
  heapUsed: number
  rss: number
}

/** Heap after two full GCs (the second collects what the first one's finalizers released). */
export function mainMemory(): MainMemory {
  if (typeof gc !== 'function') throw new Error('run node with --expose-gc (npm run soak does)')
  gc()
  gc()
  const { heapUsed, rss } = process.memoryUsage()
  return { heapUsed, rss }
}

/** Open file descriptors by kind: file, socket, pipe, anon_inode:…, other. */
export function openFds(): { total: number; kinds: Record<string, number> } {
  const kinds: Record<string, number> = {}
  let total = 0
  for (const fd of readdirSync('/proc/self/fd')) {
    let target: string
    try {
      target = readlinkSync(`/proc/self/fd/${fd}`)
    } catch {
      continue // the directory's own fd, closed by the time it is read
    }
    total++
    const kind = target.startsWith('socket:') ? 'socket' : target.startsWith('pipe:') ? 'pipe' : target.startsWith('anon_inode:') ? target : target.startsWith('/') ? 'file' : 'other'
    kinds[kind] = (kinds[kind] ?? 0) + 1
  }
  return { total, kinds }
}

/** Established TCP connections touching `port` on loopback (both ends count when both are ours). */
export function connectionsOn(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  let count = 0
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      const [local, remote, state] = [cols[1], cols[2], cols[3]]
      // 01 = ESTABLISHED; 08 = CLOSE_WAIT (the peer closed, this end not yet).
      if ((state === '01' || state === '08') && (local?.endsWith(`:${hex}`) || remote?.endsWith(`:${hex}`))) count++
    }
  }
  return count
}

export function activeResources(): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const type of process.getActiveResourcesInfo()) counts[type] = (counts[type] ?? 0) + 1
  return counts
}

/** Rows of the balance history (#25) in main's database, and those newer than an hour before `now` (not thinned yet). */
export function balanceHistoryRows(db: DatabaseSync, now: number): { rows: number; recent: number } {
  const count = (sql: string, ...args: number[]) => Number((db.prepare(sql).get(...args) as { n: number | bigint }).n)
  return { rows: count('SELECT COUNT(*) AS n FROM balance_readings'), recent: count('SELECT COUNT(*) AS n FROM balance_readings WHERE at > ?', now - 3_600_000) }
}
