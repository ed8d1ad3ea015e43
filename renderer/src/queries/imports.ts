import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query'
import type { ImportProgress } from '../../../shared/domain/imports'
import { IMPORT_PIECE_BYTES } from '../../../shared/ipc/pieces'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/**
 * #34: a file chosen or dropped, sent to main a piece at a time (main reads it as it comes and
 * never needs it whole). Each piece is read by the browser (FileReader, off the main thread) and
 * sent as base64; the next is read only once main has taken this one. Stops when main no longer
 * takes pieces (cancelled, or the file was found bad).
 */
export async function sendFile(file: Blob, push: (data: string) => Promise<boolean>): Promise<void> {
  for (let at = 0; at < file.size; at += IMPORT_PIECE_BYTES) {
    const data = await base64Of(file.slice(at, at + IMPORT_PIECE_BYTES))
    if (!(await push(data))) return
  }
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result)
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'))
    reader.readAsDataURL(blob)
  })
}

/**
 * Imports a file: begins (its progress then arrives on the `imports` event, in the cache under
 * `queryKeys.importProgress(id)`), sends it, and resolves with what the import did (new, already
 * here, skipped with why, or what is wrong with the file). `onStarted` gets the ID at once (for Cancel).
 */
export async function importFile(client: QueryClient, file: File, onStarted: (importId: string) => void): Promise<ImportProgress> {
  const { importId } = await unwrap(tally.imports.begin({ fileName: file.name || 'dropped file', size: file.size }))
  onStarted(importId)
  let unread: unknown = null
  try {
    await sendFile(file, async (data) => (await unwrap(tally.imports.push({ importId, data }))).accepted)
  } catch (err) {
    // The file could not be read to its end: main must not take the part it got for the whole file.
    unread = err
    await tally.imports.cancel({ importId }).catch(() => undefined)
  }
  const ended = await unwrap(tally.imports.end({ importId }))
  client.setQueryData(queryKeys.importProgress(importId), ended)
  if (unread !== null) throw unread
  return ended
}

/** The import dialog closed: the list (and any conversation an import grew) is read again. */
export function afterImport(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
  client.removeQueries({ queryKey: queryKeys.conversationAll, type: 'inactive' })
  void client.invalidateQueries({ queryKey: queryKeys.conversationAll })
}

export function cancelImport(importId: string): Promise<{ cancelled: boolean }> {
  return unwrap(tally.imports.cancel({ importId }))
}

/** An import's progress as main pushes it (live-events.ts puts each event in the cache). */
export function useImportProgress(importId: string | null): ImportProgress | undefined {
  return useQuery({
    queryKey: queryKeys.importProgress(importId ?? ''),
    queryFn: () => Promise.reject(new Error('progress arrives as events')),
    enabled: false,
    staleTime: Infinity,
  }).data
}

/** "What it would have cost here": an import's conversations, or one imported conversation (counted once, then kept). */
export function useCostHere(target: { importId: string } | { conversationId: string }) {
  return useQuery({
    queryKey: queryKeys.costHere('importId' in target ? `import:${target.importId}` : `conversation:${target.conversationId}`),
    queryFn: () => unwrap(tally.imports.costHere(target)),
    staleTime: 60_000,
  })
}

/** Exports every conversation (every branch) as one zip: main asks where and writes it as a stream. */
export function useExportAll() {
  return useMutation({ mutationFn: () => unwrap(tally.conversations.exportAll()) })
}

