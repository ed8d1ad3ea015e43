import type { AlertCenter } from '../balance/alert-center'
import type { SettingsStore } from '../settings/settings-store'
import { GUARD_ALERT } from './guard-alerts'
import { validateSpendGuard } from './validate'

/** The spend guard's parts in the generic services: how its alerts are said, how its settings section is checked. */
export function registerGuard(o: { alerts: AlertCenter; settings: SettingsStore }): void {
  o.alerts.register('budget', GUARD_ALERT)
  o.alerts.register('spike', GUARD_ALERT)
  o.settings.validateSection('spendGuard', validateSpendGuard)
}
