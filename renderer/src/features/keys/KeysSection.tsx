import { useId, useState } from 'react'
import { IDLE_LOCK_CHOICES } from '../../../../shared/domain/key-storage-limits'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Loading } from '../../components/EmptyState'
import { appErrorOf } from '../../queries/errors'
import { useKeyStorage, useLockKeys, useSetIdleLock } from '../../queries/key-storage'
import { KeyStoreChoice } from './KeyStoreChoice'
import { idleLockWords } from './words'
import './keys.css'

const NAMES = { keychain: 'the system keychain', file: 'an encrypted key file', environment: 'the environment (read only)' } as const

/** Settings → Keys (#39): where keys are kept, the key file's idle lock and Lock now, and changing the store. */
export function KeysSection() {
  const status = useKeyStorage()
  const [changing, setChanging] = useState(false)
  const [done, setDone] = useState('')
  const idle = useSetIdleLock()
  const lock = useLockKeys()
  const selectId = useId()
  const error = appErrorOf(idle.error ?? lock.error)
  const s = status.data

  return (
    <section className="panel settings-section" aria-labelledby="settings-keys">
      <div className="panel-header">
        <h2 id="settings-keys">Keys</h2>
        {s && (
          <button type="button" onClick={() => setChanging((v) => !v)} aria-expanded={changing} aria-controls="key-store-change">
            {changing ? 'Keep as it is' : 'Change where keys are kept'}
          </button>
        )}
      </div>
      {!s ? (
        status.isError ? (
          <p role="alert">Could not read where keys are kept.</p>
        ) : (
          <Loading label="Loading…" />
        )
      ) : (
        <>
          <p>
            API keys are kept in <strong>{s.store ? NAMES[s.store] : 'no place yet'}</strong>
            {s.store === 'file' && (
              <>
                {' '}
                at <span className="mono">{s.file.path}</span>
              </>
            )}
            {s.store === 'environment' && s.environment.variable && (
              <>
                : <span className="mono">{s.environment.variable}</span>
                {s.environment.path && <span className="mono"> ({s.environment.path})</span>}
              </>
            )}
            . The window never sees a key.
          </p>
          {s.store === 'environment' && s.environment.problem && <p className="notice notice-warning small">{s.environment.problem}</p>}
          {s.store === 'file' && (
            <div className="row">
              <label htmlFor={selectId}>Lock the key file after</label>
              <select
                id={selectId}
                value={s.file.idleLockMinutes === null ? 'never' : String(s.file.idleLockMinutes)}
                onChange={(e) => {
                  const minutes = e.target.value === 'never' ? null : Number(e.target.value)
                  idle.mutate(minutes, { onSuccess: () => setDone(minutes === null ? 'The key file now locks only when Tokentally restarts.' : `The key file now locks after ${idleLockWords(minutes)}.`) })
                }}
              >
                {IDLE_LOCK_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {idleLockWords(m)}
                  </option>
                ))}
                <option value="never">a restart only</option>
              </select>
              <button type="button" onClick={() => !lock.isPending && lock.mutate()} aria-disabled={lock.isPending}>
                Lock now
              </button>
            </div>
          )}
          {error && <ErrorNotice error={error} title="Could not change the key file’s lock" />}
          <p className="muted small" role="status">
            {done}
          </p>
          {changing && (
            <div id="key-store-change" className="add-connection">
              <h3>Where to keep API keys</h3>
              <p className="muted small">The saved connections’ keys move along when the current place can give them; nothing is deleted from the old place.</p>
              <KeyStoreChoice
                status={s}
                onDone={(next) => {
                  setChanging(false)
                  setDone(`Keys are now kept in ${next.store ? NAMES[next.store] : 'no place'}.`)
                }}
              />
            </div>
          )}
        </>
      )}
    </section>
  )
}
