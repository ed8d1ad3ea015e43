import type { UsageView } from '../../../shared/domain/usage-view'
import type { Settings, SettingsPatch } from '../../../shared/domain/settings'
import { Emitter } from '../../../shared/emitter'
import type { EventPayload } from '../../../shared/ipc/contract'
import { createServiceClient } from '../api/client'
import { ClientCache } from '../api/client-cache'
import { systemClock } from '../api/clock'
import { RateLimiters } from '../api/rate-limiter'
import type { ServiceClient } from '../api/service-client'
import type { BalanceAlert } from '../balance/alerts'
import { BalanceCache } from '../balance/balance-cache'
import { AlertCenter } from '../balance/alert-center'
import { BalanceForecast } from '../balance/balance-forecast'
import { BalanceService } from '../balance/balance-service'
import { alertNotification } from '../balance/tray-summary'
import { ChatService } from '../chat/chat-service'
import { ConversationStore } from '../chat/conversation-store'
import { ConnectionStore } from '../connections/connection-store'
import { importLegacyChats } from '../db/import-0.1/chats'
import { openDatabase } from '../db/open-database'
import { DraftStore } from '../drafts/draft-store'
import { RecentErrors } from '../diagnostics/recent-errors'
import type { Handlers } from '../ipc/dispatch'
import type { Emit } from '../ipc/emitter'
import { ModelsService } from '../models/models-service'
import { SettingsStore } from '../settings/settings-store'
import { addDays, utcDay } from '../usage/ranges'
import { UsageService } from '../usage/usage-service'
import { PriceService } from '../prices/price-service'
import { startSim } from '../../sim/index'
import { CompareService } from '../compare/compare-service'
import { DemoService } from './demo-service'
import type { CoreOptions } from './core-options'
import { createHandlers } from './handlers'
import { UpdateService } from '../updates/update-service'

export type { CoreOptions } from './core-options'

export type Core = Awaited<ReturnType<typeof createCore>>

/**
 * Everything the main process does, as plain TypeScript: built once by Electron's main and
 * by the E2E harness, which both dispatch the same handlers.
 */
