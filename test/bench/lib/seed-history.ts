/**
 * Seeds a data directory's database straight through SQL (the schema of migrations.ts, no app
 * code in the loop, so it takes seconds, not minutes): N conversations × M messages of realistic
 * markdown, and Y years × K models of cached usage for one connection, laid out as the pages the
 * sync engine would have written for "All history".
 */
import type { DatabaseSync } from 'node:sqlite'
import { openDatabase, transaction } from '../../../electron/services/db/open-database'
import { MAX_CACHED_PAGES } from '../../../electron/services/usage/cached-page'
import { usageStatements, writePageSums } from '../../../electron/services/usage/usage-pages-db'
import { addDays, utcDay } from '../../../electron/services/usage/ranges'
import { expectedPage } from '../../../electron/services/usage/sync-engine'
import { prng, textSource } from './seed-text'

export interface ChatSeed {
  conversations: number
  messagesPer: number
  /** Approximate size of each message. */
  messageBytes: number
}

export interface UsageSeed {
  connectionId: string
  days: number
  models: number
  /** "Now" for the seed (history ends today). */
  now: Date
}

export function seedChats(db: DatabaseSync, seed: ChatSeed): { messages: number; bytes: number } {
  const text = textSource(1234)
  const insertConversation = db.prepare(
    'INSERT INTO conversations (id, title, kind, created_at, updated_at, params, compare_models, message_count, preview) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const insertMessage = db.prepare(
    'INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status, usage, error, incomplete_reason, metrics, continued, column_index) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, 0, NULL)',
  )
  const models = ['tally-mini', 'tally-standard', 'tally-coder', 'tally-large']
  const start = Date.UTC(2024, 0, 1)
  let bytes = 0
  let messages = 0
  const batch = 500
  for (let from = 0; from < seed.conversations; from += batch) {
    transaction(db, () => {
      for (let c = from; c < Math.min(seed.conversations, from + batch); c++) {
        const id = `seed-${String(c).padStart(6, '0')}`
        const model = models[c % models.length] as string
        const created = start + c * 3_600_000
        const at = (i: number) => new Date(created + i * 60_000).toISOString()
        const contents = Array.from({ length: seed.messagesPer }, (_, i) => (i % 2 === 0 ? `${text.question()}\n\n${text.answer(seed.messageBytes - 200)}` : text.answer(seed.messageBytes)))
        const params = JSON.stringify({ model, systemPrompt: '', maxOutputTokens: null, temperature: null })
        insertConversation.run(id, text.title(), 'chat', at(0), at(seed.messagesPer), params, '[]', seed.messagesPer, (contents[0] ?? '').slice(0, 160))
        contents.forEach((content, i) => {
          const user = i % 2 === 0
          bytes += content.length
          messages++
          const usage = user ? null : JSON.stringify({ inputTokens: 400 + i * 350, cachedInputTokens: 0, outputTokens: 380 })
          const metrics = user ? null : JSON.stringify({ ttftMs: 320, outputTokensPerSec: 85.5, totalMs: 4800 })
          insertMessage.run(`${id}-m${i}`, id, i, user ? 'user' : 'assistant', content, at(i), user ? null : model, 'complete', usage, metrics)
        })
      }
    })
  }
  return { messages, bytes }
}

export const LONG_CONVERSATION = { id: 'seed-long-200', title: 'Long conversation: 200 messages', messages: 200 }

/**
 * One conversation of `LONG_CONVERSATION.messages` messages (~1.5 KB of markdown each), second in
 * the list (just older than the newest seeded one), for conversation_open_ms_200_messages.
 */
