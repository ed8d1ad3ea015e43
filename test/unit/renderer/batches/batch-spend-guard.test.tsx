// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Batch } from '../../../../shared/domain/batches'
import type { Preflight } from '../../../../shared/domain/preflight'
import type { SavedPrompt } from '../../../../shared/domain/prompts'
import { BatchSetup } from '../../../../renderer/src/features/batches/BatchSetup'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { AT, appError, preflight, preflightModel } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const PROMPTS: SavedPrompt[] = [
  { id: 'p1', kind: 'prompt', title: 'Explain caching', body: 'Explain caching.', tags: [], createdAt: AT, updatedAt: AT },
  { id: 'p2', kind: 'prompt', title: 'Sorting', body: 'Compare three sorting algorithms.', tags: [], createdAt: AT, updatedAt: AT },
]

/** Two prompts × two models: ≈ $0.40, above the $0.25 pre-send check. */
function estimate(patch: Partial<Preflight>): Preflight {
  return preflight({
    models: [preflightModel({ model: 'tally-mini', requests: 2, inputTokens: 20, inputCost: '0.000020', usualCost: '0.1' }), preflightModel({ model: 'tally-coder', requests: 2, inputTokens: 20, inputCost: '0.000060', usualCost: '0.3' })],
    inputTokens: 40,
    atLeast: '0.00008',
    total: '0.4',
    ask: true,
    reasons: [{ kind: 'threshold', limit: '0.250000', amount: '0.4', over: '0.15', basis: 'total' }],
    ...patch,
  })
}

const batch = (args: { prompts: string[]; models: string[]; maxOutputTokens: number | null }): Batch => ({ id: 'b1', title: 'Batch', status: 'running', createdAt: AT, finishedAt: null, cells: [], ...args })

const bridge = createFakeBridge()
let next: Preflight
let onStarted: ReturnType<typeof vi.fn<(id: string) => void>>
beforeEach(() => {
  bridge.reset()
  next = estimate({})
  onStarted = vi.fn<(id: string) => void>()
  bridge.handle('prompts:list', () => ({ prompts: PROMPTS, tags: [] }))
  bridge.handle('models:list', () => ({ models: [{ id: 'tally-mini', comingSoon: false }, { id: 'tally-coder', comingSoon: false }], fetchedAt: AT, error: null }))
  bridge.handle('guard:preflight', () => next)
  bridge.handle('batches:start', (args) => batch(args))
})
afterEach(cleanup)

async function pickTwoByTwo(total = /≈ 40 tokens in · ≈ \$0\.40 with the usual answers/) {
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
    expect(dialog.textContent).toContain('This batch is estimated at ≈ $0.40, over your pre-send check of $0.25 by ≈ $0.15.')
    expect(dialog.textContent).toContain('Input, as it will be sent (40 tokens, 4 requests)')
    expect(dialog.textContent).toContain('tally-coder: a usual answer (median of your 12 from tally-coder, 120 tokens)≈ $0.30 for 2')
    expect(bridge.callsTo('guard:preflight').at(-1)).toEqual({ plan: { kind: 'batch', prompts: ['Explain caching.', 'Compare three sorting algorithms.'], models: ['tally-mini', 'tally-coder'], maxOutputTokens: 400 } })
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
    expect(bridge.callsTo('batches:start')).toEqual([{ prompts: ['Explain caching.', 'Compare three sorting algorithms.'], models: ['tally-mini', 'tally-coder'], maxOutputTokens: 400, confirmed: true }])
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
    next = estimate({ ask: false, total: '0.1', reasons: [] })
    await pickTwoByTwo(/≈ \$0\.10 with the usual answers/)
    await userEvent.click(startButton())
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('b1'))
    expect(bridge.callsTo('batches:start')[0]).toMatchObject({ confirmed: false })
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('never blocks here when the preflight cannot be read (main checks again on its own)', async () => {
    await pickTwoByTwo()
    bridge.handle('guard:preflight', () => {
      throw new FakeFailure(appError({ kind: 'input', code: 'x', message: 'No estimate' }))
    })
    await userEvent.click(startButton())
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('b1'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
