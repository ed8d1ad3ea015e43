import type { Settings, SettingsPatch } from '../../../shared/domain/settings'
import type { Balance } from '../../../shared/domain/balance'
import type { RunPlan } from '../../../shared/domain/preflight'
import { Emitter } from '../../../shared/emitter'
import type { EventPayload } from '../../../shared/ipc/contract'
import { connectionClients } from '../api/connection-clients'
import { RateLimiters } from '../api/rate-limiter'
import { afterAnswer } from '../answers/after-answer'
import { AnswerRunner } from '../answers/answer-runner'
import { AlertCenter, type AlertNotice } from '../balance/alert-center'
import { BalanceCache } from '../balance/balance-cache'
import { BalanceService } from '../balance/balance-service'
import { ChatService } from '../chat/chat-service'
import { ConversationStore } from '../chat/conversation-store'
import { CompareService } from '../compare/compare-service'
import { AccountFollower } from '../connections/account-follower'
import { ConnectionScope } from '../connections/connection-scope'
import { ConnectionStore } from '../connections/connection-store'
import { ActiveConnection } from '../connections/active-connection'
import { importLegacyData } from '../db/import-0.1/index'
import { openAppDatabase } from '../db/app-database'
import { versionsText } from '../diagnostics/diagnostics'
import { RecentErrors } from '../diagnostics/recent-errors'
import { DraftStore } from '../drafts/draft-store'
import type { Handlers } from '../ipc/dispatch'
import { ModelsService } from '../models/models-service'
import { createLedger } from '../ledger/create-ledger'
import { PriceBaselines } from '../prices/price-baselines'
import { PRICE_CHANGE_ALERT } from '../prices/price-change-alert'
import { KeptPriceFits } from '../prices/kept-fits'
import { PriceService } from '../prices/price-service'
import { SettingsStore } from '../settings/settings-store'
import { AppLanguage } from '../settings/app-language'
import { TokenCountCache } from '../tokens/request-tokens'
import { UsageService } from '../usage/usage-service'
import { startSim } from '../../sim/index'
import { createGuard, createProjectBudgets } from '../guard/create-guard'
import { ProjectStore } from '../projects/project-store'
import { LabelSplits } from '../ledger/label-split'
import { createStatements } from '../statements/create-statements'
import { type CoreOptions, withDefaults } from './core-options'
import { DEMO_KEY, DemoService } from './demo-service'
import { KeyVault } from '../secrets/key-vault'
import { createHandlers } from './handlers'
import { UpdateService } from '../updates/update-service'
import { VoteService } from '../votes/vote-service'
import { VoteStore } from '../votes/vote-store'
import { PromptService } from '../prompts/prompt-service'
import { PromptStore } from '../prompts/prompt-store'
import { BatchService } from '../batches/batch-service'
import { BatchStore } from '../batches/batch-store'
import { ImportService } from '../imports/import-service'
import { CostHereService } from '../imports/cost-here'
import { modelForContinuing } from '../imports/continue-model'
import { applyPendingRestore } from '../backup/pending-restore'
import { BackupService } from '../backup/backup-service'
import { registerBackupSettings } from '../backup/backup-settings'
import { createAccounts } from '../balance/create-accounts'
import { registerTraySetting } from '../balance/register-accounts'
import { traySummaryOf } from '../balance/tray-summary'
import { CurrencyService } from '../currency/currency-service'
import { RateStore } from '../currency/rate-store'
import { registerCurrencySettings } from '../currency/register'
import { createAdvice } from '../advice/create-advice'

export type { CoreOptions } from './core-options'

/** #26: in demo mode another key of the account spends now and then ("elsewhere" in the Usage split). */
const DEMO_ELSEWHERE_EVERY_MS = 5 * 60_000

export type Core = Awaited<ReturnType<typeof createCore>>

/**
 * Everything the main process does, as plain TypeScript: built once by Electron's main and by the
 * E2E harness, which both dispatch the same handlers. It constructs and connects; every rule lives
 * in a service.
 */
