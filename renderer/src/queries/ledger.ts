import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { tally, unwrap } from '../ipc'

/** #26: the query key of the ledger split (invalidated with prices after a usage sync, see live-events.ts). */
export const ledgerKey = ['ledger'] as const

/** The active account's bill per UTC day and model split into chats in Tokentally and elsewhere. */
export function useLedgerSplit() {
  return useQuery({ queryKey: ledgerKey, queryFn: () => unwrap(tally.ledger.split()), staleTime: 30_000 })
}

/** Each answer's cost from the ledger, by message id (empty until the split has loaded). */
export function useLedgerCosts(): ReadonlyMap<string, string> {
  const split = useLedgerSplit()
  return useMemo(() => new Map((split.data?.perAnswer ?? []).map((p) => [p.id, p.amount])), [split.data])
}

export function useExportLedger() {
  return useMutation({ mutationFn: () => unwrap(tally.ledger.exportCsv()) })
}
