import type { AllAccounts } from '../domain/accounts'
import type { Translate } from '../i18n/catalogue'

/**
 * #35 × #37: what a total stands on, in one line and in the language of `t` ("3 of 4 accounts; Work
 * stale since 10:42"): the window's All accounts panel and the tray's "all accounts" say it alike.
 * `time` formats an ISO moment for the reader. Never silent about a part.
 */
export function describeAccountsIn(t: Translate, all: Pick<AllAccounts, 'fresh' | 'of' | 'issues' | 'unlinkedRouters'>, time: (iso: string) => string): string {
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
