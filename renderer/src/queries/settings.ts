import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { SettingsPatch } from '../../../shared/domain/settings'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** Kept current by main's `settings` app events (see live-events.ts). */
export function useSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: () => unwrap(tally.settings.get()) })
}

export function useUpdateSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (patch: SettingsPatch) => unwrap(tally.settings.update(patch)),
    onSuccess: (settings) => client.setQueryData(queryKeys.settings, settings),
  })
}

/** Light/dark follows the OS unless the user picked one. */
export function useTheme() {
  const theme = useSettings().data?.theme ?? 'system'
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])
}
