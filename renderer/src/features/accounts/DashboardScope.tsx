import { useUi } from '../../stores/ui'
import { t } from '../../i18n'
import './accounts.css'

/** #35: the dashboard's choice: the account in use, or every account summed. */
export function DashboardScope() {
  const scope = useUi((s) => s.dashboardScope)
  const setScope = useUi((s) => s.setDashboardScope)
  const options = [
    { value: 'account', label: t('accounts.scope.account') },
    { value: 'all', label: t('accounts.scope.all') },
  ] as const
  return (
    <fieldset className="dashboard-scope">
      <legend>{t('accounts.scope')}</legend>
      {options.map((o) => (
        <label key={o.value} className={scope === o.value ? 'is-on' : undefined}>
          <input type="radio" name="dashboard-scope" value={o.value} checked={scope === o.value} onChange={() => setScope(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  )
}
