import { useConnections } from '../../queries/connections'
import { t } from '../../i18n'
import { useSaveSettings } from './useSaveSettings'

/** #35: what the tray shows: the account in use, all accounts summed, or one chosen account. */
export function TrayChoice({ trayShows }: { trayShows: string }) {
  const connections = useConnections().data?.connections ?? []
  const save = useSaveSettings()
  const accounts = connections.filter((c) => c.kind === 'service')
  return (
    <label className="field">
      <span>{t('settings.tray.shows')}</span>
      <select value={trayShows} onChange={(e) => save.save({ trayShows: e.target.value })} disabled={save.isPending}>
        <option value="active">{t('settings.tray.active')}</option>
        <option value="total">{t('settings.tray.total')}</option>
        {accounts.map((c) => (
          <option key={c.id} value={c.id}>
            {t('settings.tray.always', { name: c.name })}
          </option>
        ))}
      </select>
    </label>
  )
}
