import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ConnectionsState } from '../../../shared/domain/connection'
import { tally, unwrap } from '../ipc'
import { queryKeys } from './keys'

/** Kept current by main's `connections` events (see live-events.ts). */
export function useConnections() {
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
