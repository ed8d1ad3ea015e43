import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import { afterEach, describe, expect, it } from 'vitest'
import { saveIntoDataDir } from '../../../electron/services/storage/byte-sink'
import { ZipWriter } from '../../../electron/services/storage/zip-writer'
import { unzipEntries } from '../../../electron/services/imports/zip-stream'
import { pieces } from '../../support/imports/import-harness'

let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** What a streaming read (the import's) finds in a zip: entry → bytes. */
async function readStreaming(zip: Uint8Array): Promise<Record<string, Uint8Array>> {
  const out: Record<string, number[]> = {}
  for await (const e of unzipEntries(pieces(zip, 1000), () => true)) {
    if (e.kind === 'entry') out[e.name] = []
    else out[e.name]?.push(...e.data)
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, new Uint8Array(v)]))
}

describe('ZipWriter', () => {
  it('writes entries a streaming reader and a central-directory reader both read back exactly, even with zip signatures inside', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-zip-'))
    // Bytes that hold every zip signature: a reader that looks for them inside data would cut the entry.
    const tricky = new Uint8Array(300_000).map((_, i) => (i * 131 + 7) % 256)
    tricky.set([0x50, 0x4b, 0x07, 0x08, 0x50, 0x4b, 0x03, 0x04, 0x50, 0x4b, 0x01, 0x02], 1000)
    const file = join(dir, 'db.bin')
    await writeFile(file, tricky)
    const text = new TextEncoder().encode('{"héllo":"wörld 🌍"}'.repeat(500))
    const path = await saveIntoDataDir(dir, 'out.zip', async (sink) => {
      const zip = new ZipWriter(sink)
      await zip.addBytes('conversations/00001 Zürich ✈️.json', text)
      await zip.addFile('tokentally.db', file)
      await zip.addBytes('notes.txt', tricky, { store: true })
      await zip.end()
    })
    const zip = new Uint8Array(await readFile(path))
    const expected = { 'conversations/00001 Zürich ✈️.json': text, 'tokentally.db': tricky, 'notes.txt': tricky }
    expect(await readStreaming(zip)).toEqual(expected)
    expect(unzipSync(zip)).toEqual(expected)
    // Info-ZIP agrees, when it is installed.
    let unzip: string | null = null
    try {
      unzip = execFileSync('unzip', ['-t', path], { encoding: 'utf8' })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
    if (unzip !== null) expect(unzip).toContain('No errors detected')
  })

  it('uses Zip64 records past 65,535 entries', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-zip64-'))
    const path = await saveIntoDataDir(dir, 'many.zip', async (sink) => {
      const zip = new ZipWriter(sink)
      for (let i = 0; i < 65_600; i++) await zip.addBytes(`e/${i}`, new Uint8Array([i & 255]), { store: true })
      await zip.end()
    })
    const entries = unzipSync(new Uint8Array(await readFile(path)))
    expect(Object.keys(entries)).toHaveLength(65_600)
    expect(entries['e/65599']).toEqual(new Uint8Array([65_599 & 255]))
  })
})
