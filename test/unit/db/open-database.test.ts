import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrations, SCHEMA_VERSION } from '../../../electron/services/db/migrations'
import { DATABASE_FILE, openDatabase, userVersion } from '../../../electron/services/db/open-database'

let dataDir: string
const at = () => new Date('2026-11-22T10:00:00.000Z')
const tables = (db: ReturnType<typeof openDatabase>['db']) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name").all() as { name: string }[]).map((r) => r.name)

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tally-db-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('openDatabase', () => {
  it('creates the latest schema with WAL and foreign keys on', () => {
    const { db, setAside } = openDatabase({ dataDir, now: at })
    expect(setAside).toBeNull()
    expect(userVersion(db)).toBe(SCHEMA_VERSION)
    expect(tables(db)).toEqual(expect.arrayContaining(['conversations', 'messages', 'messages_fts', 'usage_pages', 'usage_rows']))
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 })
    db.close()
  })

  it('migrates each step from the previous version’s schema, keeping the data', () => {
    const v1 = openDatabase({ dataDir, migrations: migrations.slice(0, 1) })
    v1.db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES ('c1', 'Kept', 'a', 'a', '{}')").run()
    expect(userVersion(v1.db)).toBe(1)
    expect(tables(v1.db)).not.toContain('usage_pages')
    v1.db.close()
    const latest = openDatabase({ dataDir })
    expect(userVersion(latest.db)).toBe(SCHEMA_VERSION)
    expect(tables(latest.db)).toContain('usage_pages')
    expect(latest.db.prepare('SELECT title FROM conversations').all()).toEqual([{ title: 'Kept' }])
    latest.db.close()
  })

  it('v4 rebuilds the search index with prefixes from v2’s schema: old messages stay searchable, triggers still work', () => {
    const v2 = openDatabase({ dataDir, migrations: migrations.filter((m) => m.version <= 2) })
    v2.db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES ('c1', 'Kubernetes notes', 'a', 'a', '{}')").run()
    v2.db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, status) VALUES ('m1', 'c1', 0, 'user', 'tail latency of the cluster', 'a', 'complete')").run()
    v2.db.close()
    const { db } = openDatabase({ dataDir })
    expect(userVersion(db)).toBe(SCHEMA_VERSION)
    const sql = (name: string) => (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(name) as { sql: string }).sql
    expect(sql('messages_fts')).toMatch(/prefix = '2 3'/)
    expect(sql('conversations_fts')).toMatch(/prefix = '2 3'/)
    const count = (table: string, match: string) => (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ?`).get(match) as { n: number }).n
    expect(count('messages_fts', 'la*')).toBe(1)
    expect(count('conversations_fts', 'ku*')).toBe(1)
    db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, status) VALUES ('m2', 'c1', 1, 'assistant', 'lower the latency', 'a', 'complete')").run()
    expect(count('messages_fts', 'lat*')).toBe(2)
    db.prepare("DELETE FROM messages WHERE id = 'm1'").run()
    expect(count('messages_fts', 'tail')).toBe(0)
    expect(db.prepare("INSERT INTO messages_fts (messages_fts) VALUES ('integrity-check')").run()).toBeTruthy()
    db.close()
  })

  it('startup finds answers left streaming through an index, not a scan of every message', () => {
    const { db } = openDatabase({ dataDir })
    const plan = db.prepare("EXPLAIN QUERY PLAN UPDATE messages SET status = 'incomplete' WHERE status = 'streaming'").all() as { detail: string }[]
    expect(plan.map((p) => p.detail).join('\n')).toMatch(/USING (COVERING )?INDEX messages_streaming/)
    db.close()
  })

  it('keeps full-text search in step with message text', () => {
    const { db } = openDatabase({ dataDir })
    db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES ('c1', 'Trip', 'a', 'a', '{}')").run()
    db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, status) VALUES ('m1', 'c1', 0, 'user', 'pack the tent', 'a', 'complete')").run()
    const hits = () => db.prepare("SELECT count(*) AS n FROM messages_fts WHERE messages_fts MATCH 'tent'").get()
    expect(hits()).toEqual({ n: 1 })
    db.prepare("UPDATE messages SET content = 'pack the stove' WHERE id = 'm1'").run()
    expect(hits()).toEqual({ n: 0 })
    db.prepare("DELETE FROM conversations WHERE id = 'c1'").run()
    expect(db.prepare('SELECT count(*) AS n FROM messages').get()).toEqual({ n: 0 })
    db.close()
  })

  it('moves a file that is not a database aside and starts empty', async () => {
    await writeFile(join(dataDir, DATABASE_FILE), 'this is not sqlite, it is a note '.repeat(200))
    const { db, setAside } = openDatabase({ dataDir, now: at })
    expect(setAside).toMatchObject({ reason: 'corrupt' })
    expect(userVersion(db)).toBe(SCHEMA_VERSION)
    expect(await readdir(dataDir)).toContain(`${DATABASE_FILE}.set-aside-2026-11-22T10-00-00-000Z`)
    db.close()
  })

  it('moves a database whose schema page is damaged aside (header intact) and starts empty', async () => {
    const first = openDatabase({ dataDir })
    first.db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES ('c1', 'Kept', 'a', 'a', '{}')").run()
    first.db.close()
    const path = join(dataDir, DATABASE_FILE)
    const bytes = await readFile(path)
    bytes.fill(0xa5, 100, 4096) // page 1 after the 100-byte header: sqlite_master
    await writeFile(path, bytes)
    const { db, setAside } = openDatabase({ dataDir, now: at })
    expect(setAside).toMatchObject({ reason: 'corrupt' })
    expect(userVersion(db)).toBe(SCHEMA_VERSION)
    expect(await readFile(`${path}.set-aside-2026-11-22T10-00-00-000Z`)).toEqual(bytes)
    db.close()
  })

  it('moves a database from a newer app version aside, never deleting it', async () => {
    const first = openDatabase({ dataDir })
    first.db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 5}`)
    first.db.close()
    const { db, setAside } = openDatabase({ dataDir, now: at })
    expect(setAside).toMatchObject({ reason: 'newer_version' })
    expect(userVersion(db)).toBe(SCHEMA_VERSION)
    expect((await readdir(dataDir)).some((n) => n.startsWith(`${DATABASE_FILE}.set-aside-`))).toBe(true)
    db.close()
  })
})
