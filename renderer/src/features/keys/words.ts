import type { KeyStorageStatus } from '../../../../shared/domain/key-storage'

/** "15 minutes without use", "4 hours without use", or "only when Tokentally quits". */
export function idleLockWords(minutes: number | null): string {
  if (minutes === null) return 'a restart only'
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'} without use`
  return `${minutes} minutes without use`
}

/** Where a connection's key is, as the connection list and the key field say it. */
export function keyPlace(status: KeyStorageStatus | undefined): string {
  switch (status?.store) {
    case 'file':
      return 'your encrypted key file'
    case 'environment':
      return status.environment.variable ?? 'the environment'
    default:
      return 'your OS keychain'
  }
}
