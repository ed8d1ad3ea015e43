import { randomUUID } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import { type ImportProgress, SKIPPED_SHOWN } from '../../../shared/domain/imports'
import { say, toAppError } from '../../../shared/error-model'
import type { Emit } from '../ipc/emitter'
import { type Clock, systemClock } from '../time/clock'
import { ConversationReader } from './conversation-reader'
import { importProblem } from './import-problem'
import { ImportWriter } from './import-writer'
import type { ImportedConversation } from './imported'
import { readExport } from './read-export'
import { Upload } from './upload'
import { ZIP_LIMITS, type ZipLimits } from './zip-stream'

export interface ImportServiceDeps {
  db: DatabaseSync
  emit: Emit
  clock?: Pick<Clock, 'now'>
  newId?: () => string
  /** The model an imported conversation continues with here (one of this service's); null: keep the other app's name. */
  modelForContinuing(): Promise<string | null>
  /** An answer streams in this conversation. */
  busy(conversationId: string): boolean
  log?(level: 'info' | 'warn' | 'error', message: string): void
  /** Conversations per transaction (default 100). */
  batchSize?: number
  zipLimits?: ZipLimits
}

interface Running {
  upload: Upload
  cancelled: boolean
  progress: ImportProgress
  done: Promise<ImportProgress>
}

/**
 * A batch is also written once it holds this much text. Small batches keep main's memory down: a
 * batch lives long enough to reach V8's old space, which grows to a few times what it holds (100
 * conversations or 8 MB of text a batch: peak RSS 448 MiB importing 10k conversations; 25 or 1 MB: 395).
 */
const BATCH_CHARS = 1_000_000
const PROGRESS_EVERY_MS = 100
/** Main yields to its event loop this often while an import runs (IPC, answers streaming, timers). */
const WORK_SLICE_MS = 12
/** The page cache while an import writes (negative: KiB), 32 MiB. */
const IMPORT_CACHE_KIB = -32768

/**
 * #34: imports, in main, as a stream: the renderer sends the file in pieces (`push`), this reads it
 * as it comes (zip, UTF-8, JSON: read-export.ts), finds the format and reads each conversation
 * (conversation-reader.ts), and writes them in batches (import-writer.ts). Progress goes out on the
 * `imports` event; Cancel stops after the conversation being read; a failure keeps every batch
 * written and says what was kept. Each import is recorded in `imports`.
 */
export class ImportService {
  private readonly running = new Map<string, Running>()
  private readonly now: () => Date
  private readonly newId: () => string

  constructor(private readonly deps: ImportServiceDeps) {
    const clock = deps.clock ?? systemClock
    this.now = () => new Date(clock.now())
    this.newId = deps.newId ?? randomUUID
  }

  /** Starts an import; its bytes come through `push`. */
  begin(args: { fileName: string; size: number }): { importId: string } {
    const importId = this.newId()
    const upload = new Upload()
    const progress: ImportProgress = {
      importId,
      fileName: args.fileName,
      phase: 'reading',
      source: null,
      bytesDone: 0,
      bytesTotal: args.size,
      conversationsRead: 0,
      added: 0,
      updated: 0,
      alreadyHere: 0,
      skipped: 0,
      skippedList: [],
      messagesAdded: 0,
      error: null,
    }
    this.deps.db.prepare("INSERT INTO imports (id, file_name, started_at, status) VALUES (?, ?, ?, 'running')").run(importId, args.fileName, this.now().toISOString())
    const running: Running = { upload, cancelled: false, progress, done: Promise.resolve(progress) }
    running.done = this.run(running)
    this.running.set(importId, running)
    return { importId }
  }

  async push(importId: string, chunk: Uint8Array): Promise<{ accepted: boolean }> {
    const running = this.running.get(importId)
    if (!running) return { accepted: false }
    return { accepted: await running.upload.push(chunk) }
  }

  /** The whole file was sent: resolves with what the import did once it has read and written it all. */
  async end(importId: string): Promise<ImportProgress> {
    const running = this.running.get(importId)
    if (!running) return this.recorded(importId)
    running.upload.end()
    const result = await running.done
    this.running.delete(importId)
    return result
  }

  /** Stops reading; what was written stays (the summary says how much). */
  cancel(importId: string): { cancelled: boolean } {
    const running = this.running.get(importId)
    if (!running || running.progress.phase !== 'reading') return { cancelled: false }
    running.cancelled = true
    running.upload.close()
    return { cancelled: true }
  }

  /** Imports a whole stream (a file read by main: tests, the bench). */
  async importStream(fileName: string, size: number, source: AsyncIterable<Uint8Array>): Promise<ImportProgress> {
    const { importId } = this.begin({ fileName, size })
    for await (const chunk of source) if (!(await this.push(importId, chunk)).accepted) break
    return this.end(importId)
  }

