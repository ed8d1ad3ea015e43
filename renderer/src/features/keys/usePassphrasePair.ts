import { useState } from 'react'
import { t } from '../../i18n'
import { MIN_PASSPHRASE_LENGTH } from '../../../../shared/domain/key-storage-limits'

type Field = 'passphrase' | 'repeat'

/**
 * A passphrase (and, for a new key file, the same typed again), checked here before main derives
 * a key from it: too short, or the two differ, is said next to its field. Typing clears the message.
 */
export function usePassphrasePair() {
  const [values, setValues] = useState<Record<Field, string>>({ passphrase: '', repeat: '' })
  const [error, setError] = useState<{ field: Field; message: string } | null>(null)
  return {
    passphrase: values.passphrase,
    /** The props of one field (value, onChange, its own message). */
    field: (which: Field) => ({
      value: values[which],
      onChange: (value: string) => {
        setValues((v) => ({ ...v, [which]: value }))
        setError(null)
      },
      error: error?.field === which ? error.message : null,
    }),
    /** True when the passphrase may go to main; otherwise the field says why. */
    check: (newFile: boolean): boolean => {
      if (newFile && values.passphrase.length < MIN_PASSPHRASE_LENGTH) setError({ field: 'passphrase', message: t('keys.pair.tooShort', { min: MIN_PASSPHRASE_LENGTH }) })
      else if (!newFile && values.passphrase === '') setError({ field: 'passphrase', message: t('keys.pair.empty') })
      else if (newFile && values.repeat !== values.passphrase) setError({ field: 'repeat', message: t('keys.pair.differ') })
      else {
        setError(null)
        return true
      }
      return false
    },
    clear: () => setValues({ passphrase: '', repeat: '' }),
  }
}
