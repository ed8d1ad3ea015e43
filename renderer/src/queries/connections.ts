import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ConnectionsState } from '../../../shared/domain/connection'
import { tally, unwrap } from '../ipc'
import { useEventData } from './event-data'
import { queryKeys } from './keys'

export function useConnections() {
  useEventData(queryKeys.connections, tally.connections.onChange)
  return useQuery({ queryKey: queryKeys.connections, queryFn: () => unwrap(tally.connections.list()) })
}

/** After the active connection changes, everything shown belongs to another account. */
export function useConnectionMutation<A>(run: (args: A) => Promise<ConnectionsState>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (state) => {
      client.setQueryData(queryKeys.connections, state)
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'connections' })
    },
  })
}
