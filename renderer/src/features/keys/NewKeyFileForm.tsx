import { MIN_PASSPHRASE_LENGTH } from '../../../../shared/domain/key-storage-limits'
import { PassphraseField } from './PassphraseField'
import { usePassphrasePair } from './usePassphrasePair'

/** A new passphrase, typed twice, checked here before main derives a key from it. */
export function NewKeyFileForm({ label, submitLabel, pending, serverError, onSubmit }: { label: string; submitLabel: string; pending: boolean; serverError: string | null; onSubmit: (passphrase: string) => void }) {
  const pair = usePassphrasePair()
  const first = pair.field('passphrase')
  return (
    <form
      aria-label={label}
      aria-busy={pending}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!pending && pair.check(true)) onSubmit(pair.passphrase)
      }}
    >
      <PassphraseField label="New passphrase" {...first} error={first.error ?? serverError} hint={`At least ${MIN_PASSPHRASE_LENGTH} characters.`} autoComplete="new-password" readOnly={pending} />
      <PassphraseField label="Repeat the passphrase" {...pair.field('repeat')} autoComplete="new-password" readOnly={pending} />
      <div className="form-actions">
        <button type="submit" className="btn-primary" aria-disabled={pending}>
          {pending ? 'Encrypting…' : submitLabel}
        </button>
      </div>
    </form>
  )
}
