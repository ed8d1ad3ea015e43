import { useId, useState } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Loading } from '../../components/EmptyState'
import { routerSnippets } from '../../../../shared/router/snippets'
import { appErrorOf } from '../../queries/errors'
import { useConnections, useRouterInfo, useSetActiveConnection } from '../../queries/connections'
import { CopyButton } from './CopyButton'


/** What a model router or proxy needs to use this service as a custom provider, each part copyable. */
export function RouterHelper() {
  const state = useConnections().data
  const [chosen, setChosen] = useState<string | null>(null)
  const selectId = useId()
  // A router is not a provider for another router: only service accounts are offered.
  const connections = (state?.connections ?? []).filter((c) => c.kind === 'service')
  const active = state?.connections.find((c) => c.id === state.activeId) ?? null
  const preferred = active?.kind === 'router' ? (connections.find((c) => c.id === active.linkedAccountId) ?? connections[0]) : active
  const id = connections.some((c) => c.id === chosen) ? chosen : (preferred?.id ?? connections[0]?.id ?? null)
  const selected = connections.find((c) => c.id === id) ?? null
  const switchTo = useSetActiveConnection()
  const info = useRouterInfo(id)
  const loadError = appErrorOf(info.error)

  return (
    <section className="panel settings-section" aria-labelledby="settings-router">
      <div className="panel-header">
        <h2 id="settings-router">Router helper</h2>
        {connections.length > 1 && (
          <div className="field field-inline">
            <label htmlFor={selectId}>Connection</label>
            <select id={selectId} value={id ?? ''} onChange={(e) => setChosen(e.target.value)}>
              {connections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.demo ? ' (DEMO)' : ''}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className="muted small">
        To use {selected ? <strong>{selected.name}</strong> : 'this account'} through a model router or proxy, add it there as a custom OpenAI-compatible provider with these
        values.
      </p>
      <p className="router-note" role="note">
        <strong>The router holds this key; Tokentally holds the router’s key.</strong>
        <span className="muted small router-note-more"> To chat through the router from Tokentally, add the router as a connection with its own base URL and key.</span>
      </p>

      {active?.kind === 'router' && (
        <div className="notice notice-info" role="note" aria-label="The active connection is a router">
          <p>
            The active connection, <strong>{active.name}</strong>, is itself a router. A router needs the <em>service account</em>: its base URL and the service’s own
            key{selected ? <>; the values below are <strong>{selected.name}</strong>’s</> : ''}.
          </p>
          {selected && (
            <button type="button" onClick={() => !switchTo.isPending && switchTo.mutate(selected.id)} aria-disabled={switchTo.isPending}>
              {switchTo.isPending ? 'Switching…' : `Switch to ${selected.name}`}
            </button>
          )}
        </div>
      )}
      {id === null ? (
        <p className="muted">{active?.kind === 'router' ? 'No service account is saved yet: add one with the service’s base URL and key.' : 'Add a connection first.'}</p>
      ) : info.isPending ? (
        <Loading label="Reading the model list…" />
      ) : info.isError ? (
        loadError ? <ErrorNotice error={loadError} title="Could not prepare the router values" /> : <p role="alert">{String(info.error)}</p>
      ) : (
        <dl className="router-values">
          <div className="router-row">
            <dt>Base URL</dt>
            <dd>
              <code className="router-value">{info.data.baseUrl}</code>
              <CopyButton text={info.data.baseUrl} what="base URL" />
            </dd>
          </div>
          <div className="router-row">
            <dt>API key</dt>
            <dd>
              <code className="router-value">{info.data.keyPlaceholder}</code>
              <CopyButton text={info.data.keyPlaceholder} what="key placeholder" />
              <span className="muted small router-hint">A placeholder: paste your key for this account in its place. Tokentally never shows a stored key.</span>
            </dd>
          </div>
          <div className="router-row">
            <dt>
              Model IDs <span className="muted">({info.data.models.length})</span>
            </dt>
            <dd>
              {info.data.error && <ErrorNotice error={info.data.error} title="Could not read the model list" tone="warning" />}
              {info.data.models.length > 0 && (
                <>
                  <ul className="model-ids" aria-label="Model IDs">
                    {info.data.models.map((model) => (
                      <li key={model}>
                        <code>{model}</code>
                        <CopyButton text={model} what={`model ID ${model}`} className="btn-small" />
                      </li>
                    ))}
                  </ul>
                  <CopyButton text={info.data.models.join('\n')} label="Copy all model IDs" className="btn-small" />
                </>
              )}
              {info.data.comingSoon.length > 0 && (
                <p className="muted small">
                  Left out: {info.data.comingSoon.join(', ')} (announced, not accepting requests yet).
                </p>
              )}
              {info.data.models.length === 0 && !info.data.error && <p className="muted">The service lists no models.</p>}
            </dd>
          </div>
        </dl>
      )}
      {info.data && selected && (
        <div className="router-snippets">
          <h3>Ready-to-paste config</h3>
          {routerSnippets({ baseUrl: info.data.baseUrl, models: info.data.models }).map((snippet) => (
            <figure key={snippet.id} className="router-snippet" aria-labelledby={`${selectId}-${snippet.id}`}>
              <figcaption>
                <strong id={`${selectId}-${snippet.id}`}>{snippet.title}</strong> <span className="muted small">{snippet.where}</span>
                <CopyButton text={snippet.text} what={snippet.title} className="btn-small" />
              </figcaption>
              <pre className="router-snippet-text" tabIndex={0} aria-label={`${snippet.title} text`}>
                <code>{snippet.text}</code>
              </pre>
            </figure>
          ))}
        </div>
      )}
    </section>
  )
}