export async function createCore(given: CoreOptions) {
  const options = withDefaults(given)
  const { clock, log, emit } = options
  const recentErrors = new RecentErrors()
  // #34: a backup staged by the last run replaces the data set first (the current one is kept aside).
  const restored = applyPendingRestore(options.dataDir, new Date(clock.now()))
  // The one database of this data directory (chats and the usage cache); opened once, here.
  const database = openAppDatabase({ dataDir: options.dataDir, log })
  // #39: the keychain, the encrypted key file or the operator's key; the connections see one SecretStore.
  const keys = await KeyVault.open({ dataDir: options.dataDir, keychain: options.secrets, clock, log, ...options.keyVault })
  const [connections, settings] = await Promise.all([
    ConnectionStore.open({ dataDir: options.dataDir, secrets: keys, demoKey: DEMO_KEY }),
    SettingsStore.open({ dataDir: options.dataDir }),
  ])
  // #37: main's language (the tray, menus, notices and alerts, the statement's PDF), known before anything speaks.
  const language = await AppLanguage.start(settings, options.systemLocales)
  // 0.1's JSON files (chats, each connection's usage cache), once; a no-op without them. Then no history is read at startup.
  await importLegacyData(database.db, options.dataDir, connections.list().connections.map((c) => c.id), log)
  // Reads no history: one UPDATE marks answers left streaming as interrupted.
  const scope = new ConnectionScope(connections)
  scope.add(keys)
  keys.onLock(() => connections.forgetKeys())
  // #35: projects and tags; a new conversation (chat, compare run, batch row) is created with its own.
  const projectStore = new ProjectStore(database.db, () => clock.now())
  const conversations = ConversationStore.openSync({ db: database.db, labels: projectStore })
  const drafts = new DraftStore({ db: database.db })

  // The tray follows the balance states sent to the window.
  const balanceStates = new Emitter<EventPayload<'balance'>>((err) => log('error', `balance listener failed: ${(err as Error).message}`))

  const limiters = scope.add(new RateLimiters({ clock }))
  // Demo mode: the reference simulator, in-process on 127.0.0.1 (wired here, not inside services/).
  const demo = new DemoService({ connections, log, demoName: () => language.t('mainWords.demoName'), startSim: () => startSim({ port: 0, seed: 7, elsewhereEveryMs: DEMO_ELSEWHERE_EVERY_MS }) })
  const clients = connectionClients({ connections, baseUrlOf: (id) => demo.baseUrlFor(id), limiters, clock, fetch: options.fetch, timeoutMs: options.requestTimeoutMs })
  const getClient = (connectionId: string) => clients.get(connectionId)
  const active = new ActiveConnection({ connections, getClient })

  // Every good balance read of any key (the dashboard's or All accounts'): key info, alerts, the balance history.
  const onBalance = (connectionId: string, value: Balance) => {
    void connections.setKeyInfo(connectionId, { keyName: value.key.name, keySuffix: value.key.suffix })
    alerts.observe(connectionId, value, settings.get().alertThreshold)
    void guard.onBalance(connectionId, value)
  }
  const balanceCache = new BalanceCache(options.dataDir)
  const balance: BalanceService = scope.add(
    new BalanceService({
      clock, cache: balanceCache, getClient: async (id) => getClient(id), pollIntervalMs: () => settings.get().pollIntervalSec * 1000,
      publish: (state) => {
        recentErrors.add(state.error)
        emit('balance', state)
        balanceStates.emit(state)
        accounts.followedChanged()
      },
      onBalance,
    }),
  )
  const usage: UsageService = scope.add(
    new UsageService({
      dataDir: options.dataDir, db: database.db, getClient, emit, clock, log: (m) => log('info', m),
      onView: (view) => {
        recentErrors.add(view.error)
        balance.noteUsageView(view)
      },
      // #26: the split reads the usage and the prices fitted from it.
      onSynced: (id) => {
        prices.invalidate(id)
        ledger.invalidate(id)
      },
    }),
  )
  // #26: a fitted price that moves by 10 % or more is told once (baselines kept on disk).
  const prices = scope.add(new PriceService({ rowsOf: (id) => usage.cachedRows(id), clock, baselines: new PriceBaselines(options.dataDir), onPriceChange: (alert) => alerts.raise(alert), log, kept: new KeptPriceFits(database.db) }))
  const alerts = scope.add(new AlertCenter(language.t))
  alerts.register('price-change', PRICE_CHANGE_ALERT)
  alerts.onAlert((told) => emit('app', told.notice))
  const models = scope.add(new ModelsService({ getClient, clock }))
  // #25: budgets, balance history, budget and spike alerts.
  // #33: token counts of texts seen recently (a conversation's history is counted once), for estimates and answers.
  const tokenCounts = new TokenCountCache()
  // #35: budgets and caps per project (a cap stops answers through the guard like the other caps).
  const projectBudgets = await createProjectBudgets({ dataDir: options.dataDir, clock, projects: projectStore, settings, alerts, rateOn: (day, code) => currency.rateOn(day, code), log: (m) => log('warn', m) })
  const guard = scope.add(
    await createGuard({
      db: database.db, dataDir: options.dataDir, clock, settings, usage, prices, alerts, connections, conversations, balanceState: () => balance.state(), countText: tokenCounts.count,
      explainDay: (id, day, spent) => advice.spikeCauses(id, day, spent), projectCap: (of) => projectBudgets.capOf(of), log: (m) => log('warn', m),
    }),
  )

  // Every answer (chat, compare column, batch cell) runs through one runner and ends in one event.
  const answers = scope.add(
    new AnswerRunner({
      store: conversations, emit, clock, log,
      accountOf: (connectionId) => connections.accountFor(connectionId),
      pricesOn: (accountId, model, day) => prices.pricesOn(accountId, model, day),
      countText: tokenCounts.count,
      idleTimeoutMs: options.chatIdleTimeoutMs,
      capFor: (answer) => guard.capFor(answer),
    }),
  )
  answers.onFinished(
    afterAnswer({
      shownAccount: () => active.accountId(),
      rereadBalance: () => balance.afterChat(),
      scheduleUsageSync: (accountId) => usage.scheduleAfterChat(accountId),
      keepError: (answer) => recentErrors.add(answer.error),
      learnModel: (answer) => models.noteAnswer(answer),
    }),
  )
  // #26: every answer goes into the ledger (tokens counted here when the stream reported none).
  const ledger = scope.add(createLedger({ db: database.db, prices: (id) => prices.get(id), usage, clock, log }))
  answers.onFinished((answer) => ledger.record(answer))
  // #35: the Usage view's split by project and tag (the ledger's billed shares, else counted here).
  const labelSplits = new LabelSplits({ ledger, projects: projectStore, now: () => clock.now() })
  // #33: the next preflight counts this answer in its model's usual answer.
  answers.onFinished((answer) => guard.answerEnded(answer))
  answers.onFinished((answer) => void projectBudgets.answerEnded(answer.conversationId))
  // #33: every kind of run asks main's own preflight before a request goes out.
  const admit = (plan: RunPlan, confirmed: boolean) => guard.admit(plan, confirmed)
  const chat = new ChatService({ store: conversations, answers, admit, log })
  const compare = new CompareService({ store: conversations, answers, admit, clock })
  // #27: blind-compare votes.
  const votes = new VoteService({ store: new VoteStore(database.db), conversations, saveFile: options.saveFile, clock })
  const prompts = new PromptService({ store: new PromptStore(database.db), saveFile: options.saveFile, clock })
  const batches = new BatchService({ store: new BatchStore(database.db), conversations, answers, saveFile: options.saveFile, clock, admit, publish: (batch) => emit('batches', batch), t: language.t })
  // #36: what should I change (what-if, spikes explained, the picker's facts); context windows learnt from every answer.
  const advice = scope.add(createAdvice({ db: database.db, prices, usage, models, active, votes, clock }))
  answers.onFinished((answer) => advice.noteAnswer(answer))

  // #34: imports from other apps, written in batches; what their history would have cost here (the active account's prices).
  const imports = new ImportService({ db: database.db, emit, clock, log, busy: (id) => answers.busy(id), modelForContinuing: () => modelForContinuing(models, active.id()) })
  const costHere = new CostHereService(database.db, () => prices.get(active.accountId()))
  // #34: backup and restore (Settings → Data), the optional daily backup.
  registerBackupSettings(settings)
  const backups = new BackupService({
    db: database.db, dataDir: options.dataDir, clock, log, app: `Tokentally ${options.appVersion}`, saveFileFrom: options.saveFileFrom, restart: options.restart,
    settings: () => settings.get().backup,
    connections: () => connections.list().connections,
    hasKey: (id) => connections.hasKey(id),
  })
  await backups.start(restored)
  settings.onChange(() => backups.settingsChanged())

  // #35: All accounts: every other key's balance polled within its own limits, summed; the tray may show the sum.
  registerTraySetting(settings, connections)
  const accountSums = new Emitter<EventPayload<'accounts'>>((err) => log('error', `accounts listener failed: ${(err as Error).message}`))
  const accounts = scope.add(
    createAccounts({
      clock, cache: balanceCache, connections, settings, getClient, ensureDemo: (id) => demo.ensureRunning(id), dashboard: balance, onBalance, usage,
      publish: (all) => {
        emit('accounts', all)
        accountSums.emit(all)
      },
      log: (m) => log('warn', m),
    }),
  )
  // #35: the display currency (rates typed, or fetched daily only when turned on).
  registerCurrencySettings(settings)
  const currency = scope.add(
    new CurrencyService({ clock, settings: () => settings.get().currency, store: await RateStore.open(options.dataDir), fetch: options.fetch, publish: (state) => emit('currency', state), log: (m) => log('warn', m) }),
  )
  // #35: the monthly statement (CSV and PDF) of one account or all.
  const statements = createStatements({ db: database.db, clock, accounts, usage, ledger, labelSplits, projects: projectStore, prices, currency, settings, saveFile: options.saveFile, saveStream: options.saveStream, language: () => language })
  settings.onChange(() => {
    accounts.settingsChanged()
    currency.settingsChanged()
  })

  const follower = new AccountFollower({
    connections,
    ensureDemo: (id) => demo.ensureRunning(id),
    showBalanceOf: (accountId) => balance.setConnection(accountId),
    refreshUsage: (accountId, range) => usage.refresh(accountId, range),
    onConnections: (state) => {
      emit('connections', state)
      clients.pruneTo(state.connections)
    },
    now: () => clock.now(),
  })
  keys.onChange((status) => emit('keys', status))
  // Keys readable again (unlocked, another store) or a key entered again: what failed for want of one is read now.
  keys.onOpen(() => void balance.refresh())
  connections.onKeyChange(() => void balance.refresh())
  settings.onChange((value) => {
    emit('app', { kind: 'settings', settings: value })
    balance.rescheduled()
  })
  await follower.start()
  accounts.start()
  currency.start()

  // #28: updates; checks at start and every few hours while "Check for updates automatically" is on.
  const updates = scope.add(new UpdateService({ ...options.updates, clock, autoCheck: () => settings.get().autoUpdate, publish: (state) => emit('app', { kind: 'update', state }), log }))
  updates.start()

  const handlers: Handlers = createHandlers({
    options, connections, keys, settings, balance, usage, prices, ledger, answers, compare, chat, drafts, models, demo, guard,
    clock, recentErrors, scope, updates, votes, prompts, batches, active, imports, costHere, backups, accounts, currency,
    projects: projectStore, labelSplits, projectBudgets, statements, advice,
    storage: { dataDir: options.dataDir, databaseFile: database.path, setAside: database.setAside },
  })

  return {
    handlers, emit,
    // #36: the spike alert's cause finder, for the bench (spike_explain_ms_3y).
    advice,
    balanceState: () => balance.state(),
    activeIsDemo: () => connections.isDemo(),
    knownKeys: () => connections.knownKeys(),
    onBalanceState: (listener: (state: EventPayload<'balance'>) => void) => balanceStates.on(listener),
    /** #35: the sum of all accounts, and what the tray shows (the setting: the active account, all, or one). */
    accountsState: () => accounts.state(),
    onAccounts: (listener: (all: EventPayload<'accounts'>) => void) => accountSums.on(listener),
    traySummary: () => traySummaryOf(settings.get().trayShows, balance.state(), accounts.state(), connections.isDemo(), language.t),
    onAlert: (listener: (told: AlertNotice) => void) => alerts.onAlert(listener),
    /** Every answer's end, for the shell and tests (the app's own effects are wired above). */
    onAnswerFinished: answers.onFinished.bind(answers),
    setVisible: (visible: boolean) => {
      balance.setVisible(visible)
      accounts.setVisible(visible)
      usage.setVisible(visible)
    },
    refreshAll: async () => void (await accounts.refresh()),
    // #28: the shell's own settings (start at login, close to tray) and the "Restart now" of the tray.
    settings: () => settings.get(),
    onSettings: (listener: (value: Settings) => void) => settings.onChange(listener),
    updateSettings: (patch: SettingsPatch) => settings.update(patch),
    updateState: () => updates.state(),
    restartToUpdate: () => updates.restartToInstall(),
    versionsText: () => versionsText(options.versions),
    /** #37: main's words in the app's language, and its changes (the tray and the menu follow). */
    t: language.t,
    onLanguage: (listener: () => void) => language.onChange(listener),
    /** #34: the import service (tests and the bench import a file main reads itself). */
    imports,
    dispose: async () => {
      backups.dispose()
      await imports.dispose()
      await scope.dispose()
      await demo.stop()
      database.close()
    },
  }
}
