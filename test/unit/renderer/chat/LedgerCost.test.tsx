// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AnswerCostEntry, LedgerAccuracy } from '../../../../shared/domain/ledger'
import type { PriceEstimates } from '../../../../shared/domain/prices'
import { CountedTokens, LedgerCost } from '../../../../renderer/src/features/chat/LedgerCost'
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

describe('an answer’s cost from the ledger', () => {
  it('an answer of an app-only day shows its share of the bill: "= $… from the bill", exact in the tooltip', async () => {
    render(<LedgerCost messageId="billed" usage={{ inputTokens: 1_000, cachedInputTokens: 0, outputTokens: 400 }} model="tally-mini" />)
    const cost = await screen.findByLabelText('Cost: $0.000412 from the bill')
    expect(cost.textContent).toBe('= $0.000412 from the bill')
    expect(cost.getAttribute('title')).toMatch(/^Exact: \$0\.000412\. /)
  })

  it('an estimate carries the model’s measured accuracy in its tooltip', async () => {
    render(<LedgerCost messageId="other" usage={{ inputTokens: 1_000, cachedInputTokens: 0, outputTokens: 400 }} model="tally-mini" />)
    const cost = await screen.findByLabelText('Estimated cost: about $0.00039 (estimate)')
    expect(cost.getAttribute('title')).toContain('Exact: $0.000390.')
    expect(cost.getAttribute('title')).toContain('Estimates for tally-mini were within 0.4 % of the bill on 23 days (median; 90 % within 1.1 %).')
  })

  it('without usage from the stream: tokens and cost counted here; nothing counted stays "—"', async () => {
    const { bridge } = render(
      <>
        <LedgerCost messageId="counted" usage={null} model="tally-mini" />
        <CountedTokens messageId="counted" />
        <CountedTokens messageId="unknown" />
      </>,
    )
    expect((await screen.findByLabelText('Estimated cost: about $0.00025 (tokens counted here)')).textContent).toBe('≈ $0.00025 counted here')
    expect(screen.getByText('≈ 1,234 in · 56 out · counted here')).toBeTruthy()
    expect(screen.getByText('— in · — out')).toBeTruthy()
    // Only the answers on screen are asked for, in one call.
    expect(bridge.callsTo('ledger:answers')).toEqual([{ ids: ['counted', 'unknown'] }])
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

describe('a conversation total with the ledger', () => {
  it('an answer without a fitted estimate counts with its cost from the ledger instead of as unknown', async () => {
    const { totalOf } = await import('../../../../renderer/src/features/chat/compare/EstimatedCost')
    const answer = (id: string, model: string, usage: { inputTokens: number; cachedInputTokens: number; outputTokens: number } | null) => ({
      id,
      role: 'assistant' as const,
      status: 'complete',
      usage,
      model,
      content: 'text',
    })
    const messages = [answer('a', 'tally-mini', { inputTokens: 1_000, cachedInputTokens: 0, outputTokens: 400 }), answer('b', 'tally-nano', null), answer('c', 'tally-nano', null)]
    expect(totalOf(messages, PRICES)).toEqual({ cost: '0.00039', missing: 2, answers: 3 })
    expect(totalOf(messages, PRICES, new Map([['b', '0.000029']]))).toEqual({ cost: '0.000419', missing: 1, answers: 3 })
  })
})
