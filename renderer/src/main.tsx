import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Fragment, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { wireLiveEvents } from './queries/live-events'
import { prefetchStartup } from './queries/startup'
import { liveAnswers } from './queries/live-answers'
import { installBridge } from './ipc'
import { TallyProvider } from './TallyProvider'
import { syncDrafts } from './queries/draft-sync'
import { ConnectionBanner } from './transport/ConnectionBanner'
import { browserConnection } from './transport/install'
import { whenSettled } from './components/after-paint'
import { preloadValueScatter } from './features/models/LazyValueScatter'
import { preloadAllAccounts } from './features/accounts/LazyAllAccountsPanel'
import { prefetchLeaderboard } from './queries/votes'
import { startLanguage, useShownLocale } from './i18n'
import './styles.css'

const queryClient = new QueryClient({
  defaultOptions: {
    // Main owns polling and the rate limits: the renderer never refetches on its own schedule.
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
})

// The preload's bridge; everything below reaches main through it.
const bridge = window.tally
installBridge(bridge)
wireLiveEvents(queryClient)
const firstScreenData = prefetchStartup(queryClient)
syncDrafts(bridge)
// Browser mode: after a dropped socket, re-read everything shown (events sent meanwhile are lost).
browserConnection()?.onReconnected(() => {
  void queryClient.invalidateQueries()
  // Answers that ended while the socket was down never got their terminal event.
  void liveAnswers.recheckOpen(queryClient)
})

// Main answers the first screen from its caches within a few ms, usually while this bundle is
// still running. React's first render waits for those answers (at most FIRST_RENDER_WAIT_MS):
// rendering every panel's loading state first and the data just after costs the first screen a
// second full render (startup_to_cached_data_ms).
const FIRST_RENDER_WAIT_MS = 250

/** Everything under it renders again, in the new language, when the language changes (Settings → Language). */
function ShownLanguage() {
  const locale = useShownLocale((s) => s.locale)
  return (
    <Fragment key={locale}>
      <ConnectionBanner />
      <App />
    </Fragment>
  )
}
const root = document.getElementById('root')
if (root) {
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <TallyProvider bridge={bridge}>
          <QueryClientProvider client={queryClient}>
            <ShownLanguage />
          </QueryClientProvider>
        </TallyProvider>
      </StrictMode>,
    )
  // Nothing renders before its language is in (#37: a few ms, loaded while this bundle ran).
  const firstData = Promise.race([firstScreenData, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))])
  void Promise.all([firstData.catch(() => undefined), startLanguage()]).then(render, render)
}

// Once the first screen has settled: what a click on Models needs (recharts for the value scatter,
// the leaderboard from main), and All accounts' chunk, so the view shows at once.
whenSettled(() => {
  preloadValueScatter().catch(() => undefined)
  preloadAllAccounts().catch(() => undefined)
  prefetchLeaderboard(queryClient)
})
