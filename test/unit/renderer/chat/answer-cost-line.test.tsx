// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AnswerCostEntry, LedgerAccuracy } from '../../../../shared/domain/ledger'
import type { PriceEstimates } from '../../../../shared/domain/prices'
import { AnswerMoney, AnswerTokens, totalOf } from '../../../../renderer/src/features/chat/AnswerCostLine'
import type { AnswerCost, ChatMessage } from '../../../../shared/domain/conversation'
import { message } from '../../../support/renderer/fixtures'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

afterEach(cleanup)

const PRICES: PriceEstimates = {
  connectionId: 'acct',
  models: [{ model: 'tally-mini', perMillion: { input: '0.15', cachedInput: '0.075', output: '0.6' }, rows: 40, medianRelativeError: 0.001 }],
  tooFewRows: [],
  fittedAt: '2025-11-12T00:00:00Z',
}
const ACCURACY: LedgerAccuracy = { accountId: 'acct', accuracy: [{ model: 'tally-mini', days: 23, answers: 140, median: 0.004, p90: 0.011 }], tokenBias: [] }
const PER_ANSWER: AnswerCostEntry[] = [
  { id: 'billed', kind: 'billed', amount: '0.000412', counted: null },
  { id: 'counted', kind: 'estimate', amount: '0.000250', counted: { input: 1_234, output: 56 } },
]

function render(ui: React.ReactElement) {
  const bridge = createFakeBridge()
  bridge.handle('prices:get', () => PRICES)
  bridge.handle('ledger:accuracy', () => ACCURACY)
  bridge.handle('ledger:answers', ({ ids }) => ({ accountId: 'acct', perAnswer: PER_ANSWER.filter((p) => ids.includes(p.id)) }))
  return { bridge, ...renderWithBridge(ui, bridge) }
}

const record = (patch: Partial<AnswerCost> = {}): AnswerCost => ({ source: 'counted', inputTokens: 1_234, cachedInputTokens: 0, outputTokens: 56, cost: '0.00025', fromBill: false, ...patch })

describe('an answer’s cost from its one record (#33)', () => {
  it('counted here: tokens and cost the moment it ends, marked so; the model’s measured accuracy in the tooltip', async () => {
    const { bridge } = render(
      <>
        <AnswerTokens cost={record()} />
        <AnswerMoney messageId="counted" cost={record()} model="tally-mini" />
      </>,
    )
    expect(screen.getByText('≈ 1,234 in · 56 out · counted here')).toBeTruthy()
    const cost = await screen.findByLabelText('Estimated cost: about $0.00025 (tokens counted here)')
    expect(cost.textContent).toBe('≈ $0.00025')
    await waitFor(() => expect(cost.getAttribute('title')).toContain('Estimates for tally-mini were within 0.4 % of the bill on 23 days'))
    expect(cost.getAttribute('title')).toContain('Exact: $0.000250.')
    expect(bridge.callsTo('ledger:answers')).toEqual([{ ids: ['counted'] }])
  })

  it('billed tokens (a usage chunk) show as the service’s; a day only this app used shows its share of the bill', async () => {
    render(
      <>
        <AnswerTokens cost={record({ source: 'billed', inputTokens: 1_000, cachedInputTokens: 200, outputTokens: 400 })} />
        <AnswerMoney messageId="billed" cost={record({ source: 'billed' })} model="tally-mini" />
      </>,
    )
    expect(screen.getByText('1,000 in (200 cached) · 400 out').getAttribute('title')).toBe('Tokens reported by the service')
    const cost = await screen.findByLabelText('Cost: $0.000412 from the bill')
    expect(cost.textContent).toBe('= $0.000412 from the bill')
    expect(cost.getAttribute('title')).toMatch(/^Exact: \$0\.000412\. /)
  })

  it('no price yet: "cost —" with the reason, never $0; nothing counted: "— in · — out"', async () => {
    render(
      <>
        <AnswerMoney messageId="new-model" cost={record({ cost: null })} model="tally-new" />
        <AnswerTokens cost={null} />
      </>,
    )
    const unknown = await screen.findByLabelText('Cost: unknown')
    expect(unknown.textContent).toBe('cost —')
    expect(unknown.getAttribute('title')).toMatch(/No price estimate for tally-new yet/)
    expect(screen.getByText('— in · — out')).toBeTruthy()
  })
})

describe('a total from the records', () => {
  const answer = (id: string, cost: string | null, extra: Partial<ChatMessage> = {}) => message({ id, role: 'assistant', cost: record({ cost }), ...extra })
  it('sums the records; a share of the bill replaces an estimate; no price yet counts as unknown; refused and streaming answers are left out', () => {
    const messages = [answer('a', '0.00039'), answer('b', null), answer('c', '0.0001'), message({ id: 'refused', role: 'assistant', status: 'error', cost: null }), answer('live', '5', { status: 'streaming' }), message({ id: 'u', role: 'user' })]
    expect(totalOf(messages)).toEqual({ cost: '0.00049', missing: 1, answers: 3 })
    expect(totalOf(messages, new Map([['c', '0.000121']]))).toEqual({ cost: '0.000511', missing: 1, answers: 3 })
  })

  it('an answer with no record (saved before answers were counted) is unknown in the total, never left out; an imported one was not paid for here', () => {
    const older = message({ id: 'old', role: 'assistant', status: 'complete', content: 'An answer from last year.', cost: null })
    const imported = message({ id: 'imp', role: 'assistant', status: 'complete', content: 'From ChatGPT.', cost: null, imported: true })
    expect(totalOf([answer('a', '0.00039'), older, imported])).toEqual({ cost: '0.00039', missing: 1, answers: 2 })
  })
})

describe('estimate accuracy in Model stats', () => {
  it('a measured model shows its median error and days, the rest "—"', async () => {
    const { AccuracyCell } = await import('../../../../renderer/src/features/chat/AccuracyCell')
    render(
      <table>
        <tbody>
          <tr>
            <AccuracyCell model="tally-mini" />
            <AccuracyCell model="tally-large" />
          </tr>
        </tbody>
      </table>,
    )
    const measured = await screen.findByText('±0.4 %')
    expect(measured.getAttribute('title')).toBe('Estimates for tally-mini were within 0.4 % of the bill on 23 days (median; 90 % within 1.1 %).')
    expect(screen.getByText('—').getAttribute('title')).toMatch(/not measured yet/)
  })
})
