import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrations, SCHEMA_VERSION } from '../../../electron/services/db/migrations'
import { openDatabase, userVersion } from '../../../electron/services/db/open-database'

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tally-db-v3-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const v2 = migrations.filter((m) => m.version <= 2)

describe('migration 3: drafts', () => {
  it('upgrades a version-2 database (chats and usage cache kept) and adds an empty drafts table', () => {
    const old = openDatabase({ dataDir, migrations: v2 })
    expect(userVersion(old.db)).toBe(2)
    old.db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES ('c1', 'Kept', 'a', 'a', '{}')").run()
    old.db.prepare("INSERT INTO usage_meta (connection_id, history_start) VALUES ('k1', '2025-01-01')").run()
    old.db.close()

    const { db, setAside } = openDatabase({ dataDir })
    expect(setAside).toBeNull()
    expect(userVersion(db)).toBe(SCHEMA_VERSION)
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(3)
    expect(db.prepare('SELECT title FROM conversations').all()).toEqual([{ title: 'Kept' }])
    expect(db.prepare('SELECT history_start FROM usage_meta').all()).toEqual([{ history_start: '2025-01-01' }])
    expect(db.prepare('SELECT count(*) AS n FROM drafts').get()).toEqual({ n: 0 })
    db.close()
  })

  it('a deleted conversation takes its draft with it; the start panel’s draft stays', () => {
    const { db } = openDatabase({ dataDir })
    db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES ('c1', 'Trip', 'a', 'a', '{}')").run()
    const put = db.prepare("INSERT INTO drafts (key, text, updated_at) VALUES (?, ?, 'a')")
    put.run('c1', 'half a question')
    put.run('__new__', 'a new chat')
    db.prepare("DELETE FROM conversations WHERE id = 'c1'").run()
    expect(db.prepare('SELECT key FROM drafts').all()).toEqual([{ key: '__new__' }])
    db.close()
  })
})
