import { useId, useState } from 'react'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import type { KeyStoreKind } from '../../../../shared/domain/key-storage'
import { IDLE_LOCK_CHOICES } from '../../../../shared/domain/key-storage-limits'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Loading } from '../../components/EmptyState'
import { appErrorOf } from '../../queries/errors'
import { useKeyStorage, useLockKeys, useSetIdleLock } from '../../queries/key-storage'
import { KeyStoreChoice } from './KeyStoreChoice'
import { idleLockWords, problemWords } from './words'
import './keys.css'

const storeName = (store: KeyStoreKind | null, none: 'keys.section.noPlaceYet' | 'keys.section.noPlace') => t(store ? `keys.section.name.${store}` : none)

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
        <h2 id="settings-keys">{t('settings.nav.keys')}</h2>
        {s && (
          <button type="button" onClick={() => setChanging((v) => !v)} aria-expanded={changing} aria-controls="key-store-change">
            {changing ? t('keys.section.keepAsIs') : t('keys.section.change')}
          </button>
        )}
      </div>
      {!s ? (
        status.isError ? (
          <p role="alert">{t('keys.section.readError')}</p>
        ) : (
          <Loading label={t('keys.section.loading')} />
        )
      ) : (
        <>
          <p>
            {s.store === 'file'
              ? tRich('keys.section.keptInAt', { store: <strong>{storeName(s.store, 'keys.section.noPlaceYet')}</strong>, path: <span className="mono">{s.file.path}</span> })
              : s.store === 'environment' && s.environment.variable
                ? tRich('keys.section.keptInVariable', {
                    store: <strong>{storeName(s.store, 'keys.section.noPlaceYet')}</strong>,
                    variable: (
                      <>
                        <span className="mono">{s.environment.variable}</span>
                        {s.environment.path && <span className="mono"> ({s.environment.path})</span>}
                      </>
                    ),
                  })
                : tRich('keys.section.keptIn', { store: <strong>{storeName(s.store, 'keys.section.noPlaceYet')}</strong> })}
          </p>
          {s.store === 'environment' && s.environment.problem && <p className="notice notice-warning small">{problemWords(s.environment)}</p>}
          {s.store === 'file' && (
            <div className="row">
              <label htmlFor={selectId}>{t('keys.section.lockAfter')}</label>
              <select
                id={selectId}
                value={s.file.idleLockMinutes === null ? 'never' : String(s.file.idleLockMinutes)}
                onChange={(e) => {
                  const minutes = e.target.value === 'never' ? null : Number(e.target.value)
                  idle.mutate(minutes, { onSuccess: () => setDone(minutes === null ? t('keys.section.locksOnRestart') : t('keys.section.locksAfter', { idle: idleLockWords(minutes) })) })
                }}
              >
                {IDLE_LOCK_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {idleLockWords(m)}
                  </option>
                ))}
                <option value="never">{t('keys.idle.restart')}</option>
              </select>
              <button type="button" onClick={() => !lock.isPending && lock.mutate()} aria-disabled={lock.isPending}>
                {t('keys.section.lockNow')}
              </button>
            </div>
          )}
          {error && <ErrorNotice error={error} title={t('keys.section.lockError')} />}
          <p className="muted small" role="status">
            {done}
          </p>
          {changing && (
            <div id="key-store-change" className="add-connection">
              <h3>{t('keys.store.label')}</h3>
              <p className="muted small">{t('keys.section.moveNote')}</p>
              <KeyStoreChoice
                status={s}
                onDone={(next) => {
                  setChanging(false)
                  setDone(t('keys.section.nowKept', { store: storeName(next.store, 'keys.section.noPlace') }))
                }}
              />
            </div>
          )}
        </>
      )}
    </section>
  )
}
