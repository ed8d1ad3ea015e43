import type { AllAccounts } from '../../../../shared/domain/accounts'
import { describeAccountsIn } from '../../../../shared/accounts/account-words'
import { t } from '../../i18n'

/** #35 × #37: what a total stands on, in one line and in the shown language (shared/accounts/account-words.ts). */
export function describeAccountsShown(all: Pick<AllAccounts, 'fresh' | 'of' | 'issues' | 'unlinkedRouters'>, time: (iso: string) => string): string {
  return describeAccountsIn(t, all, time)
}
