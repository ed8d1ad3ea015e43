import { describe, expect, it } from 'vitest'
import { atMost, MODEL_LIST_WAIT_MS } from '../../../electron/services/advice/create-advice'
import { modelCandidates } from '../../../electron/services/advice/model-list'
import { FakeClock } from '../../support/fake-clock'

describe('What if does not wait on a service that does not answer', () => {
  it('answers without the model list after the wait (nothing called retired), with it when it comes in time', async () => {
    const clock = new FakeClock()
    const never = new Promise<{ models: { id: string; comingSoon: boolean }[] }>(() => undefined)
    const waited = atMost(never, MODEL_LIST_WAIT_MS, { models: [] }, clock)
    await clock.advance(MODEL_LIST_WAIT_MS - 1)
    let done = false
    void waited.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    await clock.advance(1)
    const list = await waited
    expect(modelCandidates(list, ['tally-old']).map((c) => [c.id, c.retired])).toEqual([['tally-old', false]])

    const inTime = atMost(Promise.resolve({ models: [{ id: 'tally-mini', comingSoon: false }] }), MODEL_LIST_WAIT_MS, { models: [] }, clock)
    expect((await inTime).models.map((m) => m.id)).toEqual(['tally-mini'])
    await expect(atMost(Promise.reject(new Error('boom')), MODEL_LIST_WAIT_MS, { models: [] }, clock)).rejects.toThrow('boom')
  })
})
