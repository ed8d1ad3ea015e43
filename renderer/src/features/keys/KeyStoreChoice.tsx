import { useId, useState } from 'react'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import type { KeyStorageStatus, KeyStoreKind } from '../../../../shared/domain/key-storage'
import { MIN_PASSPHRASE_LENGTH } from '../../../../shared/domain/key-storage-limits'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useChooseKeyStore, useStartNewKeyFile } from '../../queries/key-storage'
import { PassphraseField } from './PassphraseField'
import { usePassphrasePair } from './usePassphrasePair'
import { idleLockWords, problemWords } from './words'
import './keys.css'

/** The store to preselect: the one in use, else the operator's key, the keychain, the key file. */
function initialChoice(status: KeyStorageStatus): KeyStoreKind {
  if (status.store) return status.store
  if (status.environment.variable && !status.environment.problem) return 'environment'
  return status.keychain.available ? 'keychain' : 'file'
}

/**
 * Where API keys are kept (#39): the system keychain where there is one, an encrypted key file
 * unlocked by a passphrase, or the operator's key from the environment. The first run shows it
 * when there is no keychain; Settings → Keys always.
 */
export function KeyStoreChoice({ status, onDone, submitLabel = t('keys.store.useThis') }: { status: KeyStorageStatus; onDone?: (status: KeyStorageStatus) => void; submitLabel?: string }) {
  const name = useId()
  const [choice, setChoice] = useState<KeyStoreKind>(() => initialChoice(status))
  const pair = usePassphrasePair()
  const choose = useChooseKeyStore()
  const startNew = useStartNewKeyFile()
  const pending = choose.isPending || startNew.isPending
  const serverError = appErrorOf(choose.error ?? startNew.error)
  const shownError = serverError && serverError.param !== 'passphrase' ? serverError : null
  const first = pair.field('passphrase')
  const passphraseError = first.error ?? (serverError?.param === 'passphrase' ? serverError.message : null)

  const file = status.file
  const newFile = file.state === 'none' || file.state === 'damaged'
  const unchanged = choice === status.store && (choice !== 'file' || file.state === 'unlocked')

  const submit = () => {
    if (pending || unchanged) return
    choose.reset()
    startNew.reset()
    const needsPassphrase = choice === 'file' && file.state !== 'unlocked'
    if (needsPassphrase && !pair.check(newFile)) return
    const passphrase = pair.passphrase
    const done = (next: KeyStorageStatus) => {
      pair.clear()
      onDone?.(next)
    }
    if (choice === 'file' && file.state === 'damaged') startNew.mutate(passphrase, { onSuccess: done })
    else choose.mutate({ store: choice, ...(choice === 'file' && file.state !== 'unlocked' ? { passphrase } : {}) }, { onSuccess: done })
  }

  return (
    <form
      className="key-store-choice"
      aria-label={t('keys.store.label')}
      aria-busy={pending}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <fieldset className="key-store-options" disabled={pending}>
        <legend className="sr-only">{t('keys.store.label')}</legend>
        <label className={`key-store-option ${status.keychain.available ? '' : 'is-unavailable'}`}>
          <input type="radio" name={name} value="keychain" checked={choice === 'keychain'} disabled={!status.keychain.available} onChange={() => setChoice('keychain')} />
          <span>
            <strong>{t('keys.store.keychain')}</strong>
            {status.keychain.available ? (
              <span className="muted small">{t('keys.store.keychainNote')}</span>
            ) : (
              <span className="small key-store-why">{t('keys.store.keychainMissing', { problem: problemWords(status.keychain) ?? t('keys.store.noKeychain') })}</span>
            )}
          </span>
        </label>
        <label className="key-store-option">
          <input type="radio" name={name} value="file" checked={choice === 'file'} onChange={() => setChoice('file')} />
          <span>
            <strong>{t('keys.store.file')}</strong>
            <span className="muted small">{tRich('keys.store.fileNote', { idle: idleLockWords(file.idleLockMinutes), path: <span className="mono">{file.path}</span> })}</span>
          </span>
        </label>
        <label className={`key-store-option ${status.environment.variable ? '' : 'is-unavailable'}`}>
          <input type="radio" name={name} value="environment" checked={choice === 'environment'} disabled={!status.environment.variable} onChange={() => setChoice('environment')} />
          <span>
            <strong>{t('keys.store.environment')}</strong>
            {status.environment.variable ? (
              <span className="muted small">
                {status.environment.path
                  ? tRich('keys.store.environmentPathNote', { variable: <span className="mono">{status.environment.variable}</span>, path: <span className="mono">{status.environment.path}</span> })
                  : tRich('keys.store.environmentNote', { variable: <span className="mono">{status.environment.variable}</span> })}
              </span>
            ) : (
              <span className="muted small">
                {tRich('keys.store.environmentUnset', { key: <span className="mono">TALLY_API_KEY</span>, keyFile: <span className="mono">TALLY_API_KEY_FILE</span> })}
              </span>
            )}
            {status.environment.problem && <span className="small key-store-why">{problemWords(status.environment)}</span>}
          </span>
        </label>
      </fieldset>

      {choice === 'file' && file.state !== 'unlocked' && (
        <div className="key-store-passphrase">
          {file.state === 'damaged' && (
            <p className="notice notice-warning small" role="note">
              {t('keys.store.damaged', { problem: problemWords(file) ?? '' })}
            </p>
          )}
          {file.state === 'locked' && <p className="muted small">{file.otherMachine ? t('keys.store.lockedOther', { host: file.otherMachine.host }) : t('keys.store.locked')}</p>}
          <PassphraseField
            label={newFile ? t('keys.store.newPassphrase') : t('keys.store.passphrase')}
            {...first}
            error={passphraseError}
            hint={newFile ? t('keys.store.newHint', { min: MIN_PASSPHRASE_LENGTH }) : undefined}
            autoComplete={newFile ? 'new-password' : 'current-password'}
            readOnly={pending}
          />
          {newFile && (
            <PassphraseField
              label={t('keys.store.repeat')}
              {...pair.field('repeat')}
              autoComplete="new-password"
              readOnly={pending}
            />
          )}
        </div>
      )}

      {shownError && <ErrorNotice error={shownError} title={t('keys.store.error')} />}
      <div className="form-actions">
        <button type="submit" className="btn-primary" aria-disabled={pending || unchanged}>
          {pending ? (choice === 'file' ? t('keys.store.encrypting') : t('keys.store.saving')) : unchanged ? t('keys.store.inUse') : choice === 'file' && file.state === 'none' ? t('keys.store.create') : submitLabel}
        </button>
        <span className="muted small" role="status">
          {pending ? t('keys.store.deriving') : ''}
        </span>
      </div>
    </form>
  )
}
