// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { LedgerAccuracy, LedgerDay, LedgerSplit } from '../../../../shared/domain/ledger'
import { splitByDay, splitByModel, todaySplit } from '../../../../shared/ledger/app-split'
import { AppShare } from '../../../../renderer/src/features/usage/AppShare'
import { AppShareToday } from '../../../../renderer/src/features/usage/AppShareToday'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

afterEach(cleanup)

const T = { input: 0, cached: 0, output: 0 }
function day(d: string, model: string, status: LedgerDay['status'], billed: string, app: string | null, elsewhere: string | null): LedgerDay {
  return { day: d, model, status, billedCost: billed, billedTokens: T, appTokens: T, answers: 1, unknownAnswers: 0, appShare: app, elsewhere }
}

const DAYS = [
  day('2025-11-10', 'tally-mini', 'exact', '0.001330', '0.001330', '0.000000'),
  day('2025-11-11', 'tally-large', 'estimated', '4.200000', '0.310000', '3.890000'),
  day('2025-11-12', 'tally-large', 'pending', '0.500000', '0.120000', '0.380000'),
]
// What main answers for November: the days summed per day and per model.
const BY_DAY = splitByDay(DAYS, '2025-11-01', '2025-12-01')
const SPLIT: LedgerSplit = { accountId: 'acct', start: '2025-11-01', end: '2025-12-01', granularity: 'day', bars: [...BY_DAY].reverse(), byDay: BY_DAY, byModel: splitByModel(DAYS, '2025-11-01', '2025-12-01') }
const ACCURACY: LedgerAccuracy = { accountId: 'acct', accuracy: [{ model: 'tally-mini', days: 23, answers: 140, median: 0.004, p90: 0.011 }], tokenBias: [] }

describe('this app and the rest of the account', () => {
  it('splits each day and model into chats in Tokentally and elsewhere, says the basis, shows accuracy and exports CSV', async () => {
    const bridge = createFakeBridge()
    bridge.handle('ledger:split', () => SPLIT)
    bridge.handle('ledger:accuracy', () => ACCURACY)
    bridge.handle('ledger:exportCsv', () => ({ saved: true, path: '/home/ada/split.csv', rowCount: 3 }))
    renderWithBridge(<AppShare start="2025-11-01" end="2025-12-01" />, bridge)
    const byDay = await screen.findByRole('region', { name: 'Split of the bill per day (UTC)' })
    const rows = within(byDay).getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(rows[1]?.textContent).toContain('≈ so far (day not final)')
    expect(rows[2]?.textContent).toContain('≈ estimate, capped by the bill')
    expect(rows[3]?.textContent).toContain('from the bill')
    // A sub-cent amount keeps its digits (never $0.00), the exact value one hover away.
    expect(within(rows[3] as HTMLElement).getByRole('button', { name: /Chats in Tokentally 2025-11-10: \$0\.0013 \(exact \$0\.001330\)/ })).toBeTruthy()
    expect(screen.getByRole('img', { name: /Billed cost per day/ })).toBeTruthy()
    // Only the range shown is asked for.
    expect(bridge.callsTo('ledger:split')).toEqual([{ start: '2025-11-01', end: '2025-12-01' }])
    const perModel = within(screen.getByRole('region', { name: 'Split of the bill per model' })).getAllByRole('row')
    expect(perModel.map((r) => r.querySelector('th')?.textContent)).toEqual(['Model', 'tally-large', 'tally-mini'])
    expect((await screen.findByRole('list', { name: /Estimate accuracy/ })).textContent).toContain('tally-mini: estimates were within 0.4 % of the bill (median; 90 % within 1.1 %) on 23 days')
    await userEvent.click(screen.getByRole('button', { name: 'Export split as CSV' }))
    expect(await screen.findByText('Saved 3 rows to /home/ada/split.csv')).toBeTruthy()
  })

  it('a long range: bars per month, the newest month of days and the largest models first, the rest one press away', async () => {
    const days = Array.from({ length: 40 }, (_, i) => day(`2025-${String(10 + Math.floor(i / 30)).padStart(2, '0')}-${String((i % 30) + 1).padStart(2, '0')}`, `model-${String(i).padStart(2, '0')}`, 'estimated', '1.000000', '0.250000', '0.750000'))
    const byDay = splitByDay(days, '2025-01-01', '2025-12-01')
    const bridge = createFakeBridge()
    bridge.handle('ledger:split', () => ({
      accountId: 'acct',
      start: '2025-01-01',
      end: '2025-12-01',
      granularity: 'month',
      bars: [
        { ...byDay[39]!, key: '2025-10-01', billed: '30.000000', app: '7.500000', elsewhere: '22.500000' },
        { ...byDay[0]!, key: '2025-11-01', billed: '10.000000', app: '2.500000', elsewhere: '7.500000' },
      ],
      byDay,
      byModel: splitByModel(days, '2025-01-01', '2025-12-01'),
    }))
    bridge.handle('ledger:accuracy', () => ACCURACY)
    renderWithBridge(<AppShare start="2025-01-01" end="2025-12-01" />, bridge)
    const chart = await screen.findByRole('img', { name: /Billed cost per month \(UTC\)/ })
    expect(chart.querySelectorAll('title')[0]?.textContent).toMatch(/^Oct 2025: billed \$30\.000000; chats in tokentally \$7\.500000/)
    const perDay = screen.getByRole('region', { name: 'Split of the bill per day (UTC)' })
    expect(within(perDay).getAllByRole('row')).toHaveLength(32)
    await userEvent.click(screen.getByRole('button', { name: 'Show all 40 days' }))
    expect(within(perDay).getAllByRole('row')).toHaveLength(41)
    expect(screen.getByRole('button', { name: 'Show the first 31 days' }).getAttribute('aria-expanded')).toBe('true')
    expect(within(screen.getByRole('region', { name: 'Split of the bill per model' })).getAllByRole('row')).toHaveLength(32)
    expect(screen.getByRole('button', { name: 'Show all 40 models' })).toBeTruthy()
  })

  it('an error says so; the dashboard line says how much of today came from chats here', async () => {
    const bridge = createFakeBridge()
    bridge.handle('ledger:split', () => {
      throw new FakeFailure(appError({ kind: 'internal', code: 'storage_error', message: 'The database is locked.' }))
    })
    renderWithBridge(<AppShare start="2025-11-01" end="2025-12-01" />, bridge)
    expect(await screen.findByText(/The database is locked/)).toBeTruthy()
    cleanup()

    const ok = createFakeBridge()
    ok.handle('ledger:today', ({ day: d }) => ({ accountId: 'acct', day: d, row: todaySplit(DAYS, d) }))
    renderWithBridge(<AppShareToday today="2025-11-11" />, ok)
    expect((await screen.findByText(/came from chats here/)).textContent).toBe('≈ $0.31 of today’s $4.20 came from chats here.')
    // The dashboard asks for today's line only, never the whole split.
    expect(ok.callsTo('ledger:today')).toEqual([{ day: '2025-11-11' }])
    expect(ok.callsTo('ledger:split')).toEqual([])
    cleanup()

    const none = createFakeBridge()
    none.handle('ledger:today', ({ day: d }) => ({ accountId: 'acct', day: d, row: todaySplit([day('2025-11-11', 'tally-large', 'pending', '4.200000', '0.000000', '4.200000')], d) }))
    const { container } = renderWithBridge(<AppShareToday today="2025-11-11" />, none)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(container.textContent).toBe('')
  })
})
