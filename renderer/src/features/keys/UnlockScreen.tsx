import { useState } from 'react'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { intlTag } from '../../../../shared/i18n/format-locale'
import type { KeyStorageStatus } from '../../../../shared/domain/key-storage'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Brand } from '../../components/Brand'
import { appErrorOf } from '../../queries/errors'
import { useStartNewKeyFile, useUnlockKeys } from '../../queries/key-storage'
import { NewKeyFileForm } from './NewKeyFileForm'
import { PassphraseField } from './PassphraseField'
import { idleLockWords, problemWords } from './words'
import './keys.css'
import { errorText } from '../../components/error-text'

function lockReason(file: KeyStorageStatus['file']): string {
  if (file.lockedBy === 'idle') return t('keys.lock.idle', { idle: idleLockWords(file.idleLockMinutes) })
  if (file.lockedBy === 'user') return t('keys.lock.user')
  return t('keys.lock.start')
}

/**
 * The key file's lock screen (#39): after a start, after the idle time, or after Lock. The
 * passphrase goes to main, which opens the file and keeps the keys; this page never sees them.
 * A damaged or missing file, or a forgotten passphrase, can start a new key file (the old is kept).
 */
export function UnlockScreen({ status }: { status: KeyStorageStatus }) {
  const file = status.file
  return (
    <main className="lock-screen" aria-labelledby="lock-title">
      <section className="panel lock-card">
        <Brand />
        {file.state === 'locked' ? <Unlock file={file} /> : <Replace file={file} />}
      </section>
    </main>
  )
}

function Unlock({ file }: { file: KeyStorageStatus['file'] }) {
  const [passphrase, setPassphrase] = useState('')
  const unlock = useUnlockKeys()
  const error = appErrorOf(unlock.error)
  return (
    <>
      <h1 id="lock-title">{t('keys.lock.title')}</h1>
      <p>{t('keys.lock.intro')}</p>
      <p className="lock-reason small">{lockReason(file)}</p>
      {file.otherMachine && (
        <p className="notice notice-info small" role="note">
          {t('keys.lock.otherMachine', { host: file.otherMachine.host, day: new Date(file.otherMachine.at).toLocaleDateString(intlTag(), { day: 'numeric', month: 'short', year: 'numeric' }) })}
        </p>
      )}
      <form
        aria-label={t('keys.lock.form')}
        aria-busy={unlock.isPending}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!unlock.isPending) unlock.mutate(passphrase, { onSuccess: () => setPassphrase('') })
        }}
      >
        <PassphraseField
          label={t('keys.store.passphrase')}
          value={passphrase}
          onChange={(v) => {
            setPassphrase(v)
            if (unlock.isError) unlock.reset()
          }}
          error={error?.param === 'passphrase' ? errorText(error) : null}
          autoFocus
          readOnly={unlock.isPending}
        />
        {error && error.param !== 'passphrase' && <ErrorNotice error={error} title={t('keys.lock.openError')} />}
        <div className="form-actions">
          <button type="submit" className="btn-primary" aria-disabled={unlock.isPending}>
            {unlock.isPending ? t('keys.lock.unlocking') : t('keys.lock.unlock')}
          </button>
          <span className="muted small" role="status">
            {unlock.isPending ? t('keys.lock.opening') : ''}
          </span>
        </div>
      </form>
      <details>
        <summary>{t('keys.lock.forgot')}</summary>
        <div>
          <p className="muted small">{tRich('keys.lock.forgotNote', { path: <span className="mono">{file.path}.set-aside-…</span> })}</p>
          <StartNewFile />
        </div>
      </details>
    </>
  )
}

function Replace({ file }: { file: KeyStorageStatus['file'] }) {
  return (
    <>
      <h1 id="lock-title">{file.state === 'none' ? t('keys.lock.missingTitle') : t('keys.lock.damagedTitle')}</h1>
      {file.state === 'none' ? (
        <p>{tRich('keys.lock.missing', { path: <span className="mono">{file.path}</span> })}</p>
      ) : (
        <>
          <p role="alert">{problemWords(file)}</p>
          <p className="muted small">{tRich('keys.lock.damaged', { path: <span className="mono">{file.path}</span> })}</p>
        </>
      )}
      <StartNewFile />
    </>
  )
}

function StartNewFile() {
  const startNew = useStartNewKeyFile()
  const error = appErrorOf(startNew.error)
  return (
    <>
      <NewKeyFileForm
        label={t('keys.lock.startNew')}
        submitLabel={t('keys.lock.startNew')}
        pending={startNew.isPending}
        serverError={error?.param === 'passphrase' ? errorText(error) : null}
        onSubmit={(passphrase) => startNew.mutate(passphrase)}
      />
      {error && error.param !== 'passphrase' && <ErrorNotice error={error} title={t('keys.lock.startNewError')} />}
    </>
  )
}
