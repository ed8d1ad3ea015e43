import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { UsageEvent, UsageRange, UsageView } from '../../../shared/domain/usage-view'
import { Emitter } from '../../../shared/emitter'
import type { TallyApi } from '../../../shared/ipc/bridge'
import type { AppEvent } from '../../../shared/ipc/contract'
import { tally } from '../ipc'
import { queryKeys } from './keys'
import { followBatch, putBatchInLists } from './batches'
import { displayOf } from './currency'
import { mainNotices } from './main-notices'
import type { CurrencyState } from '../../../shared/domain/currency'
import { useDisplayCurrencyStore } from '../stores/display-currency'

/**
 * Main's pushed events, subscribed once for the life of the window and before anything is
 * fetched, so no event is missed while a view is not mounted. No view subscribes to main's
 * events itself. The rule for each channel:
 *
 * - `connections`, `balance`, `keys`, `accounts`, `currency`, `app` {kind:'settings'|'update'}: the payload is the whole new state:
 *   **replace** the cached value. An event is newer than any fetch still in flight, so that
 *   fetch is cancelled first: its older answer cannot land afterwards.
 * - `usage`: the payload names the changed day ranges: **invalidate by range** every cached usage
 *   view that overlaps them (mounted views re-read now, the others when shown again).
 * - `chat`: per request, consumed by the live-answers store for the request that asked for it
 *   (queries/live-answers.ts).
 * - `batches`: the whole batch: **replace** its cached copy and its row in the cached lists (#38: no polling).
 * - `imports` (#34): an import's progress: **replace** its cached progress. The conversation list
 *   is re-read when the import dialog closes (queries/imports.ts `afterImport`), not under it: the
 *   list and the conversation it opens re-rendered for every batch cost the window long tasks.
 * - `app` {kind:'navigate'|'command'}: UI, not cache: passed on to `appEvents`, which the shell reads
 *   (App.tsx, useShortcutKeys.ts); {kind:'notice'} to `mainNotices` (Notices.tsx), which holds one that
 *   comes before the toasts are on screen. `app` is subscribed here only.
 *
 * Returns a function that unsubscribes everything (tests).
 */
export function wireLiveEvents(client: QueryClient, bridge: Pick<TallyApi, 'connections' | 'balance' | 'usage' | 'app' | 'batches' | 'imports' | 'keys' | 'accounts' | 'currency'> = tally): () => void {
  const put =
    <T>(queryKey: QueryKey) =>
    (value: T) =>
      void client.cancelQueries({ queryKey, exact: true }).then(() => client.setQueryData(queryKey, value))
  const putSettings = put(queryKeys.settings)
  const putUpdate = put(queryKeys.updateState)
  const offs = [
    bridge.connections.onEvent(put(queryKeys.connections)),
    bridge.balance.onEvent(put(queryKeys.balance)),
    // #39: the key file locked (idle) or opened, or another store chosen.
    bridge.keys.onEvent(put(queryKeys.keyStorage)),
    // #35: the sum of every account, and the display currency with its rate.
    bridge.accounts.onEvent(put(queryKeys.accounts)),
    bridge.currency.onEvent(put(queryKeys.currency)),
    bridge.usage.onEvent((event) => {
      void invalidateChangedUsage(client, event)
      // Prices are refitted from the usage history after a sync that changed it.
      if (event.changed.length > 0) void client.invalidateQueries({ queryKey: queryKeys.prices })
      // #26: so is the split of the bill into this app and elsewhere.
      if (event.changed.length > 0) void client.invalidateQueries({ queryKey: queryKeys.ledgerAll })
    }),
    bridge.batches.onEvent((batch) => {
      followBatch(client, batch)
      put(queryKeys.batch(batch.id))(batch)
      putBatchInLists(client, batch)
    }),
    bridge.imports.onEvent((progress) => {
      client.setQueryData(queryKeys.importProgress(progress.importId), progress)
    }),
    bridge.app.onEvent((event) => {
      if (event.kind === 'settings') putSettings(event.settings)
      else if (event.kind === 'update') putUpdate(event.state)
      // A notice goes to the toasts through `mainNotices`, which holds it until they listen.
      else if (event.kind === 'notice') mainNotices.put(event)
      else appEvents.emit(event)
    }),
  ]
  // #35: every money figure follows the display currency, however the cached state of it changed.
  offs.push(
    client.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] !== queryKeys.currency[0]) return
      const next = displayOf(event.query.state.data as CurrencyState | undefined)
      const now = useDisplayCurrencyStore.getState().currency
      if (JSON.stringify(next) !== JSON.stringify(now)) useDisplayCurrencyStore.setState({ currency: next })
    }),
  )
  return () => {
    for (const off of offs) off()
  }
}

/** main's `app` events that are UI, not cache (navigate, a menu command), as wireLiveEvents passes them on. */
export type AppUiEvent = Exclude<AppEvent, { kind: 'settings' | 'update' | 'notice' }>
export const appEvents = new Emitter<AppUiEvent>()

function overlaps(a: UsageRange, b: UsageRange): boolean {
  return a.start < b.end && b.start < a.end
}

/** The range a usage query key stands for, or null for another kind of query. */
function rangeOfKey(key: QueryKey): UsageRange | null {
  const [kind, start, end] = key
  return kind === 'usage' && typeof start === 'string' && typeof end === 'string' ? { start, end } : null
}

/**
 * Main synced some days: re-read every cached usage view whose range overlaps them (active views
 * are refetched; inactive ones are marked stale and re-read when shown again). A view of another
 * connection is left alone. `cancelRefetch: false` joins a re-read already under way.
 */
export function invalidateChangedUsage(client: QueryClient, event: UsageEvent): Promise<void> {
  if (event.changed.length === 0) return Promise.resolve()
  return client.invalidateQueries(
    {
      predicate: (query) => {
        const range = rangeOfKey(query.queryKey)
        if (!range) return false
        const view = query.state.data as UsageView | undefined
        if (view?.connectionId && view.connectionId !== event.connectionId) return false
        return event.changed.some((changed) => overlaps(changed, range))
      },
    },
    { cancelRefetch: false },
  )
}