export async function createCore(options: CoreOptions) {
  const clock = options.clock ?? systemClock
  const log = options.log ?? (() => undefined)
  const recentErrors = new RecentErrors()
  // The one database of this data directory (chats and the usage cache); opened once, here.
  const database = openDatabase({ dataDir: options.dataDir })
  if (database.setAside) log('warn', `database set aside (${database.setAside.reason}: ${database.setAside.detail}) to ${database.setAside.movedTo}`)
  const [connections, settings] = await Promise.all([
    ConnectionStore.open({ dataDir: options.dataDir, secrets: options.secrets }),
    SettingsStore.open({ dataDir: options.dataDir }),
  ])
  // 0.1 chat files, once (a no-op without a chats/ folder); then no history is read at startup.
  const chatImport = await importLegacyChats(database.db, options.dataDir)
  for (const problem of chatImport.problems) log('warn', `chat import: ${problem}`)
  if (chatImport.imported > 0) log('info', `imported ${chatImport.imported} conversations (${chatImport.messages} messages) from 0.1; originals in ${chatImport.backup}`)
  // Reads no history: one UPDATE marks answers left streaming as interrupted.
  const conversations = ConversationStore.openSync({ db: database.db })
  const drafts = new DraftStore({ db: database.db })

  // The tray follows the balance states sent to the window.
  const balanceStates = new Emitter<EventPayload<'balance'>>((err) => log('error', `balance listener failed: ${(err as Error).message}`))
  const emit: Emit = (channel, payload) => {
    options.emit(channel, payload)
    if (channel === 'balance') balanceStates.emit(payload as EventPayload<'balance'>)
  }

  const limiters = new RateLimiters({ clock })
  // Demo mode: the reference simulator, in-process on 127.0.0.1 (wired here, not inside services/).
  const demo = new DemoService({ connections, log, startSim: () => startSim({ port: 0, seed: 7 }) })
  const clients = new ClientCache({
    baseUrlOf: (connectionId) => {
      const connection = connections.get(connectionId)
      if (!connection) return null
      return connection.demo ? (demo.baseUrl() ?? connection.baseUrl) : connection.baseUrl
    },
    create: (connectionId, baseUrl) =>
      createServiceClient({
        baseUrl,
        getKey: () => connections.getKey(connectionId),
        limiter: limiters.for(connectionId),
        clock,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.requestTimeoutMs ? { timeoutMs: options.requestTimeoutMs } : {}),
      }),
  })
  const getClient = (connectionId: string): ServiceClient | null => clients.get(connectionId)

  const usage = new UsageService({
    dataDir: options.dataDir,
    db: database.db,
    getClient,
    emit,
    onView: (view) => noteUsage(view),
    onSynced: (id) => prices.invalidate(id),
    log: (m) => log('info', m),
    clock,
  })
  const prices = new PriceService({ rowsOf: (id) => usage.cachedRows(id), clock })
  const alerts = new AlertCenter()
  alerts.onAlert((alert) => {
    const { title, body } = alertNotification(alert)
    emit('app', { kind: 'notice', level: alert.kind === 'low-balance' ? 'warning' : 'info', message: `${title}: ${body}` })
  })
  const forecast = new BalanceForecast()
  const balance: BalanceService = new BalanceService({
    clock,
    cache: new BalanceCache(options.dataDir),
    getClient: async (id) => getClient(id),
    pollIntervalMs: () => settings.get().pollIntervalSec * 1000,
    publish: (state) => {
      recentErrors.add(state.error)
      emit('balance', forecast.apply(state))
    },
    onBalance: (connectionId, value) => {
      void connections.setKeyInfo(connectionId, { keyName: value.key.name, keySuffix: value.key.suffix })
      alerts.observe(connectionId, value, settings.get().alertThreshold)
    },
  })
  const chat = new ChatService({ store: conversations, emit, ...(options.chatIdleTimeoutMs ? { idleTimeoutMs: options.chatIdleTimeoutMs } : {}), log })
  chat.onFinished((info) => {
    recentErrors.add(info.error)
    // Through a router the spend shows on the linked service account: refresh that one.
    const account = connections.accountFor(info.connectionId)
    if (account !== null && account === connections.accountFor(connections.list().activeId)) balance.afterChat()
    if (account !== null) usage.scheduleAfterChat(account)
  })
  const compare = new CompareService({ store: conversations, emit, clock, ...(options.chatIdleTimeoutMs ? { idleTimeoutMs: options.chatIdleTimeoutMs } : {}), log })
  const models = new ModelsService({ getClient, comingSoon: () => chat.comingSoonModels(), clock })

  /** Usage views carry the 7-day average the balance forecast needs. */
  const noteUsage = (view: UsageView) => {
    const { connectionId } = view
    recentErrors.add(view.error)
    if (forecast.noteAverage(connectionId, view.averageDailySpend.days7)) emit('balance', forecast.apply(balance.state()))
  }

  /** Balance, usage, tray and alerts follow the active connection's account (a router's linked one). */
  const activate = async () => {
    const active = connections.active()
    if (active?.demo) await demo.ensureRunning(active.id)
    const accountId = connections.accountFor(active?.id ?? null)
    const account = accountId === null ? null : connections.get(accountId)
    if (account?.demo && account.id !== active?.id) await demo.ensureRunning(account.id)
    await balance.setConnection(accountId)
    if (accountId) void usage.refresh(accountId, lastDays(30, new Date(clock.now()))).catch(() => undefined)
  }
  let followed = `${connections.list().activeId}→${connections.accountFor(connections.list().activeId)}`
  connections.onChange((state) => {
    emit('connections', state)
    clients.prune((id, baseUrl) => {
      const c = state.connections.find((x) => x.id === id)
      return c !== undefined && (c.demo || c.baseUrl === baseUrl)
    })
    const next = `${state.activeId}→${connections.accountFor(state.activeId)}`
    if (next !== followed) {
      followed = next
      void activate()
    }
  })
  settings.onChange((value) => {
    emit('app', { kind: 'settings', settings: value })
    balance.rescheduled()
  })
  await activate()

  // #28: updates; checks at start and every few hours while "Check for updates automatically" is on.
  const updates = new UpdateService({
    backend: options.updates?.backend ?? null,
    unavailable: options.updates?.unavailable ?? 'no-feed',
    clock,
    autoCheck: () => settings.get().autoUpdate,
    publish: (state) => emit('app', { kind: 'update', state }),
    log,
  })
  updates.start()

  /** Everything kept per connection goes with it: a timer, cache or map entry left behind is a leak. */
  const forgetConnection = async (id: string) => {
    limiters.forget(id)
    models.forget(id)
    prices.forget(id)
    alerts.forget(id)
    compare.forget(id)
    await Promise.all([usage.forget(id), balance.forget(id)])
  }

  const handlers: Handlers = createHandlers({
    options,
    connections,
    settings,
    balance,
    usage,
    prices,
    compare,
    chat,
    drafts,
    models,
    demo,
    limiters,
    clock,
    recentErrors,
    getClient,
    forgetConnection,
    storage: { dataDir: options.dataDir, databaseFile: database.path, setAside: database.setAside },
    updates,
  })

  return {
    handlers,
    emit,
    balanceState: () => forecast.apply(balance.state()),
    activeIsDemo: () => connections.active()?.demo ?? false,
    knownKeys: () => connections.knownKeys(),
    onBalanceState: (listener: (state: EventPayload<'balance'>) => void) => balanceStates.on(listener),
    onAlert: (listener: (alert: BalanceAlert) => void) => alerts.onAlert(listener),
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
      updates.dispose()
      await Promise.allSettled([balance.dispose(), usage.dispose(), chat.dispose(), compare.dispose(), conversations.flush()])
      await demo.stop()
      // Dispose may be called twice (quit, then a harness's cleanup).
      if (database.db.isOpen) database.db.close()
    },
  }
}

/** The last `days` complete UTC days plus today. */
function lastDays(days: number, now: Date) {
  const today = utcDay(now)
  return { start: addDays(today, -days), end: addDays(today, 1) }
}
