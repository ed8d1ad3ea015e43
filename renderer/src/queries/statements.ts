import { useMutation, useQuery } from '@tanstack/react-query'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** #35: a UTC month's statement of one account (its connection ID) or all (null). */
export function useStatement(month: string, accountId: string | null) {
  return useQuery({ queryKey: queryKeys.statement(month, accountId), queryFn: () => unwrap(tally.statements.get({ month, accountId })), retry: false })
}

/** Saves the statement as CSV or PDF (main asks where). */
export function useExportStatement() {
  return useMutation({ mutationFn: (args: { month: string; accountId: string | null; format: 'csv' | 'pdf' }) => unwrap(tally.statements.export(args)) })
}
