import { openDatabase } from '../../../electron/services/db/open-database'
import { AlertLog } from '../../../electron/services/guard/alert-log'
import { AnswerSizes } from '../../../electron/services/guard/answer-sizes'
import { BalanceHistoryStore } from '../../../electron/services/guard/balance-history'
import { GuardService, type GuardServiceDeps } from '../../../electron/services/guard/guard-service'
import { SettingsStore } from '../../../electron/services/settings/settings-store'
import { countText } from '../../../electron/services/tokens/count-text'
import type { FakeClock } from '../fake-clock'

/**
 * A GuardService over a data directory and a fake clock, with no balance, no usage history, no
 * conversations and no fitted prices; `deps` gives what a test needs instead (a plan, a project's cap).
 */
export async function guardOver(dir: string, clock: FakeClock, deps: Partial<GuardServiceDeps> = {}): Promise<GuardService> {
  const db = openDatabase({ dataDir: dir }).db
  return new GuardService({
    clock,
    settings: await SettingsStore.open({ dataDir: dir }),
    history: new BalanceHistoryStore(db),
    alertLog: await AlertLog.open(dir),
    recentDays: async () => ({ days: [], averages: { days7: null, days30: null } }) as never,
    balanceState: () => ({ connectionId: 'acct', balance: null, fetchedAt: null, stale: false, loading: false, error: null, nextAttemptAt: null }),
    isAccount: () => true,
    accountOf: (id) => id,
    conversation: () => null,
    raise: () => undefined,
    prices: async () => ({ connectionId: 'acct', models: [], tooFewRows: [], fittedAt: null }),
    answerSizes: new AnswerSizes(db, () => clock.now()),
    plan: () => ({ requests: [], soFar: new Map() }),
    countText,
    ...deps,
  })
}
