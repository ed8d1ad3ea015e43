import type { QueryClient } from '@tanstack/react-query'
import { presetRange, utcDay } from '../../../shared/usage/presets'
import { tally, unwrap } from '../ipc'
import { queryKeys } from './keys'

/**
 * Asks main for everything the first screen shows, all at once, before React renders: the
 * dashboard's queries then find their data (from main's caches) instead of waiting in turn.
 */
export function prefetchStartup(client: QueryClient): void {
  const today = utcDay(new Date())
  const month = presetRange('this-month', { now: new Date(`${today}T00:00:00Z`) })
  void client.prefetchQuery({ queryKey: queryKeys.connections, queryFn: () => unwrap(tally.connections.list()) })
  void client.prefetchQuery({ queryKey: queryKeys.settings, queryFn: () => unwrap(tally.settings.get()) })
  void client.prefetchQuery({ queryKey: queryKeys.balance, queryFn: () => unwrap(tally.balance.get()) })
  if (month) void client.prefetchQuery({ queryKey: queryKeys.usage(month.start, month.end), queryFn: () => unwrap(tally.usage.get(month)) })
}
