import { describe, expect, it } from 'vitest'
import type { Balance } from '../../../shared/domain/balance'
import type { AppError } from '../../../shared/domain/errors'
import { describeAccounts } from '../../../shared/accounts/describe-accounts'
import { type KeyReading, sumAccounts } from '../../../shared/accounts/sum-accounts'

const NOW = Date.parse('2026-11-26T12:00:00Z')

function balance(id: string, b: Partial<Balance> = {}): Balance {
  return {
    object: 'balance', scope: 'account', currency: 'USD', account: { type: 'personal', id }, key: { name: null, suffix: 'sk-...0000' },
    balance: '10.000000', paid: '8.000000', promo: '2.000000', allowance_remaining: null, held: '0.000000', debt: '0.000000',
    spend_today: '1.000000', spend_month: '20.000000', as_of: '2026-11-26T11:59:00Z', spend_as_of: '2026-11-26T11:58:00Z', ...b,
  }
}

function key(connectionId: string, name: string, b: Balance | null, extra: Partial<KeyReading> = {}): KeyReading {
  return { connectionId, name, baseUrl: 'https://api.example.test/v1', demo: false, balance: b, fetchedAt: b ? '2026-11-26T11:59:00Z' : null, stale: false, loading: false, error: null, ...extra }
}

const err503: AppError = { kind: 'http', status: 503, code: '503', message: 'The service is temporarily unavailable.', at: '2026-11-26T11:50:00Z', endpoint: 'GET /balance' }
const sum = (keys: KeyReading[], extra: Partial<Parameters<typeof sumAccounts>[0]> = {}) =>
  sumAccounts({ keys, routers: [], budgetOf: () => null, average7Of: () => null, now: NOW, ...extra })

describe('sumAccounts (#35)', () => {
  it('sums balance, paid, promo, held, debt and spend exactly, a debt account included', () => {
    const all = sum([
      key('a', 'Home', balance('acct_...aaaa', { balance: '42.123456', paid: '40.000000', promo: '2.123456', held: '0.100000', spend_today: '0.333333', spend_month: '10.000001' })),
      // Debt exceeds purchased credits: paid and balance are negative.
      key('b', 'Work', balance('acct_...bbbb', { balance: '-3.250000', paid: '-3.250000', promo: '0.000000', debt: '5.000000', spend_today: '0.666667', spend_month: '0.000002' })),
    ])
    expect(all.total).toMatchObject({ balance: '38.873456', paid: '36.750000', promo: '2.123456', held: '0.100000', debt: '5.000000', spendToday: '1.000000', spendMonth: '10.000003' })
    expect(all).toMatchObject({ fresh: 2, summed: 2, of: 2, issues: [] })
    expect(describeAccounts(all, (iso) => iso.slice(11, 16))).toBe('2 accounts, all up to date')
  })

  it('counts two keys of the same account once, showing the freshest read', () => {
    const older = balance('acct_...aaaa', { balance: '9.000000', paid: '7.000000' })
    const newer = balance('acct_...aaaa', { balance: '8.500000', paid: '6.500000' })
    const all = sum([key('k1', 'Laptop key', older, { fetchedAt: '2026-11-26T11:00:00Z' }), key('k2', 'Server key', newer, { fetchedAt: '2026-11-26T11:59:30Z' })])
    expect(all.of).toBe(1)
    expect(all.parts[0]).toMatchObject({ name: 'Laptop key', connectionIds: ['k1', 'k2'], connectionId: 'k2' })
    expect(all.total?.balance).toBe('8.500000')
  })

  it('keeps two accounts with the same masked ID apart when they are different services', () => {
    const all = sum([key('a', 'One', balance('acct_...aaaa')), key('b', 'Two', balance('acct_...aaaa'), { baseUrl: 'https://other.example.test/v1' })])
    expect(all.of).toBe(2)
  })

  it('a stale part is summed with its last values and named; a failed one is not summed and named', () => {
    const all = sum([
      key('a', 'Home', balance('acct_...aaaa')),
      key('b', 'Work', balance('acct_...bbbb'), { stale: true, fetchedAt: '2026-11-26T10:42:00Z', error: err503 }),
      key('c', 'Side', null, { error: err503 }),
      key('d', 'Lab', balance('acct_...dddd')),
    ])
    expect(all).toMatchObject({ fresh: 2, summed: 3, of: 4 })
    expect(all.total?.balance).toBe('30.000000')
    expect(all.issues.map((i) => [i.name, i.freshness])).toEqual([
      ['Work', 'stale'],
      ['Side', 'failed'],
    ])
    expect(describeAccounts(all, (iso) => iso.slice(11, 16))).toBe('2 of 4 accounts; Work stale since 10:42; Side unavailable (The service is temporarily unavailable), not summed')
  })

  it('has no total when no part has a balance (never a $0)', () => {
    const all = sum([key('a', 'Home', null, { error: err503 })])
    expect(all.total).toBeNull()
    expect(all.summed).toBe(0)
  })

  it('a router counts as its linked account; an unlinked router is named', () => {
    const all = sum([key('a', 'Home', balance('acct_...aaaa'))], {
      routers: [
        { name: 'LiteLLM', linkedAccountId: 'a' },
        { name: 'Loose', linkedAccountId: null },
      ],
    })
    expect(all.of).toBe(1)
    expect(all.parts[0]?.routers).toEqual(['LiteLLM'])
    expect(all.unlinkedRouters).toEqual(['Loose'])
    expect(all.total?.balance).toBe('10.000000')
  })

  it('sums budgets of the accounts that have one, with their pace, and a runway when every average is known', () => {
    const all = sum([key('a', 'Home', balance('acct_...aaaa')), key('b', 'Work', balance('acct_...bbbb', { balance: '5.000000', spend_month: '30.000000' }))], {
      budgetOf: (id) => (id === 'a' ? { daily: '2.000000', monthly: '50.000000', setAt: '2026-11-01T00:00:00Z' } : { daily: null, monthly: '40.000000', setAt: '2026-11-01T00:00:00Z' }),
      average7Of: (id) => (id === 'a' ? '1.000000' : '0.500000'),
    })
    expect(all.total).toMatchObject({ dailyBudget: '2.000000', dailySpent: '1.000000', monthlyBudget: '90.000000', monthlySpent: '50.000000', average7: '1.500000', runwayDays: 10 })
    expect(all.parts[0]?.monthly?.state).toBe('within')
    expect(all.parts[1]?.runwayDays).toBe(10)
  })
})
