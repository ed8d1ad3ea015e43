import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { tally, unwrap } from '../ipc'
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
