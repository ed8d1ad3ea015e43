import { describe, expect, it } from 'vitest'
import { BatchScheduler, type CellOutcome } from '../../../electron/services/batches/batch-scheduler'
import { makeError } from '../../../shared/error-model'
import { FakeClock } from '../../support/fake-clock'

/** Cells that end when the test says so; records the most in flight at once. */
function harness(cells: number, limit = 2) {
  const clock = new FakeClock()
  const open = new Map<string, (o: CellOutcome) => void>()
  const launches: string[] = []
  let inFlight = 0
  let most = 0
  const scheduler = new BatchScheduler({
    cells,
    limit: () => limit,
    clock,
    run: (cell, attempt) => {
      const key = `${cell}#${attempt}`
      launches.push(key)
      most = Math.max(most, ++inFlight)
      let resolve!: (o: CellOutcome) => void
      const done = new Promise<CellOutcome>((r) => (resolve = r)).finally(() => inFlight--)
      open.set(key, resolve)
      return { done, stop: () => resolve({ status: 'stopped', error: null, hadText: true }) }
    },
  })
  const end = async (key: string, outcome: CellOutcome = { status: 'complete', error: null, hadText: true }) => {
    open.get(key)!(outcome)
    open.delete(key)
    await clock.advance(0)
  }
  return { clock, scheduler, launches, end, most: () => most, open }
}

const unavailable = (retryAfterMs?: number) => ({
  status: 'error' as const,
  hadText: false,
  error: makeError({ kind: 'http', code: 'service_unavailable', message: 'Unavailable', status: 503, endpoint: 'chat', ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) }),
})

describe('BatchScheduler', () => {
  it('keeps to the concurrency limit and runs every cell in order', async () => {
    const h = harness(5, 2)
    h.scheduler.start()
    expect(h.launches).toEqual(['0#1', '1#1'])
    await h.end('1#1')
    expect(h.launches).toEqual(['0#1', '1#1', '2#1'])
    for (const key of ['0#1', '2#1', '3#1', '4#1']) await h.end(key)
    await h.scheduler.done
    expect(h.most()).toBe(2)
    expect(h.scheduler.states).toEqual(['done', 'done', 'done', 'done', 'done'])
  })

  it('waits out a Retry-After before asking again, then goes on', async () => {
    const h = harness(3, 1)
    h.scheduler.start()
    await h.end('0#1', unavailable(5000))
    expect(h.scheduler.states[0]).toBe('waiting')
    // While it waits its slot is free: the next cell runs.
    expect(h.launches).toEqual(['0#1', '1#1'])
    await h.end('1#1')
    await h.clock.advance(4999)
    expect(h.launches).toEqual(['0#1', '1#1', '2#1'])
    await h.end('2#1')
    expect(h.launches).not.toContain('0#2')
    await h.clock.advance(1)
    expect(h.launches.at(-1)).toBe('0#2')
    await h.end('0#2')
    await h.scheduler.done
    expect(h.scheduler.states).toEqual(['done', 'done', 'done'])
  })

  it('backs off without a Retry-After, gives up after the last attempt, and never retries a cell that had text or a client error', async () => {
    const h = harness(3, 3)
    h.scheduler.start()
    await h.end('0#1', unavailable())
    await h.clock.advance(1000)
    await h.end('0#2', unavailable())
    await h.clock.advance(1999)
    expect(h.launches).not.toContain('0#3')
    await h.clock.advance(1)
    await h.end('0#3', unavailable())
    await h.end('1#1', { ...unavailable(), hadText: true, status: 'incomplete' })
    await h.end('2#1', { status: 'error', hadText: false, error: makeError({ kind: 'http', code: 'invalid_request', message: 'Bad', status: 400, endpoint: 'chat' }) })
    await h.scheduler.done
    expect(h.scheduler.states).toEqual(['failed', 'failed', 'failed'])
    expect(h.launches.filter((k) => k.startsWith('0#'))).toEqual(['0#1', '0#2', '0#3'])
  })

  it('pauses (cells in flight finish, none start), resumes, and cancel stops what runs and keeps what finished', async () => {
    const h = harness(6, 2)
    h.scheduler.start()
    h.scheduler.pause()
    await h.end('0#1')
    expect(h.launches).toEqual(['0#1', '1#1'])
    h.scheduler.resume()
    expect(h.launches).toEqual(['0#1', '1#1', '2#1'])
    await h.end('1#1', unavailable(10_000))
    const cancelled = h.scheduler.cancel()
    await h.clock.advance(0)
    await cancelled
    expect(h.scheduler.states).toEqual(['done', 'cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled'])
    // Nothing starts after a cancel, not even when the retry's wait would have ended.
    await h.clock.advance(20_000)
    expect(h.launches).toEqual(['0#1', '1#1', '2#1', '3#1'])
  })
})
