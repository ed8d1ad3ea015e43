// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import WhatIfView from '../../../../renderer/src/features/advice/WhatIfView'
import { useBatchFocus } from '../../../../renderer/src/stores/batch-focus'
import { useUi } from '../../../../renderer/src/stores/ui'
import type { Batch } from '../../../../shared/domain/batches'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, preflight } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'
import { quality, whatIf, whatIfRow } from './fixtures'

afterEach(cleanup)

const PROMPTS = ['Explain CRDTs', 'Fix this regex', 'Summarise the RFC', 'Name my cat', 'Plan a trip']
const TABLE = whatIf({
  app: {
    answers: 120,
    actual: '3.560000',
    baseline: 'tally-large',
    used: [{ model: 'tally-large', answers: 120, cost: '3.560000' }],
    largestInput: 40_000,
    votes: 11,
    prompts: PROMPTS,
    rows: [
      whatIfRow('tally-large', { total: '3.560000', saving: '0.000000', savingPct: 0, used: true, context: { tooLong: 0, unsure: 0, limit: 128_000, fitsUpTo: 40_000 } }),
      whatIfRow('tally-mini', {
        total: '2.100000',
        saving: '-1.460000',
        savingPct: -41,
        context: { tooLong: 2, unsure: 0, limit: 32_000, fitsUpTo: 30_000 },
        quality: quality({ strength: 0.9, low: 0.7, high: 1.1, againstStrength: 1.1, headToHead: { votes: 11, winRate: 0.46 }, votes: 11, fewVotes: false }),
      }),
      whatIfRow('tally-coder', { total: '1.200000', saving: '-2.360000', savingPct: -66, quality: quality({ headToHead: { votes: 1, winRate: 1 }, votes: 1 }) }),
      whatIfRow('tally-new', { quality: quality() }),
    ],
  },
  account: { actual: '9.000000', days: 30, rows: [whatIfRow('tally-large', { total: '9.000000', saving: '0.000000', savingPct: 0, used: true }), whatIfRow('tally-mini', { total: '5.000000', saving: '-4.000000', savingPct: -44 })] },
})

function batch(id: string): Batch {
  return { id, title: 'What if', status: 'running', models: ['tally-coder', 'tally-large'], prompts: PROMPTS, maxOutputTokens: 800, createdAt: '2026-11-27T00:00:00Z', finishedAt: null, cells: [], blind: true }
}

describe('Usage → What if', () => {
  it("prices your answers on every model beside your votes; no price reads 'no price yet'; context marks; the account's table has no votes column", async () => {
    const bridge = createFakeBridge()
    bridge.handle('advice:whatIf', () => TABLE)
    renderWithBridge(<WhatIfView />, bridge)
    const table = await screen.findByRole('region', { name: 'Your answers priced on every model' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['tally-largeused', 'tally-mini', 'tally-coder', 'tally-new'])
    expect(rows[1]!.textContent).toContain('$2.10')
    expect(rows[1]!.textContent).toContain('\u221241 % (\u2212$1.46)')
    expect(rows[1]!.textContent).toContain('wins 46 % of your 11 votes against tally-large')
    expect(rows[1]!.textContent).toContain('2 answers too long for it (limit 32,000 tokens)')
    expect(rows[3]!.textContent).toContain('no price yet')
    expect(rows[3]!.textContent).not.toContain('$0.00')
    // Few votes: the row offers a blind compare on your own prompts; enough votes: no offer.
    expect(within(rows[2]!).getByRole('button', { name: 'Compare blind on 5 of your prompts: tally-coder with tally-large' })).toBeTruthy()
    expect(within(rows[1]!).queryByRole('button', { name: /Compare/ })).toBeNull()
    const account = screen.getByRole('region', { name: 'The whole account’s usage priced on every model' })
    expect(within(account).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Model', 'Would have cost', 'Change'])
    expect(bridge.callsTo('advice:whatIf')).toHaveLength(1)
    const [asked] = bridge.callsTo('advice:whatIf') as [{ start: string; end: string }]
    // The default range: the last 30 UTC days, today included.
    expect((Date.parse(asked.end) - Date.parse(asked.start)) / 86_400_000).toBe(30)
  })

  it('without votes it says so; one click starts a blind compare batch of the two models on your prompts (preflight first) and opens it', async () => {
    const bridge = createFakeBridge()
    bridge.handle('advice:whatIf', () => ({ ...TABLE, app: { ...TABLE.app, votes: 0 } }))
    bridge.handle('guard:preflight', () => preflight())
    bridge.handle('batches:start', () => batch('b1'))
    renderWithBridge(<WhatIfView />, bridge)
    expect((await screen.findByRole('note')).textContent).toContain('You have not voted on any blind compare yet')
    await userEvent.click(screen.getByRole('button', { name: 'Compare blind on 5 of your prompts: tally-coder with tally-large' }))
    await expect.poll(() => useUi.getState().view).toBe('batches')
    expect(bridge.callsTo('guard:preflight')).toEqual([{ plan: { kind: 'batch', prompts: PROMPTS, models: ['tally-coder', 'tally-large'], maxOutputTokens: 800 } }])
    expect(bridge.callsTo('batches:start')).toEqual([{ title: 'What if: tally-coder vs tally-large', prompts: PROMPTS, models: ['tally-coder', 'tally-large'], maxOutputTokens: 800, confirmed: false, blind: true }])
    expect(useBatchFocus.getState().take()).toBe('b1')
  })

  it('a compare that does not start says why and stays on What if', async () => {
    useUi.getState().setView('usage')
    const bridge = createFakeBridge()
    bridge.handle('advice:whatIf', () => TABLE)
    bridge.handle('guard:preflight', () => preflight())
    bridge.handle('batches:start', () => {
      throw new FakeFailure(appError({ kind: 'network', code: 'offline', message: 'The service cannot be reached.', requestId: 'req-9' }))
    })
    renderWithBridge(<WhatIfView />, bridge)
    await userEvent.click(await screen.findByRole('button', { name: /Compare blind on 5 of your prompts: tally-coder with tally-large/ }))
    expect((await screen.findByRole('alert')).textContent).toContain('The compare did not start')
    expect(useUi.getState().view).toBe('usage')
  })

  it("a failed read names its cause; no answers in the range says so and still shows the account's table", async () => {
    const failing = createFakeBridge()
    failing.handle('advice:whatIf', () => {
      throw new FakeFailure(appError({ kind: 'internal', code: 'db_error', message: 'The history could not be read.' }))
    })
    renderWithBridge(<WhatIfView />, failing)
    expect((await screen.findByRole('alert')).textContent).toContain('Could not work out What if')
    cleanup()
    const empty = createFakeBridge()
    empty.handle('advice:whatIf', () => whatIf({ account: TABLE.account }))
    renderWithBridge(<WhatIfView />, empty)
    expect(await screen.findByText(/No answers from Tokentally in/)).toBeTruthy()
    expect(screen.getByRole('region', { name: 'The whole account’s usage priced on every model' })).toBeTruthy()
  })
})
