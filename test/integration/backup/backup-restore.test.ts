import { existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { reportFile } from '../../../electron/services/backup/pending-restore'
import { stagedDir } from '../../../electron/services/backup/restore-stage'
import { type TestApp, startTestApp } from '../../support/core/test-app'
import { MemorySecrets } from '../../support/memory-secrets'
import { fixture, pieces, zipOf } from '../../support/imports/import-harness'

let dataDir = ''
let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
  dataDir = ''
})

const start = async (secrets = new MemorySecrets()) => (app = await startTestApp({ dataDir, secrets }))
const titles = async (a: TestApp) => (await a.invoke('conversations:list', { limit: 200 })).items.map((c) => c.title).sort()

/** Sends a backup file through the restore channels, as the renderer does. */
async function restore(a: TestApp, name: string, bytes: Uint8Array) {
  const { restoreId } = await a.invoke('backup:restoreBegin', { fileName: name, size: bytes.length })
  for await (const piece of pieces(bytes, 64 * 1024)) {
    const pushed = await a.call('backup:restorePush', { restoreId, data: Buffer.from(piece).toString('base64') })
    if (!pushed.ok || !pushed.value.accepted) break
  }
  return a.call('backup:restoreEnd', { restoreId })
}

/** A data set: a connection (its key in the keychain), imported and own conversations, a prompt, a budget, settings. */
async function seed(a: TestApp): Promise<void> {
  await a.invoke('connections:add', { name: 'Work account', baseUrl: 'http://127.0.0.1:9/v1', key: 'sk-backup-test-key-0001', activate: true })
  await a.core.imports.importStream('conversations.json', 1, pieces(await fixture('chatgpt-conversations.json')))
  await a.invoke('conversations:create', { params: { model: 'tally-mini', systemPrompt: 'Kept', maxOutputTokens: null, temperature: null } })
  await a.invoke('prompts:save', { title: 'Standup', body: 'Summarise {{notes}}', tags: ['work'] })
  await a.invoke('settings:update', { theme: 'dark', backup: { daily: true, keep: 3 } })
}

