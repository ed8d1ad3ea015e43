import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { rendererFiles } from '../../../electron/browser/static-files'

describe('browser mode`s renderer files (read once for hashed assets)', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-renderer-files-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), '<p>one</p>')
    await writeFile(join(dir, 'assets', 'index-abc.js'), 'export const a = 1')
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('an asset is read from disk once: later loads get the same bytes without the disk', async () => {
    const files = rendererFiles(dir)
    const first = await files.read('/assets/index-abc.js')
    expect(first?.body.toString()).toBe('export const a = 1')
    expect(first?.contentType).toBe('text/javascript; charset=utf-8')
    await rm(join(dir, 'assets', 'index-abc.js'))
    expect((await files.read('/assets/index-abc.js'))?.body.toString()).toBe('export const a = 1')
  })

  it('index.html is read fresh every time', async () => {
    const files = rendererFiles(dir)
    expect((await files.read('/'))?.body.toString()).toBe('<p>one</p>')
    await writeFile(join(dir, 'index.html'), '<p>two</p>')
    expect((await files.read('/'))?.body.toString()).toBe('<p>two</p>')
  })

  it('a missing asset is not remembered as missing, and nothing outside the folder is served', async () => {
    const files = rendererFiles(dir)
    expect(await files.read('/assets/later.js')).toBeNull()
    await writeFile(join(dir, 'assets', 'later.js'), 'late')
    expect((await files.read('/assets/later.js'))?.body.toString()).toBe('late')
    expect(await files.read('/assets/../../etc/passwd')).toBeNull()
    expect(await files.read('/assets/%E0%A4%A')).toBeNull()
  })
})
