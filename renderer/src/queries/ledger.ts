import { useMutation, useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { AnswerCostEntry } from '../../../shared/domain/ledger'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

// #26: each view asks only for what it shows: a range's split, today's line, the answers on screen, the accuracy.

const STALE_MS = 30_000

/** The active account's bill over [start, end) per UTC day and per model, split into chats in Tokentally and elsewhere. */
export function useLedgerSplit(range: { start: string; end: string }) {
  return useQuery({
    queryKey: queryKeys.ledgerSplit(range.start, range.end),
    queryFn: () => unwrap(tally.ledger.split({ start: range.start, end: range.end })),
    staleTime: STALE_MS,
  })
}

/** One UTC day's bill and the part of it from chats here (the dashboard's line). */
export function useLedgerToday(day: string) {
  return useQuery({ queryKey: queryKeys.ledgerToday(day), queryFn: () => unwrap(tally.ledger.today({ day })), staleTime: STALE_MS })
}

/** Estimate accuracy per model (days only this app used it). */
export function useLedgerAccuracy() {
  return useQuery({ queryKey: queryKeys.ledgerAccuracy, queryFn: () => unwrap(tally.ledger.accuracy({})), staleTime: STALE_MS })
}

/** The most answers one `ledger:answers` call carries (the contract's limit). */
const BATCH = 1000

/**
 * Answers asked for in the same tick go to main in one call: a conversation's answers mount together,
 * each asking for its own cost.
 */
const waiting = new Map<string, { resolve: (entry: AnswerCostEntry | null) => void; reject: (error: unknown) => void }[]>()
let scheduled = false

function answerCost(id: string): Promise<AnswerCostEntry | null> {
  return new Promise((resolve, reject) => {
    const list = waiting.get(id)
    if (list) list.push({ resolve, reject })
    else waiting.set(id, [{ resolve, reject }])
    if (!scheduled) {
      scheduled = true
      setTimeout(sendWaiting, 0)
    }
  })
}

function sendWaiting(): void {
  scheduled = false
  const batch = [...waiting]
  waiting.clear()
  for (let i = 0; i < batch.length; i += BATCH) {
    const part = batch.slice(i, i + BATCH)
    unwrap(tally.ledger.answers({ ids: part.map(([id]) => id) })).then(
      ({ perAnswer }) => {
        const byId = new Map(perAnswer.map((p) => [p.id, p]))
        for (const [id, callers] of part) for (const c of callers) c.resolve(byId.get(id) ?? null)
      },
      (error: unknown) => {
        for (const [, callers] of part) for (const c of callers) c.reject(error)
      },
    )
  }
}

/** One answer's cost from the ledger (null: the ledger has none for it). */
export function useLedgerAnswerCost(messageId: string) {
  return useQuery({ queryKey: queryKeys.ledgerAnswer(messageId), queryFn: () => answerCost(messageId), staleTime: STALE_MS })
}

/** #33: the answers' shares of the bill the ledger proved (a day only this app used the model), by message id; empty until loaded. */
export function useBilledShares(ids: readonly string[]): ReadonlyMap<string, string> {
  const results = useQueries({ queries: ids.map((id) => ({ queryKey: queryKeys.ledgerAnswer(id), queryFn: () => answerCost(id), staleTime: STALE_MS })) })
  const amounts = results.map((r) => (r.data?.kind === 'billed' ? r.data.amount : null))
  // A new map only when an amount changed (useQueries answers a new array on every render).
  const signature = ids.map((id, i) => `${id}=${amounts[i] ?? ''}`).join(',')
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => new Map(ids.flatMap((id, i) => (amounts[i] ? [[id, amounts[i]] as const] : []))), [signature])
}

export function useExportLedger() {
  return useMutation({ mutationFn: () => unwrap(tally.ledger.exportCsv({})) })
}
