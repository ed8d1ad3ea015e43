import { type QueryClient, useQuery } from '@tanstack/react-query'
import type { AppError } from '../../../shared/domain/errors'
import { toAppError } from '../../../shared/error-core'
import { addDays, utcDay } from '../../../shared/time/utc-days'
import { tally } from '../ipc'
import { appErrorOf, unwrap } from './errors'
import { queryKeys } from './keys'
import { liveAnswers } from './live-answers'
import { newRequestId } from './answers'

// #36 "What should I change?": what-if tables, the largest day explained, the picker's facts, the summary fork.

const STALE_MS = 15_000

/** What if's range: the last `days` UTC days, today included (its first view shows 30). */
export const WHAT_IF_DEFAULT_DAYS = 30

export function whatIfRange(days: number, now: number): { start: string; end: string } {
  const today = utcDay(new Date(now))
  return { start: addDays(today, 1 - days), end: addDays(today, 1) }
}

const whatIfQuery = (range: { start: string; end: string }) => ({
  queryKey: queryKeys.whatIf(range.start, range.end),
  queryFn: () => unwrap(tally.advice.whatIf({ start: range.start, end: range.end })),
  staleTime: STALE_MS,
})

/** The range's answers (this app) and usage (the account) at every model's prices, beside the user's votes. */
export function useWhatIf(range: { start: string; end: string }) {
  return useQuery(whatIfQuery(range))
}

/** Asked for on the click on "What if", so main prices while the view renders (its first range). */
export function prefetchWhatIf(client: QueryClient, now = Date.now()): void {
  void client.prefetchQuery(whatIfQuery(whatIfRange(WHAT_IF_DEFAULT_DAYS, now))).catch(() => undefined)
}

/** The range's largest day (its bill), with its causes and their fixes. */
export function useLargestDay(range: { start: string; end: string } | null) {
  return useQuery({
    queryKey: range ? queryKeys.largestDay(range.start, range.end) : queryKeys.largestDay('', ''),
    queryFn: () => unwrap(tally.advice.largestDay({ start: range!.start, end: range!.end })),
    enabled: range !== null,
    staleTime: STALE_MS,
  })
}

/** Each model's prices, the user's cost per answer, its context and strength, retired ones included. */
export function usePickerModels() {
  return useQuery({ queryKey: queryKeys.pickerModels, queryFn: () => unwrap(tally.models.picker({})), staleTime: STALE_MS })
}

export type ForkOutcome = { ok: true; conversationId: string; requestId: string } | { ok: false; error: AppError }

/**
 * #36 "Continue in a new chat with a summary": `model` writes the summary into a new chat (main's runner,
 * like any answer). Its events are followed from the first (subscribed before main starts it).
 */
export async function forkWithSummary(client: QueryClient, args: { conversationId: string; model: string; confirmed?: boolean }): Promise<ForkOutcome> {
  const requestId = newRequestId()
  // The new chat's ID is main's: the live answer is keyed to it once main has answered.
  const tracked = liveAnswers.track(requestId, '', new Date().toISOString(), '')
  let ids: { conversationId: string; messageId: string }
  try {
    ids = await unwrap(tally.chat.forkWithSummary({ requestId, conversationId: args.conversationId, model: args.model, ...(args.confirmed ? { confirmed: true } : {}) }))
  } catch (err) {
    tracked.cancel()
    return { ok: false, error: appErrorOf(err) ?? toAppError(err, 'chat:forkWithSummary') }
  }
  tracked.accept({ messageId: ids.messageId, conversationId: ids.conversationId })
  void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
  void client.invalidateQueries({ queryKey: queryKeys.conversation(args.conversationId) })
  liveAnswers.settleAfter(client, tracked, requestId, () => ids.conversationId)
  return { ok: true, conversationId: ids.conversationId, requestId }
}
