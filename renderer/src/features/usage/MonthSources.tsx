import { compareMoney, formatMoney, parseMoney, toMoneyString } from '../../../../shared/money'
import type { UsageView } from '../../../../shared/domain/usage-view'
import { useBalance } from '../../queries/balance'
import { t } from '../../i18n'

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
    return <p className="usage-note">{t('usage.monthSourcesDefault')}</p>
  }
  const same = compareMoney(spendMonth, usageMonth) === 0
  const gap = toMoneyString(parseMoney(spendMonth).minus(parseMoney(usageMonth)).abs())
  return (
    <p className="usage-note month-sources" aria-label={t('usage.monthSourcesLabel')}>
      {same
        ? t('usage.monthSourcesSame')
        : t(compareMoney(spendMonth, usageMonth) > 0 ? 'usage.monthSourcesMore' : 'usage.monthSourcesLess', {
            usage: formatMoney(usageMonth),
            balance: formatMoney(spendMonth),
            gap: formatMoney(gap, { significant: 2 }),
          })}
    </p>
  )
}
