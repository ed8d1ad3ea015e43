import type { AllAccounts } from '../domain/accounts'
import type { MessageKey, MessageValues } from '../i18n/catalogue'
import { englishT } from '../i18n/english-errors'
import { describeAccountsIn } from './account-words'

/**
 * #35: what a total stands on, in one line: "3 of 4 accounts; Work stale since 10:42", for main (the
 * tray, in the app's language through `t`; English by default). `time` formats an ISO moment for the
 * reader. The window says it with shared/accounts/account-words.ts directly (it never loads English here).
 */
export function describeAccounts(
  all: Pick<AllAccounts, 'fresh' | 'of' | 'issues' | 'unlinkedRouters'>,
  time: (iso: string) => string,
  t: (key: MessageKey, values?: MessageValues) => string = englishT,
): string {
  return describeAccountsIn(t, all, time)
}
