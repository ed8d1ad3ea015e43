import { useQuery } from '@tanstack/react-query'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** Where the data lives, and whether this start set a database aside (it does not change while running). */
export function useStorage() {
  return useQuery({ queryKey: queryKeys.storage, queryFn: () => unwrap(tally.app.storage()) })
}
