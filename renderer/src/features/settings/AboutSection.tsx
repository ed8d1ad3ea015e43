import { ErrorNotice } from '../../components/ErrorNotice'
import { t } from '../../i18n'
import { Loading } from '../../components/EmptyState'
import { appErrorOf } from '../../queries/errors'
import { diagnosticsText, useAppInfo } from '../../queries/app'
import { CopyButton } from './CopyButton'
import { UpdateControls } from './UpdateControls'
import { BrowserModeLimits } from './BrowserModeNotes'

export function AboutSection() {
  const info = useAppInfo()
  const error = appErrorOf(info.error)
  return (
    <section className="panel settings-section" aria-labelledby="settings-about">
      <div className="panel-header">
        <h2 id="settings-about">{t('settings.nav.about')}</h2>
        <CopyButton text={diagnosticsText} label={t('settings.about.copyDiagnostics')} />
      </div>
      {info.isPending ? (
        <Loading label={t('settings.about.reading')} />
      ) : info.isError ? (
        error ? <ErrorNotice error={error} title={t('settings.about.readError')} /> : <p role="alert">{String(info.error)}</p>
      ) : (
        <>
          <p>
            <strong>
              <bdi dir="ltr">
                {info.data.name} {info.data.version}
              </bdi>
            </strong>{' '}
            <span className="muted">
              · <bdi dir="ltr">{info.data.platform}</bdi> · <bdi dir="ltr">{info.data.shell}</bdi>
            </span>
          </p>
          {info.data.desktop && <UpdateControls />}
          <dl className="versions" aria-label={t('settings.about.versions')}>
            {Object.entries(info.data.versions).map(([name, version]) => (
              <div key={name}>
                <dt>
                  <bdi dir="ltr">{name}</bdi>
                </dt>
                <dd className="mono">{version}</dd>
              </div>
            ))}
          </dl>
          {!info.data.desktop && <BrowserModeLimits />}
          <p className="muted small">{t('settings.about.diagnosticsNote')}</p>
        </>
      )}
    </section>
  )
}
