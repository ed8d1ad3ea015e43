import type { ConnectionsState } from '../../../shared/domain/connection'
import type { StorageStatus } from '../../../shared/domain/storage'
import type { UsageRange } from '../../../shared/domain/usage-view'
import type { BalanceService } from '../balance/balance-service'
import type { ChatService } from '../chat/chat-service'
import type { ConnectionStore } from '../connections/connection-store'
import { verifyConnection } from '../connections/verify'
import { diagnosticsText, keysToHide } from '../diagnostics/diagnostics'
import type { RecentErrors } from '../diagnostics/recent-errors'
import type { Handlers } from '../ipc/dispatch'
import type { ModelsService } from '../models/models-service'
import type { SettingsStore } from '../settings/settings-store'
import type { DraftStore } from '../drafts/draft-store'
import type { UsageService } from '../usage/usage-service'
import type { LedgerService } from '../ledger/ledger-service'
import type { PriceService } from '../prices/price-service'
import type { CompareService } from '../compare/compare-service'
import type { AnswerRunner } from '../answers/answer-runner'
import type { ConnectionScope } from '../connections/connection-scope'
import { safeExternalUrl } from '../../host/external-url'
import { estimateInput } from '../prices/input-estimate'
import { modelStats } from '../prices/model-stats'
import type { Clock } from '../time/clock'
import type { ResolvedCoreOptions } from './core-options'
import type { DemoService } from './demo-service'
import type { UpdateService } from '../updates/update-service'
import type { GuardService } from '../guard/guard-service'
import type { VoteService } from '../votes/vote-service'
import type { PromptService } from '../prompts/prompt-service'
import type { BatchService } from '../batches/batch-service'
import type { ActiveConnection } from '../connections/active-connection'
import { routerInfo } from '../models/router-info'
import { saveExport } from '../storage/save-export'
import type { KeyVault } from '../secrets/key-vault'
import { keyHandlers } from './key-handlers'
import { parseVariableCsv } from '../batches/variable-csv'
import type { ImportService } from '../imports/import-service'
import type { CostHereService } from '../imports/cost-here'
import type { BackupService } from '../backup/backup-service'
import type { AccountsService } from '../balance/accounts-service'
import type { CurrencyService } from '../currency/currency-service'
import type { ProjectStore } from '../projects/project-store'
import type { LabelSplits } from '../ledger/label-split'
import type { ProjectBudgets } from '../guard/project-budgets'
import type { StatementService } from '../statements/statement-service'
import type { AdviceService } from '../advice/advice-service'

export interface HandlerDeps {
  options: ResolvedCoreOptions
  connections: ConnectionStore
  keys: KeyVault
  settings: SettingsStore
  balance: BalanceService
  usage: UsageService
  prices: PriceService
  ledger: LedgerService
  answers: AnswerRunner
  compare: CompareService
  chat: ChatService
  drafts: DraftStore
  models: ModelsService
  demo: DemoService
  guard: GuardService
  clock: Clock
  recentErrors: RecentErrors
  storage: StorageStatus
  updates: UpdateService
  /** The connection in use now: its ID, account and client. */
  active: ActiveConnection
  /** Everything kept per connection: caches, timers, fits, limiters. */
  scope: ConnectionScope<ConnectionsState>
  /** #27: blind-compare votes and the leaderboard. */
  votes: VoteService
  prompts: PromptService
  batches: BatchService  /** #34: imports from other apps, "what it would have cost here", backup and restore. */
  imports: ImportService
  costHere: CostHereService
  backups: BackupService
  /** #35: all accounts summed; the display currency. */
  accounts: AccountsService
  currency: CurrencyService
  /** #35: projects and tags, the Usage split by them, budgets and caps per project. */
  projects: ProjectStore
  labelSplits: LabelSplits
  projectBudgets: ProjectBudgets
  statements: StatementService
  /** #36: what-if, days explained, the picker's facts. */
  advice: AdviceService
}

