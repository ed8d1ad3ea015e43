import Decimal from 'decimal.js'
import type { Batch } from '../../../../shared/domain/batches'
import { t } from '../../i18n'

export interface BatchProgress {
  total: number
  done: number
  failed: number
  /** Cells that will not run (cancelled) count as settled, not done. */
  settled: number
  elapsedMs: number
  /** From the pace so far; null before the first cell has ended or once nothing is left. */
  etaMs: number | null
  /** Sum of the finished cells' estimates (USD); null while none has one. */
  costSoFar: string | null
}

const SETTLED = new Set(['done', 'failed', 'stopped', 'cancelled'])

export function batchProgress(batch: Batch, now: number): BatchProgress {
  const total = batch.cells.length
  const done = batch.cells.filter((c) => c.state === 'done').length
  const failed = batch.cells.filter((c) => c.state === 'failed').length
  const settled = batch.cells.filter((c) => SETTLED.has(c.state)).length
  const end = batch.finishedAt ? Date.parse(batch.finishedAt) : now
  const elapsedMs = Math.max(0, end - Date.parse(batch.createdAt))
  const left = total - settled
  const etaMs = settled > 0 && left > 0 && batch.status === 'running' ? Math.round((elapsedMs / settled) * left) : null
  let cost: Decimal | null = null
  for (const c of batch.cells) if (c.cost !== null) cost = (cost ?? new Decimal(0)).plus(c.cost)
  return { total, done, failed, settled, elapsedMs, etaMs, costSoFar: cost === null ? null : cost.toFixed(6) }
}

export function durationText(ms: number): string {
  const s = Math.round(ms / 1000)
  return s < 60 ? t('batches.seconds', { seconds: s }) : t('batches.minutes', { minutes: Math.floor(s / 60), seconds: s % 60 })
}
