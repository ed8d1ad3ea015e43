import { useId, useState } from 'react'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Loading } from '../../components/EmptyState'
import { DEFAULT_KEY_ENV, routerSnippets } from '../../../../shared/router/snippets'
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
        <h2 id="settings-router">{t('settings.nav.router')}</h2>
        {connections.length > 1 && (
          <div className="field field-inline">
            <label htmlFor={selectId}>{t('settings.router.connection')}</label>
            <select id={selectId} value={id ?? ''} onChange={(e) => setChosen(e.target.value)}>
              {connections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.demo ? t('settings.router.demo', { name: c.name }) : c.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className="muted small">{tRich('settings.router.intro', { account: selected ? <strong className="connection-name">{selected.name}</strong> : t('settings.router.thisAccount') })}</p>
      <p className="router-note" role="note">
        <strong>{t('settings.router.holds')}</strong>
        <span className="muted small router-note-more">{t('settings.router.holdsMore')}</span>
      </p>

      {active?.kind === 'router' && (
        <div className="notice notice-info" role="note" aria-label={t('settings.router.activeIsRouter')}>
          <p>
            {selected
              ? tRich('settings.router.activeRouterValues', { name: <strong className="connection-name">{active.name}</strong>, serviceAccount: <em>{t('settings.router.serviceAccount')}</em>, selected: <strong className="connection-name">{selected.name}</strong> })
              : tRich('settings.router.activeRouter', { name: <strong className="connection-name">{active.name}</strong>, serviceAccount: <em>{t('settings.router.serviceAccount')}</em> })}
          </p>
          {selected && (
            <button type="button" onClick={() => !switchTo.isPending && switchTo.mutate(selected.id)} aria-disabled={switchTo.isPending}>
              {switchTo.isPending ? t('settings.router.switching') : t('settings.router.switchTo', { name: selected.name })}
            </button>
          )}
        </div>
      )}
      {id === null ? (
        <p className="muted">{active?.kind === 'router' ? t('settings.router.noService') : t('settings.router.addFirst')}</p>
      ) : info.isPending ? (
        <Loading label={t('settings.router.reading')} />
      ) : info.isError ? (
        loadError ? <ErrorNotice error={loadError} title={t('settings.router.prepareError')} /> : <p role="alert">{String(info.error)}</p>
      ) : (
        <dl className="router-values">
          <div className="router-row">
            <dt>{t('settings.router.baseUrl')}</dt>
            <dd>
              <code className="router-value">{info.data.baseUrl}</code>
              <CopyButton text={info.data.baseUrl} what={t('settings.router.baseUrlWhat')} />
            </dd>
          </div>
          <div className="router-row">
            <dt>{t('settings.router.apiKey')}</dt>
            <dd>
              <code className="router-value">{info.data.keyPlaceholder}</code>
              <CopyButton text={info.data.keyPlaceholder} what={t('settings.router.placeholderWhat')} />
              <span className="muted small router-hint">{t('settings.router.placeholderHint')}</span>
            </dd>
          </div>
          <div className="router-row">
            <dt>
              {t('settings.router.modelIds')} <span className="muted">({info.data.models.length})</span>
            </dt>
            <dd>
              {info.data.error && <ErrorNotice error={info.data.error} title={t('settings.router.modelsError')} tone="warning" />}
              {info.data.models.length > 0 && (
                <>
                  <ul className="model-ids" aria-label={t('settings.router.modelIds')}>
                    {info.data.models.map((model) => (
                      <li key={model}>
                        <code>{model}</code>
                        <CopyButton text={model} what={t('settings.router.modelWhat', { model })} className="btn-small" />
                      </li>
                    ))}
                  </ul>
                  <CopyButton text={info.data.models.join('\n')} label={t('settings.router.copyAll')} className="btn-small" />
                </>
              )}
              {info.data.comingSoon.length > 0 && (
                <p className="muted small">{t('settings.router.leftOut', { models: info.data.comingSoon.join(', ') })}</p>
              )}
              {info.data.models.length === 0 && !info.data.error && <p className="muted">{t('settings.router.noModels')}</p>}
            </dd>
          </div>
        </dl>
      )}
      {info.data && selected && (
        <div className="router-snippets">
          <h3>{t('settings.router.snippets')}</h3>
          {routerSnippets({ baseUrl: info.data.baseUrl, models: info.data.models }).map(({ id: snippetId, text }) => ({ id: snippetId, text, title: t(`settings.router.snippet.${snippetId}`), where: t(`settings.router.snippet.${snippetId}Where`, { envVar: DEFAULT_KEY_ENV }) })).map((snippet) => (
            <figure key={snippet.id} className="router-snippet" aria-labelledby={`${selectId}-${snippet.id}`}>
              <figcaption>
                <strong id={`${selectId}-${snippet.id}`}>{snippet.title}</strong> <span className="muted small">{snippet.where}</span>
                <CopyButton text={snippet.text} what={snippet.title} className="btn-small" />
              </figcaption>
              <pre className="router-snippet-text" tabIndex={0} aria-label={t('settings.router.snippetText', { title: snippet.title })}>
                <code>{snippet.text}</code>
              </pre>
            </figure>
          ))}
        </div>
      )}
    </section>
  )
}
