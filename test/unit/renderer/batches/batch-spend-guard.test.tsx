// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Batch, BatchEstimate } from '../../../../shared/domain/batches'
import type { SavedPrompt } from '../../../../shared/domain/prompts'
import { BatchSetup } from '../../../../renderer/src/features/batches/BatchSetup'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { AT, appError } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const PROMPTS: SavedPrompt[] = [
  { id: 'p1', kind: 'prompt', title: 'Explain caching', body: 'Explain caching.', tags: [], createdAt: AT, updatedAt: AT },
  { id: 'p2', kind: 'prompt', title: 'Sorting', body: 'Compare three sorting algorithms.', tags: [], createdAt: AT, updatedAt: AT },
]

function estimate(patch: Partial<BatchEstimate>): BatchEstimate {
  return {
    perModel: [
      { model: 'tally-mini', inputTokens: 20, outputTokens: 800, cost: '0.100000' },
      { model: 'tally-coder', inputTokens: 20, outputTokens: 800, cost: '0.300000' },
    ],
    total: '0.400000',
    complete: true,
    threshold: '0.250000',
    ask: true,
    ...patch,
  }
}

const batch = (args: { prompts: string[]; models: string[]; maxOutputTokens: number | null }): Batch => ({ id: 'b1', title: 'Batch', status: 'running', createdAt: AT, finishedAt: null, cells: [], ...args })

const bridge = createFakeBridge()
let next: BatchEstimate
let onStarted: ReturnType<typeof vi.fn<(id: string) => void>>
beforeEach(() => {
  bridge.reset()
  next = estimate({})
  onStarted = vi.fn<(id: string) => void>()
  bridge.handle('prompts:list', () => ({ prompts: PROMPTS, tags: [] }))
  bridge.handle('models:list', () => ({ models: [{ id: 'tally-mini', comingSoon: false }, { id: 'tally-coder', comingSoon: false }], fetchedAt: AT, error: null }))
  bridge.handle('batches:estimate', () => next)
  bridge.handle('batches:start', (args) => batch(args))
})
afterEach(cleanup)

async function pickTwoByTwo(total = /Estimated total ≈ \$0\.4/) {
  renderWithBridge(<BatchSetup onStarted={onStarted} />, bridge)
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Explain caching' }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'Sorting' }))
  await userEvent.click(await screen.findByRole('checkbox', { name: 'tally-mini' }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'tally-coder' }))
  await screen.findByText(total)
}

const startButton = () => screen.getByRole('button', { name: 'Start batch' })

describe('batch start and the spend guard', () => {
  it('asks above the pre-send check: Escape cancels with the choice kept; Enter confirms and starts', async () => {
    await pickTwoByTwo()
    await userEvent.click(startButton())
    const dialog = await screen.findByRole('alertdialog', { name: 'Start this expensive batch?' })
    expect(dialog.textContent).toContain('These 4 answers are estimated at ≈ $0.4')
    expect(dialog.textContent).toContain('$0.25')
    expect(dialog.textContent).toContain('tally-coder≈ $0.3')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(bridge.callsTo('batches:start')).toEqual([])
    expect((screen.getByRole('checkbox', { name: 'Sorting' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'tally-coder' }) as HTMLInputElement).checked).toBe(true)

    await userEvent.click(startButton())
    await screen.findByRole('alertdialog')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Start anyway'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('b1'))
    expect(bridge.callsTo('batches:start')).toEqual([{ prompts: ['Explain caching.', 'Compare three sorting algorithms.'], models: ['tally-mini', 'tally-coder'], maxOutputTokens: 400 }])
  })

  it('"Don’t start" starts nothing', async () => {
    await pickTwoByTwo()
    await userEvent.click(startButton())
    await userEvent.click(await screen.findByRole('button', { name: 'Don’t start' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(bridge.callsTo('batches:start')).toEqual([])
    expect(onStarted).not.toHaveBeenCalled()
  })

  it('starts without asking under the threshold', async () => {
    next = estimate({ ask: false, total: '0.100000' })
    await pickTwoByTwo(/Estimated total ≈ \$0\.1/)
    await userEvent.click(startButton())
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('b1'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('never blocks when the estimate cannot be read', async () => {
    await pickTwoByTwo()
    bridge.handle('batches:estimate', () => {
      throw new FakeFailure(appError({ kind: 'input', code: 'x', message: 'No estimate' }))
    })
    await userEvent.click(startButton())
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('b1'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
