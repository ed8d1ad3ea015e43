import { describe, expect, it } from 'vitest'
import type { LedgerDay } from '../../../shared/domain/ledger'
import { ledgerCsv, splitByDay, splitByModel, todaySplit } from '../../../shared/ledger/app-split'

const T = { input: 0, cached: 0, output: 0 }
function day(d: string, model: string, status: LedgerDay['status'], billed: string, app: string | null, elsewhere: string | null): LedgerDay {
  return { day: d, model, status, billedCost: billed, billedTokens: { ...T, input: 100, output: 10 }, appTokens: T, answers: 2, unknownAnswers: 0, appShare: app, elsewhere }
}

const DAYS = [
  day('2025-11-10', 'tally-mini', 'exact', '0.010000', '0.010000', '0.000000'),
  day('2025-11-10', 'tally-large', 'estimated', '0.300000', '0.100000', '0.200000'),
  day('2025-11-11', 'tally-mini', 'estimated', '0.020000', null, null),
  day('2025-11-12', 'tally-large', 'pending', '0.050000', '0.040000', '0.010000'),
]

describe('this app and the rest of the account', () => {
  it('by day, newest first, parts summed in micro-dollars; unknown stays unknown; the answers counted', () => {
    expect(splitByDay(DAYS, '2025-11-10', '2025-11-13')).toEqual([
      { key: '2025-11-12', billed: '0.050000', app: '0.040000', elsewhere: '0.010000', exact: false, pending: true, answers: 2, unknownAnswers: 0 },
      { key: '2025-11-11', billed: '0.020000', app: null, elsewhere: null, exact: false, pending: false, answers: 2, unknownAnswers: 0 },
      { key: '2025-11-10', billed: '0.310000', app: '0.110000', elsewhere: '0.200000', exact: false, pending: false, answers: 4, unknownAnswers: 0 },
    ])
    expect(splitByDay(DAYS, '2025-11-11', '2025-11-12').map((r) => r.key)).toEqual(['2025-11-11'])
  })

  it('by model, the largest bill first; an app-only model is exact', () => {
    const rows = splitByModel(DAYS, '2025-11-10', '2025-11-11')
    expect(rows.map((r) => [r.key, r.billed, r.app, r.exact])).toEqual([
      ['tally-large', '0.300000', '0.100000', false],
      ['tally-mini', '0.010000', '0.010000', true],
    ])
  })

  it("today's line: the bill so far and the app's part; nothing billed or answered today: none", () => {
    expect(todaySplit(DAYS, '2025-11-12')).toMatchObject({ billed: '0.050000', app: '0.040000', pending: true })
    expect(todaySplit(DAYS, '2025-11-13')).toBeNull()
  })

  it('CSV: one line per day and model, exact amounts, empty for unknown', () => {
    const csv = ledgerCsv(DAYS).split('\n')
    expect(csv[0]).toBe('date,model,status,billed_cost,chats_in_tokentally,elsewhere,app_answers,app_answers_unknown_tokens,billed_input_tokens,billed_output_tokens,app_input_tokens,app_output_tokens')
    expect(csv[1]).toBe('2025-11-10,tally-large,estimated,0.300000,0.100000,0.200000,2,0,100,10,0,0')
    expect(csv[3]).toBe('2025-11-11,tally-mini,estimated,0.020000,,,2,0,100,10,0,0')
    expect(csv).toHaveLength(DAYS.length + 2)
  })
})
