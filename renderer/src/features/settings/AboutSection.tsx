import { ErrorNotice } from '../../components/ErrorNotice'
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
        <h2 id="settings-about">About</h2>
        <CopyButton text={diagnosticsText} label="Copy diagnostics" />
      </div>
      {info.isPending ? (
        <Loading label="Reading versions…" />
      ) : info.isError ? (
        error ? <ErrorNotice error={error} title="Could not read the app's versions" /> : <p role="alert">{String(info.error)}</p>
      ) : (
        <>
          <p>
            <strong>
              {info.data.name} {info.data.version}
            </strong>{' '}
            <span className="muted">
              · {info.data.platform} · {info.data.shell}
            </span>
          </p>
          {info.data.desktop && <UpdateControls />}
          <dl className="versions" aria-label="Versions">
            {Object.entries(info.data.versions).map(([name, version]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd className="mono">{version}</dd>
              </div>
            ))}
          </dl>
          {!info.data.desktop && <BrowserModeLimits />}
          <p className="muted small">Diagnostics list versions, settings and recent errors for a bug report. They never contain an API key.</p>
        </>
      )}
    </section>
  )
}
