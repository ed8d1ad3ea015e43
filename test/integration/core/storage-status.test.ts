import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { StorageStatus } from '../../../shared/domain/storage'
import type { Core } from '../../../electron/services/app/core'
import { DATABASE_FILE } from '../../../electron/services/db/open-database'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { createKeytarStore } from '../../../electron/services/secrets/keytar-store'
import { createTestCore } from '../../support/core/test-app'

let core: Core | null = null
let dir = ''
afterEach(async () => {
  await core?.dispose()
  core = null
  if (dir) await rm(dir, { recursive: true, force: true })
})

const start = (dataDir: string) =>
  createTestCore({ dataDir, secrets: createKeytarStore(), emit: () => undefined, saveFile: async () => null })

describe('app:storage', () => {
  it('a normal start: where the data lives, nothing set aside', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-storage-'))
    core = await start(dir)
    expect(await dispatch(core.handlers, 'app:storage', {}, { validateResults: true })).toEqual({ ok: true, value: { dataDir: dir, databaseFile: join(dir, DATABASE_FILE), setAside: null } })
  })

  it('a corrupt database file: the app starts empty, the file is moved aside byte for byte, and the renderer can say where', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-storage-'))
    const garbage = 'not a database at all '.repeat(300)
    await writeFile(join(dir, DATABASE_FILE), garbage)
    core = await start(dir)
    const answer = await dispatch(core.handlers, 'app:storage', {}, { validateResults: true })
    if (!answer.ok) throw new Error(answer.error.message)
    const setAside = (answer.value as StorageStatus).setAside
    expect(setAside).toMatchObject({ reason: 'corrupt' })
    expect(await readFile(setAside?.movedTo ?? '', 'utf8')).toBe(garbage)
    expect((await readdir(dir)).filter((f) => f.startsWith(`${DATABASE_FILE}.set-aside-`))).toHaveLength(1)
    expect(existsSync(join(dir, DATABASE_FILE))).toBe(true)
    expect(await dispatch(core.handlers, 'conversations:list', {})).toEqual({ ok: true, value: { items: [], nextCursor: null } })
  })
})
