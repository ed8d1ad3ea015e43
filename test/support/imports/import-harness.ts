import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { zipSync } from 'fflate'
import type { ImportProgress } from '../../../shared/domain/imports'
import { ImportProgress as ImportProgressSchema } from '../../../shared/domain/imports'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { openDatabase } from '../../../electron/services/db/open-database'
import { ImportService, type ImportServiceDeps } from '../../../electron/services/imports/import-service'

export const FIXTURES = join(import.meta.dirname, 'fixtures')

/** A fixture's bytes (test/support/imports/fixtures/). */
export async function fixture(name: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(join(FIXTURES, name)))
}

/** Bytes as a stream of pieces of `size` (default 4 KiB: the readers meet units cut anywhere). */
export async function* pieces(bytes: Uint8Array, size = 4096): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

/** A zip of these files (DEFLATE, as the apps' exports are). */
export function zipOf(files: Record<string, Uint8Array | string>): Uint8Array {
  const entries = Object.fromEntries(Object.entries(files).map(([name, data]) => [name, typeof data === 'string' ? new TextEncoder().encode(data) : data]))
  return zipSync(entries, { level: 6 })
}

export interface ImportHarness {
  dir: string
  db: DatabaseSync
  store: ConversationStore
  service: ImportService
  /** Every `imports` event, checked against the contract's schema. */
  events: ImportProgress[]
  importBytes(name: string, bytes: Uint8Array, pieceSize?: number): Promise<ImportProgress>
  close(): Promise<void>
}

/** An ImportService over a real database in a temp dir (the same one a ConversationStore reads). */
export async function makeImportHarness(deps: Partial<Omit<ImportServiceDeps, 'db' | 'emit'>> = {}): Promise<ImportHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'tally-import-'))
  const { db } = openDatabase({ dataDir: dir })
  const store = ConversationStore.openSync({ db })
  const events: ImportProgress[] = []
  const service = new ImportService({
    db,
    emit: (channel, payload) => {
      if (channel === 'imports') events.push(ImportProgressSchema.parse(payload))
    },
    modelForContinuing: async () => 'tally-mini',
    busy: () => false,
    ...deps,
  })
  return {
    dir,
    db,
    store,
    service,
    events,
    importBytes: (name, bytes, pieceSize) => service.importStream(name, bytes.length, pieces(bytes, pieceSize)),
    close: async () => {
      await service.dispose()
      if (db.isOpen) db.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
