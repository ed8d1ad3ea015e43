import { ErrorNotice } from '../../components/ErrorNotice'
import { t } from '../../i18n'
import { Brand } from '../../components/Brand'
import { appErrorOf } from '../../queries/errors'
import { useStartDemo } from '../../queries/connections'
import { useKeyStorage } from '../../queries/key-storage'
import { KeysFirstRun } from '../keys/KeysFirstRun'
import { useUi } from '../../stores/ui'
import { ConnectionForm } from '../settings/ConnectionForm'
import '../settings/settings.css'

/** First run: what Tokentally does, then connect an account or explore the built-in demo. */
export function Onboarding() {
  const setView = useUi((s) => s.setView)
  const demo = useStartDemo()
  const demoError = demo.error ? appErrorOf(demo.error) : null
  // #39: no keychain and nothing chosen: where keys go comes before the key itself.
  const keys = useKeyStorage().data
  const keysFirst = keys?.store === null

  return (
    <main className="onboarding" aria-labelledby="onboarding-title">
      <header className="onboarding-intro">
        <Brand className="onboarding-brand" />
        <h1 id="onboarding-title">{t('onboarding.title')}</h1>
        <p className="onboarding-lead">{t('onboarding.lead')}</p>
        <p className="onboarding-lead muted">{t('onboarding.leadChat')}</p>
      </header>

      {keys && keysFirst && <KeysFirstRun status={keys} />}
      <div className="onboarding-paths">
        <section className="panel onboarding-card" aria-labelledby="connect-title">
          <h2 id="connect-title">{t('onboarding.connect')}</h2>
          {keysFirst ? (
            <p className="muted small">{t('onboarding.keysFirst')}</p>
          ) : (
            <>
              <p className="muted small">{t('onboarding.connectHint')}</p>
              <ConnectionForm label={t('onboarding.connect')} submitLabel={t('onboarding.connectButton')} onSaved={() => setView('dashboard')} />
            </>
          )}
        </section>

        <section className="panel onboarding-card onboarding-demo" aria-labelledby="demo-title">
          <h2 id="demo-title">
            {t('onboarding.justLooking')} <span className="badge badge-demo">{t('shell.demo.badge')}</span>
          </h2>
          <p>{t('onboarding.demoLead')}</p>
          <p className="muted small">
            {t('onboarding.demoHint')}
          </p>
          <button
            type="button"
            className="btn-primary"
            aria-disabled={demo.isPending}
            onClick={() => {
              if (demo.isPending) return
              demo.mutate(undefined, { onSuccess: () => setView('dashboard') })
            }}
          >
            {demo.isPending ? t('onboarding.demoStarting') : t('onboarding.demoStart')}
          </button>
          {demo.isError &&
            (demoError ? (
              <ErrorNotice error={demoError} title={t('onboarding.demoFailed')} />
            ) : (
              <p role="alert" className="field-error">
                {t('onboarding.demoFailedDetail', { message: String(demo.error) })}
              </p>
            ))}
        </section>
      </div>
    </main>
  )
}
