import { describe, expect, it } from 'vitest'
import type { ContextKnowledge, WhatIfRow } from '../../../shared/domain/advice'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'
import { fitBradleyTerry } from '../../../shared/ranking/bradley-terry'
import { contextMark, HeadToHead } from '../../../electron/services/advice/what-if'
import { accountTable, type AppAnswer, appTable, type Candidate } from '../../../electron/services/advice/what-if-tables'
import { outcomesOf } from '../../../electron/services/votes/leaderboard'
import type { Vote } from '../../../shared/domain/votes'

const fit = (model: string, input: string | null, cachedInput: string | null, output: string | null, change?: { since: string; input: string; cachedInput: string | null; output: string }): ModelPriceEstimate => ({
  model,
  perMillion: { input, cachedInput, output },
  rows: 40,
  medianRelativeError: 0,
  since: change?.since ?? null,
  previous: change ? { perMillion: { input: change.input, cachedInput: change.cachedInput, output: change.output }, until: change.since } : null,
  uncertainPct: null,
})

const answer = (day: string, model: string, input: number, cached: number, output: number, recorded: string | null = null): AppAnswer => ({ day, model, input, cached, output, recorded })
const candidates = (...ids: string[]): Candidate[] => ids.map((id) => ({ id, comingSoon: false, retired: false }))
const noVotes = { strengths: new Map(), headToHead: new HeadToHead([]), votesOf: () => 0 }
const rowOf = (table: { rows: WhatIfRow[] }, model: string): WhatIfRow => table.rows.find((r) => r.model === model)!

describe('what if: the answers of a range at every model’s fitted prices', () => {
  it('prices cached input at the cached price, uncached at the input price, output at the output price (Decimal, exact)', () => {
    const fits = [fit('large', '3', '0.3', '15'), fit('mini', '0.15', '0.075', '0.6')]
    // 100,000 input of which 60,000 cached, 10,000 output, on large.
    const table = appTable({ answers: [answer('2026-03-02', 'large', 100_000, 60_000, 10_000)], fits, candidates: candidates('large', 'mini'), context: new Map(), ...noVotes })
    // large: 40,000 × 3 + 60,000 × 0.3 + 10,000 × 15 = 120,000 + 18,000 + 150,000 = 288,000 / 1e6 = 0.288
    expect(rowOf(table, 'large').total).toBe('0.288000')
    // mini: 40,000 × 0.15 + 60,000 × 0.075 + 10,000 × 0.6 = 6,000 + 4,500 + 6,000 = 16,500 / 1e6 = 0.0165
    expect(rowOf(table, 'mini').total).toBe('0.016500')
    expect(table.actual).toBe('0.288000')
    expect(rowOf(table, 'mini').saving).toBe('-0.271500')
    expect(rowOf(table, 'mini').savingPct).toBe(-94.3)
    expect(rowOf(table, 'large').used).toBe(true)
    expect(table.rows.map((r) => r.model)).toEqual(['mini', 'large'])
  })

  it('prices each answer at the prices in force on its own day: before a change found by the fit, the previous ones', () => {
    // mini's input doubled on 2026-03-10 (previous 0.10, now 0.20); output unchanged.
    const fits = [fit('mini', '0.2', null, '0.6', { since: '2026-03-10', input: '0.1', cachedInput: null, output: '0.6' }), fit('large', '3', null, '15')]
    const answers = [answer('2026-03-09', 'large', 1_000_000, 0, 0), answer('2026-03-10', 'large', 1_000_000, 0, 0)]
    const table = appTable({ answers, fits, candidates: candidates('mini', 'large'), context: new Map(), ...noVotes })
    // 1M at 0.10 on the 9th + 1M at 0.20 on the 10th.
    expect(rowOf(table, 'mini').total).toBe('0.300000')
    expect(rowOf(table, 'large').total).toBe('6.000000')
  })

  it('a model without a fitted price is unknown, never $0, and so is a kind of token it has no price for', () => {
    const fits = [fit('large', '3', null, '15'), fit('nano', '0.05', null, '0.2')]
    const answers = [answer('2026-03-02', 'large', 10_000, 2_000, 500)]
    const table = appTable({ answers, fits, candidates: candidates('large', 'nano', 'preview'), context: new Map(), ...noVotes })
    expect(rowOf(table, 'preview').total).toBeNull()
    expect(rowOf(table, 'preview').saving).toBeNull()
    expect(rowOf(table, 'preview').savingPct).toBeNull()
    // Cached input with no cached price: not a smaller, wrong figure.
    expect(rowOf(table, 'nano').total).toBeNull()
    // The used model itself is unknown too, so what the answers cost falls back to their recorded costs (none here): unknown.
    expect(table.actual).toBeNull()
    // Unknown rows go last.
    expect(table.rows.map((r) => r.total === null)).toEqual([true, true, true])
  })

  it('what the answers cost falls back to their recorded costs when their model has no fit', () => {
    const fits = [fit('mini', '0.15', null, '0.6')]
    const answers = [answer('2026-03-02', 'custom', 1_000, 0, 100, '0.002000'), answer('2026-03-03', 'custom', 1_000, 0, 100, '0.002000')]
    const table = appTable({ answers, fits, candidates: candidates('mini'), context: new Map(), ...noVotes })
    expect(table.actual).toBe('0.004000')
    expect(table.baseline).toBe('custom')
    expect(rowOf(table, 'custom').total).toBeNull()
    expect(rowOf(table, 'mini').total).toBe('0.000420')
    expect(table.used).toEqual([{ model: 'custom', answers: 2, cost: '0.004000' }])
  })

  it('quality is measured against the model most of the cost went to: strength, interval, head-to-head wins and votes', () => {
    const fits = [fit('large', '3', null, '15'), fit('mini', '0.15', null, '0.6'), fit('nano', '0.05', null, '0.2')]
    const answers = [answer('2026-03-02', 'large', 10_000, 0, 1_000), answer('2026-03-02', 'mini', 10_000, 0, 1_000)]
    const votes: Vote[] = []
    const vote = (i: number, cols: string[], choice: Vote['choice']): Vote => ({
      id: `v${i}`,
      conversationId: `c${i}`,
      prompt: 'p',
      tags: [],
      columns: cols.map((model, column) => ({ column, model, ttftMs: null, tokensPerSec: null, outputTokens: null, cost: null })),
      choice,
      createdAt: '2026-03-01T00:00:00.000Z',
    })
    // mini beats large 5 of 11, one tie (5.5 of 11 = 50 %); nano never met large.
    for (let i = 0; i < 5; i++) votes.push(vote(i, ['mini', 'large'], 0))
    for (let i = 5; i < 10; i++) votes.push(vote(i, ['mini', 'large'], 1))
    votes.push(vote(10, ['large', 'mini'], 'tie'))
    votes.push(vote(11, ['nano', 'mini'], 1))
    const outcomes = votes.flatMap(outcomesOf)
    const strengths = new Map(fitBradleyTerry(outcomes).map((s) => [s.model, s]))
    const votesOf = (m: string) => votes.filter((v) => v.columns.some((c) => c.model === m)).length
    const table = appTable({ answers, fits, candidates: candidates('large', 'mini', 'nano'), context: new Map(), strengths, headToHead: new HeadToHead(outcomes), votesOf })
    expect(table.baseline).toBe('large')
    expect(rowOf(table, 'large').quality).toBeNull()
    const mini = rowOf(table, 'mini').quality!
    expect(mini.against).toBe('large')
    expect(mini.headToHead).toEqual({ votes: 11, winRate: 5.5 / 11 })
    expect(mini.votes).toBe(12)
    expect(mini.fewVotes).toBe(false)
    expect(mini.low!).toBeLessThan(mini.strength!)
    expect(mini.high!).toBeGreaterThan(mini.strength!)
    const nano = rowOf(table, 'nano').quality!
    expect(nano.headToHead).toEqual({ votes: 0, winRate: null })
    expect(nano.fewVotes).toBe(true)
    expect(nano.strength).not.toBeNull()
  })

  it('the account table prices the bill’s day rows (every key) and has no quality or context column', () => {
    const rows: UsageRow[] = [
      { date: '2026-03-01', model: 'large', requests: 3, input_tokens: 100_000, cached_input_tokens: 0, output_tokens: 10_000, cost: '0.450000' },
      { date: '2026-03-02', model: 'mini', requests: 9, input_tokens: 200_000, cached_input_tokens: 0, output_tokens: 20_000, cost: '0.042000' },
    ]
    const table = accountTable(rows, [fit('large', '3', null, '15'), fit('mini', '0.15', null, '0.6')], candidates('large', 'mini', 'new'))
    expect(table.actual).toBe('0.492000')
    expect(table.days).toBe(2)
    // mini for all: 300,000 × 0.15 + 30,000 × 0.6 = 45,000 + 18,000 → 0.063
    expect(rowOf(table, 'mini').total).toBe('0.063000')
    expect(rowOf(table, 'large').total).toBe('1.350000')
    expect(rowOf(table, 'new').total).toBeNull()
    expect(table.rows.every((r) => r.quality === null && r.context === null)).toBe(true)
  })
})

