import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RestoreStaged } from '../../../shared/domain/backup'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { sendFile } from './imports'
import { queryKeys } from './keys'

/** #34 Settings → Data: the backup folder, the newest backup, what the last restore put back. */
export function useBackupStatus() {
  return useQuery({ queryKey: queryKeys.backupStatus, queryFn: () => unwrap(tally.backup.status()) })
}

/** Back up now: main asks where (a save dialog) and writes the file as a stream. */
export function useCreateBackup() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(tally.backup.create()),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.backupStatus }),
  })
}

/** Sends a backup file to main, which checks it and stages it for the next start. */
export async function restoreBackup(file: File): Promise<RestoreStaged> {
  const { restoreId } = await unwrap(tally.backup.restoreBegin({ fileName: file.name || 'backup.zip', size: file.size }))
  // A bad backup stops taking pieces early; the end says what is wrong with it.
  await sendFile(file, async (data) => (await unwrap(tally.backup.restorePush({ restoreId, data }))).accepted)
  return unwrap(tally.backup.restoreEnd({ restoreId }))
}

export function useRestoreBackup() {
  return useMutation({ mutationFn: restoreBackup })
}
