import { useState } from 'react'
import type { Settings } from '../../../../shared/domain/settings'
import { useSaveSettings } from './useSaveSettings'

type Toggle = 'autoUpdate' | 'startAtLogin' | 'closeToTray'

/**
 * A settings checkbox: it shows the click at once (a controlled input must change in its own
 * event), and the saved value takes over when main answers (or the old one, when saving failed).
 */
export function useToggleSetting(field: Toggle, saved: boolean) {
  const update = useSaveSettings()
  const [chosen, setChosen] = useState<boolean | null>(null)
  const set = (value: boolean) => {
    setChosen(value)
    update.save({ [field]: value } as Partial<Settings>, { onSuccess: () => setChosen(null), onError: () => setChosen(null) })
  }
  return { checked: chosen ?? saved, set, error: update.error }
}
