import { mkdir, readFile, readdir, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import writeFileAtomic from 'write-file-atomic'
import type { z } from 'zod'
import { AppFailure, makeError, say } from '../../../shared/error-model'
import { Sequencer } from '../../../shared/sequencer'

/** Writes to one path, from any JsonFile, one after another. */
const writes = new Sequencer<string>()

export type LoadResult<T> =
  | { status: 'ok'; value: T }
  | { status: 'missing' }
  /** Unreadable, unparsable or of another schema version: set aside as `<file>.corrupt-<time>`. `reason` is for the log only (never shown). */
  | { status: 'corrupt'; reason: string }

interface Envelope {
  version: number
  data: unknown
}

/**
 * A JSON file holding `{version, data}` validated by a zod schema. Writes are atomic
 * (temp file + fsync + rename via write-file-atomic), so a crash leaves the old or the new
 * file, never half of one. A corrupt file is moved aside, never a crash.
 */
export class JsonFile<S extends z.ZodType> {

  constructor(
    readonly path: string,
    private readonly schema: S,
    private readonly version: number,
  ) {}

  async load(): Promise<LoadResult<z.output<S>>> {
    await this.removeOrphanedTempFiles()
    let text: string
    try {
      text = await readFile(this.path, 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' }
      return this.setAside(`unreadable: ${(err as Error).message}`)
    }
    let parsed: Envelope
    try {
      parsed = JSON.parse(text) as Envelope
    } catch {
      return this.setAside('not valid JSON')
    }
    if (!parsed || typeof parsed !== 'object' || parsed.version !== this.version) {
      return this.setAside(`schema version ${String((parsed as Partial<Envelope> | null)?.version)} is not ${this.version}`)
    }
    const result = this.schema.safeParse(parsed.data)
    if (!result.success) return this.setAside(`does not match its schema: ${result.error.issues[0]?.message ?? ''}`)
    return { status: 'ok', value: result.data }
  }

  /**
   * Writes are serialized so a slow earlier write can never overwrite a later one. A failure is
   * an AppFailure (`storage_error`) that names the file and what to check.
   */
  save(data: z.input<S>): Promise<void> {
    const body = JSON.stringify({ version: this.version, data } satisfies Envelope)
    return writes.run(this.path, async () => {
      try {
        await mkdir(dirname(this.path), { recursive: true })
        await writeFileAtomic(this.path, body, { fsync: true, mode: 0o600 })
      } catch (err) {
        throw new AppFailure(
          makeError({
            kind: 'internal',
            code: 'storage_error',
            say: [say('storeErrors.notSavedFile', { path: this.path, detail: err instanceof Error ? err.message : String(err) }), say('storeErrors.checkFolder')],
            endpoint: 'app',
          }),
        )
      }
    })
  }

  /** A write killed mid-way leaves write-file-atomic's temp file (`<name>.<number>`) behind. */
  private async removeOrphanedTempFiles(): Promise<void> {
    const name = basename(this.path)
    const entries = await readdir(dirname(this.path)).catch(() => [] as string[])
    const orphan = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\\d+$`)
    await Promise.all(entries.filter((e) => orphan.test(e)).map((e) => unlink(join(dirname(this.path), e)).catch(() => undefined)))
  }

  private async setAside(reason: string): Promise<LoadResult<never>> {
    await rename(this.path, `${this.path}.corrupt-${Date.now()}`).catch(() => undefined)
    return { status: 'corrupt', reason }
  }
}
