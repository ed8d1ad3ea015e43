import type { Settings, SettingsPatch } from '../../../shared/domain/settings'
import type { RunPlan } from '../../../shared/domain/preflight'
import { Emitter } from '../../../shared/emitter'
import type { EventPayload } from '../../../shared/ipc/contract'
import { createServiceClient } from '../api/client'
import { ClientCache } from '../api/client-cache'
import { RateLimiters } from '../api/rate-limiter'
import type { ServiceClient } from '../api/service-client'
import { afterAnswer } from '../answers/after-answer'
import { AnswerRunner } from '../answers/answer-runner'
import type { Alert } from '../balance/alert-center'
import { AlertCenter } from '../balance/alert-center'
import { BalanceCache } from '../balance/balance-cache'
import { BalanceService } from '../balance/balance-service'
import { alertNotification } from '../balance/tray-summary'
import { ChatService } from '../chat/chat-service'
import { ConversationStore } from '../chat/conversation-store'
import { CompareService } from '../compare/compare-service'
import { AccountFollower } from '../connections/account-follower'
import { ConnectionScope } from '../connections/connection-scope'
import { ConnectionStore } from '../connections/connection-store'
import { importLegacyData } from '../db/import-0.1/index'
import { openDatabase } from '../db/open-database'
import { RecentErrors } from '../diagnostics/recent-errors'
import { DraftStore } from '../drafts/draft-store'
import type { Handlers } from '../ipc/dispatch'
import type { Emit } from '../ipc/emitter'
import { ModelsService } from '../models/models-service'
import { LedgerService } from '../ledger/ledger-service'
import { LedgerStore } from '../ledger/ledger-store'
import { PriceBaselines } from '../prices/price-baselines'
import { PriceService } from '../prices/price-service'
import { SettingsStore } from '../settings/settings-store'
import { systemClock } from '../time/clock'
import { TokenCountCache } from '../tokens/request-tokens'
import { UsageService } from '../usage/usage-service'
import { startSim } from '../../sim/index'
import { createGuard } from '../guard/create-guard'
import type { CoreOptions } from './core-options'
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

export type { CoreOptions } from './core-options'

/** #26: in demo mode another key of the account spends now and then ("elsewhere" in the Usage split). */
const DEMO_ELSEWHERE_EVERY_MS = 5 * 60_000

export type Core = Awaited<ReturnType<typeof createCore>>

/**
 * Everything the main process does, as plain TypeScript: built once by Electron's main and by the
 * E2E harness, which both dispatch the same handlers. It constructs and connects; every rule lives
 * in a service.
 */
