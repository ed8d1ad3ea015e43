import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Keeps a query's data in step with an event channel. An event is newer than any fetch still in
 * flight, so that fetch is cancelled first; otherwise its older answer could land afterwards.
 */
export function useEventData<T>(queryKey: QueryKey, subscribe: (listener: (value: T) => void) => () => void) {
  const client = useQueryClient()
  const key = JSON.stringify(queryKey)
  useEffect(
    () =>
      subscribe((value) => {
        const parsedKey = JSON.parse(key) as QueryKey
        void client.cancelQueries({ queryKey: parsedKey, exact: true }).then(() => client.setQueryData(parsedKey, value))
      }),
    [client, key, subscribe],
  )
}
