import { useQueryClient } from '@tanstack/react-query'
import { ErrorNotice } from '../../components/ErrorNotice'
import { t } from '../../i18n'
import { Loading } from '../../components/EmptyState'
import { appErrorOf } from '../../queries/errors'
import { queryKeys } from '../../queries/keys'
import { useDesktopShell } from '../../queries/app'
import { useSettings } from '../../queries/settings'
import { useCommand } from '../shell/commands'
import { AboutSection } from './AboutSection'
import { AlertSection } from './AlertSection'
import { AppearanceSection } from './AppearanceSection'
import { ConnectionsSection } from './ConnectionsSection'
import { DataSection } from './DataSection'
import { DesktopSection } from './DesktopSection'
import { HistorySection } from './HistorySection'
import { PollingSection } from './PollingSection'
import { RouterHelper } from './RouterHelper'
import { SpendGuardSection } from '../guard/SpendGuardSection'
import './settings.css'

export default function SettingsView() {
  const settings = useSettings()
  const error = appErrorOf(settings.error)
  const client = useQueryClient()
  const desktop = useDesktopShell()
  useCommand('refresh', () => {
    void client.refetchQueries({ queryKey: queryKeys.settings, exact: true })
    void client.refetchQueries({ queryKey: queryKeys.connections, exact: true })
  })
  return (
    <div className="settings">
      <h1 id="settings-title" className="settings-title">
        {t('shell.nav.settings')}
      </h1>
      <ConnectionsSection />
      <RouterHelper />
      {settings.isPending ? (
        <Loading label={t('settings.loading')} />
      ) : settings.isError ? (
        error ? <ErrorNotice error={error} title={t('settings.loadError')} /> : <p role="alert">{String(settings.error)}</p>
      ) : (
        <>
          <PollingSection pollIntervalSec={settings.data.pollIntervalSec} />
          <AlertSection alertThreshold={settings.data.alertThreshold} />
          <SpendGuardSection guard={settings.data.spendGuard} />
          <AppearanceSection theme={settings.data.theme} language={settings.data.language} />
          {desktop && <DesktopSection settings={settings.data} />}
          <DataSection backup={settings.data.backup} />
        </>
      )}
      <HistorySection />
      <AboutSection />
    </div>
  )
}
