import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { KeyStorageStatus, KeyStoreKind } from '../../../shared/domain/key-storage'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** #39: where keys are kept and whether the key file is open. Kept current by main's `keys` events (live-events.ts). */
export function useKeyStorage() {
  return useQuery({ queryKey: queryKeys.keyStorage, queryFn: () => unwrap(tally.keys.status()) })
}

/** A change of store or lock: the new status goes to the cache; once keys can be read, every view reads again. */
function useKeyMutation<A>(run: (args: A) => Promise<KeyStorageStatus>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (status) => {
      client.setQueryData(queryKeys.keyStorage, status)
      if (status.store !== 'file' || status.file.state === 'unlocked') void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.keyStorage[0] })
    },
  })
}

export function useChooseKeyStore() {
  return useKeyMutation((args: { store: KeyStoreKind; passphrase?: string }) => unwrap(tally.keys.choose(args)))
}

export function useUnlockKeys() {
  return useKeyMutation((passphrase: string) => unwrap(tally.keys.unlock({ passphrase })))
}

export function useLockKeys() {
  return useKeyMutation(() => unwrap(tally.keys.lock()))
}

/** A damaged or forgotten key file is set aside (kept) and a new one made with this passphrase. */
export function useStartNewKeyFile() {
  return useKeyMutation((passphrase: string) => unwrap(tally.keys.startNewFile({ passphrase })))
}

export function useSetIdleLock() {
  return useKeyMutation((minutes: number | null) => unwrap(tally.keys.setIdleLock({ minutes })))
}

/** The user did something: the key file's idle time starts again (callers send it at most once a minute). */
export function reportKeyActivity(): void {
  void tally.keys.activity().catch(() => undefined)
}