export async function createCore(options: CoreOptions) {
  const clock = options.clock ?? systemClock
  const log = options.log ?? (() => undefined)
  const recentErrors = new RecentErrors()
  // The one database of this data directory (chats and the usage cache); opened once, here.
  const database = openDatabase({ dataDir: options.dataDir })
  if (database.setAside) log('warn', `database set aside (${database.setAside.reason}: ${database.setAside.detail}) to ${database.setAside.movedTo}`)
  // #39: the keychain, the encrypted key file or the operator's key; the connections see one SecretStore.
  const keys = await KeyVault.open({ dataDir: options.dataDir, keychain: options.secrets, clock, log, ...options.keyVault })
  const [connections, settings] = await Promise.all([
    ConnectionStore.open({ dataDir: options.dataDir, secrets: keys, demoKey: DEMO_KEY }),
    SettingsStore.open({ dataDir: options.dataDir }),
  ])
  // 0.1's JSON files (chats, each connection's usage cache), once; a no-op without them. Then no history is read at startup.
  await importLegacyData(database.db, options.dataDir, connections.list().connections.map((c) => c.id), log)
  // Reads no history: one UPDATE marks answers left streaming as interrupted.
  const scope = new ConnectionScope(connections)
  scope.add(keys)
  keys.onLock(() => connections.forgetKeys())
  const conversations = ConversationStore.openSync({ db: database.db })
  const drafts = new DraftStore({ db: database.db })

  // The tray follows the balance states sent to the window.
  const balanceStates = new Emitter<EventPayload<'balance'>>((err) => log('error', `balance listener failed: ${(err as Error).message}`))
  const emit: Emit = (channel, payload) => {
    options.emit(channel, payload)
    if (channel === 'balance') balanceStates.emit(payload as EventPayload<'balance'>)
  }

  const limiters = scope.add(new RateLimiters({ clock }))
  // Demo mode: the reference simulator, in-process on 127.0.0.1 (wired here, not inside services/).
  const demo = new DemoService({ connections, log, startSim: () => startSim({ port: 0, seed: 7, elsewhereEveryMs: DEMO_ELSEWHERE_EVERY_MS }) })
  const clients = new ClientCache({
    baseUrlOf: (connectionId) => {
      const connection = connections.get(connectionId)
      return connection ? demo.baseUrlOf(connection) : null
    },
    create: (connectionId, baseUrl) =>
      createServiceClient({
        baseUrl,
        getKey: () => connections.getKey(connectionId),
        limiter: limiters.for(connectionId),
        answeredBy: () => (connections.get(connectionId)?.kind === 'router' ? 'router' : 'service'),
        clock,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.requestTimeoutMs ? { timeoutMs: options.requestTimeoutMs } : {}),
      }),
  })
  const getClient = (connectionId: string): ServiceClient | null => clients.get(connectionId)

  const balance: BalanceService = scope.add(
    new BalanceService({
      clock,
      cache: new BalanceCache(options.dataDir),
      getClient: async (id) => getClient(id),
      pollIntervalMs: () => settings.get().pollIntervalSec * 1000,
      publish: (state) => {
        recentErrors.add(state.error)
        emit('balance', state)
      },
      onBalance: (connectionId, value) => {
        void connections.setKeyInfo(connectionId, { keyName: value.key.name, keySuffix: value.key.suffix })
        alerts.observe(connectionId, value, settings.get().alertThreshold)
        void guard.onBalance(connectionId, value)
      },
    }),
  )
  const usage: UsageService = scope.add(
    new UsageService({
      dataDir: options.dataDir,
      db: database.db,
      getClient,
      emit,
      // Usage views carry the 7-day average the balance forecast needs.
      onView: (view) => {
        recentErrors.add(view.error)
        balance.noteAverageSpend(view.connectionId, view.averageDailySpend.days7)
      },
      onSynced: (id) => {
        prices.invalidate(id)
        // #26: the split reads the usage and the prices fitted from it.
        ledger.invalidate(id)
      },
      log: (m) => log('info', m),
      clock,
    }),
  )
  const prices = scope.add(
    new PriceService({
      rowsOf: (id) => usage.cachedRows(id),
      clock,
      // #26: a fitted price that moves by 10 % or more is told once (baselines kept on disk).
      baselines: new PriceBaselines(options.dataDir),
      onPriceChange: (alert) => alerts.priceChanged(alert),
      log: (level, m) => log(level, m),
    }),
  )
  const alerts = scope.add(new AlertCenter())
  alerts.onAlert((alert) => {
    const { title, body } = alertNotification(alert)
    const guard = alert.kind === 'budget' || alert.kind === 'spike'
    emit('app', { kind: 'notice', level: alert.kind === 'top-up' ? 'info' : 'warning', message: `${title}: ${body}`, ...(guard ? { view: 'dashboard' as const } : {}) })
  })
  const models = scope.add(new ModelsService({ getClient, clock }))
  // #25: budgets, balance history, budget and spike alerts.
  // #33: token counts of texts seen recently (a conversation's history is counted once), for estimates and answers.
  const tokenCounts = new TokenCountCache()
  const guard = scope.add(await createGuard({ db: database.db, dataDir: options.dataDir, clock, settings, usage, prices, alerts, connections, conversations, balanceState: () => balance.state(), countText: tokenCounts.count, log: (m) => log('warn', m) }))

  // Every answer (chat, compare column, batch cell) runs through one runner and ends in one event.
  const answers = scope.add(
    new AnswerRunner({
      store: conversations,
      emit,
      clock,
      accountOf: (connectionId) => connections.accountFor(connectionId),
      pricesOn: (accountId, model, day) => prices.pricesOn(accountId, model, day),
      countText: tokenCounts.count,
      ...(options.chatIdleTimeoutMs ? { idleTimeoutMs: options.chatIdleTimeoutMs } : {}),
      capFor: (answer) => guard.capFor(answer),
      log,
    }),
  )
  answers.onFinished(
    afterAnswer({
      shownAccount: () => connections.accountFor(connections.list().activeId),
      rereadBalance: () => balance.afterChat(),
      scheduleUsageSync: (accountId) => usage.scheduleAfterChat(accountId),
      keepError: (answer) => recentErrors.add(answer.error),
      learnModel: (answer) => models.noteAnswer(answer.model, answer.status, answer.error?.code ?? null),
    }),
  )
  // #26: every answer goes into the ledger (tokens counted here when the stream reported none).
  const ledger = scope.add(
    new LedgerService({
      store: new LedgerStore(database.db),
      prices: (accountId) => prices.get(accountId),
      rows: (accountId, range) => usage.cachedRows(accountId, range),
      asOfFor: (accountId) => usage.asOfFor(accountId),
      now: () => clock.now(),
      log,
    }),
  )
  answers.onFinished((answer) => ledger.record(answer))
  // #33: every kind of run asks main's own preflight before a request goes out.
  const admit = (plan: RunPlan, confirmed: boolean) => guard.admit(plan, confirmed)
  const chat = new ChatService({ store: conversations, answers, admit, log })
  const compare = new CompareService({ store: conversations, answers, admit, clock })
  // #27: blind-compare votes.
  const votes = new VoteService({ store: new VoteStore(database.db), conversations, saveFile: options.saveFile, clock })
  const prompts = new PromptService({ store: new PromptStore(database.db), saveFile: options.saveFile, clock })
  const batches = new BatchService({ store: new BatchStore(database.db), conversations, answers, saveFile: options.saveFile, clock, admit })

  const follower = new AccountFollower({
    connections,
    isDemo: (id) => connections.get(id)?.demo ?? false,
    ensureDemo: (id) => demo.ensureRunning(id),
    showBalanceOf: (accountId) => balance.setConnection(accountId),
    refreshUsage: (accountId, range) => usage.refresh(accountId, range),
    onConnections: (state) => {
      emit('connections', state)
      clients.prune((id, baseUrl) => {
        const c = state.connections.find((x) => x.id === id)
        return c !== undefined && (c.demo || c.baseUrl === baseUrl)
      })
    },
    now: () => clock.now(),
  })
  keys.onChange((status) => {
    emit('keys', status)
    // Unlocked (or a new store): what could not be read while locked is read again now.
    if (status.store !== 'file' || status.file.state === 'unlocked') void balance.refresh()
  })
  settings.onChange((value) => {
    emit('app', { kind: 'settings', settings: value })
    balance.rescheduled()
  })
  await follower.start()

  // #28: updates; checks at start and every few hours while "Check for updates automatically" is on.
  const updates = scope.add(
    new UpdateService({
      backend: options.updates?.backend ?? null,
      unavailable: options.updates?.unavailable ?? 'no-feed',
      clock,
      autoCheck: () => settings.get().autoUpdate,
      publish: (state) => emit('app', { kind: 'update', state }),
      log,
    }),
  )
  updates.start()

  const handlers: Handlers = createHandlers({
    options,
    connections,
    keys,
    settings,
    balance,
    usage,
    prices,
    ledger,
    answers,
    compare,
    chat,
    drafts,
    models,
    demo,
    guard,
    clock,
    recentErrors,
    getClient,
    scope,
    storage: { dataDir: options.dataDir, databaseFile: database.path, setAside: database.setAside },
    updates,
    votes,
    prompts,
    batches,
  })

  return {
    handlers,
    emit,
    balanceState: () => balance.state(),
    activeIsDemo: () => connections.active()?.demo ?? false,
    knownKeys: () => connections.knownKeys(),
    onBalanceState: (listener: (state: EventPayload<'balance'>) => void) => balanceStates.on(listener),
    onAlert: (listener: (alert: Alert) => void) => alerts.onAlert(listener),
    /** Every answer's end, for the shell and tests (the app's own effects are wired above). */
    onAnswerFinished: answers.onFinished.bind(answers),
    setVisible: (visible: boolean) => {
      balance.setVisible(visible)
      usage.setVisible(visible)
    },
    refreshAll: async () => {
      await balance.refresh()
    },
    // #28: the shell's own settings (start at login, close to tray) and the "Restart now" of the tray.
    settings: () => settings.get(),
    onSettings: (listener: (value: Settings) => void) => settings.onChange(listener),
    updateSettings: (patch: SettingsPatch) => settings.update(patch),
    updateState: () => updates.state(),
    restartToUpdate: () => updates.restartToInstall(),
    versionsText: () => Object.entries(options.versions).map(([k, v]) => `${k}: ${v}`).join('\n'),
    dispose: async () => {
      await scope.dispose()
      await demo.stop()
      // Dispose may be called twice (quit, then a harness's cleanup).
      if (database.db.isOpen) database.db.close()
    },
  }
}
