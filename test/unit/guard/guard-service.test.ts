import { countText } from '../../../electron/services/tokens/count-text'
import { describe, expect, it } from 'vitest'
import type { Balance } from '../../../shared/domain/balance'
import type { BalanceState } from '../../../shared/domain/balance-state'
import { openDatabase } from '../../../electron/services/db/open-database'
import { AlertLog } from '../../../electron/services/guard/alert-log'
import { AnswerSizes } from '../../../electron/services/guard/answer-sizes'
import { BalanceHistoryStore } from '../../../electron/services/guard/balance-history'
import type { GuardAlert } from '../../../electron/services/guard/guard-alerts'
import { GuardService } from '../../../electron/services/guard/guard-service'
import { SettingsStore } from '../../../electron/services/settings/settings-store'
import { FakeClock } from '../../support/fake-clock'
import { errorOf } from '../../support/error-of'
import { useTmpDir } from '../../support/tmp-dir'
import { translatorFor } from '../../support/i18n'

/** Main's words in English (#37). */
const { t } = await translatorFor('en')

const newDir = useTmpDir()

function balance(patch: Partial<Balance> = {}): Balance {
  return {
    object: 'balance',
    scope: 'account',
    currency: 'USD',
    account: { type: 'personal', id: 'acct_1' },
    key: { name: null, suffix: 'sk-...1', spend_today: null, spend_month: null },
    balance: '40.000000',
    paid: '40.000000',
    promo: '0.000000',
    allowance_remaining: null,
    held: '0.000000',
    debt: '0.000000',
    spend_today: '1.000000',
    spend_month: '10.000000',
    as_of: '2026-11-20T12:00:00Z',
    spend_as_of: '2026-11-20T12:00:00Z',
    ...patch,
  }
}

/** The guard over a real database, settings file and alert log in `dir`; usage days given by the test. */
async function setup(dir: string, clock: FakeClock, days: string[] = Array(30).fill('2.000000')) {
  const db = openDatabase({ dataDir: dir }).db
  const settings = await SettingsStore.open({ dataDir: dir })
  const alerts: GuardAlert[] = []
  let state: BalanceState = { connectionId: 'acct', balance: balance(), fetchedAt: null, stale: false, loading: false, error: null, nextAttemptAt: null }
  const guard = new GuardService({
    clock,
    settings,
    history: new BalanceHistoryStore(db),
    alertLog: await AlertLog.open(dir),
    recentDays: async () => ({ days, averages: { days7: '2.000000', days30: '2.000000' } }),
    balanceState: () => state,
    isAccount: (id) => id === 'acct',
    accountOf: (id) => (id === 'router' ? 'acct' : id),
    conversation: () => null,
    raise: (a) => alerts.push(a),
    prices: async () => ({ models: [] }) as never,
    answerSizes: new AnswerSizes(db, () => clock.now()),
    plan: () => ({ requests: [], soFar: new Map() }),
    countText,
  })
  return { db, guard, alerts, settings, setState: (s: Partial<BalanceState>) => (state = { ...state, ...s }) }
}

describe('budgets', () => {
  it('sets, validates and clears an account budget; an invalid amount changes nothing', async () => {
    const dir = await newDir()
    const clock = new FakeClock('2026-11-20T12:00:00Z')
    const { guard, settings } = await setup(dir, clock)
    const status = await guard.setBudget({ accountId: 'acct', daily: '', monthly: '$50' })
    expect(status.monthly).toMatchObject({ budget: '50.000000', spent: '10.000000', percent: 20, periodKey: '2026-11' })
    expect(status.daily).toBeNull()
    for (const bad of ['-5', 'lots', '0', '1000000']) {
      const error = await errorOf(guard.setBudget({ accountId: 'acct', daily: null, monthly: bad }))
      expect(error.kind).toBe('input')
      expect(error.message).toMatch(/monthly budget/)
    }
    expect(settings.get().spendGuard.budgets.acct?.monthly).toBe('50.000000')
    expect((await errorOf(guard.setBudget({ accountId: 'router', daily: '1', monthly: null }))).message).toMatch(/linked account/)
    await guard.setBudget({ accountId: 'acct', daily: null, monthly: null })
    expect(settings.get().spendGuard.budgets).toEqual({})
  })

  it('shows stale spend as stale, never within budget', async () => {
    const dir = await newDir()
    const { guard, setState } = await setup(dir, new FakeClock('2026-11-20T12:00:00Z'))
    await guard.setBudget({ accountId: 'acct', daily: null, monthly: '50' })
    setState({ stale: true })
    expect((await guard.status()).monthly?.state).toBe('stale')
  })
})

