// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BudgetStatus, GuardStatus } from '../../../../shared/domain/guard'
import { BudgetPanel } from '../../../../renderer/src/features/guard/BudgetPanel'
import { SpendGuardSection } from '../../../../renderer/src/features/guard/SpendGuardSection'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, defaultSettings } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()

function monthly(patch: Partial<BudgetStatus>): BudgetStatus {
  return { period: 'month', budget: '50.000000', spent: '40.000000', percent: 80, projected: '61.200000', crossesAt: '2026-11-27T06:00:00.000Z', state: 'heading-over', periodKey: '2026-11', ...patch }
}

function status(m: BudgetStatus | null): GuardStatus {
  return { accountId: 'acct', budget: m && { daily: null, monthly: m.budget, setAt: '2026-11-01T00:00:00Z' }, daily: null, monthly: m, spendAsOf: '2026-11-20T11:59:00Z', stale: false, average7: '1.500000' }
}

let current: GuardStatus
beforeEach(() => {
  bridge.reset()
  current = status(monthly({}))
  bridge.handle('balance:get', () => ({ connectionId: 'acct', balance: null, fetchedAt: null, stale: false, loading: false, error: null, nextAttemptAt: null }))
  bridge.handle('guard:status', () => current)
})
afterEach(cleanup)

describe('budget panel', () => {
  it('shows spent / budget with a meter, the pace and the crossing date', async () => {
    renderWithBridge(<BudgetPanel />, bridge)
    const meter = await screen.findByRole('meter', { name: 'Monthly budget used' })
    expect(meter.getAttribute('aria-valuenow')).toBe('80')
    expect(screen.getByText(/\$40\.00/)).toBeTruthy()
    expect(screen.getByText(/≈ \$61\.20 by the end of the month: the budget would be crossed on Nov 27/)).toBeTruthy()
  })

  it('says stale spend is stale, never within budget', async () => {
    current = { ...status(monthly({ state: 'stale', projected: null, crossesAt: null })), stale: true }
    renderWithBridge(<BudgetPanel />, bridge)
    expect(await screen.findByText(/The spend figures are stale/)).toBeTruthy()
    expect(screen.queryByText(/within budget/)).toBeNull()
    expect(screen.getByText('STALE')).toBeTruthy()
  })

  it('sets a budget; a refused amount shows main’s message and changes nothing', async () => {
    current = status(null)
    bridge.handle('guard:setBudget', ({ monthly: m }) => {
      if (m === '-5') throw new FakeFailure(appError({ kind: 'input', code: 'invalid_setting', message: 'The monthly budget cannot be negative.', param: 'monthly' }))
      current = status(monthly({}))
      return current
    })
    renderWithBridge(<BudgetPanel />, bridge)
    await userEvent.click(await screen.findByRole('button', { name: 'Set a budget' }))
    await userEvent.type(screen.getByLabelText('Monthly budget (US dollars, UTC month)'), '-5')
    await userEvent.click(screen.getByRole('button', { name: 'Save budgets' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The monthly budget cannot be negative. Nothing was changed.')
    expect(screen.getByLabelText('Monthly budget (US dollars, UTC month)').getAttribute('aria-invalid')).toBe('true')
    await userEvent.clear(screen.getByLabelText('Monthly budget (US dollars, UTC month)'))
    await userEvent.type(screen.getByLabelText('Monthly budget (US dollars, UTC month)'), '50')
    await userEvent.click(screen.getByRole('button', { name: 'Save budgets' }))
    expect(await screen.findByRole('meter', { name: 'Monthly budget used' })).toBeTruthy()
    expect(bridge.callsTo('guard:setBudget').at(-1)).toEqual({ accountId: 'acct', daily: null, monthly: '50' })
  })
})

describe('Settings → Spend guard', () => {
  it('refuses thresholds that are not percents without asking main, and shows main’s message for the rest', async () => {
    bridge.handle('settings:update', ({ spendGuard }) => {
      if (spendGuard?.presendCheck === '-1') throw new FakeFailure(appError({ kind: 'input', code: 'invalid_setting', message: 'The pre-send check cannot be negative.', param: 'presendCheck' }))
      return { ...defaultSettings, spendGuard: { ...defaultSettings.spendGuard, thresholds: spendGuard?.thresholds ?? [80, 100] } }
    })
    renderWithBridge(<SpendGuardSection guard={defaultSettings.spendGuard} />, bridge)
    const thresholds = screen.getByLabelText('Budget alert thresholds (percent of a budget)')
    await userEvent.clear(thresholds)
    await userEvent.type(thresholds, 'eighty')
    await userEvent.click(screen.getByRole('button', { name: 'Save spend guard' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/whole percents/)
    expect(bridge.callsTo('settings:update')).toEqual([])

    await userEvent.clear(thresholds)
    await userEvent.type(thresholds, '90, 50')
    const presend = screen.getByLabelText('Ask above (US dollars, estimated per message)')
    await userEvent.clear(presend)
    await userEvent.type(presend, '-1')
    await userEvent.click(screen.getByRole('button', { name: 'Save spend guard' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The pre-send check cannot be negative. Nothing was changed.')
    expect(presend.getAttribute('aria-invalid')).toBe('true')

    await userEvent.clear(presend)
    await userEvent.type(presend, '0.5')
    await userEvent.click(screen.getByRole('button', { name: 'Save spend guard' }))
    expect(bridge.callsTo('settings:update').at(-1)).toEqual({ spendGuard: { thresholds: [90, 50], spikeFactor: 3, spikeFloor: '1', presendCheck: '0.5', answerCap: null, conversationCap: null } })
    expect(await screen.findByText(/Saved: budget alerts at 90% and 50%/)).toBeTruthy()
  })
})
