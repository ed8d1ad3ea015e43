import { describe, expect, it } from 'vitest'
import type { Batch, BatchSummary } from '../../../../shared/domain/batches'
import { putBatchInLists } from '../../../../renderer/src/queries/batches'
import { queryKeys } from '../../../../renderer/src/queries/keys'
import { testQueryClient } from '../../../support/renderer/render-with-bridge'

const AT = '2026-11-27T10:00:00.000Z'

function batch(id: string, states: Batch['cells'][number]['state'][]): Batch {
  return {
    id,
    title: `Batch ${id}`,
    models: ['tally-mini'],
    prompts: states.map((_, i) => `Prompt ${i}`),
    maxOutputTokens: null,
    status: states.every((s) => s === 'done') ? 'done' : 'running',
    createdAt: AT,
    finishedAt: null,
    cells: states.map((state, i) => ({ prompt: i, model: 'tally-mini', conversationId: `row${i}`, messageId: `a${i}`, state, attempts: 1, cost: null, requestId: null })),
  }
}

const row = (b: Batch, done: number): BatchSummary => ({ id: b.id, title: b.title, status: b.status, createdAt: AT, models: b.models, prompts: b.prompts.length, cells: b.cells.length, done })

describe('a batch event updates the cached lists in place (#38: one event per cell, no re-read per event)', () => {
  it('its row in every cached list takes the new status and cells done; a list without it is read again', async () => {
    const client = testQueryClient()
    const first = batch('b1', ['running', 'queued'])
    client.setQueryData(queryKeys.batchList(''), [row(first, 0)])
    client.setQueryData(queryKeys.batchList('other'), [] as BatchSummary[])
    putBatchInLists(client, batch('b1', ['done', 'running']))
    expect(client.getQueryData<BatchSummary[]>(queryKeys.batchList(''))?.[0]).toMatchObject({ id: 'b1', status: 'running', done: 1, cells: 2 })
    // The search that does not list it is read again (it may match now); the one that lists it is not.
    expect(client.getQueryState(queryKeys.batchList('other'))?.isInvalidated).toBe(true)
    expect(client.getQueryState(queryKeys.batchList(''))?.isInvalidated).toBe(false)
    putBatchInLists(client, batch('b1', ['done', 'done']))
    expect(client.getQueryData<BatchSummary[]>(queryKeys.batchList(''))?.[0]).toMatchObject({ status: 'done', done: 2 })
  })

  it('an event that changes nothing in the row leaves the list as it is (the same array: nothing re-renders)', () => {
    const client = testQueryClient()
    const b = batch('b1', ['done', 'running'])
    const list = [row(b, 1)]
    client.setQueryData(queryKeys.batchList(''), list)
    putBatchInLists(client, b)
    expect(client.getQueryData(queryKeys.batchList(''))).toBe(list)
  })
})
