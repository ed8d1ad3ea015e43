import type { AllAccounts } from '../../../../shared/domain/accounts'
import { t } from '../../i18n'

/**
 * #35 × #37: what a total stands on, in one line and in the shown language ("3 of 4 accounts; Work
 * stale since 10:42"): shared/accounts/describe-accounts.ts says the same in English for the tray.
 */
export function describeAccountsShown(all: Pick<AllAccounts, 'fresh' | 'of' | 'issues' | 'unlinkedRouters'>, time: (iso: string) => string): string {
  if (all.of === 0) return t('accounts.none')
  const head = all.issues.length === 0 ? t('accounts.allFresh', { count: all.of }) : t('accounts.freshOf', { fresh: all.fresh, count: all.of })
  const parts = all.issues.map((i) => {
    if (i.freshness === 'stale') return i.since ? t('accounts.issueStaleSince', { name: i.name, time: time(i.since) }) : t('accounts.issueStale', { name: i.name })
    if (i.freshness === 'loading') return t('accounts.issueLoading', { name: i.name })
    return i.reason ? t('accounts.issueFailedWhy', { name: i.name, reason: i.reason.replace(/\.$/, '') }) : t('accounts.issueFailed', { name: i.name })
  })
  const routers = all.unlinkedRouters.map((name) => t('accounts.router', { name }))
  return [head, ...parts, ...routers].join('; ')
}
