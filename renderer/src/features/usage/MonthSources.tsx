import { compareMoney, formatMoney, parseMoney, toMoneyString } from '../../../../shared/money'
import type { UsageView } from '../../../../shared/domain/usage-view'
import { useBalance } from '../../queries/balance'

/**
 * #39: "this month" has two sources. The balance carries the service's running total (what Budgets
 * and the balance panel show); the usage history sums its rows (what this panel shows). Charges
 * reach the usage history up to about 15 s later and each row is rounded, so the two can differ for
 * a while: say which is which, and why when they differ.
 */
export function MonthSources({ view }: { view: UsageView }) {
  const balance = useBalance().data
  const spendMonth = balance?.balance?.spend_month ?? null
  const usageMonth = view.total?.cost ?? null
  if (spendMonth === null || usageMonth === null || balance?.connectionId !== view.connectionId) {
    return <p className="usage-note">This month’s figures here come from the usage history; Budgets and the balance’s “Spend this month” use the balance’s running total.</p>
  }
  const same = compareMoney(spendMonth, usageMonth) === 0
  const gap = toMoneyString(parseMoney(spendMonth).minus(parseMoney(usageMonth)).abs())
  return (
    <p className="usage-note month-sources" aria-label="Where this month’s figures come from">
      {same ? (
        <>This month’s total from the usage history matches the balance’s running total (“Spend this month”, used by Budgets).</>
      ) : (
        <>
          This month’s total here is the usage history’s ({formatMoney(usageMonth)}); the balance’s running total (“Spend this month”, used by Budgets) says {formatMoney(spendMonth)}, {formatMoney(gap, { significant: 2 })}{' '}
          {compareMoney(spendMonth, usageMonth) > 0 ? 'more' : 'less'}. Charges reach the usage history up to about 15 seconds later and its rows are rounded, so the two can differ for a while.
        </>
      )}
    </p>
  )
}
