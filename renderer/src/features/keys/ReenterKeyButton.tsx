import { t } from '../../i18n'
import { useKeyReentry } from '../../stores/key-reentry'

/** "Enter the key again" for one connection: opens the shell's key dialog right where the problem is shown. */
export function ReenterKeyButton({ connectionId, name, primary = true }: { connectionId: string; name?: string; primary?: boolean }) {
  const open = useKeyReentry((s) => s.open)
  return (
    <button type="button" className={primary ? 'btn-primary' : undefined} onClick={() => open(connectionId)} aria-label={name ? t('keys.reenter.label', { name }) : undefined}>
      {t('keys.reenter.button')}
    </button>
  )
}

/** The error codes that mean "no key is stored for this connection" (the client's, the balance service's). */
export function isMissingKey(error: { code: string } | null | undefined): boolean {
  return error?.code === 'missing_key' || error?.code === 'no_key'
}