describe('budget alerts', () => {
  it('fires each threshold once per period, again in the next period, and not again after a restart', async () => {
    const dir = await newDir()
    const clock = new FakeClock('2026-11-20T12:00:00Z')
    const first = await setup(dir, clock, [])
    await first.guard.setBudget({ accountId: 'acct', daily: null, monthly: '50' })
    await first.guard.onBalance('acct', balance({ spend_month: '30.000000' }))
    expect(first.alerts).toEqual([])
    await first.guard.onBalance('acct', balance({ spend_month: '41.000000' }))
    expect(first.alerts).toMatchObject([{ kind: 'budget', period: 'month', threshold: 80, percent: 82, periodKey: '2026-11' }])
    await first.guard.onBalance('acct', balance({ spend_month: '42.000000' }))
    expect(first.alerts).toHaveLength(1)
    first.db.close()

    // A restart: a new guard over the same files remembers the 80 % alert.
    clock.set(clock.now() + 60_000)
    const second = await setup(dir, clock, [])
    await second.guard.onBalance('acct', balance({ spend_month: '43.000000' }))
    expect(second.alerts).toEqual([])
    await second.guard.onBalance('acct', balance({ spend_month: '55.000000' }))
    expect(second.alerts).toMatchObject([{ kind: 'budget', threshold: 100 }])

    // December: a new period, a new crossing.
    clock.set('2026-12-02T00:00:00Z')
    await second.guard.onBalance('acct', balance({ spend_month: '45.000000', spend_today: '1.000000', spend_as_of: '2026-12-02T00:00:00Z' }))
    expect(second.alerts.at(-1)).toMatchObject({ kind: 'budget', threshold: 80, periodKey: '2026-12' })
  })

  it('a changed budget is a new line to cross: its thresholds alert again in the same period', async () => {
    const dir = await newDir()
    const { guard, alerts } = await setup(dir, new FakeClock('2026-11-20T12:00:00Z'), [])
    await guard.setBudget({ accountId: 'acct', daily: null, monthly: '50' })
    await guard.onBalance('acct', balance({ spend_month: '41.000000' }))
    await guard.setBudget({ accountId: 'acct', daily: null, monthly: '100' })
    await guard.onBalance('acct', balance({ spend_month: '45.000000' }))
    expect(alerts).toHaveLength(1)
    await guard.onBalance('acct', balance({ spend_month: '81.000000' }))
    expect(alerts.map((a) => a.kind === 'budget' && [a.threshold, a.budget])).toEqual([
      [80, '50.000000'],
      [80, '100.000000'],
    ])
  })

  it('says only the highest threshold a single read passes, and records the lower one with it', async () => {
    const dir = await newDir()
    const { guard, alerts } = await setup(dir, new FakeClock('2026-11-20T12:00:00Z'), [])
    await guard.setBudget({ accountId: 'acct', daily: '5', monthly: null })
    await guard.onBalance('acct', balance({ spend_today: '6.000000' }))
    expect(alerts).toMatchObject([{ kind: 'budget', period: 'day', threshold: 100, periodKey: '2026-11-20' }])
    await guard.onBalance('acct', balance({ spend_today: '6.500000' }))
    expect(alerts).toHaveLength(1)
  })
})

