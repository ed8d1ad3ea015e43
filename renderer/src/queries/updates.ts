import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** The updater's state; kept current by main's `app` {kind:'update'} events (live-events.ts). */
export function useUpdateState() {
  return useQuery({ queryKey: queryKeys.updateState, queryFn: () => unwrap(tally.app.updateState()) })
}

/** "Check now": the answer is the state the check ended in (events show the steps on the way). */
export function useCheckForUpdates() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(tally.app.checkForUpdates()),
    onSuccess: (state) => client.setQueryData(queryKeys.updateState, state),
  })
}

/** "Restart now": main quits and installs the downloaded update. */
export function useRestartToUpdate() {
  return useMutation({ mutationFn: () => unwrap(tally.app.restartToUpdate()) })
}