describe('context marks: answers that could not have run on a model', () => {
  const k = (fitsUpTo: number | null, refusedFrom: number | null, stated: number | null): ContextKnowledge => ({ model: 'm', fitsUpTo, refusedFrom, stated })
  const inputs = [1_000, 5_000, 12_000, 20_000, 40_000]

  it('a stated limit: inputs above it are too long, the rest certainly fit', () => {
    expect(contextMark(inputs, k(8_000, 17_000, 16_384))).toEqual({ tooLong: 2, unsure: 0, limit: 16_384, fitsUpTo: 8_000 })
  })

  it('a refusal without a stated limit: at or above the smallest refused input is too long; between the largest that ran and it is unsure', () => {
    expect(contextMark(inputs, k(8_000, 20_000, null))).toEqual({ tooLong: 2, unsure: 1, limit: 19_999, fitsUpTo: 8_000 })
  })

  it('nothing known: every input is unsure, none is called too long', () => {
    expect(contextMark(inputs, undefined)).toEqual({ tooLong: 0, unsure: 5, limit: null, fitsUpTo: null })
  })

  it('every input at or below what has run fits', () => {
    expect(contextMark(inputs, k(50_000, null, null))).toEqual({ tooLong: 0, unsure: 0, limit: null, fitsUpTo: 50_000 })
  })

  it('the app table marks each model with the range’s inputs', () => {
    const table = appTable({
      answers: [answer('2026-03-02', 'large', 30_000, 0, 100), answer('2026-03-02', 'large', 2_000, 0, 100)],
      fits: [fit('large', '3', null, '15'), fit('nano', '0.05', null, '0.2')],
      candidates: candidates('large', 'nano'),
      context: new Map([
        ['large', { model: 'large', fitsUpTo: 30_000, refusedFrom: null, stated: null }],
        ['nano', { model: 'nano', fitsUpTo: 9_000, refusedFrom: 18_000, stated: 16_384 }],
      ]),
      ...noVotes,
    })
    expect(rowOf(table, 'nano').context).toEqual({ tooLong: 1, unsure: 0, limit: 16_384, fitsUpTo: 9_000 })
    expect(rowOf(table, 'large').context?.tooLong).toBe(0)
    expect(table.largestInput).toBe(30_000)
  })
})
