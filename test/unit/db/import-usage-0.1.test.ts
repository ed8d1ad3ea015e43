import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { importLegacyData } from '../../../electron/services/db/import-0.1/index'
import { importLegacyUsage, usageBackupPath, usageCachePath } from '../../../electron/services/db/import-0.1/usage'
import { openDatabase } from '../../../electron/services/db/open-database'
import type { CachedPage } from '../../../electron/services/usage/cached-page'
import { UsageCache } from '../../../electron/services/usage/usage-cache'
import { cachedPage } from '../../support/usage/cached-page'

let dataDir: string
let db: ReturnType<typeof openDatabase>['db']
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tally-import-'))
  db = openDatabase({ dataDir }).db
})
afterEach(async () => {
  db.close()
  await rm(dataDir, { recursive: true, force: true })
})

function page(start: string, end: string, rows: number, over: Partial<CachedPage> = {}): CachedPage {
  const row = (i: number) => ({ date: start, model: `m${i}`, requests: i + 1, input_tokens: 2, cached_input_tokens: 0, output_tokens: 3, cost: `0.${String(i).padStart(6, '0')}` })
  return cachedPage(start, end, { etag: `"${start}"`, rows: Array.from({ length: rows }, (_, i) => row(i)), ...over })
}

async function writeLegacy(connectionId: string, body: unknown): Promise<string> {
  const path = usageCachePath(dataDir, connectionId)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, typeof body === 'string' ? body : JSON.stringify(body))
  return path
}

const legacy = (connectionId: string, pages: unknown[], historyStart: string | null = '2024-12-01T00:00:00.000Z') => ({ version: 1, data: { connectionId, historyStart, pages } })
const counts = (id: string) =>
  db.prepare('SELECT (SELECT count(*) FROM usage_pages WHERE connection_id = ?) AS pages, (SELECT count(*) FROM usage_rows WHERE connection_id = ?) AS rows').get(id, id)

