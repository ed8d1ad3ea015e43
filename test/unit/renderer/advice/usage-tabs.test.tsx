// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UsageTabs } from '../../../../renderer/src/features/advice/UsageTabs'
import { FIRST_PAINT_ROWS } from '../../../../renderer/src/features/advice/staged-rows'
import { useUsageUi } from '../../../../renderer/src/stores/usage-ui'
import { createFakeBridge } from '../../../support/renderer/fake-bridge'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'
import { whatIf, whatIfRow } from './fixtures'

afterEach(cleanup)
beforeEach(() => useUsageUi.getState().setTab('usage'))

const models = Array.from({ length: 100 }, (_, i) => `model-${String(i).padStart(3, '0')}`)
const BIG = whatIf({
  app: {
    answers: 7000,
    actual: '12.000000',
    baseline: 'model-000',
    used: [{ model: 'model-000', answers: 7000, cost: '12.000000' }],
    rows: models.map((m, i) => whatIfRow(m, { total: (i + 1).toFixed(6), saving: (i - 11).toFixed(6), savingPct: i - 11, used: i === 0 })),
  },
  account: { actual: '30.000000', days: 3000, rows: models.map((m, i) => whatIfRow(m, { total: (i + 2).toFixed(6), saving: (i - 28).toFixed(6), savingPct: i - 28 })) },
})

describe('Usage tabs → What if (#36 speed)', () => {
  it('asks main for the first range at the click, once, while the view loads; every row of both tables then shows, in order', async () => {
    const bridge = createFakeBridge()
    bridge.handle('advice:whatIf', () => BIG)
    renderWithBridge(<UsageTabs usage={<p>the usage</p>} />, bridge)
    expect(bridge.callsTo('advice:whatIf')).toHaveLength(0)
    await userEvent.click(screen.getByRole('tab', { name: 'What if' }))
    // Asked on the click itself (the view's own query is the same one, not a second call).
    expect(bridge.callsTo('advice:whatIf')).toHaveLength(1)
    const [asked] = bridge.callsTo('advice:whatIf') as [{ start: string; end: string }]
    expect((Date.parse(asked.end) - Date.parse(asked.start)) / 86_400_000).toBe(30)
    const app = await screen.findByRole('region', { name: 'Your answers priced on every model' }, { timeout: 10_000 })
    expect(BIG.app.rows.length).toBeGreaterThan(FIRST_PAINT_ROWS)
    await expect.poll(() => within(app).getAllByRole('row').length, { timeout: 10_000 }).toBe(101)
    expect(within(app).getAllByRole('row').slice(1).map((r) => r.querySelector('th')?.firstChild?.textContent)).toEqual(models)
    const account = await screen.findByRole('region', { name: 'The whole account’s usage priced on every model' }, { timeout: 10_000 })
    await expect.poll(() => within(account).getAllByRole('row').length, { timeout: 10_000 }).toBe(101)
    expect(bridge.callsTo('advice:whatIf')).toHaveLength(1)
  })

})
