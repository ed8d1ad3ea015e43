import type { Account } from './accounts'
import { Money, sumMoney } from './money'

// Spending order (documented in README): promo credits first, then purchased credits; what
// neither covers becomes debt. Holds are taken from the same pools in the same order.

export interface BalanceParts {
  balance: Money
  paid: Money
  promo: Money
  held: Money
  debt: Money
}

function heldTotal(account: Account): Money {
  return sumMoney(account.holds.values())
}

export function balanceParts(account: Account): BalanceParts {
  const held = heldTotal(account)
  const heldFromPromo = Money.min(held, account.promoCredits)
  const promo = account.promoCredits.minus(heldFromPromo)
  const paid = account.paidCredits.minus(account.debt).minus(held.minus(heldFromPromo))
  return { balance: paid.plus(promo), paid, promo, held, debt: account.debt }
}

let nextHoldId = 1

export function reserve(account: Account, amount: Money): number {
  const id = nextHoldId++
  account.holds.set(id, amount)
  return id
}

export function release(account: Account, holdId: number): void {
  account.holds.delete(holdId)
}

export function charge(account: Account, cost: Money): void {
  const fromPromo = Money.min(cost, account.promoCredits)
  account.promoCredits = account.promoCredits.minus(fromPromo)
  const rest = cost.minus(fromPromo)
  const fromPaid = Money.min(rest, account.paidCredits)
  account.paidCredits = account.paidCredits.minus(fromPaid)
  account.debt = account.debt.plus(rest.minus(fromPaid))
}

/** Adds purchased credits; debt is repaid from them first. */
export function topUp(account: Account, amount: Money): void {
  const repaid = Money.min(amount, account.debt)
  account.debt = account.debt.minus(repaid)
  account.paidCredits = account.paidCredits.plus(amount.minus(repaid))
}