export function seedLongConversation(db: DatabaseSync): { id: string; lastMessageId: string } {
  const text = textSource(4321)
  const newest = db.prepare('SELECT updated_at FROM conversations ORDER BY updated_at DESC LIMIT 1').get() as { updated_at: string } | undefined
  const at = new Date(Date.parse(newest?.updated_at ?? '2025-01-01T00:00:00.000Z') - 60_000)
  const { id, title, messages } = LONG_CONVERSATION
  const params = JSON.stringify({ model: 'tally-coder', systemPrompt: '', maxOutputTokens: null, temperature: null })
  transaction(db, () => {
    db.prepare(
      'INSERT INTO conversations (id, title, kind, created_at, updated_at, params, compare_models, message_count, preview) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(id, title, 'chat', new Date(at.getTime() - messages * 60_000).toISOString(), at.toISOString(), params, '[]', messages, 'The last answer of a long conversation')
    const insert = db.prepare(
      "INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status, usage, error, incomplete_reason, metrics, continued, column_index) VALUES (?, ?, ?, ?, ?, ?, ?, 'complete', ?, NULL, NULL, ?, 0, NULL)",
    )
    for (let i = 0; i < messages; i++) {
      const user = i % 2 === 0
      const content = user ? `${text.question()}\n\n${text.answer(1300)}` : text.answer(1500)
      const usage = user ? null : JSON.stringify({ inputTokens: 400 + i * 350, cachedInputTokens: 0, outputTokens: 380 })
      const metrics = user ? null : JSON.stringify({ ttftMs: 320, outputTokensPerSec: 85.5, totalMs: 4800 })
      insert.run(`${id}-m${i}`, id, i, user ? 'user' : 'assistant', content, new Date(at.getTime() - (messages - i) * 60_000).toISOString(), user ? null : 'tally-coder', usage, metrics)
    }
  })
  return { id, lastMessageId: `${id}-m${messages - 1}` }
}

/**
 * `days` days of usage ending today for `models` models (a few heavy ones and a long tail), as the
 * pages of the "All history" range (history start = the first day): 90-day pages, all final but
 * the last. History start is set, so the range the app asks for is exactly these pages.
 */
export function seedUsage(db: DatabaseSync, seed: UsageSeed): { pages: number; rows: number; historyStart: string } {
  const random = prng(99)
  const today = utcDay(seed.now)
  const tomorrow = addDays(today, 1)
  const first = addDays(tomorrow, -seed.days)
  const range = { start: first, end: tomorrow }
  const at = seed.now.toISOString()
  const historyStart = `${first}T00:00:00Z`
  const names = Array.from({ length: seed.models }, (_, i) => `model-${String(i).padStart(3, '0')}`)
  const statements = usageStatements(db)
  const pageDelete = db.prepare('DELETE FROM usage_pages WHERE connection_id = ? AND start = ? AND end = ?')
  const pageInsert = db.prepare(
    'INSERT INTO usage_pages (connection_id, start, end, query, etag, total, as_of, fetched_at, checked_at, final, used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const rowInsert = db.prepare(
    'INSERT INTO usage_rows (connection_id, page_start, page_end, date, model, requests, input_tokens, cached_input_tokens, output_tokens, cost) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  let pages = 0
  let rows = 0
  transaction(db, () => {
    db.prepare('INSERT OR REPLACE INTO usage_meta (connection_id, history_start) VALUES (?, ?)').run(seed.connectionId, historyStart)
    for (let cursor = range.start; cursor < range.end; ) {
      const page = expectedPage(range, cursor)
      const pageRows: Array<[string, string, number, number, number, number, string]> = []
      const total = { requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, micros: 0n }
      for (let day = page.start; day < page.end; day = addDays(day, 1)) {
        for (let m = 0; m < names.length; m++) {
          // Model m's weight falls off like 1/(m+1): a few heavy models, a long tail.
          const requests = 1 + Math.floor((random() * 400) / (m + 1))
          const input = requests * (300 + Math.floor(random() * 900))
          const cached = Math.floor(input * random() * 0.4)
          const output = requests * (80 + Math.floor(random() * 400))
          const micros = BigInt(Math.floor(input * 0.15 + output * 0.6))
          const cost = `${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}`
          pageRows.push([day, names[m] as string, requests, input, cached, output, cost])
          total.requests += requests
          total.input_tokens += input
          total.cached_input_tokens += cached
          total.output_tokens += output
          total.micros += micros
          rows++
        }
      }
      const totalJson = JSON.stringify({
        requests: total.requests,
        input_tokens: total.input_tokens,
        cached_input_tokens: total.cached_input_tokens,
        output_tokens: total.output_tokens,
        cost: `${total.micros / 1_000_000n}.${String(total.micros % 1_000_000n).padStart(6, '0')}`,
      })
      const final = page.end < today ? 1 : 0
      const query = JSON.stringify({ start: range.start, end: range.end, page: cursor === range.start ? null : cursor })
      pageDelete.run(seed.connectionId, page.start, page.end)
      pageInsert.run(seed.connectionId, page.start, page.end, query, `"seed-${page.start}"`, totalJson, at, at, at, final, at)
      for (const r of pageRows) rowInsert.run(seed.connectionId, page.start, page.end, ...r)
      writePageSums(statements, seed.connectionId, page.start, page.end)
      pages++
      cursor = page.end
    }
    const { n } = db.prepare('SELECT count(*) AS n FROM usage_pages WHERE connection_id = ?').get(seed.connectionId) as { n: number }
    if (n > MAX_CACHED_PAGES) throw new Error(`seeded ${n} usage pages, more than the cache keeps (${MAX_CACHED_PAGES})`)
  })
  return { pages, rows, historyStart }
}

/** Opens `<dataDir>/tokentally.db`, seeds it, checkpoints and closes it (so a copy of the folder is whole). */
export function seedDataDir(dataDir: string, chats: ChatSeed | null, usage: UsageSeed | null): Record<string, unknown> {
  const { db } = openDatabase({ dataDir })
  try {
    const t0 = performance.now()
    const chatResult = chats ? seedChats(db, chats) : null
    const t1 = performance.now()
    const usageResult = usage ? seedUsage(db, usage) : null
    const t2 = performance.now()
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    return { chats: chatResult, chatSeedMs: Math.round(t1 - t0), usage: usageResult, usageSeedMs: Math.round(t2 - t1) }
  } finally {
    db.close()
  }
}
