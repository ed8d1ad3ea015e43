import { Suspense, lazy, useEffect } from 'react'
import { Loading } from './components/EmptyState'
import { ViewErrorBoundary } from './components/ViewErrorBoundary'
import { ErrorNotice } from './components/ErrorNotice'
import { BalancePanel } from './features/balance/BalancePanel'
import { AccountGate } from './features/connections/AccountGate'
import { BalanceHistoryPanel } from './features/guard/BalanceHistoryPanel'
import { BudgetPanel } from './features/guard/BudgetPanel'
import { Shell } from './features/shell/Shell'
import { UsagePanel } from './features/usage/UsagePanel'
import { appErrorOf } from './queries/errors'
import { useConnections } from './queries/connections'
import { useKeyStorage } from './queries/key-storage'
import { useKeyActivity } from './features/keys/useKeyActivity'
import { appEvents } from './queries/live-events'
import { useSettings, useTheme } from './queries/settings'
import { t, useLanguageSetting } from './i18n'
import { useUi } from './stores/ui'
// #27: the leaderboard of the user's blind votes. In the first bundle (a few kB, no zod, recharts
// apart): a lazy view waits ~300 ms behind React's Suspense fallback (leaderboard_ms_10k_votes).
import ModelsView from './features/models/ModelsView'
import { LazyAllAccountsPanel } from './features/accounts/LazyAllAccountsPanel'
import { CurrencyNote } from './features/accounts/CurrencyNote'
import { DashboardScope } from './features/accounts/DashboardScope'

// Chat brings markdown and highlighting: loaded only when the Chat view opens.
const ChatView = lazy(() => import('./features/chat/ChatView'))
// Onboarding (the connection form) shows once, before any connection exists: not on a normal start.
const Onboarding = lazy(() => import('./features/onboarding/Onboarding').then((m) => ({ default: m.Onboarding })))
const SettingsView = lazy(() => import('./features/settings/SettingsView'))
const BatchesView = lazy(() => import('./features/batches/BatchesView'))
// #39: the key file's lock screen, and the first question where there is no keychain.
const UnlockScreen = lazy(() => import('./features/keys/UnlockScreen').then((m) => ({ default: m.UnlockScreen })))
const KeysFirstRun = lazy(() => import('./features/keys/KeysFirstRun').then((m) => ({ default: m.KeysFirstRun })))


export function App() {
  const connections = useConnections()
  const keys = useKeyStorage().data
  const { view, setView, dashboardScope } = useUi()
  useTheme()
  useLanguageSetting(useSettings().data?.language)
  useEffect(() => appEvents.on((event) => event.kind === 'navigate' && setView(event.view)), [setView])
  const keyFileOpen = keys?.store === 'file' && keys.file.state === 'unlocked'
  useKeyActivity(keyFileOpen)

  if (connections.isPending) return <Loading label={t('app.starting')} />
  // The key file chosen but not open: nothing can be read until it is (restart, idle time, Lock).
  if (keys?.store === 'file' && !keyFileOpen) {
    return (
      <Suspense fallback={<Loading label={t('app.starting')} />}>
        <UnlockScreen status={keys} />
      </Suspense>
    )
  }
  if (connections.isError) {
    const error = appErrorOf(connections.error)
    return error ? <ErrorNotice error={error} title={t('app.connectionsError')} /> : <p role="alert">{String(connections.error)}</p>
  }
  // Saved connections whose keys have nowhere to come from (no keychain, nothing chosen): ask first.
  if (keys?.store === null && connections.data.connections.some((c) => !c.demo)) {
    return (
      <Suspense fallback={<Loading label={t('app.starting')} />}>
        <KeysFirstRun status={keys} standalone />
      </Suspense>
    )
  }
  if (connections.data.connections.length === 0) {
    return (
      <ViewErrorBoundary view={t('app.welcome')}>
        <Suspense fallback={<Loading label={t('app.starting')} />}>
          <Onboarding />
        </Suspense>
      </ViewErrorBoundary>
    )
  }

  return (
    <Shell>
      <ViewErrorBoundary view={t(`shell.nav.${view}`)}>
        {view === 'dashboard' && <CurrencyNote />}
        {view === 'dashboard' && connections.data.connections.length > 1 && <DashboardScope />}
        {view === 'dashboard' && dashboardScope === 'all' && connections.data.connections.length > 1 && <LazyAllAccountsPanel />}
        {view === 'dashboard' && (dashboardScope === 'account' || connections.data.connections.length < 2) && (
          <AccountGate>
            <BalancePanel />
            <BudgetPanel />
            <UsagePanel compact />
            <BalanceHistoryPanel />
          </AccountGate>
        )}
        {view === 'usage' && (
          <AccountGate>
            <UsagePanel />
          </AccountGate>
        )}
        <Suspense fallback={<Loading label={t('app.loading')} />}>
          {view === 'chat' && <ChatView />}
          {view === 'models' && <ModelsView />}
          {view === 'batches' && <BatchesView />}
          {view === 'settings' && <SettingsView />}
        </Suspense>
      </ViewErrorBoundary>
    </Shell>
  )
}