  /** Every running import stops (quit). */
  async dispose(): Promise<void> {
    for (const running of this.running.values()) {
      running.cancelled = true
      running.upload.close()
    }
    await Promise.all([...this.running.values()].map((r) => r.done))
  }

  private async run(running: Running): Promise<ImportProgress> {
    const { progress, upload } = running
    const batchSize = this.deps.batchSize ?? 25
    const reader = new ConversationReader()
    let writer: ImportWriter | null = null
    let batch: ImportedConversation[] = []
    let batchChars = 0
    let lastEmit = 0
    let lastBreath = performance.now()
    const emit = (force = false) => {
      const at = performance.now()
      if (!force && at - lastEmit < PROGRESS_EVERY_MS) return
      lastEmit = at
      this.deps.emit('imports', { ...progress, skippedList: [...progress.skippedList] })
    }
    const flush = async () => {
      if (batch.length === 0) return
      writer ??= new ImportWriter(this.deps.db, {
        importId: progress.importId,
        now: this.now,
        newId: this.newId,
        modelForContinuing: await this.deps.modelForContinuing().catch(() => null),
        busy: this.deps.busy,
      })
      const written = batch
      batch = []
      batchChars = 0
      for (const outcome of writer.write(written)) {
        if (outcome.kind === 'added') progress.added++
        else if (outcome.kind === 'updated') progress.updated++
        else progress.alreadyHere++
        progress.messagesAdded += outcome.messagesAdded
      }
    }
    const counted: AsyncIterable<Uint8Array> = {
      async *[Symbol.asyncIterator]() {
        for await (const chunk of upload) {
          progress.bytesDone += chunk.length
          yield chunk
        }
      },
    }
    // A larger page cache while an import writes (its indexes take random keys); put back after.
    const cache = (this.deps.db.prepare('PRAGMA cache_size').get() as { cache_size: number }).cache_size
    this.deps.db.exec(`PRAGMA cache_size = ${IMPORT_CACHE_KIB}`)
    try {
      for await (const event of readExport(counted, progress.fileName, this.deps.zipLimits ?? ZIP_LIMITS)) {
        for (const found of reader.handle(event)) {
          if (found.kind === 'source') progress.source = found.source
          else if (found.kind === 'skipped') {
            progress.conversationsRead++
            progress.skipped++
            if (progress.skippedList.length < SKIPPED_SHOWN) progress.skippedList.push({ title: found.title, place: found.place, reason: found.reason })
          } else {
            progress.conversationsRead++
            batch.push(found.conversation)
            batchChars += found.conversation.messages.reduce((n, m) => n + m.content.length, 0)
            if (batch.length >= batchSize || batchChars >= BATCH_CHARS) await flush()
          }
        }
        if (running.cancelled) break
        if (performance.now() - lastBreath > WORK_SLICE_MS) {
          emit()
          await new Promise<void>((resolve) => setImmediate(resolve))
          lastBreath = performance.now()
        }
      }
      if (!running.cancelled) reader.finish()
      await flush()
      progress.phase = running.cancelled ? 'cancelled' : 'done'
    } catch (err) {
      // What was read whole before the problem is written; then the problem is told.
      try {
        await flush()
      } catch (flushErr) {
        this.deps.log?.('error', `import ${progress.importId}: the last batch was not written: ${(flushErr as Error).message}`)
      }
      progress.phase = running.cancelled ? 'cancelled' : 'failed'
      progress.error = running.cancelled ? null : toAppError(err, 'import')
    } finally {
      upload.close()
      this.deps.db.exec(`PRAGMA cache_size = ${cache}`)
    }
    this.record(progress)
    emit(true)
    return progress
  }

  private record(progress: ImportProgress): void {
    try {
      this.deps.db
        .prepare('UPDATE imports SET source = ?, finished_at = ?, status = ?, summary = ? WHERE id = ?')
        .run(progress.source, this.now().toISOString(), progress.phase === 'reading' ? 'failed' : progress.phase, JSON.stringify(progress), progress.importId)
    } catch (err) {
      this.deps.log?.('warn', `import ${progress.importId}: its record was not saved: ${(err as Error).message}`)
    }
  }

  /** A finished import's summary, from its record. */
  private recorded(importId: string): ImportProgress {
    const row = this.deps.db.prepare('SELECT summary FROM imports WHERE id = ?').get(importId) as { summary: string | null } | undefined
    if (!row?.summary) throw importProblem('import_gone', say('fileErrors.importGone'))
    return JSON.parse(row.summary) as ImportProgress
  }
}
