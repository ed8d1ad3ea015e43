import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../../../electron/services/db/open-database'
import { createKeytarStore } from '../../../electron/services/secrets/keytar-store'
import { useTestApp } from '../../support/core/use-app'

const startApp = useTestApp()
let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

const start = (dataDir: string) => startApp({ dataDir, secrets: createKeytarStore(), saveFile: async () => null })

describe('app:storage', () => {
  it('a normal start: where the data lives, nothing set aside', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-storage-'))
    const app = await start(dir)
    expect(await app.call('app:storage', {})).toEqual({ ok: true, value: { dataDir: dir, databaseFile: join(dir, DATABASE_FILE), setAside: null } })
  })

  it('a corrupt database file: the app starts empty, the file is moved aside byte for byte, and the renderer can say where', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-storage-'))
    const garbage = 'not a database at all '.repeat(300)
    await writeFile(join(dir, DATABASE_FILE), garbage)
    const app = await start(dir)
    const setAside = (await app.invoke('app:storage', {})).setAside
    expect(setAside).toMatchObject({ reason: 'corrupt' })
    expect(await readFile(setAside?.movedTo ?? '', 'utf8')).toBe(garbage)
    expect((await readdir(dir)).filter((f) => f.startsWith(`${DATABASE_FILE}.set-aside-`))).toHaveLength(1)
    expect(existsSync(join(dir, DATABASE_FILE))).toBe(true)
    expect(await app.call('conversations:list', {})).toEqual({ ok: true, value: { items: [], nextCursor: null } })
  })
})
