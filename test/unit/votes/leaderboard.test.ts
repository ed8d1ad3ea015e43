import { describe, expect, it } from 'vitest'
import { buildLeaderboard, outcomesOf } from '../../../electron/services/votes/leaderboard'
import type { Vote, VoteColumn } from '../../../shared/domain/votes'

const col = (column: number, model: string, cost: string | null, ttftMs: number | null = 100): VoteColumn => ({ column, model, ttftMs, tokensPerSec: 50, outputTokens: 10, cost })

function vote(choice: Vote['choice'], columns: VoteColumn[], k = 0): Vote {
  return { id: `v${k}`, conversationId: `c${k}`, prompt: 'p', tags: [], columns, choice, createdAt: '2026-01-01T00:00:00.000Z' }
}

describe('outcomesOf', () => {
  it('makes the chosen column beat every other, and a tie or "all bad" ties every pair', () => {
    const cols = [col(0, 'a', null), col(1, 'b', null), col(2, 'c', null)]
    expect(outcomesOf(vote(1, cols))).toEqual([
      { a: 'b', b: 'a', score: 1 },
      { a: 'b', b: 'c', score: 1 },
    ])
    expect(outcomesOf(vote('tie', cols))).toHaveLength(3)
    expect(outcomesOf(vote('all_bad', cols)).every((o) => o.score === 0.5)).toBe(true)
    // A column the vote does not have counts for nothing.
    expect(outcomesOf(vote(3, cols))).toEqual([])
  })
})

describe('buildLeaderboard', () => {
  it('reports medians, value per dollar and the front, and flags few votes', () => {
    const votes = Array.from({ length: 12 }, (_, k) => vote(k % 3 === 0 ? 1 : 0, [col(0, 'strong', '0.010000', 200), col(1, 'cheap', '0.000001', k % 2 ? null : 50)], k))
    const board = buildLeaderboard(votes, ['x'])
    expect(board.fewVotes).toBe(false)
    expect(board.tags).toEqual(['x'])
    const strong = board.rows.find((r) => r.model === 'strong')!
    const cheap = board.rows.find((r) => r.model === 'cheap')!
    expect(board.rows[0]!.model).toBe('strong')
    expect(strong).toMatchObject({ votes: 12, fewVotes: false, medianTtftMs: 200, medianCost: '0.010000', onFront: true })
    expect(cheap).toMatchObject({ medianTtftMs: 50, medianCost: '0.000001', onFront: true })
    expect(strong.valuePerDollar).toBeCloseTo(strong.strength / 0.01, 3)
    expect(cheap.valuePerDollar!).toBeGreaterThan(strong.valuePerDollar!)
  })

  it('has no cost and no value when no answer had an estimate, and keeps a median of half-cents exact', () => {
    const board = buildLeaderboard([vote('tie', [col(0, 'a', null), col(1, 'b', '0.000001')]), vote('tie', [col(0, 'a', null), col(1, 'b', '0.000002')], 1)], [])
    expect(board.fewVotes).toBe(true)
    expect(board.rows.find((r) => r.model === 'a')).toMatchObject({ medianCost: null, valuePerDollar: null, onFront: false, fewVotes: true })
    // (0.000001 + 0.000002) / 2 rounds up, never down to a smaller amount.
    expect(board.rows.find((r) => r.model === 'b')?.medianCost).toBe('0.000002')
  })

  it('is empty without votes', () => {
    expect(buildLeaderboard([], [])).toEqual({ votes: 0, fewVotes: true, rows: [], tags: [] })
  })
})
