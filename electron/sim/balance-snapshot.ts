import type { Account } from './accounts'
import { dayOf, monthStartDay } from './sim-time'
import { BALANCE_REFRESH_MS, usageAsOf } from './freshness'
import { balanceParts } from './ledger'
import type { BalanceSnapshot, SimState } from './state'

export type { BalanceSnapshot } from './state'

/** The account's balance as last read; re-read only when the cached one is 5 s old or more. */
export function balanceSnapshot(state: SimState, account: Account): BalanceSnapshot {
  const now = state.clock()
  const cached = state.balanceSnapshots.get(account.id)
  if (cached && now - cached.takenAt < BALANCE_REFRESH_MS && now >= cached.takenAt) return cached
  const today = dayOf(now)
  const spendAsOf = usageAsOf(now)
  const snapshot: BalanceSnapshot = {
    takenAt: now,
    parts: balanceParts(account),
    allowanceRemaining: account.allowanceRemaining,
    spendToday: state.usage.spend(account.id, today, today, spendAsOf),
    spendMonth: state.usage.spend(account.id, monthStartDay(today), today, spendAsOf),
    spendAsOf,
  }
  state.balanceSnapshots.set(account.id, snapshot)
  return snapshot
}
