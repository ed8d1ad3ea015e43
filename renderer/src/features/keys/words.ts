import { t } from '../../i18n'
import type { KeyStorageStatus } from '../../../../shared/domain/key-storage'
import type { ErrorSay } from '../../../../shared/domain/errors'
import { saidText } from '../../components/error-text'

/** "15 minutes without use", "4 hours without use", or "only when Tokentally quits". */
export function idleLockWords(minutes: number | null): string {
  if (minutes === null) return t('keys.idle.restart')
  if (minutes % 60 === 0) return t('keys.idle.hours', { hours: minutes / 60 })
  return t('keys.idle.minutes', { minutes })
}

/** Where a connection's key is, as the connection list and the key field say it. */
export function keyPlace(status: KeyStorageStatus | undefined): string {
  switch (status?.store) {
    case 'file':
      return t('keys.place.file')
    case 'environment':
      return status.environment.variable ?? t('keys.place.environment')
    default:
      return t('keys.place.keychain')
  }
}

/** Why a key store cannot be used (`problem`), in the shown language when main said it in our words (#37). */
export function problemWords(part: { problem: string | null; problemSay?: readonly ErrorSay[] | null }): string | null {
  return part.problem === null ? null : saidText(part.problemSay, part.problem)
}
