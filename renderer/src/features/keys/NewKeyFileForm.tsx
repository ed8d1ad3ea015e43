import { MIN_PASSPHRASE_LENGTH } from '../../../../shared/domain/key-storage-limits'
import { t } from '../../i18n'
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
      <PassphraseField label={t('keys.store.newPassphrase')} {...first} error={first.error ?? serverError} hint={t('keys.newFile.hint', { min: MIN_PASSPHRASE_LENGTH })} autoComplete="new-password" readOnly={pending} />
      <PassphraseField label={t('keys.store.repeat')} {...pair.field('repeat')} autoComplete="new-password" readOnly={pending} />
      <div className="form-actions">
        <button type="submit" className="btn-primary" aria-disabled={pending}>
          {pending ? t('keys.store.encrypting') : submitLabel}
        </button>
      </div>
    </form>
  )
}
