import { useState } from 'react'
import { MIN_PASSPHRASE_LENGTH } from '../../../../shared/domain/key-storage'
import { PassphraseField } from './PassphraseField'

/** A new passphrase, typed twice, checked here before main derives a key from it. */
export function NewKeyFileForm({ label, submitLabel, pending, serverError, onSubmit }: { label: string; submitLabel: string; pending: boolean; serverError: string | null; onSubmit: (passphrase: string) => void }) {
  const [passphrase, setPassphrase] = useState('')
  const [repeat, setRepeat] = useState('')
  const [error, setError] = useState<{ field: 'passphrase' | 'repeat'; message: string } | null>(null)
  return (
    <form
      aria-label={label}
      aria-busy={pending}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (pending) return
        if (passphrase.length < MIN_PASSPHRASE_LENGTH) return setError({ field: 'passphrase', message: `Use at least ${MIN_PASSPHRASE_LENGTH} characters.` })
        if (repeat !== passphrase) return setError({ field: 'repeat', message: 'The two passphrases differ. Type the same one twice.' })
        setError(null)
        onSubmit(passphrase)
      }}
    >
      <PassphraseField
        label="New passphrase"
        value={passphrase}
        onChange={(v) => {
          setPassphrase(v)
          setError(null)
        }}
        error={error?.field === 'passphrase' ? error.message : serverError}
        hint={`At least ${MIN_PASSPHRASE_LENGTH} characters.`}
        autoComplete="new-password"
        readOnly={pending}
      />
      <PassphraseField
        label="Repeat the passphrase"
        value={repeat}
        onChange={(v) => {
          setRepeat(v)
          setError(null)
        }}
        error={error?.field === 'repeat' ? error.message : null}
        autoComplete="new-password"
        readOnly={pending}
      />
      <div className="form-actions">
        <button type="submit" className="btn-primary" aria-disabled={pending}>
          {pending ? 'Encrypting…' : submitLabel}
        </button>
      </div>
    </form>
  )
}
