import { Money } from './money'

export const DEMO_KEYS = {
  funded: 'sk-demo-funded',
  /** A second key on the funded account: the "elsewhere" traffic (another device or app) spends through it. */
  fundedOther: 'sk-demo-funded-2',
  debt: 'sk-demo-debt',
  noplan: 'sk-demo-noplan',
  nocredit: 'sk-demo-nocredit',
  revoked: 'sk-demo-revoked',
  /** Not in the brief's list: a small positive balance, for "credits below the request's cost". */
  low: 'sk-demo-low',
} as const

export interface HistoryProfile {
  /** Days of history, ending today. */
  days: number
  /** Probability that a day has no usage at all. */
  gapRate: number
  /** Models in use, each from `fromDay` days after history starts; `scale` multiplies volume. */
  models: ReadonlyArray<{ id: string; fromDay: number; scale: number }>
}

export interface Account {
  /** Full id; only its masked form leaves the simulator. */
  id: string
  type: string
  /** Purchased credits not yet spent (never negative). */
  paidCredits: Money
  /** Bonus credits not yet spent (never negative). */
  promoCredits: Money
  /** Charges that credits did not cover. */
  debt: Money
  allowanceRemaining: Money | null
  /** Reservations of running chat requests, by hold id. */
  holds: Map<number, Money>
  history: HistoryProfile
}

export interface ApiKey {
  key: string
  name: string | null
  /** Null when the key is not connected to a credit account. */
  accountId: string | null
  active: boolean
}

function account(init: Omit<Account, 'holds' | 'paidCredits' | 'promoCredits' | 'debt' | 'allowanceRemaining'> & {
  paid: string
  promo: string
  debt: string
  allowance: string | null
}): Account {
  return {
    id: init.id,
    type: init.type,
    paidCredits: new Money(init.paid),
    promoCredits: new Money(init.promo),
    debt: new Money(init.debt),
    allowanceRemaining: init.allowance === null ? null : new Money(init.allowance),
    holds: new Map(),
    history: init.history,
  }
}

export interface Directory {
  accounts: Map<string, Account>
  keys: Map<string, ApiKey>
}

export function createDemoDirectory(): Directory {
  const funded = account({
    id: 'acct_5c01e9d27f3a',
    type: 'organization',
    paid: '42.50',
    promo: '7.50',
    debt: '0',
    allowance: '12.340000',
    history: {
      days: 420,
      gapRate: 0.14,
      models: [
        { id: 'tally-mini', fromDay: 0, scale: 1 },
        { id: 'tally-standard', fromDay: 0, scale: 0.6 },
        { id: 'tally-coder', fromDay: 90, scale: 0.8 },
        { id: 'tally-large', fromDay: 200, scale: 0.25 },
        { id: 'tally-reasoner', fromDay: 300, scale: 0.3 },
        { id: 'tally-nano', fromDay: 350, scale: 1.5 },
      ],
    },
  })
  // Debt exceeds purchased credits: paid = 1.75 - 5.00 = -3.25.
  const inDebt = account({
    id: 'acct_b81f3a6c02d9',
    type: 'personal',
    paid: '1.75',
    promo: '0',
    debt: '5.00',
    allowance: '0',
    history: {
      days: 45,
      gapRate: 0.2,
      models: [
        { id: 'tally-large', fromDay: 0, scale: 0.5 },
        { id: 'tally-mini', fromDay: 10, scale: 1 },
      ],
    },
  })
  const noPlan = account({
    id: 'acct_0e7d44a1c5b8',
    type: 'personal',
    paid: '8.00',
    promo: '2.00',
    debt: '0',
    allowance: null,
    history: {
      days: 60,
      gapRate: 0.3,
      models: [
        { id: 'tally-mini', fromDay: 0, scale: 0.7 },
        { id: 'tally-coder', fromDay: 20, scale: 0.5 },
        { id: 'tally-nano', fromDay: 35, scale: 1 },
      ],
    },
  })
  const low = account({
    id: 'acct_9a62f0c3e14d',
    type: 'personal',
    paid: '0.02',
    promo: '0',
    debt: '0',
    allowance: null,
    history: { days: 30, gapRate: 0.5, models: [{ id: 'tally-nano', fromDay: 0, scale: 0.3 }] },
  })
  const accounts = new Map([funded, inDebt, noPlan, low].map((a) => [a.id, a]))
  const keys = new Map<string, ApiKey>(
    [
      { key: DEMO_KEYS.funded, name: 'Demo laptop', accountId: funded.id, active: true },
      { key: DEMO_KEYS.fundedOther, name: 'Demo build server', accountId: funded.id, active: true },
      { key: DEMO_KEYS.debt, name: 'Demo CI runner', accountId: inDebt.id, active: true },
      { key: DEMO_KEYS.noplan, name: 'Demo script', accountId: noPlan.id, active: true },
      { key: DEMO_KEYS.nocredit, name: 'Demo unlinked key', accountId: null, active: true },
      { key: DEMO_KEYS.revoked, name: 'Old laptop', accountId: funded.id, active: false },
      { key: DEMO_KEYS.low, name: 'Demo almost empty', accountId: low.id, active: true },
    ].map((k) => [k.key, k]),
  )
  return { accounts, keys }
}

export function maskAccountId(id: string): string {
  return `acct_...${id.slice(-4)}`
}

export function maskKey(key: string): string {
  return `sk-...${key.slice(-4)}`
}