describe('backup and restore (Settings → Data)', () => {
  it('backs up while running (never a key), restores into a running app at its next start, says what it restored and which connections need their key', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tally-backup-'))
    const a = await start()
    await seed(a)
    const before = await titles(a)
    const made = await a.invoke('backup:create', {})
    expect(made.saved).toBe(true)
    expect(made.backup).toMatchObject({ format: 'tokentally-backup', counts: { conversations: 3, prompts: 1 }, connections: [{ name: 'Work account', baseUrl: 'http://127.0.0.1:9/v1' }] })
    expect(made.path).toMatch(/Tokentally backup \d{4}-\d{2}-\d{2}\.tokentally-backup$/)
    const file = new Uint8Array(await readFile(made.path ?? ''))
    // One SQLite file: the database, and a table with the manifest, the settings and the connections.
    const inside = new DatabaseSync(made.path ?? '', { readOnly: true })
    expect((inside.prepare('SELECT name FROM tokentally_backup ORDER BY name').all() as { name: string }[]).map((r) => r.name)).toEqual(['connections.json', 'manifest.json', 'settings.json'])
    inside.close()
    expect(Buffer.from(file).includes('sk-backup-test-key-0001')).toBe(false)

    // Life goes on after the backup.
    const chat = (await a.invoke('conversations:list', { limit: 200 })).items.find((c) => c.title === 'Trip to Lisbon 🇵🇹')
    await a.invoke('conversations:delete', { id: chat?.id ?? '' })
    await a.invoke('settings:update', { theme: 'light' })
    expect(await titles(a)).not.toEqual(before)

    const staged = await restore(a, 'backup.tokentally-backup', file)
    expect(staged).toMatchObject({ ok: true, value: { restarting: false, backup: { counts: { conversations: 3 } } } })
    // Nothing is replaced under the running app; the next start applies it.
    expect((await titles(a)).length).toBe(2)
    await a.close()

    // Started again on another computer's keychain: the key is not there.
    const b = await start(new MemorySecrets())
    expect(await titles(b)).toEqual(before)
    expect((await b.invoke('settings:get', {})).theme).toBe('dark')
    expect((await b.invoke('settings:get', {})).backup).toEqual({ daily: true, keep: 3 })
    expect((await b.invoke('prompts:list', {})).prompts.map((p) => p.title)).toEqual(['Standup'])
    const status = await b.invoke('backup:status', {})
    expect(status.restored).toMatchObject({ backup: { createdAt: made.backup?.createdAt, counts: { conversations: 3 } }, needKeys: [{ name: 'Work account' }] })
    // The data set it replaced is kept.
    expect(existsSync(join(status.restored?.previousData ?? '', 'tokentally.db'))).toBe(true)
    expect(status.restoreFailed).toBeNull()
  })

  it('refuses a corrupted backup, a file that is no backup and one from a newer app, with nothing lost', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tally-backup-bad-'))
    const a = await start()
    await seed(a)
    const made = await a.invoke('backup:create', {})
    const good = new Uint8Array(await readFile(made.path ?? ''))
    // Damaged pages in the middle of the database (as a disk error would leave them).
    const damaged = good.slice()
    for (let i = Math.floor(good.length * 0.3); i < Math.floor(good.length * 0.7); i++) damaged[i] = (i * 2654435761) >>> 24
    const corrupt = await restore(a, 'backup.tokentally-backup', damaged)
    expect(corrupt).toMatchObject({ ok: false, error: { code: 'backup_corrupt' } })
    expect(corrupt.ok ? '' : corrupt.error.message).toMatch(/^The backup(’s database fails SQLite’s integrity check| cannot be (read|opened)).*Nothing was restored: your data is as it was\.$/)

    const cut = await restore(a, 'backup.tokentally-backup', good.subarray(0, Math.floor(good.length / 2)))
    expect(cut).toMatchObject({ ok: false, error: { code: 'backup_corrupt' } })
    expect(cut.ok ? '' : cut.error.message).toContain('Nothing was restored')

    const export_ = await restore(a, 'chatgpt.zip', zipOf({ 'conversations.json': await fixture('chatgpt-conversations.json') }))
    expect(export_).toMatchObject({ ok: false, error: { code: 'not_a_backup', message: 'chatgpt.zip is not a Tokentally backup (a backup is the .tokentally-backup file that Settings → Data → Back up now makes). Nothing was restored: your data is as it was.' } })
    expect(await restore(a, 'notes.txt', new TextEncoder().encode('hello'))).toMatchObject({ ok: false, error: { code: 'not_a_backup' } })
    // A SQLite database that is no backup (the app's own database file, copied by hand).
    await copyFile(join(dataDir, 'tokentally.db'), join(dataDir, 'copy.db'))
    expect(await restore(a, 'copy.db', new Uint8Array(await readFile(join(dataDir, 'copy.db'))))).toMatchObject({ ok: false, error: { code: 'not_a_backup' } })

    const newerPath = join(dataDir, 'newer.tokentally-backup')
    await writeFile(newerPath, good)
    const newerDb = new DatabaseSync(newerPath)
    const manifest = JSON.parse((newerDb.prepare("SELECT content FROM tokentally_backup WHERE name = 'manifest.json'").get() as { content: string }).content) as Record<string, unknown>
    newerDb.prepare("UPDATE tokentally_backup SET content = ? WHERE name = 'manifest.json'").run(JSON.stringify({ ...manifest, schemaVersion: 999 }))
    newerDb.close()
    const newer = await restore(a, 'newer.tokentally-backup', new Uint8Array(await readFile(newerPath)))
    expect(newer).toMatchObject({ ok: false, error: { code: 'backup_newer' } })

    const before = await titles(a)
    await a.close()
    const b = await start()
    expect(await titles(b)).toEqual(before)
    expect((await b.invoke('backup:status', {})).restored).toBeNull()
    expect(existsSync(join(dataDir, 'restore', 'pending.json'))).toBe(false)
  })

  it('a restored copy that does not open at start is set aside and the data set put back', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tally-backup-rollback-'))
    const a = await start()
    await seed(a)
    const made = await a.invoke('backup:create', {})
    await a.invoke('conversations:create', { params: { model: 'tally-mini', systemPrompt: 'After', maxOutputTokens: null, temperature: null } })
    const before = await titles(a)
    expect(await restore(a, 'backup.zip', new Uint8Array(await readFile(made.path ?? '')))).toMatchObject({ ok: true })
    await a.close()
    // The staged copy is damaged after it was checked (say, the disk): it will not open.
    await writeFile(join(stagedDir(dataDir), 'tokentally.db'), 'not a database at all, just text that is long enough to be read as a header')
    const b = await start()
    expect(await titles(b)).toEqual(before)
    const status = await b.invoke('backup:status', {})
    expect(status.restoreFailed).toMatch(/^The restored database did not open \(.*\); your data was put back as it was\. The restored copy is kept in /)
    expect((await readdir(join(dataDir, 'restore'))).some((n) => n.startsWith('failed-'))).toBe(true)
  })

  it('a damaged restore report (cut short) is no report: Settings → Data still opens', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tally-backup-report-'))
    const a = await start()
    await a.close()
    await mkdir(join(reportFile(dataDir), '..'), { recursive: true })
    await writeFile(reportFile(dataDir), '{"restoredAt":"2026-11-2', 'utf8')
    const b = await start()
    expect(await b.invoke('backup:status', {})).toMatchObject({ restored: null, folder: join(dataDir, 'backups') })
  })
})