describe('import of 0.1 usage cache files', () => {
  it('imports every page and row in one go, then moves the file to backup-0.1', async () => {
    const pages = [page('2025-01-01', '2025-04-01', 30), page('2025-04-01', '2025-06-16', 12, { final: false })]
    const path = await writeLegacy('c1', legacy('c1', pages))
    const original = await readFile(path, 'utf8')
    const result = await importLegacyUsage(db, dataDir, 'c1')
    expect(result).toEqual({ status: 'imported', pages: 2, rows: 42, skipped: 0, backup: usageBackupPath(dataDir, 'c1') })
    expect(counts('c1')).toEqual({ pages: 2, rows: 42 })
    expect(existsSync(path)).toBe(false)
    expect(await readFile(usageBackupPath(dataDir, 'c1'), 'utf8')).toBe(original)
    const { cache, load } = await UsageCache.open(dataDir, 'c1', db)
    expect(load.status).toBe('ok')
    expect(cache.historyStartDay).toBe('2024-12-01')
    expect(cache.page({ start: '2025-04-01', end: '2025-06-16' })).toEqual(pages[1])
  })

  it('runs once: nothing left to import on the next start', async () => {
    await writeLegacy('c1', legacy('c1', [page('2025-01-01', '2025-04-01', 3)]))
    await importLegacyUsage(db, dataDir, 'c1')
    expect(await importLegacyUsage(db, dataDir, 'c1')).toEqual({ status: 'none' })
    expect(counts('c1')).toEqual({ pages: 1, rows: 3 })
  })

  it('a file still there after an import (moved before a crash) is not imported twice over newer data', async () => {
    const { cache } = await UsageCache.open(dataDir, 'c1', db)
    cache.put(page('2025-01-01', '2025-04-01', 5, { etag: '"newer"' }))
    await writeLegacy('c1', legacy('c1', [page('2025-01-01', '2025-04-01', 3, { etag: '"older"' })]))
    expect(await importLegacyUsage(db, dataDir, 'c1')).toEqual({ status: 'already', backup: usageBackupPath(dataDir, 'c1') })
    expect(cache.page({ start: '2025-01-01', end: '2025-04-01' })?.etag).toBe('"newer"')
    expect(existsSync(usageCachePath(dataDir, 'c1'))).toBe(false)
  })

  it.each([
    ['cut off mid-write', '{"version":1,"data":{"connectionId":"c1","pages":[{"start":'],
    ['not JSON', '\u0000garbage'],
    ['another schema version', JSON.stringify({ version: 99, data: {} })],
    ['the wrong shape', JSON.stringify({ version: 1, data: { pages: 'no' } })],
  ])('a file %s is set aside as corrupt, reported, never fatal; nothing is imported', async (_name, body) => {
    await writeLegacy('c1', body)
    const result = await importLegacyUsage(db, dataDir, 'c1')
    expect(result).toMatchObject({ status: 'corrupt', reason: expect.any(String) })
    expect(counts('c1')).toEqual({ pages: 0, rows: 0 })
    const files = await readdir(join(dataDir, 'usage'))
    expect(files.some((f) => f.startsWith('c1.json.corrupt-'))).toBe(true)
    expect(files).not.toContain('c1.json')
  })

  it('a file of another connection is set aside, not imported under this one', async () => {
    await writeLegacy('c1', legacy('c2', [page('2025-01-01', '2025-04-01', 3)]))
    expect(await importLegacyUsage(db, dataDir, 'c1')).toMatchObject({ status: 'corrupt', reason: expect.stringContaining('c2') })
    expect(counts('c1')).toEqual({ pages: 0, rows: 0 })
    expect(counts('c2')).toEqual({ pages: 0, rows: 0 })
  })

  it('a partial file (some pages damaged) imports the whole pages and says how many it skipped', async () => {
    const good = page('2025-01-01', '2025-04-01', 4)
    await writeLegacy('c1', legacy('c1', [good, { start: '2025-04-01', end: 'x' }, { ...page('2025-05-01', '2025-06-01', 2), rows: [{ date: 'bad' }] }]))
    const result = await importLegacyUsage(db, dataDir, 'c1')
    expect(result).toMatchObject({ status: 'imported', pages: 1, rows: 4, skipped: 2 })
    expect(counts('c1')).toEqual({ pages: 1, rows: 4 })
    expect(existsSync(usageBackupPath(dataDir, 'c1'))).toBe(true)
  })

  it('keeps the file where it is when the database cannot take it (disk full): nothing half-imported', async () => {
    const path = await writeLegacy('c1', legacy('c1', [page('2025-01-01', '2025-04-01', 5000)]))
    const { page_count } = db.prepare('PRAGMA page_count').get() as { page_count: number }
    db.exec(`PRAGMA max_page_count = ${page_count}`)
    await expect(importLegacyUsage(db, dataDir, 'c1')).rejects.toThrow()
    expect(counts('c1')).toEqual({ pages: 0, rows: 0 })
    expect(existsSync(path)).toBe(true)
    expect(existsSync(usageBackupPath(dataDir, 'c1'))).toBe(false)
    const logs: string[] = []
    const started = await importLegacyData(db, dataDir, ['c1'], (_, m) => logs.push(m))
    expect(started.usage.c1).toMatchObject({ status: 'not_imported', reason: expect.stringMatching(/full/) })
    expect(logs.some((m) => m.includes('not imported yet') && m.includes('kept for the next start'))).toBe(true)
    expect(existsSync(path)).toBe(true)
  })

  it('the start imports every connection\'s 0.1 file before its cache opens, and reports a corrupt one (set aside, never a crash)', async () => {
    await writeLegacy('c1', legacy('c1', [page('2025-01-01', '2025-04-01', 2)]))
    await writeLegacy('c2', 'garbage{{{')
    const logs: string[] = []
    const started = await importLegacyData(db, dataDir, ['c1', 'c2'], (_, m) => logs.push(m))
    expect(started.usage.c1).toMatchObject({ status: 'imported' })
    expect(started.usage.c2).toMatchObject({ status: 'corrupt' })
    expect(logs.some((m) => m.includes('c2') && m.includes('set aside'))).toBe(true)
    expect((await readdir(join(dataDir, 'usage'))).some((f) => f.includes('.corrupt-'))).toBe(true)
    const c1 = await UsageCache.open(dataDir, 'c1', db)
    expect(c1.load.status).toBe('ok')
    expect(c1.cache.allPages()).toHaveLength(1)
    const c2 = await UsageCache.open(dataDir, 'c2', db)
    expect(c2.load).toMatchObject({ status: 'missing' })
    expect(c2.cache.allPages()).toEqual([])
  })
})
