import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ConnectionDraft, ConnectionsState, ConnectionUpdate } from '../../../shared/domain/connection'
import type { InvokeArgs } from '../../../shared/ipc/contract'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** Kept current by main's `connections` events (see live-events.ts). */
export function useConnections() {
  return useQuery({ queryKey: queryKeys.connections, queryFn: () => unwrap(tally.connections.list()) })
}

/** After the active connection changes, everything shown belongs to another account. */
function useConnectionMutation<A>(run: (args: A) => Promise<ConnectionsState>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (state) => {
      client.setQueryData(queryKeys.connections, state)
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.connections[0] })
    },
  })
}

/** Makes a connection the active one (by id). */
export function useSetActiveConnection() {
  return useConnectionMutation((id: string) => unwrap(tally.connections.setActive({ id })))
}

/** Adds the demo connection (the built-in simulator) and makes it active. */
export function useStartDemo() {
  return useConnectionMutation(() => unwrap(tally.connections.startDemo()))
}

export function useAddConnection() {
  return useConnectionMutation((args: InvokeArgs<'connections:add'>) => unwrap(tally.connections.add(args)))
}

/** Changes a connection: only the fields given change (a router's linked account, its name, key…). */
export function useUpdateConnection() {
  return useConnectionMutation((args: ConnectionUpdate) => unwrap(tally.connections.update(args)))
}

export function useRemoveConnection() {
  return useConnectionMutation((id: string) => unwrap(tally.connections.remove({ id })))
}

/** What a router needs to reach a service connection (its base URL, a key placeholder…). */
export function useRouterInfo(id: string | null) {
  return useQuery({
    queryKey: queryKeys.routerInfo(id ?? ''),
    queryFn: () => unwrap(tally.connections.routerInfo({ id: id ?? '' })),
    enabled: id !== null,
  })
}

/** Checks a connection draft against its service before it is saved (throws a TallyError when main cannot). */
export function verifyConnection(draft: ConnectionDraft) {
  return unwrap(tally.connections.verify(draft))
}
