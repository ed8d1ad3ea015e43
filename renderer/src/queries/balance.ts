import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** The balance main is polling; every poll result arrives as a `balance` event (see live-events.ts). */
export function useBalance() {
  return useQuery({ queryKey: queryKeys.balance, queryFn: () => unwrap(tally.balance.get()) })
}

export function useRefreshBalance() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(tally.balance.refresh()),
    onSuccess: (state) => client.setQueryData(queryKeys.balance, state),
  })
}
