import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
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
import { SettingsNav, type SettingsSectionLink } from './SettingsNav'
import { SpendGuardSection } from '../guard/SpendGuardSection'
import { KeysSection } from '../keys/KeysSection'
import { CurrencySection } from './CurrencySection'
import { ProjectsSection } from '../projects/ProjectsSection'
import './settings.css'

/**
 * Settings in sections with their own navigation (#39): what people change most first (connections,
 * the spend guard, keys), the router helper's long reference near the end.
 */
export default function SettingsView() {
  const settings = useSettings()
  const error = appErrorOf(settings.error)
  const client = useQueryClient()
  const desktop = useDesktopShell()
  useCommand('refresh', () => {
    void client.refetchQueries({ queryKey: queryKeys.settings, exact: true })
    void client.refetchQueries({ queryKey: queryKeys.connections, exact: true })
  })
  const loaded = settings.isSuccess
  const sections = useMemo<SettingsSectionLink[]>(
    () => [
      { headingId: 'settings-connections', label: t('settings.nav.connections') },
      ...(loaded ? [{ headingId: 'settings-spend-guard', label: t('settings.nav.spendGuard') }] : []),
      { headingId: 'settings-projects', label: t('settings.nav.projects') },
      { headingId: 'settings-keys', label: t('settings.nav.keys') },
      ...(loaded
        ? [
            { headingId: 'settings-alert', label: t('settings.nav.alert') },
            { headingId: 'settings-polling', label: t('settings.nav.polling') },
            { headingId: 'settings-currency', label: t('settings.nav.currency') },
            { headingId: 'settings-appearance', label: t('appearance.title') },
            ...(desktop ? [{ headingId: 'settings-desktop', label: t('settings.nav.desktop') }] : []),
            { headingId: 'settings-data', label: t('settings.nav.data') },
          ]
        : []),
      { headingId: 'settings-history', label: t('settings.nav.history') },
      { headingId: 'settings-router', label: t('settings.nav.router') },
      { headingId: 'settings-about', label: t('settings.nav.about') },
    ],
    [loaded, desktop],
  )
  return (
    <div className="settings">
      <h1 id="settings-title" className="settings-title">
        {t('shell.nav.settings')}
      </h1>
      <div className="settings-layout">
        <SettingsNav sections={sections} />
        <div className="settings-sections">
          <ConnectionsSection />
          {settings.isPending ? (
            <Loading label={t('settings.loading')} />
          ) : settings.isError ? (
            error ? (
              <ErrorNotice error={error} title={t('settings.loadError')} />
            ) : (
              <p role="alert">{String(settings.error)}</p>
            )
          ) : (
            <SpendGuardSection guard={settings.data.spendGuard} />
          )}
          <ProjectsSection />
          <KeysSection />
          {settings.isSuccess && (
            <>
              <AlertSection alertThreshold={settings.data.alertThreshold} />
              <PollingSection pollIntervalSec={settings.data.pollIntervalSec} />
              <CurrencySection currency={settings.data.currency} />
              <AppearanceSection theme={settings.data.theme} language={settings.data.language} />
              {desktop && <DesktopSection settings={settings.data} />}
              <DataSection backup={settings.data.backup} />
            </>
          )}
          <HistorySection />
          <RouterHelper />
          <AboutSection />
        </div>
      </div>
    </div>
  )
}
