import type { DatabaseSync } from 'node:sqlite'
import type { AccountsService } from '../balance/accounts-service'
import type { CurrencyService } from '../currency/currency-service'
import { BalanceHistoryStore } from '../guard/balance-history'
import type { LabelSplits } from '../ledger/label-split'
import type { LedgerService } from '../ledger/ledger-service'
import type { PriceService } from '../prices/price-service'
import type { ProjectStore } from '../projects/project-store'
import type { AppLanguage } from '../settings/app-language'
import type { SettingsStore } from '../settings/settings-store'
import type { ByteSink } from '../storage/byte-sink'
import type { Clock } from '../time/clock'
import type { UsageService } from '../usage/usage-service'
import { directionOf } from '../../../shared/i18n/locales'
import { sum } from '../../../shared/statements/statement-math'
import { StatementService } from './statement-service'

/** #35: the monthly statement from the app's parts (kept out of core.ts, which only calls this). */
export function createStatements(o: {
  db: DatabaseSync
  clock: Clock
  accounts: AccountsService
  usage: UsageService
  ledger: LedgerService
  labelSplits: LabelSplits
  projects: ProjectStore
  prices: PriceService
  currency: CurrencyService
  settings: SettingsStore
  saveFile(name: string, contents: string): Promise<string | null>
  saveStream(name: string, write: (sink: ByteSink) => Promise<void>): Promise<string | null>
  /** #37: main's language (made after the statements: asked for when a PDF is written). */
  language(): Pick<AppLanguage, 't' | 'locale'>
}): StatementService {
  const history = new BalanceHistoryStore(o.db)
  return new StatementService({
    now: () => o.clock.now(),
    accounts: () => o.accounts.state().parts.map((p) => ({ id: p.connectionId, name: p.name })),
    readings: (id, from) => history.since(id, from),
    rows: (id, range) => o.usage.cachedRows(id, range),
    labels: (id, range) => o.labelSplits.split(id, range),
    appEstimate: (id, range) => {
      const answers = o.projects.labelledAnswers(id, range.start, range.end)
      return { estimate: sum(answers.flatMap((a) => (a.cost === null ? [] : [a.cost]))), answers: answers.length }
    },
    appBilled: async (id, range) => sum((await o.ledger.split(id, range)).byModel.flatMap((m) => (m.app === null ? [] : [m.app]))),
    prices: (id) => o.prices.get(id),
    currency: () => o.settings.get().currency.code,
    rates: (code, start, end) => o.currency.ratesBetween(code, start, end),
    saveFile: o.saveFile,
    saveStream: o.saveStream,
    language: () => {
      const language = o.language()
      return { t: language.t, direction: directionOf(language.locale) }
    },
  })
}
