import { useQueryClient } from '@tanstack/react-query'
import type { Settings, SettingsPatch } from '../../../../shared/domain/settings'
import { queryKeys } from '../../queries/keys'
import { useUpdateSettings } from '../../queries/settings'

interface SaveCallbacks {
  onSuccess?: (settings: Settings) => void
  onError?: () => void
}

/**
 * Saves a change to the settings, sent together with the latest values of the other fields.
 * `SettingsPatch` is `Settings.partial()`, and in zod 4 the fields' `.default()`s still fill in
 * missing keys, so a patch of one field would reset the others to their defaults in main.
 */
export function useSaveSettings() {
  const client = useQueryClient()
  const update = useUpdateSettings()
  const save = (patch: SettingsPatch, callbacks: SaveCallbacks = {}) => {
    const current = client.getQueryData<Settings>(queryKeys.settings)
    // The spend guard is saved field by field on its own (its budgets through guard:setBudget).
    const { spendGuard: _guard, ...others } = current ?? { spendGuard: undefined }
    update.mutate(current ? { ...others, ...patch } : patch, {
      onSuccess: (settings) => callbacks.onSuccess?.(settings),
      onError: () => callbacks.onError?.(),
    })
  }
  return { ...update, save }
}
