import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const ENDPOINTS = ['balance', 'usage', 'models', 'chat'] as const
export type Endpoint = (typeof ENDPOINTS)[number]

export const FAULTS = ['429+Retry-After', '503+Retry-After', '502', '500', 'malformed JSON', 'wrong types', 'conn refused', 'hung', 'cut', 'error event', 'stall', 'garbage'] as const
export type Fault = (typeof FAULTS)[number]

/** Stream faults exist only for chat. */
export const STREAM_FAULTS: readonly Fault[] = ['cut', 'error event', 'stall', 'garbage']

export interface Cell {
  ok: boolean
  ms: number
  detail?: string
}

interface Stored {
  run: string
  cells: Partial<Record<Endpoint, Partial<Record<Fault, Cell>>>>
}

/**
 * The fault matrix of one Playwright run, kept in a file so it survives a worker restart (Playwright
 * starts a new worker after a failed test). One file per runner process (the workers' parent), so
 * runs in the same tree at the same time never mix their results.
 */
const RUN = `${process.ppid}-${parentStartTime()}`
const FILE = join(tmpdir(), `tokentally-fault-matrix-${process.ppid}.json`)

/** When the runner started (Linux: field 22 of /proc/<pid>/stat), so a reused process id is a new run. */
function parentStartTime(): string {
  try {
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '0'
  } catch {
    return '0'
  }
}

function load(): Stored {
  try {
    const stored = JSON.parse(readFileSync(FILE, 'utf8')) as Stored
    if (stored.run === RUN) return stored
  } catch {
    // No matrix yet in this run.
  }
  return { run: RUN, cells: {} }
}

export function record(endpoint: Endpoint, fault: Fault, cell: Cell): void {
  const stored = load()
  ;(stored.cells[endpoint] ??= {})[fault] = cell
  writeFileSync(FILE, JSON.stringify(stored, null, 2))
}

/** Rows = endpoint, columns = fault, cells = pass / FAIL / "—" (not applicable) / "·" (not run yet). */
export function matrixTable(): string {
  const { cells } = load()
  const header = ['endpoint', ...FAULTS]
  const rows = ENDPOINTS.map((endpoint) => [
    endpoint,
    ...FAULTS.map((fault) => {
      if (endpoint !== 'chat' && STREAM_FAULTS.includes(fault)) return '—'
      const cell = cells[endpoint]?.[fault]
      return cell ? (cell.ok ? 'pass' : 'FAIL') : '·'
    }),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  const failures = ENDPOINTS.flatMap((endpoint) =>
    FAULTS.flatMap((fault) => {
      const cell = cells[endpoint]?.[fault]
      return cell && !cell.ok ? [`  FAIL ${endpoint} × ${fault}: ${cell.detail ?? ''}`] : []
    }),
  )
  return ['Fault matrix (chromium target, simulator faults):', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ...failures].join('\n')
}
