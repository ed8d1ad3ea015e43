import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** #35: every account summed; main pushes each change as an `accounts` event (live-events.ts). */
export function useAllAccounts() {
  return useQuery({ queryKey: queryKeys.accounts, queryFn: () => unwrap(tally.accounts.get()) })
}

export function useRefreshAccounts() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(tally.accounts.refresh()),
    onSuccess: (all) => client.setQueryData(queryKeys.accounts, all),
  })
}
