import type { QueryClient } from '@tanstack/react-query'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { presetRange } from '../../../shared/usage/presets'
import { utcDay } from '../../../shared/time/utc-days'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

function thisMonth(): UsageRange | null {
  const today = utcDay(new Date())
  return presetRange('this-month', { now: new Date(`${today}T00:00:00Z`) })
}

/** The promise itself, marked as handled: a failure waits for its query instead of being reported as unhandled. */
function held<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

function send() {
  const month = thisMonth()
  return {
    connections: held(tally.connections.list()),
    // #39: a locked key file shows its lock screen first, not a dashboard of errors.
    keyStorage: held(tally.keys.status()),
    settings: held(tally.settings.get()),
    balance: held(tally.balance.get()),
    // The budgets panel sits between the balance and the usage chart: in the first frame, it never pushes the chart down.
    guard: held(tally.guard.status()),
    usage: month ? { month, answer: held(tally.usage.get(month)) } : null,
  }
}

let early: ReturnType<typeof send> | null = null

/**
 * Sends the first screen's requests: called by boot.ts, a tiny entry script that runs before the
 * app's bundle has been compiled, so main is already answering while it loads.
 */
export function sendStartupRequests(): void {
  early ??= send()
}

/**
 * Asks main for everything the first screen shows, all at once, before React renders (using the
 * answers boot.ts asked for, when it did): the dashboard's queries then find their data (from
 * main's caches) instead of waiting in turn. Each early answer is used once. Settles when every
 * answer is in the cache (or failed: its query shows the error).
 */
export function prefetchStartup(client: QueryClient): Promise<void> {
  const sent = early ?? send()
  early = null
  const prefetched = [
    client.prefetchQuery({ queryKey: queryKeys.connections, queryFn: () => unwrap(sent.connections) }),
    client.prefetchQuery({ queryKey: queryKeys.keyStorage, queryFn: () => unwrap(sent.keyStorage) }),
    client.prefetchQuery({ queryKey: queryKeys.settings, queryFn: () => unwrap(sent.settings) }),
    client.prefetchQuery({ queryKey: queryKeys.balance, queryFn: () => unwrap(sent.balance) }),
    // Its key follows the balance it was read with (main answered both from the same state).
    unwrap(sent.balance).then(
      (balance) => client.prefetchQuery({ queryKey: queryKeys.guardStatus(balance), queryFn: () => unwrap(sent.guard) }),
      () => undefined,
    ),
  ]
  const month = thisMonth()
  if (month) {
    const usage = sent.usage && sent.usage.month.start === month.start && sent.usage.month.end === month.end ? sent.usage.answer : tally.usage.get(month)
    prefetched.push(client.prefetchQuery({ queryKey: queryKeys.usage(month.start, month.end), queryFn: () => unwrap(usage) }))
  }
  return Promise.all(prefetched).then(() => undefined)
}
