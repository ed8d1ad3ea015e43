import type { BackupSettings } from '../../../shared/domain/backup'
import { inputError, say } from '../../../shared/error-model'
import type { SettingsStore } from '../settings/settings-store'

/** #34: how the `backup` settings section is checked: on or off, and a whole number of daily backups to keep, 1 to 365. */
export function registerBackupSettings(settings: Pick<SettingsStore, 'validateSection'>): void {
  settings.validateSection('backup', (patch, current): BackupSettings => {
    const keep = patch.keep
    if (keep !== undefined && (!Number.isInteger(keep) || keep < 1 || keep > 365)) throw inputError('invalid_setting', say('errors.settings.backupKeep'), 'backup.keep')
    if (patch.daily !== undefined && typeof patch.daily !== 'boolean') throw inputError('invalid_setting', say('errors.settings.onOff', { field: 'backup.daily' }), 'backup.daily')
    return { daily: patch.daily ?? current.daily, keep: keep ?? current.keep }
  })
}