/** One function per contract channel; arguments arrive already validated by dispatch. */
export function createHandlers(d: HandlerDeps): Handlers {
  /** Balance and usage come from the active connection's account (a router's linked service account). */
  const accountId = () => d.active.accountId()
  const usageRange = (args: UsageRange): UsageRange => ({ start: args.start, end: args.end })

  return {
    'app:info': () => ({
      name: 'Tokentally',
      version: d.options.appVersion,
      versions: d.options.versions,
      platform: `${process.platform} ${process.arch}`,
      shell: d.options.shell,
      desktop: d.options.desktop,
    }),
    'app:diagnostics': async () => ({
      text: diagnosticsText({
        appVersion: d.options.appVersion,
        shell: d.options.shell,
        versions: d.options.versions,
        platform: `${process.platform} ${process.arch}`,
        connections: d.connections.list(),
        errors: d.recentErrors,
        knownSecrets: await keysToHide(d.connections),
      }),
    }),
    'app:openExternal': async ({ url }) => {
      await d.options.openExternal(safeExternalUrl(url))
      return { opened: true }
    },

    'app:storage': () => d.storage,
    'app:updateState': () => d.updates.state(),
    'app:checkForUpdates': () => d.updates.checkNow(),
    'app:restartToUpdate': () => d.updates.restartToInstall(),

    ...keyHandlers(d.keys, d.connections),
    'connections:list': () => d.connections.list(),
    // #39: an empty key is the operator's when keys come from the environment.
    'connections:verify': async (draft) => verifyConnection(await d.keys.withDraftKey(draft), { clock: d.clock, fetch: d.options.fetch }),
    'connections:add': async (args) => d.connections.add(await d.keys.withDraftKey(args)),
    'connections:update': (args) => d.connections.update(args),
    'connections:remove': ({ id }) => d.scope.removeConnection(id),
    'connections:setActive': ({ id }) => d.connections.setActive(id),
    'connections:startDemo': async () => {
      await d.demo.start()
      return d.connections.list()
    },
    'connections:routerInfo': ({ id }) =>
      routerInfo(id, { connection: (c) => d.connections.get(c), baseUrlOf: (connection) => d.demo.baseUrlOf(connection), models: d.models }),

    'balance:get': () => d.balance.state(),
    'balance:refresh': () => d.balance.refresh(),
    'accounts:get': () => d.accounts.state(),
    'accounts:refresh': () => d.accounts.refresh(),
    'currency:get': () => d.currency.state(),
    'currency:setRate': (args) => d.currency.setRate(args),
    'currency:fetchNow': () => d.currency.fetchNow(),
    'projects:list': () => d.projects.listing(),
    'projects:create': ({ name }) => d.projects.create(name),
    'projects:rename': ({ id, name }) => d.projects.rename(id, name),
    'projects:delete': ({ id }) => ({ deleted: d.projects.delete(id) }),
    'projects:setLabels': (args) => ({ changed: d.projects.setLabels(args) }),
    'projects:split': (args) => d.labelSplits.split(accountId(), usageRange(args)),
    'projects:exportCsv': async (args) => {
      const exported = await d.labelSplits.exportCsv(accountId(), usageRange(args))
      return { ...(await saveExport(d.options.saveFile, exported.filename, exported.csv)), rowCount: exported.rowCount }
    },
    'projects:status': () => d.projectBudgets.statuses(),
    'projects:setBudget': (args) => d.projectBudgets.setBudget(args),
    'statements:get': ({ month, accountId }) => d.statements.build(month, accountId),
    'statements:export': (args) => d.statements.export(args),

    'usage:get': (args) => d.usage.get(accountId(), usageRange(args)),
    'usage:refresh': (args) => d.usage.refresh(accountId(), usageRange(args), { force: args.force }),
    'usage:exportCsv': async (args) => {
      const exported = await d.usage.exportCsv(accountId(), usageRange(args))
      return { ...(await saveExport(d.options.saveFile, exported.filename, exported.csv)), rowCount: exported.rowCount }
    },

    // #14: per-model unit price estimates of the active connection's account (fitted from its usage history).
    'prices:get': () => d.prices.get(accountId()),
    'ledger:split': (args) => d.ledger.split(accountId(), usageRange(args)),
    'ledger:today': ({ day }) => d.ledger.today(accountId(), day),
    'ledger:answers': ({ ids }) => d.ledger.answerCosts(accountId(), ids),
    'ledger:accuracy': () => d.ledger.accuracy(accountId()),
    'ledger:exportCsv': async () => {
      const exported = await d.ledger.exportCsv(accountId())
      return { ...(await saveExport(d.options.saveFile, exported.filename, exported.csv)), rowCount: exported.rowCount }
    },
    'compare:start': (args) => d.compare.start(args, d.active.requireClient()),
    'compare:retry': ({ conversationId, column, requestId, confirmed }) => d.compare.retry(conversationId, column, requestId, d.active.requireClient(), confirmed),
    'models:stats': () => modelStats(d.chat.answerFigures()),
    'chat:estimateInput': async ({ text, model }) => estimateInput(text, model, await d.prices.get(accountId())),
    'compare:continue': ({ conversationId, column }) => d.compare.continueWith(conversationId, column),

    // #27: votes (each column's figures from its answer's one cost record, #33).
    'votes:cast': (args) => d.votes.cast(args),
    'votes:undo': ({ id }) => d.votes.undo(id),
    'votes:forConversation': ({ conversationId }) => d.votes.forConversation(conversationId),
    'votes:leaderboard': (query) => d.votes.leaderboard(query),
    'votes:exportCsv': (query) => d.votes.exportCsv(query),
    'prompts:list': (query) => d.prompts.list(query),
    'prompts:save': (draft) => d.prompts.save(draft),
    'prompts:delete': ({ id }) => d.prompts.delete(id),
    'prompts:export': () => d.prompts.exportJson(),
    'prompts:import': ({ json }) => d.prompts.importJson(json),
    'batches:start': (args) => d.batches.start(args, d.active.requireClient()),
    'batches:get': ({ id }) => d.batches.get(id),
    'batches:readVariables': ({ csv }) => parseVariableCsv(csv),
    'batches:list': ({ search }) => d.batches.list(search),
    'batches:pause': ({ id }) => d.batches.pause(id),
    'batches:resume': ({ id }) => d.batches.resume(id),
    'batches:cancel': ({ id }) => d.batches.cancel(id),
    'batches:export': ({ id, format }) => d.batches.exportFile(id, format),

    'models:list': ({ refresh }) => d.models.listFor(d.active.id(), refresh),

    'chat:start': (args) => d.chat.start(args, d.active.requireClient()),
    'chat:abort': ({ requestId }) => d.answers.abort(requestId),

    // Every chat-owned read and write goes through ChatService: delete must stop the stream first.
    'conversations:list': ({ cursor, limit }) => d.chat.page({ cursor, limit }),
    'conversations:get': ({ id }) => d.chat.get(id),
    'conversations:search': ({ query, limit }) => d.chat.search(query, limit),
    'conversations:create': ({ params, labels }) => d.chat.create(params, labels),
    'conversations:rename': ({ id, title }) => d.chat.rename(id, title),
    'conversations:updateParams': ({ id, params }) => d.chat.updateParams(id, params),
    'conversations:export': ({ id, format }) => {
      const exported = d.chat.export(id, format, new Date(d.clock.now()))
      return saveExport(d.options.saveFile, exported.filename, exported.contents)
    },
    'conversations:exportAll': () => d.chat.exportAllTo(d.options.saveStream, new Date(d.clock.now()), `Tokentally ${d.options.appVersion}`),
    'conversations:deleteAll': () => d.chat.deleteAll(),
    'conversations:saveEdit': (args) => d.chat.saveEdit(args),
    'conversations:switchBranch': (args) => d.chat.switchBranch(args),
    'conversations:deleteBranch': (args) => d.chat.deleteBranch(args),

    'imports:begin': (args) => d.imports.begin(args),
    'imports:push': ({ importId, data }) => d.imports.push(importId, Buffer.from(data, 'base64')),
    'imports:end': ({ importId }) => d.imports.end(importId),
    'imports:cancel': ({ importId }) => d.imports.cancel(importId),
    'imports:costHere': (target) => d.costHere.of(target),

    'backup:create': () => d.backups.create(),
    'backup:status': () => d.backups.status(),
    'backup:restoreBegin': (args) => d.backups.restoreBegin(args),
    'backup:restorePush': ({ restoreId, data }) => d.backups.restorePush(restoreId, Buffer.from(data, 'base64')),
    'backup:restoreEnd': ({ restoreId }) => d.backups.restoreEnd(restoreId),
    'conversations:delete': ({ id }) => d.chat.delete(id),

    'drafts:get': () => d.drafts.all(),
    'drafts:set': ({ key, text }) => d.drafts.set(key, text),
    'settings:get': () => d.settings.get(),
    'settings:update': (patch) => d.settings.update(patch),
    'guard:status': () => d.guard.status(),
    'guard:setBudget': (args) => d.guard.setBudget(args),
    'guard:history': ({ range }) => d.guard.history(range),
    'guard:estimate': (args) => d.guard.estimate(args),
    'guard:preflight': ({ plan }) => d.guard.preflight(plan),

    'advice:whatIf': (query) => d.advice.whatIf(accountId(), query),
    'advice:largestDay': (query) => d.advice.largestDay(accountId(), query),
    'models:picker': () => d.advice.picker(accountId()),
    'chat:forkWithSummary': (args) => d.chat.forkWithSummary(args, d.active.requireClient()),
  }
}
