import { Zip, ZipDeflate } from 'fflate'
import type { Conversation } from '../../../shared/domain/conversation'
import { ARCHIVE_FORMAT, type ArchiveManifest, type BranchMessage } from '../../../shared/domain/conversation-export'
import type { ByteSink } from '../storage/byte-sink'
import { conversationExport, fileSafe } from './export'

export interface ArchiveSource {
  /** Every conversation's ID, a page at a time (never the history held whole). */
  ids(): Iterable<string>
  get(id: string): Conversation
  otherBranches(id: string): BranchMessage[]
}

/** Main yields to its event loop this often while the archive is written. */
const WORK_SLICE_MS = 12

/**
 * #34: every conversation in one zip, written as a stream (fflate's Zip): `conversations/NNNNN title.json`,
 * each a conversation export (every field, every branch: it imports back whole), and `manifest.json`.
 * One conversation is in memory at a time; each is compressed and handed to the sink before the next
 * is read. Returns how many conversations were written.
 */
export async function writeArchive(sink: ByteSink, source: ArchiveSource, exportedAt: Date, app: string): Promise<number> {
  const pending: Uint8Array[] = []
  let failure: Error | null = null
  let finished = false
  const zip = new Zip((err, data, final) => {
    if (err) failure = err
    else pending.push(data)
    if (final) finished = true
  })
  const drain = async () => {
    if (failure) throw failure
    for (let chunk = pending.shift(); chunk; chunk = pending.shift()) await sink.write(chunk)
  }
  const add = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 5 })
    zip.add(entry)
    entry.push(new TextEncoder().encode(text), true)
  }
  let count = 0
  let slice = performance.now()
  for (const id of source.ids()) {
    const conversation = source.get(id)
    count++
    add(`conversations/${String(count).padStart(5, '0')} ${fileSafe(conversation.title)}.json`, JSON.stringify(conversationExport(conversation, exportedAt, source.otherBranches(id))))
    await drain()
    if (performance.now() - slice > WORK_SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      slice = performance.now()
    }
  }
  const manifest: ArchiveManifest = { format: ARCHIVE_FORMAT, version: 1, exportedAt: exportedAt.toISOString(), conversations: count, app }
  add('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`)
  zip.end()
  await drain()
  if (!finished) throw new Error('the archive did not end')
  return count
}
