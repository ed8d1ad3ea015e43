import type { AccountPart, AccountsTotal, AllAccounts, PartFreshness, PartIssue } from '../domain/accounts'
import type { Balance } from '../domain/balance'
import type { AppError } from '../domain/errors'
import type { Budget } from '../domain/guard'
import { budgetPace } from '../guard/pace'
import { runwayEnd } from '../guard/readings'
import { sumMoney } from '../money'

/** What one service connection (one key) knows of its account's balance now. */
export interface KeyReading {
  connectionId: string
  name: string
  baseUrl: string
  demo: boolean
  balance: Balance | null
  fetchedAt: string | null
  stale: boolean
  loading: boolean
  error: AppError | null
}

export interface RouterLink {
  name: string
  linkedAccountId: string | null
}

export interface SumInput {
  /** Service connections in the user's order. */
  keys: readonly KeyReading[]
  routers: readonly RouterLink[]
  budgetOf(connectionId: string): Budget | null
  average7Of(connectionId: string): string | null
  now: number
}

/** Two keys reach the same account when the service names the same account at the same address. */
export function accountKeyOf(reading: Pick<KeyReading, 'connectionId' | 'baseUrl' | 'balance'>): string {
  if (!reading.balance) return `connection:${reading.connectionId}`
  let origin = reading.baseUrl
  try {
    origin = new URL(reading.baseUrl).origin
  } catch {
    // A stored base URL is always valid; keep the text if not.
  }
  return `${origin}|${reading.balance.account.type}|${reading.balance.account.id}`
}

function freshnessOf(r: KeyReading): PartFreshness {
  if (r.balance) return r.stale ? 'stale' : 'fresh'
  return r.loading && !r.error ? 'loading' : 'failed'
}

const newer = (a: KeyReading, b: KeyReading): boolean => Date.parse(a.fetchedAt ?? '') > Date.parse(b.fetchedAt ?? '') || (b.fetchedAt === null && a.fetchedAt !== null)

/**
 * #35: every service account once (two keys of one account count once; routers count as their linked
 * account), each with its own freshness, and the sums over the accounts that have a balance. A stale
 * part is summed with its last known values and named; a part never read is not summed and named: the
 * total never hides either.
 */
export function sumAccounts(input: SumInput): AllAccounts {
  const groups = new Map<string, KeyReading[]>()
  for (const reading of input.keys) {
    const key = accountKeyOf(reading)
    const group = groups.get(key)
    if (group) group.push(reading)
    else groups.set(key, [reading])
  }
  const parts: AccountPart[] = []
  for (const [key, readings] of groups) {
    const shown = readings.reduce((best, r) => (newer(r, best) ? r : best))
    const ids = readings.map((r) => r.connectionId)
    const budget = ids.map((id) => input.budgetOf(id)).find((b) => b !== null) ?? null
    const average7 = input.average7Of(shown.connectionId)
    const b = shown.balance
    const stale = shown.stale
    const pace = (period: 'day' | 'month', limit: string | null | undefined) =>
      limit == null ? null : budgetPace({ period, budget: limit, spent: b ? (period === 'day' ? b.spend_today : b.spend_month) : null, spendAsOf: b?.spend_as_of ?? null, stale, average7, now: input.now })
    parts.push({
      key,
      name: (readings[0] as KeyReading).name,
      connectionId: shown.connectionId,
      connectionIds: ids,
      routers: input.routers.filter((r) => r.linkedAccountId !== null && ids.includes(r.linkedAccountId)).map((r) => r.name),
      accountId: b?.account.id ?? null,
      balance: b,
      fetchedAt: shown.fetchedAt,
      freshness: freshnessOf(shown),
      error: shown.error,
      demo: readings.some((r) => r.demo),
      budget,
      daily: pace('day', budget?.daily),
      monthly: pace('month', budget?.monthly),
      average7,
      runwayDays: b ? (runwayEnd(b.balance, average7, input.now)?.days ?? null) : null,
    })
  }
  const summed = parts.filter((p) => p.balance !== null)
  const issues: PartIssue[] = parts
    .filter((p) => p.freshness !== 'fresh')
    .map((p) => ({
      name: p.name,
      freshness: p.freshness,
      since: p.freshness === 'stale' ? p.fetchedAt : (p.error?.at ?? null),
      reason: p.error?.message ?? null,
    }))
  return {
    parts,
    total: summed.length === 0 ? null : totalOf(summed, input.now),
    fresh: parts.filter((p) => p.freshness === 'fresh').length,
    summed: summed.length,
    of: parts.length,
    issues,
    unlinkedRouters: input.routers.filter((r) => r.linkedAccountId === null || !input.keys.some((k) => k.connectionId === r.linkedAccountId)).map((r) => r.name),
    at: new Date(input.now).toISOString(),
  }
}

function totalOf(parts: readonly AccountPart[], now: number): AccountsTotal {
  const field = (pick: (b: Balance) => string) => sumMoney(parts.map((p) => pick(p.balance as Balance)))
  const budgeted = (period: 'daily' | 'monthly') => parts.filter((p) => p.budget?.[period] != null)
  const daily = budgeted('daily')
  const monthly = budgeted('monthly')
  const averages = parts.map((p) => p.average7)
  const average7 = averages.every((a) => a !== null) ? sumMoney(averages as string[]) : null
  const balance = field((b) => b.balance)
  return {
    balance,
    paid: field((b) => b.paid),
    promo: field((b) => b.promo),
    held: field((b) => b.held),
    debt: field((b) => b.debt),
    spendToday: field((b) => b.spend_today),
    spendMonth: field((b) => b.spend_month),
    dailyBudget: daily.length === 0 ? null : sumMoney(daily.map((p) => p.budget?.daily as string)),
    dailySpent: daily.length === 0 ? null : sumMoney(daily.map((p) => (p.balance as Balance).spend_today)),
    monthlyBudget: monthly.length === 0 ? null : sumMoney(monthly.map((p) => p.budget?.monthly as string)),
    monthlySpent: monthly.length === 0 ? null : sumMoney(monthly.map((p) => (p.balance as Balance).spend_month)),
    average7,
    runwayDays: runwayEnd(balance, average7, now)?.days ?? null,
  }
}
