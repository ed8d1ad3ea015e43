import { ErrorNotice } from '../../components/ErrorNotice'
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
        <h1 id="onboarding-title">Welcome to Tokentally</h1>
        <p className="onboarding-lead">Your prepaid credit balance and per-model usage at a glance, without opening a web dashboard.</p>
        <p className="onboarding-lead muted">Chat with the models on your account and see what every answer cost.</p>
      </header>

      {keys && keysFirst && <KeysFirstRun status={keys} />}
      <div className="onboarding-paths">
        <section className="panel onboarding-card" aria-labelledby="connect-title">
          <h2 id="connect-title">Connect your account</h2>
          {keysFirst ? (
            <p className="muted small">Choose where to keep your API keys first (above); then enter the service’s base URL and a key here.</p>
          ) : (
            <>
              <p className="muted small">Enter the service’s base URL and an API key. Tokentally checks them with the service before saving.</p>
              <ConnectionForm label="Connect your account" submitLabel="Connect" onSaved={() => setView('dashboard')} />
            </>
          )}
        </section>

        <section className="panel onboarding-card onboarding-demo" aria-labelledby="demo-title">
          <h2 id="demo-title">
            Just looking? <span className="badge badge-demo">DEMO</span>
          </h2>
          <p>Explore a funded demo account with months of realistic usage and a working chat.</p>
          <p className="muted small">
            The demo runs a built-in simulator on this computer (127.0.0.1): no account, no key, no real money. Everything from it is labelled DEMO, and you can connect a real
            account later in Settings.
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
            {demo.isPending ? 'Starting the demo…' : 'Explore with demo data'}
          </button>
          {demo.isError &&
            (demoError ? (
              <ErrorNotice error={demoError} title="The demo could not start" />
            ) : (
              <p role="alert" className="field-error">
                The demo could not start: {String(demo.error)}
              </p>
            ))}
        </section>
      </div>
    </main>
  )
}
