import { useState } from 'react'
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

function freeName(taken: readonly string[], base = 'My account'): string {
  const lower = new Set(taken.map((n) => n.toLowerCase()))
  if (!lower.has(base.toLowerCase())) return base
  for (let i = 2; ; i++) if (!lower.has(`${base} ${i}`.toLowerCase())) return `${base} ${i}`
}

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
        <h2 id="settings-connections">Connections</h2>
        <div className="row">
          {!hasDemo && (
            <button type="button" onClick={() => !demo.isPending && demo.mutate(undefined, { onSuccess: () => setStatus('Added the demo connection and switched to it.') })} aria-disabled={demo.isPending}>
              {demo.isPending ? 'Starting the demo…' : 'Add demo connection'}
            </button>
          )}
          <button type="button" className="btn-primary" onClick={() => setAdding(true)} aria-expanded={adding} aria-controls="add-connection">
            Add connection
          </button>
        </div>
      </div>
      <p className="muted small">Each connection is a base URL and an API key. Keys live in {place}; Tokentally only shows the ending the service reports.</p>

      {!state ? (
        <Loading label="Loading connections…" />
      ) : (
        <ul className="connection-list" aria-label="Connections">
          {state.connections.map((c) => {
            const active = c.id === state.activeId
            return (
              <li key={c.id} className={`connection-item ${active ? 'is-active' : ''}`} aria-current={active ? 'true' : undefined}>
                <div className="connection-main">
                  <div className="connection-title">
                    <strong className="connection-name">{c.name}</strong>
                    {c.demo && (
                      <span className="badge badge-demo" title="Demo data from a built-in simulator; no real account">
                        DEMO
                      </span>
                    )}
                    {c.kind === 'router' && (
                      <span className="badge" title="A router: chat and models only; balance and usage come from a service account">
                        Router
                      </span>
                    )}
                    {active && <span className="badge badge-good">Active</span>}
                    {!c.configured && <span className="badge badge-bad">No key stored</span>}
                  </div>
                  <div className="mono small connection-url">{c.baseUrl}</div>
                  {c.kind === 'router' && (
                    <div className="muted small">
                      {(() => {
                        const linked = state.connections.find((x) => x.id === c.linkedAccountId)
                        return linked ? `Chat through ${c.name}, spend from ${linked.name}.` : 'Balance and usage: no service account linked (Edit to choose one).'
                      })()}
                    </div>
                  )}
                  <div className="muted small">
                    {!c.configured ? (
                      `${place.charAt(0).toUpperCase()}${place.slice(1)} holds no key for this connection: enter it again.`
                    ) : c.keySuffix || c.keyName ? (
                      <>
                        Key {c.keyName ? `“${c.keyName}”` : ''}
                        {c.keyName && c.keySuffix ? ' · ' : ' '}
                        {c.keySuffix && <span className="mono">{c.keySuffix}</span>}
                      </>
                    ) : (
                      `Key stored in ${place}`
                    )}
                  </div>
                </div>
                <div className="connection-actions">
                  {!c.configured && !c.demo && <ReenterKeyButton connectionId={c.id} name={c.name} />}
                  {!active && (
                    <button
                      type="button"
                      aria-label={`Switch to ${c.name}`}
                      onClick={() => !switchTo.isPending && switchTo.mutate(c.id, { onSuccess: () => setStatus(`Switched to ${c.name}.`) })}
                    >
                      Switch to
                    </button>
                  )}
                  <button type="button" aria-label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                    Edit
                  </button>
                  <button type="button" className="btn-danger" aria-label={`Remove ${c.name}`} onClick={() => setRemoving(c)}>
                    Remove
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
      {actionError && <ErrorNotice error={actionError} title={demo.error ? 'The demo could not start' : 'Could not switch the connection'} />}

      {adding && state && (
        <div id="add-connection" className="add-connection">
          <h3>Add a connection</h3>
          <ConnectionForm
            label="Add a connection"
            autoFocus
            submitLabel="Check and add"
            defaultName={freeName(state.connections.map((c) => c.name))}
            onSaved={(next) => {
              setAdding(false)
              const added = next.connections.find((c) => !state.connections.some((o) => o.id === c.id))
              setStatus(added ? `Added ${added.name} and switched to it.` : 'Connection added.')
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
            setStatus(`Saved the changes to ${name}.`)
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
            setStatus(`Removed ${name} and deleted its key from ${place}.`)
          }}
        />
      )}
    </section>
  )
}
