/**
 * The two data directories of the history benchmarks, alike in everything but history: "empty"
 * (the app ran once against the simulator: connection, settings, balance and this month's usage
 * cached) and "10k" (the same, plus 10,000 conversations × 20 messages and 3 years × 100 models
 * of cached usage). The chat part is seeded once into a template database kept under
 * test-results/bench/ (keyed by a hash of the seeding code and schema) and copied per run.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, cp, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DATABASE_FILE, openDatabase, transaction } from '../../../electron/services/db/open-database'
import { type ChatSeed, seedChats, seedLongConversation, seedUsage } from './seed-history'
import { progress, round } from './stats'

export const CHATS_10K: ChatSeed = { conversations: 10_000, messagesPer: 20, messageBytes: 1500 }
export const USAGE_3Y = { days: 3 * 365, models: 100 }

const ROOT = resolve(import.meta.dirname, '..', '..', '..')
const SEED_SOURCES = ['test/bench/lib/seed-history.ts', 'test/bench/lib/seed-text.ts', 'electron/services/db/migrations.ts']

/** The template database with the seeded chats (built when missing or when the seeding code changed). */
export async function chatTemplate(seed: ChatSeed): Promise<{ path: string; built: boolean; ms: number }> {
  const hash = createHash('sha256')
  for (const file of SEED_SOURCES) hash.update(await readFile(join(ROOT, file)))
  hash.update(JSON.stringify(seed))
  const dir = join(ROOT, 'test-results', 'bench', 'seed')
  const path = join(dir, `chats-${seed.conversations}-${hash.digest('hex').slice(0, 12)}.db`)
  if (existsSync(path)) return { path, built: false, ms: 0 }
  const t = performance.now()
  progress(`history: seeding ${seed.conversations} conversations × ${seed.messagesPer} messages once (kept in ${dir})`)
  const work = await mkdtemp(join(tmpdir(), 'tally-bench-seed-'))
  try {
    const { db } = openDatabase({ dataDir: work })
    const result = seedChats(db, seed)
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    db.close()
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true })
    await rename(join(work, DATABASE_FILE), path)
    progress(`history: ${result.messages} messages, ${round(result.bytes / 2 ** 20)} MiB of text, seeded in ${round((performance.now() - t) / 1000)} s`)
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  return { path, built: true, ms: round(performance.now() - t) }
}

/**
 * A copy of the warmed `emptyDir` whose database is the chat template plus the empty dir's usage
 * cache, then 3 years × 100 models of usage for the same connection.
 */
export async function historyDir(
  emptyDir: string,
  template: string,
  now: Date,
): Promise<{ dataDir: string; connectionId: string; long: { id: string; lastMessageId: string }; details: Record<string, unknown> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-bench-10k-'))
  await cp(emptyDir, dataDir, { recursive: true, filter: (src) => !src.startsWith(join(emptyDir, DATABASE_FILE)) })
  await copyFile(template, join(dataDir, DATABASE_FILE))
  const { db } = openDatabase({ dataDir })
  try {
    db.prepare('ATTACH DATABASE ? AS warm').run(join(emptyDir, DATABASE_FILE))
    const row = db.prepare('SELECT connection_id FROM warm.usage_meta LIMIT 1').get() as { connection_id: string } | undefined
    if (!row) throw new Error('the warmed data directory has no usage cache')
    transaction(db, () => {
      for (const table of ['usage_meta', 'usage_pages', 'usage_rows', 'usage_sums']) db.exec(`INSERT INTO main.${table} SELECT * FROM warm.${table}`)
    })
    db.exec('DETACH DATABASE warm')
    const usage = seedUsage(db, { connectionId: row.connection_id, ...USAGE_3Y, now })
    const long = seedLongConversation(db)
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    return { dataDir, connectionId: row.connection_id, long, details: { usage } }
  } finally {
    db.close()
  }
}
