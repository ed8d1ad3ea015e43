import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { tally } from '../ipc'
import { queryKeys } from './keys'

/**
 * Main's pushed state goes straight into the query cache, for the whole life of the window and
 * before anything is fetched, so no event is missed while a view is not mounted. An event is newer
 * than any fetch still in flight, so that fetch is cancelled first: its older answer cannot land
 * afterwards.
 */
export function wireLiveEvents(client: QueryClient): void {
  const put =
    <T>(queryKey: QueryKey) =>
    (value: T) =>
      void client.cancelQueries({ queryKey, exact: true }).then(() => client.setQueryData(queryKey, value))
  tally.connections.onChange(put(queryKeys.connections))
  tally.balance.onUpdate(put(queryKeys.balance))
  const putSettings = put(queryKeys.settings)
  tally.app.onEvent((event) => {
    if (event.kind === 'settings') putSettings(event.settings)
  })
}
