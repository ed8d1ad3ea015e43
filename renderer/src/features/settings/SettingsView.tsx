import { useQueryClient } from '@tanstack/react-query'
import { ErrorNotice } from '../../components/ErrorNotice'
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
import { CurrencySection } from './CurrencySection'
import { ProjectsSection } from '../projects/ProjectsSection'
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
        Settings
      </h1>
      <ConnectionsSection />
      <RouterHelper />
      {settings.isPending ? (
        <Loading label="Loading settings…" />
      ) : settings.isError ? (
        error ? <ErrorNotice error={error} title="Could not load the settings" /> : <p role="alert">{String(settings.error)}</p>
      ) : (
        <>
          <PollingSection pollIntervalSec={settings.data.pollIntervalSec} />
          <AlertSection alertThreshold={settings.data.alertThreshold} />
          <SpendGuardSection guard={settings.data.spendGuard} />
          <ProjectsSection />
          <CurrencySection currency={settings.data.currency} />
          <AppearanceSection theme={settings.data.theme} />
          {desktop && <DesktopSection settings={settings.data} />}
          <DataSection backup={settings.data.backup} />
        </>
      )}
      <HistorySection />
      <AboutSection />
    </div>
  )
}
