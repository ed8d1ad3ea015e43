import { describe, expect, it } from 'vitest'
import { batchProgress, durationText } from '../../../renderer/src/features/batches/progress'
import type { Batch, BatchCell } from '../../../shared/domain/batches'

const cell = (state: BatchCell['state'], cost: string | null = null): BatchCell => ({ prompt: 0, model: 'm', conversationId: 'c', messageId: 'x', state, attempts: 1, cost, requestId: null })
const batch = (cells: BatchCell[], patch: Partial<Batch> = {}): Batch => ({
  id: 'b',
  title: 't',
  models: ['m'],
  prompts: ['p'],
  maxOutputTokens: null,
  status: 'running',
  createdAt: '2026-03-01T10:00:00.000Z',
  finishedAt: null,
  cells,
  ...patch,
})
const T0 = Date.parse('2026-03-01T10:00:00.000Z')

describe('batchProgress', () => {
  it('counts done and failed, sums the costs exactly, and projects the time left from the pace', () => {
    const p = batchProgress(batch([cell('done', '0.000100'), cell('done', '0.000200'), cell('failed'), cell('running'), cell('queued'), cell('queued')]), T0 + 30_000)
    expect(p).toEqual({ total: 6, done: 2, failed: 1, settled: 3, elapsedMs: 30_000, etaMs: 30_000, costSoFar: '0.000300' })
  })

  it('has no ETA before the first cell ends, none when paused, and no cost while none is known', () => {
    expect(batchProgress(batch([cell('running'), cell('queued')]), T0 + 5000)).toMatchObject({ etaMs: null, costSoFar: null })
    expect(batchProgress(batch([cell('done'), cell('queued')], { status: 'paused' }), T0 + 5000).etaMs).toBeNull()
  })

  it('stops the clock at the end', () => {
    expect(batchProgress(batch([cell('done')], { status: 'done', finishedAt: '2026-03-01T10:01:05.000Z' }), T0 + 999_999).elapsedMs).toBe(65_000)
    expect(durationText(65_000)).toBe('1 min 5 s')
    expect(durationText(4_400)).toBe('4 s')
  })
})
