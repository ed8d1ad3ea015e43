import { useId, useState } from 'react'
import type { KeyStorageStatus, KeyStoreKind } from '../../../../shared/domain/key-storage'
import { MIN_PASSPHRASE_LENGTH } from '../../../../shared/domain/key-storage-limits'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useChooseKeyStore, useStartNewKeyFile } from '../../queries/key-storage'
import { PassphraseField } from './PassphraseField'
import { usePassphrasePair } from './usePassphrasePair'
import { idleLockWords } from './words'
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
export function KeyStoreChoice({ status, onDone, submitLabel = 'Use this' }: { status: KeyStorageStatus; onDone?: (status: KeyStorageStatus) => void; submitLabel?: string }) {
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
      aria-label="Where to keep API keys"
      aria-busy={pending}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <fieldset className="key-store-options" disabled={pending}>
        <legend className="sr-only">Where to keep API keys</legend>
        <label className={`key-store-option ${status.keychain.available ? '' : 'is-unavailable'}`}>
          <input type="radio" name={name} value="keychain" checked={choice === 'keychain'} disabled={!status.keychain.available} onChange={() => setChoice('keychain')} />
          <span>
            <strong>System keychain</strong>
            {status.keychain.available ? (
              <span className="muted small">The operating system keeps the keys (GNOME Keyring, KWallet, macOS Keychain, Windows Credential Manager). Nothing to type at start.</span>
            ) : (
              <span className="small key-store-why">Not available here: {status.keychain.problem ?? 'no keychain answered'}.</span>
            )}
          </span>
        </label>
        <label className="key-store-option">
          <input type="radio" name={name} value="file" checked={choice === 'file'} onChange={() => setChoice('file')} />
          <span>
            <strong>Encrypted key file</strong>
            <span className="muted small">
              Keys are encrypted with a passphrase you choose, in <span className="mono">{file.path}</span>. You type it when Tokentally starts and after {idleLockWords(file.idleLockMinutes)}; only this
              app’s main process ever holds it.
            </span>
          </span>
        </label>
        <label className={`key-store-option ${status.environment.variable ? '' : 'is-unavailable'}`}>
          <input type="radio" name={name} value="environment" checked={choice === 'environment'} disabled={!status.environment.variable} onChange={() => setChoice('environment')} />
          <span>
            <strong>Key from the environment</strong>
            {status.environment.variable ? (
              <span className="muted small">
                Every connection uses the key in <span className="mono">{status.environment.variable}</span>
                {status.environment.path ? (
                  <>
                    {' '}
                    (<span className="mono">{status.environment.path}</span>)
                  </>
                ) : null}
                , set by whoever starts Tokentally. It is read, never written.
              </span>
            ) : (
              <span className="muted small">
                For servers and containers: start Tokentally with <span className="mono">TALLY_API_KEY</span>, or <span className="mono">TALLY_API_KEY_FILE</span> naming a file such as a container
                secret. Neither is set now.
              </span>
            )}
            {status.environment.problem && <span className="small key-store-why">{status.environment.problem}</span>}
          </span>
        </label>
      </fieldset>

      {choice === 'file' && file.state !== 'unlocked' && (
        <div className="key-store-passphrase">
          {file.state === 'damaged' && (
            <p className="notice notice-warning small" role="note">
              {file.problem} A new key file replaces it; the damaged one is kept next to it.
            </p>
          )}
          {file.state === 'locked' && <p className="muted small">A key file is already there{file.otherMachine ? `, written on “${file.otherMachine.host}”` : ''}: enter its passphrase to use it.</p>}
          <PassphraseField
            label={newFile ? 'New passphrase' : 'Passphrase'}
            {...first}
            error={passphraseError}
            hint={newFile ? `At least ${MIN_PASSPHRASE_LENGTH} characters. It cannot be recovered: without it, the keys are entered again.` : undefined}
            autoComplete={newFile ? 'new-password' : 'current-password'}
            readOnly={pending}
          />
          {newFile && (
            <PassphraseField
              label="Repeat the passphrase"
              {...pair.field('repeat')}
              autoComplete="new-password"
              readOnly={pending}
            />
          )}
        </div>
      )}

      {shownError && <ErrorNotice error={shownError} title="Could not change where keys are kept" />}
      <div className="form-actions">
        <button type="submit" className="btn-primary" aria-disabled={pending || unchanged}>
          {pending ? (choice === 'file' ? 'Encrypting…' : 'Saving…') : unchanged ? 'In use' : choice === 'file' && file.state === 'none' ? 'Create the key file' : submitLabel}
        </button>
        <span className="muted small" role="status">
          {pending ? 'Deriving the key from the passphrase takes a moment…' : ''}
        </span>
      </div>
    </form>
  )
}
