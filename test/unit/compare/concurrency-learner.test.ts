import { describe, expect, it } from 'vitest'
import { ConcurrencyLearner, DEFAULT_RETRY_AFTER_MS, PROBE_AFTER_MS, type Slot } from '../../../electron/services/answers/concurrency-learner'
import { FakeClock, flush } from '../../support/fake-clock'

/** Starts `n` acquires and records which got a slot (in order). */
function request(learner: ConcurrencyLearner, n: number, signal = new AbortController().signal) {
  const slots: (Slot | null)[] = Array.from({ length: n }, () => null)
  const errors: unknown[] = []
  const all = Array.from({ length: n }, (_, i) =>
    learner.acquire(signal).then(
      (slot) => (slots[i] = slot),
      (err: unknown) => errors.push(err),
    ),
  )
  return { slots, errors, all, started: () => slots.filter((s) => s !== null).length }
}

describe('ConcurrencyLearner', () => {
  it('with no 429 seen, everything starts at once', async () => {
    const learner = new ConcurrencyLearner(new FakeClock())
    const r = request(learner, 4)
    await flush()
    expect(r.started()).toBe(4)
    expect(learner.limit).toBeNull()
  })

  it('a 429 teaches the limit: later requests queue instead of firing into another 429, and start as slots free up', async () => {
    const clock = new FakeClock()
    const learner = new ConcurrencyLearner(clock)
    const first = request(learner, 3)
    await flush()
    expect(first.started()).toBe(3)
    first.slots[2]?.tooMany(2_000) // the service allows 2
    expect(learner.limit).toBe(2)

    const later = request(learner, 2)
    await flush()
    expect(later.started()).toBe(0)
    expect(learner.waiting).toBe(2)
    expect(learner.retryAt).toBe(clock.now() + 2_000)

    // Retry-After honoured: a free slot is not used before it has passed.
    first.slots[0]?.release()
    await flush()
    expect(later.started()).toBe(0)
    await clock.advance(1_999)
    expect(later.started()).toBe(0)
    await clock.advance(1)
    expect(later.started()).toBe(1) // one slot free (limit 2, one still running)
    first.slots[1]?.release()
    await flush()
    expect(later.started()).toBe(2)
  })

  it('without Retry-After it waits 1 s: no immediate repeated retry', async () => {
    const clock = new FakeClock()
    const learner = new ConcurrencyLearner(clock)
    const a = request(learner, 1)
    await flush()
    a.slots[0]?.tooMany(null)
    expect(learner.limit).toBe(1)
    const retry = request(learner, 1)
    await flush()
    expect(retry.started()).toBe(0)
    await clock.advance(DEFAULT_RETRY_AFTER_MS - 1)
    expect(retry.started()).toBe(0)
    await clock.advance(1)
    expect(retry.started()).toBe(1)
  })

  it('recovers when the limit rises: after 30 s without a 429 one more stream is tried, and its success raises the limit', async () => {
    const clock = new FakeClock()
    const learner = new ConcurrencyLearner(clock)
    const first = request(learner, 3)
    await flush()
    first.slots[2]?.tooMany(null)
    expect(learner.limit).toBe(2)
    await clock.advance(DEFAULT_RETRY_AFTER_MS)
    const third = request(learner, 1)
    await flush()
    expect(third.started()).toBe(0) // two running, limit 2
    await clock.advance(PROBE_AFTER_MS - DEFAULT_RETRY_AFTER_MS - 1)
    expect(third.started()).toBe(0)
    await clock.advance(1)
    expect(third.started()).toBe(1) // the probe
    third.slots[0]?.release()
    expect(learner.limit).toBe(3)
  })

  it('a probe that gets a 429 keeps the limit and waits again', async () => {
    const clock = new FakeClock()
    const learner = new ConcurrencyLearner(clock)
    const first = request(learner, 2)
    await flush()
    first.slots[1]?.tooMany(null)
    await clock.advance(PROBE_AFTER_MS)
    const probe = request(learner, 1)
    await flush()
    expect(probe.started()).toBe(1)
    probe.slots[0]?.tooMany(500)
    expect(learner.limit).toBe(1)
    const next = request(learner, 1)
    await clock.advance(PROBE_AFTER_MS - 1)
    expect(next.started()).toBe(0)
  })

  it('an aborted wait leaves the queue (rejects) and does not take a slot', async () => {
    const clock = new FakeClock()
    const learner = new ConcurrencyLearner(clock)
    const a = request(learner, 2)
    await flush()
    a.slots[1]?.tooMany(null)
    const controller = new AbortController()
    const queued = request(learner, 1, controller.signal)
    await flush()
    controller.abort(new Error('stopped'))
    await flush()
    expect(queued.errors).toHaveLength(1)
    expect(learner.waiting).toBe(0)
    await expect(learner.acquire(AbortSignal.abort(new Error('x')))).rejects.toThrow('x')
  })

  it('several 429s in one burst: the smallest allowed count wins', async () => {
    const learner = new ConcurrencyLearner(new FakeClock())
    const r = request(learner, 4)
    await flush()
    r.slots[2]?.tooMany(null) // the 3rd was refused: 2 allowed
    r.slots[3]?.tooMany(null) // the 4th too: it does not raise the limit to 3
    expect(learner.limit).toBe(2)
  })

  it('releasing twice counts once', async () => {
    const learner = new ConcurrencyLearner(new FakeClock())
    const a = request(learner, 1)
    await flush()
    a.slots[0]?.release()
    a.slots[0]?.release()
    a.slots[0]?.tooMany(null)
    expect(learner.active).toBe(0)
    expect(learner.limit).toBeNull()
  })
})
