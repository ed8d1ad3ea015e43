import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeFileStream } from '../../../electron/services/storage/byte-sink'

describe('writeFileStream', () => {
  let dir: string
  const warnings: Error[] = []
  const onWarning = (w: Error) => warnings.push(w)
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'byte-sink-'))
    warnings.length = 0
    process.on('warning', onWarning)
  })
  afterEach(async () => {
    process.off('warning', onWarning)
    await rm(dir, { recursive: true, force: true })
  })

  it('waits for the disk on every full buffer without piling up listeners (a long import wrote hundreds)', async () => {
    const path = join(dir, 'out.bin')
    const chunk = new Uint8Array(64 * 1024).fill(7)
    await writeFileStream(path, async (sink) => {
      for (let i = 0; i < 40; i++) await sink.write(chunk)
    })
    // A warning is emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve))
    expect((await stat(path)).size).toBe(40 * 64 * 1024)
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([])
  })

  it('a failed write removes the partial file and throws the writer’s error', async () => {
    const path = join(dir, 'partial.bin')
    await expect(
      writeFileStream(path, async (sink) => {
        await sink.write(new Uint8Array([1, 2, 3]))
        throw new Error('reader broke')
      }),
    ).rejects.toThrow('reader broke')
    await expect(readFile(path)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('a stream that fails (the path is a folder) fails the write with the stream’s error and leaves the folder', async () => {
    await expect(writeFileStream(dir, async (sink) => sink.write(new Uint8Array(64 * 1024)))).rejects.toMatchObject({ code: 'EISDIR' })
    expect((await stat(dir)).isDirectory()).toBe(true)
  })
})
