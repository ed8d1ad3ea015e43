import { useState } from 'react'
import { t } from '../../i18n'
import type { ConnectionSummary } from '../../../../shared/domain/connection'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Loading } from '../../components/EmptyState'
import { appErrorOf } from '../../queries/errors'
import { useConnections, useSetActiveConnection, useStartDemo } from '../../queries/connections'
import { ConnectionForm } from './ConnectionForm'
import { EditConnectionDialog } from './EditConnectionDialog'
import { RemoveConnectionDialog } from './RemoveConnectionDialog'
import { useKeyStorage } from '../../queries/key-storage'
import { keyPlace } from '../keys/words'
import { ReenterKeyButton } from '../keys/ReenterKeyButton'

function freeName(taken: readonly string[], base = t('settings.conn.defaultName')): string {
  const lower = new Set(taken.map((n) => n.toLowerCase()))
  if (!lower.has(base.toLowerCase())) return base
  for (let i = 2; ; i++) if (!lower.has(`${base} ${i}`.toLowerCase())) return `${base} ${i}`
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

export function ConnectionsSection() {
  const query = useConnections()
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<ConnectionSummary | null>(null)
  const [removing, setRemoving] = useState<ConnectionSummary | null>(null)
  const [status, setStatus] = useState('')
  const switchTo = useSetActiveConnection()
  const demo = useStartDemo()
  const actionError = appErrorOf(switchTo.error ?? demo.error)

  const state = query.data
  const place = keyPlace(useKeyStorage().data)
  const hasDemo = state?.connections.some((c) => c.demo) ?? false

  return (
    <section className="panel settings-section" aria-labelledby="settings-connections">
      <div className="panel-header">
        <h2 id="settings-connections">{t('settings.nav.connections')}</h2>
        <div className="row">
          {!hasDemo && (
            <button type="button" onClick={() => !demo.isPending && demo.mutate(undefined, { onSuccess: () => setStatus(t('settings.conn.demoAdded')) })} aria-disabled={demo.isPending}>
              {demo.isPending ? t('settings.conn.startingDemo') : t('settings.conn.addDemo')}
            </button>
          )}
          <button type="button" className="btn-primary" onClick={() => setAdding(true)} aria-expanded={adding} aria-controls="add-connection">
            {t('settings.conn.add')}
          </button>
        </div>
      </div>
      <p className="muted small">{t('settings.conn.intro', { place })}</p>

      {!state ? (
        <Loading label={t('settings.conn.loading')} />
      ) : (
        <ul className="connection-list" aria-label={t('settings.conn.list')}>
          {state.connections.map((c) => {
            const active = c.id === state.activeId
            return (
              <li key={c.id} className={`connection-item ${active ? 'is-active' : ''}`} aria-current={active ? 'true' : undefined}>
                <div className="connection-main">
                  <div className="connection-title">
                    <strong className="connection-name">{c.name}</strong>
                    {c.demo && (
                      <span className="badge badge-demo" title={t('settings.conn.demoTitle')}>
                        {t('settings.conn.demo')}
                      </span>
                    )}
                    {c.kind === 'router' && (
                      <span className="badge" title={t('settings.conn.routerTitle')}>
                        {t('settings.conn.router')}
                      </span>
                    )}
                    {active && <span className="badge badge-good">{t('settings.conn.active')}</span>}
                    {!c.configured && <span className="badge badge-bad">{t('settings.conn.noKey')}</span>}
                  </div>
                  <div className="mono small connection-url">{c.baseUrl}</div>
                  {c.kind === 'router' && (
                    <div className="muted small">
                      {(() => {
                        const linked = state.connections.find((x) => x.id === c.linkedAccountId)
                        return linked ? t('settings.conn.linked', { name: c.name, linked: linked.name }) : t('settings.conn.notLinked')
                      })()}
                    </div>
                  )}
                  <div className="muted small">
                    {!c.configured ? (
                      capitalized(t('settings.conn.noKeyHere', { place }))
                    ) : c.keySuffix || c.keyName ? (
                      <>
                        {t('settings.conn.key')} {c.keyName ? <span className="key-name">“{c.keyName}”</span> : ''}
                        {c.keyName && c.keySuffix ? ' · ' : ' '}
                        {c.keySuffix && <span className="mono">{c.keySuffix}</span>}
                      </>
                    ) : (
                      t('settings.conn.keyStored', { place })
                    )}
                  </div>
                </div>
                <div className="connection-actions">
                  {!c.configured && !c.demo && <ReenterKeyButton connectionId={c.id} name={c.name} />}
                  {!active && (
                    <button
                      type="button"
                      aria-label={t('settings.conn.switchLabel', { name: c.name })}
                      onClick={() => !switchTo.isPending && switchTo.mutate(c.id, { onSuccess: () => setStatus(t('settings.conn.switched', { name: c.name })) })}
                    >
                      {t('settings.conn.switch')}
                    </button>
                  )}
                  <button type="button" aria-label={t('settings.conn.editLabel', { name: c.name })} onClick={() => setEditing(c)}>
                    {t('settings.conn.edit')}
                  </button>
                  <button type="button" className="btn-danger" aria-label={t('settings.conn.removeLabel', { name: c.name })} onClick={() => setRemoving(c)}>
                    {t('settings.conn.remove')}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}

      <p className="muted small" role="status">
        {status}
      </p>
      {actionError && <ErrorNotice error={actionError} title={demo.error ? t('settings.conn.demoError') : t('settings.conn.switchError')} />}

      {adding && state && (
        <div id="add-connection" className="add-connection">
          <h3>{t('settings.conn.addTitle')}</h3>
          <ConnectionForm
            label={t('settings.conn.addTitle')}
            autoFocus
            submitLabel={t('settings.conn.checkAndAdd')}
            defaultName={freeName(state.connections.map((c) => c.name))}
            onSaved={(next) => {
              setAdding(false)
              const added = next.connections.find((c) => !state.connections.some((o) => o.id === c.id))
              setStatus(added ? t('settings.conn.added', { name: added.name }) : t('settings.conn.addedShort'))
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      )}

      {editing && (
        <EditConnectionDialog
          connection={editing}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null)
            setStatus(t('settings.conn.savedChanges', { name }))
          }}
        />
      )}
      {removing && (
        <RemoveConnectionDialog
          connection={removing}
          isActive={removing.id === state?.activeId}
          isLast={(state?.connections.length ?? 0) <= 1}
          onClose={() => setRemoving(null)}
          onRemoved={(name) => {
            setRemoving(null)
            setStatus(t('settings.conn.removed', { name, place }))
          }}
        />
      )}
    </section>
  )
}
