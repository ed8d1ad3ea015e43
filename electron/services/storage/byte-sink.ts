import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { copyFile, mkdir, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/** Where a file written as a stream goes: each write resolves once the bytes are taken (back-pressure). */
export interface ByteSink {
  write(chunk: Uint8Array): Promise<void>
}

/** Writes what `write` produces into a file as it comes; on failure the partial file is removed. */
export async function writeFileStream(path: string, write: (sink: ByteSink) => Promise<void>): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const out = createWriteStream(path)
  let failed: Error | null = null
  out.on('error', (err) => (failed = err))
  const sink: ByteSink = {
    async write(chunk) {
      if (failed) throw failed
      // `once` rejects on the stream's 'error' too; a second `once(out, 'error')` raced beside it
      // stayed attached after every drain (MaxListenersExceededWarning on a long import).
      if (!out.write(chunk)) await once(out, 'drain').catch(() => undefined)
      if (failed) throw failed
    },
  }
  try {
    await write(sink)
    out.end()
    await once(out, 'finish')
    if (failed) throw failed
  } catch (err) {
    out.destroy()
    // The write's own error is what the user must see, not a failed clean-up's (e.g. the path is a folder).
    await rm(path, { force: true }).catch(() => undefined)
    throw err
  }
}

/** Moves a finished file to where it belongs (a copy then a removal across file systems). */
export async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true })
  try {
    await rename(from, to)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
    await copyFile(from, to)
    await rm(from, { force: true })
  }
}

/** A shell without a save dialog for finished files: the file goes into `<dataDir>/exports` (its path is returned). */
export async function moveIntoDataDir(dataDir: string, name: string, from: string): Promise<string> {
  const path = join(dataDir, 'exports', name)
  await moveFile(from, path)
  return path
}

/** A shell without a save dialog for streams: the file goes into `<dataDir>/exports` (its path is returned). */
export async function saveIntoDataDir(dataDir: string, name: string, write: (sink: ByteSink) => Promise<void>): Promise<string> {
  const path = join(dataDir, 'exports', name)
  await writeFileStream(path, write)
  return path
}
