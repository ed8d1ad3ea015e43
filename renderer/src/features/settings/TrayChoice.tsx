import { useConnections } from '../../queries/connections'
import { useSaveSettings } from './useSaveSettings'

/** #35: what the tray shows: the account in use, all accounts summed, or one chosen account. */
export function TrayChoice({ trayShows }: { trayShows: string }) {
  const connections = useConnections().data?.connections ?? []
  const save = useSaveSettings()
  const accounts = connections.filter((c) => c.kind === 'service')
  return (
    <label className="field">
      <span>The tray shows</span>
      <select value={trayShows} onChange={(e) => save.save({ trayShows: e.target.value })} disabled={save.isPending}>
        <option value="active">The balance of the account in use</option>
        <option value="total">All accounts summed</option>
        {accounts.map((c) => (
          <option key={c.id} value={c.id}>
            Always {c.name}
          </option>
        ))}
      </select>
    </label>
  )
}