describe('spike alert', () => {
  it('fires once a day when today passes 3× the median, and again the next day', async () => {
    const dir = await newDir()
    const clock = new FakeClock('2026-11-20T12:00:00Z')
    const { guard, alerts } = await setup(dir, clock)
    await guard.onBalance('acct', balance({ spend_today: '5.000000' }))
    expect(alerts).toEqual([])
    await guard.onBalance('acct', balance({ spend_today: '6.000000' }))
    expect(alerts).toMatchObject([{ kind: 'spike', day: '2026-11-20', today: '6.000000', median: '2.000000', factor: 3 }])
    await guard.onBalance('acct', balance({ spend_today: '9.000000' }))
    expect(alerts).toHaveLength(1)
    clock.set('2026-11-21T12:00:00Z')
    await guard.onBalance('acct', balance({ spend_today: '7.000000', spend_as_of: '2026-11-21T12:00:00Z' }))
    expect(alerts).toHaveLength(2)
  })

  it('does not take yesterday’s spend (spend_as_of of an earlier day) for today’s', async () => {
    const dir = await newDir()
    const { guard, alerts } = await setup(dir, new FakeClock('2026-11-21T00:05:00Z'))
    await guard.onBalance('acct', balance({ spend_today: '9.000000', spend_as_of: '2026-11-20T23:59:00Z' }))
    expect(alerts).toEqual([])
  })
})

describe('balance history', () => {
  it('keeps a row per change, one per 5 minutes when nothing changes, and finds top-ups and the runway', async () => {
    const dir = await newDir()
    const clock = new FakeClock('2026-11-20T12:00:00Z')
    const { guard } = await setup(dir, clock)
    const read = async (patch: Partial<Balance>) => {
      await guard.onBalance('acct', balance(patch))
      clock.set(clock.now() + 60_000)
    }
    await read({ balance: '40.000000' })
    await read({ balance: '40.000000' })
    await read({ balance: '39.000000', held: '1.000000' })
    await read({ balance: '69.500000', held: '0.000000' }) // +$30 top-up as the hold is released ($0.50 charged)
    for (let i = 0; i < 6; i++) await read({ balance: '69.500000' })
    const h = await guard.history('7d')
    expect(h.points.map((p) => p.balance)).toEqual(['40.000000', '39.000000', '69.500000', '69.500000'])
    expect(h.topUps).toEqual([{ at: Date.parse('2026-11-20T12:03:00Z'), added: '29.500000', balance: '69.500000' }])
    expect(h.runway?.days7).toMatchObject({ average: '2.000000', days: 34.8 })
  })
})

describe('alert keys', () => {
  it('keeps the keys of today and this month, drops older ones', async () => {
    const { keyIsCurrent, budgetKey, spikeKey } = await import('../../../electron/services/guard/guard-alerts')
    expect(keyIsCurrent(budgetKey('month', '2026-11', 80, '50.000000'), '2026-11-30')).toBe(true)
    expect(keyIsCurrent(budgetKey('month', '2026-11', 80, '50.000000'), '2026-12-01')).toBe(false)
    expect(keyIsCurrent(budgetKey('day', '2026-11-30', 100, '5.000000'), '2026-11-30')).toBe(true)
    expect(keyIsCurrent(budgetKey('day', '2026-11-29', 100, '5.000000'), '2026-11-30')).toBe(false)
    expect(keyIsCurrent(spikeKey('2026-11-30'), '2026-11-30')).toBe(true)
    expect(keyIsCurrent(spikeKey('2026-11-29'), '2026-11-30')).toBe(false)
  })
})

describe('alert words', () => {
  it('say what happened and the figures', async () => {
    const { guardNotification } = await import('../../../electron/services/guard/guard-alerts')
    expect(guardNotification({ kind: 'spike', accountId: 'a', day: '2026-11-20', today: '48.000000', median: '0.110000', factor: 3 }, t).body).toBe(
      "Today's spend is $48.00 so far (UTC), about 436× a usual day (median of the last 30 days: $0.11; you are alerted at 3×).",
    )
    expect(guardNotification({ kind: 'budget', accountId: 'a', period: 'month', periodKey: '2026-11', threshold: 80, percent: 82, spent: '41.000000', budget: '50.000000' }, t)).toEqual({
      title: 'Budget alert',
      body: 'You have used 80% of your monthly budget: $41.00 of $50.00 (82%) for 2026-11.',
    })
  })
})
