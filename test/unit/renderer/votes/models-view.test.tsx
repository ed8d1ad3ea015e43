// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Leaderboard } from '../../../../shared/domain/votes'
import ModelsView from '../../../../renderer/src/features/models/ModelsView'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, leaderboardRow } from '../../../support/renderer/fixtures'
import { installBridge } from '../../../../renderer/src/ipc'
import { prefetchLeaderboard } from '../../../../renderer/src/queries/votes'
import { queryKeys } from '../../../../renderer/src/queries/keys'
import { renderWithBridge, testQueryClient } from '../../../support/renderer/render-with-bridge'

const BOARD: Leaderboard = {
  votes: 40,
  fewVotes: false,
  tags: ['code', 'writing'],
  rows: [
    leaderboardRow('tally-large', { strength: 2.1, low: 1.6, high: 2.8, rank: 1, winRate: 0.72, medianCost: '0.012000', valuePerDollar: 175, medianTtftMs: 800 }),
    leaderboardRow('tally-mini', { strength: 0.9, low: 0.7, high: 1.2, rank: 2, winRate: 0.48, medianCost: '0.000400', valuePerDollar: 2250 }),
    leaderboardRow('tally-nano', { strength: 0.5, low: 0.2, high: 1.1, rank: 2, winRate: 0.3, votes: 3, fewVotes: true, medianCost: null, valuePerDollar: null, onFront: false, medianTtftMs: null }),
  ],
}

let bridge = createFakeBridge()
beforeEach(() => {
  bridge = createFakeBridge()
  bridge.handle('votes:leaderboard', () => BOARD)
  bridge.handle('votes:exportCsv', () => ({ saved: true, path: '/tmp/m.csv', rowCount: 3 }))
})
afterEach(cleanup)

const modelOrder = () =>
  within(screen.getByRole('region', { name: 'Leaderboard' }))
    .getAllByRole('rowheader')
    .map((h) => h.textContent?.replace('few votes', '').trim())

describe('ModelsView', () => {
  it('read ahead (once the first screen settled), the board shows in the view’s first render, and is read again', async () => {
    const client = testQueryClient()
    installBridge(bridge.api)
    prefetchLeaderboard(client)
    await waitFor(() => expect(bridge.callsTo('votes:leaderboard')).toEqual([{ tag: null, from: null, to: null }]))
    await waitFor(() => expect(client.getQueryData(queryKeys.leaderboard({ tag: null, from: null, to: null }))).toEqual(BOARD))
    renderWithBridge(<ModelsView />, bridge, { client })
    // No "Counting your votes…" first: the table is there at once.
    expect(screen.queryByText('Counting your votes…')).toBeNull()
    expect(screen.getByRole('table')).toBeTruthy()
    await waitFor(() => expect(bridge.callsTo('votes:leaderboard')).toHaveLength(2))
  })

  it('shows each model with its interval, figures and value; unknown is a dash; sorts by a column', async () => {
    renderWithBridge(<ModelsView />, bridge)
    await screen.findByRole('table')
    expect(modelOrder()).toEqual(['tally-large', 'tally-mini', 'tally-nano'])
    const nano = screen.getByRole('row', { name: /tally-nano/ })
    expect(within(nano).getByText('few votes')).toBeTruthy()
    expect(within(nano).getAllByText('—').length).toBeGreaterThanOrEqual(3)
    expect(within(screen.getByRole('row', { name: /tally-large/ })).getByText('(1.60–2.80)')).toBeTruthy()
    expect(within(screen.getByRole('row', { name: /tally-mini/ })).getByText('$0.0004')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: /Strength per \$/ }))
    expect(modelOrder()).toEqual(['tally-mini', 'tally-large', 'tally-nano'])
    expect(screen.getByRole('columnheader', { name: /Strength per \$/ }).getAttribute('aria-sort')).toBe('descending')
    fireEvent.click(screen.getByRole('button', { name: /Median cost/ }))
    // Cheapest first; the unknown cost stays last either way.
    expect(modelOrder()).toEqual(['tally-mini', 'tally-large', 'tally-nano'])
    fireEvent.click(screen.getByRole('button', { name: /Median cost/ }))
    expect(modelOrder()).toEqual(['tally-large', 'tally-mini', 'tally-nano'])
  })

  it('filters by tag and range, refuses a backwards range, and exports what is shown', async () => {
    renderWithBridge(<ModelsView />, bridge)
    await screen.findByRole('table')
    fireEvent.change(screen.getByRole('combobox', { name: 'Tag' }), { target: { value: 'code' } })
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } })
    await waitFor(() => expect(bridge.callsTo('votes:leaderboard').at(-1)).toEqual({ tag: 'code', from: '2026-02-01', to: null }))
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    await screen.findByText('Saved 3 models to /tmp/m.csv')
    expect(bridge.callsTo('votes:exportCsv')[0]).toEqual({ tag: 'code', from: '2026-02-01', to: null })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } })
    expect((await screen.findByRole('alert')).textContent).toBe('The range starts after it ends.')
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says when there are few votes, and when there are none', async () => {
    bridge.handle('votes:leaderboard', () => ({ ...BOARD, votes: 4, fewVotes: true }))
    renderWithBridge(<ModelsView />, bridge)
    expect((await screen.findByRole('note')).textContent).toMatch(/Only 4 votes so far/)
    cleanup()
    bridge.handle('votes:leaderboard', () => ({ votes: 0, fewVotes: true, rows: [], tags: [] }))
    renderWithBridge(<ModelsView />, bridge)
    await screen.findByText('No votes yet')
  })

  it('shows the error when the leaderboard cannot be read', async () => {
    bridge.handle('votes:leaderboard', () => {
      throw new FakeFailure(appError({ kind: 'internal', code: 'storage_failed', message: 'The database could not be read.' }))
    })
    renderWithBridge(<ModelsView />, bridge)
    await screen.findByText('The database could not be read.')
  })
})
