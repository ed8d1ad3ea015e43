import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { UsageRange, UsageView } from '../../../shared/domain/usage-view'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** Ranges refreshed once in this session (per connection): after that main's own schedule keeps them current. */
const refreshedThisSession = new Set<string>()

/** Forget which ranges were refreshed (tests). */
export function resetUsageSession(): void {
  refreshedThisSession.clear()
}

/** Asks main to sync a range now and puts the resulting view in the cache. */
export function useRefreshUsage(range: UsageRange | null) {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['usage-refresh', range?.start, range?.end],
    mutationFn: ({ force = false }: { force?: boolean } = {}) => {
      if (!range) throw new Error('No usage range to refresh')
      return unwrap(tally.usage.refresh({ start: range.start, end: range.end, force }))
    },
    onSuccess: (view) => client.setQueryData(queryKeys.usage(view.range.start, view.range.end), view),
  })
}

/**
 * Usage of a range: the cached view from main right away (`usage:get`), then one background
 * `usage:refresh` when the range is shown for the first time in this session or the view says it
 * is syncing, stale or incomplete. Later updates arrive as `usage` events (queries/live-events.ts); the renderer never polls.
 */
export function useUsage(range: UsageRange | null) {
  const query = useQuery({
    queryKey: range ? queryKeys.usage(range.start, range.end) : queryKeys.usageNone,
    queryFn: () => (range ? unwrap(tally.usage.get({ start: range.start, end: range.end })) : Promise.reject(new Error('No range'))),
    enabled: range !== null,
  })
  const refresh = useRefreshUsage(range)
  const { mutate } = refresh
  const tried = useRef<string | null>(null)
  const view = query.data
  const key = range ? `${range.start}..${range.end}` : null

  useEffect(() => {
    if (!key || !view || tried.current === key) return
    tried.current = key
    const sessionKey = `${view.connectionId ?? ''}|${key}`
    const needed = !refreshedThisSession.has(sessionKey) || view.syncing || view.stale || view.total === null
    if (!needed) return
    refreshedThisSession.add(sessionKey)
    mutate({ force: false })
  }, [key, view, mutate])

  return { query, refresh }
}

/** Saves the range's rows as CSV through main's save dialog. */
export function useExportUsage(range: UsageRange | null) {
  return useMutation({
    mutationKey: ['usage-export'],
    mutationFn: () => {
      if (!range) throw new Error('No usage range to export')
      return unwrap(tally.usage.exportCsv({ start: range.start, end: range.end }))
    },
  })
}

/**
 * The service's `history_start` from the most recently read usage view of any range (it is the
 * same for every range of a connection), or null before any view has said.
 */
export function useKnownHistoryStart(connectionId: string | null = null): string | null {
  const cache = useQueryClient().getQueryCache()
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => {
      let best: { at: number; value: string } | null = null
      for (const query of cache.findAll({ queryKey: queryKeys.usageAll })) {
        const view = query.state.data as UsageView | undefined
        if (!view?.historyStart || (connectionId !== null && view.connectionId !== connectionId)) continue
        if (!best || query.state.dataUpdatedAt > best.at) best = { at: query.state.dataUpdatedAt, value: view.historyStart }
      }
      return best?.value ?? null
    },
  )
}
