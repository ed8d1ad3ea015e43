// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Batch } from '../../../../shared/domain/batches'
import { BatchRun } from '../../../../renderer/src/features/batches/BatchRun'
import { resetLiveBuffers } from '../../../../renderer/src/queries/live-answers'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { AT, conversation, message } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const COST = { source: 'counted' as const, inputTokens: 20, cachedInputTokens: 0, outputTokens: 5, cost: '0.000100', fromBill: false }

function batch(state: 'queued' | 'running' | 'done', requestId: string | null): Batch {
  return {
    id: 'b1',
    title: 'One prompt × one model',
    models: ['tally-mini'],
    prompts: ['Explain caching.'],
    maxOutputTokens: null,
    status: state === 'done' ? 'done' : 'running',
    createdAt: AT,
    finishedAt: state === 'done' ? AT : null,
    cells: [{ prompt: 0, model: 'tally-mini', conversationId: 'row1', messageId: 'a1', state, attempts: state === 'queued' ? 0 : 1, cost: state === 'done' ? '0.000100' : null, requestId }],
  }
}

let stored = conversation('row1', [message({ id: 'u1', role: 'user', content: 'Explain caching.' }), message({ id: 'a1', role: 'assistant', content: '', status: 'stopped', column: 0 })], { kind: 'compare', compareModels: ['tally-mini'] })
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  bridge.reset()
  resetLiveBuffers()
  bridge.handle('batches:get', () => batch('queued', null))
  bridge.handle('conversations:get', () => stored)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('a batch follows what main pushes, never polls (#38)', () => {
  it('a running cell streams its live answer; its end and cost arrive as events; nothing is read again on a timer', async () => {
    renderWithBridge(<BatchRun id="b1" />, bridge, { liveEvents: true })
    const grid = await screen.findByRole('region', { name: 'Batch results' })
    // Main tells the window the cell's request before starting it, then streams it.
    act(() => bridge.emit('batches', batch('running', 'req-1')))
    await waitFor(() => expect(within(grid).getByText('Running')).toBeTruthy())
    act(() => {
      bridge.emit('chat', { requestId: 'req-1', conversationId: 'row1', messageId: 'a1', seq: 0, kind: 'delta', text: 'Caching keeps ' })
      bridge.emit('chat', { requestId: 'req-1', conversationId: 'row1', messageId: 'a1', seq: 1, kind: 'delta', text: 'copies close by.' })
    })
    await waitFor(() => expect(within(grid).getByText('Caching keeps copies close by.')).toBeTruthy())
    // While it runs: five seconds, and not one read (the old grid read the batch every 0.5 s and its rows every 0.7 s).
    const reads = bridge.calls.length
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000)
    })
    expect(bridge.calls.slice(reads).map((c) => c.channel)).toEqual([])

    stored = conversation('row1', [message({ id: 'u1', role: 'user', content: 'Explain caching.' }), message({ id: 'a1', role: 'assistant', content: 'Caching keeps copies close by.', column: 0, cost: COST, endReason: 'finished' })], { kind: 'compare', compareModels: ['tally-mini'] })
    act(() => {
      bridge.emit('chat', { requestId: 'req-1', conversationId: 'row1', messageId: 'a1', seq: 2, kind: 'done', endReason: 'finished', cost: COST })
      bridge.emit('batches', batch('done', 'req-1'))
    })
    await waitFor(() => expect(within(grid).getByText('Done')).toBeTruthy())
    await waitFor(() => expect(within(grid).getByText(/5 tokens \(counted here\).*≈ \$0\.0001/)).toBeTruthy())

  })
})
