import { inputError, say } from '../../../shared/error-model'
import type { ConnectionStore } from '../connections/connection-store'
import type { SettingsStore } from '../settings/settings-store'

/** #35: what the tray may show: the dashboard's account, the sum of all accounts, or one saved service account. */
export function registerTraySetting(settings: Pick<SettingsStore, 'validateSection'>, connections: Pick<ConnectionStore, 'get'>): void {
  settings.validateSection('trayShows', (patch, current): string => {
    const value = patch.trim()
    // Saving other settings sends this one as it is: a choice kept is never refused.
    if (value === current) return current
    if (value === 'active' || value === 'total') return value
    if (connections.get(value)?.kind === 'service') return value
    throw inputError('invalid_setting', say('errors.settings.trayShows'), 'trayShows')
  })
}
