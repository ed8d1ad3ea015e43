// The chat half of the database crash test: a conversation written the way streaming writes it
// (the plan's message-level writes: a turn appended in one transaction, the answer's text
// updated in place chunk by chunk, the terminal status and the conversation's counters in one
// transaction), straight through SQL on the app's schema, and the read-back that checks it.
import type { DatabaseSync } from 'node:sqlite'
import { transaction } from '../../../electron/services/db/open-database'

export const DB_CONVERSATION_ID = 'crash-db-conv'
/** Chunks per streamed answer; a state is `<turn>:<chunks written>` or `<turn>:done`. */
export const CHUNKS = 6
const chunk = (turn: string, k: number) => `[${turn} chunk ${k}] ${'streamed text ✓ '.repeat(40)}`

export function ensureConversation(db: DatabaseSync): void {
  const at = new Date().toISOString()
  db.prepare("INSERT OR IGNORE INTO conversations (id, title, kind, created_at, updated_at, params, compare_models, message_count, preview) VALUES (?, 'Crash', 'chat', ?, ?, '{}', '[]', 0, '')").run(
    DB_CONVERSATION_ID,
    at,
    at,
  )
}

/** One streamed turn; `say(state)` after each commit. The B line goes out before each write. */
export async function streamTurn(db: DatabaseSync, turn: string, begin: (state: string) => void, commit: (state: string) => void): Promise<void> {
  const position = (db.prepare('SELECT count(*) AS n FROM messages WHERE conversation_id = ?').get(DB_CONVERSATION_ID) as { n: number }).n
  const at = new Date().toISOString()
  begin(`${turn}:0`)
  transaction(db, () => {
    const insert = db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status) VALUES (?, ?, ?, ?, ?, ?, 'tally-mini', ?)")
    insert.run(`${turn}-u`, DB_CONVERSATION_ID, position, 'user', `${turn} ${'question '.repeat(100)}`, at, 'complete')
    insert.run(`${turn}-a`, DB_CONVERSATION_ID, position + 1, 'assistant', '', at, 'streaming')
  })
  commit(`${turn}:0`)
  const update = db.prepare('UPDATE messages SET content = content || ? WHERE id = ?')
  for (let k = 1; k <= CHUNKS; k++) {
    begin(`${turn}:${k}`)
    update.run(chunk(turn, k), `${turn}-a`)
    commit(`${turn}:${k}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
  begin(`${turn}:done`)
  transaction(db, () => {
    db.prepare("UPDATE messages SET status = 'complete', usage = ? WHERE id = ?").run(JSON.stringify({ inputTokens: 100, cachedInputTokens: 0, outputTokens: 40 * CHUNKS }), `${turn}-a`)
    db.prepare('UPDATE conversations SET title = ?, updated_at = ?, message_count = ? WHERE id = ?').run(turn, new Date().toISOString(), position + 2, DB_CONVERSATION_ID)
  })
  commit(`${turn}:done`)
}

/**
 * The state the database holds: the last turn and how far its answer got. Throws when what is
 * there is not a state some commit produced (a torn answer, a count out of step, a stale index).
 */
export function readChatState(db: DatabaseSync): string {
  const conversation = db.prepare('SELECT title, message_count FROM conversations WHERE id = ?').get(DB_CONVERSATION_ID) as { title: string; message_count: number } | undefined
  if (!conversation) return '(missing)'
  db.exec("INSERT INTO messages_fts (messages_fts) VALUES ('integrity-check')")
  const last = db.prepare('SELECT id, content, status FROM messages WHERE conversation_id = ? ORDER BY position DESC LIMIT 1').get(DB_CONVERSATION_ID) as
    | { id: string; content: string; status: string }
    | undefined
  if (!last) return '(empty)'
  const turn = last.id.replace(/-[ua]$/, '')
  if (!last.id.endsWith('-a')) throw new Error(`the turn ${turn} has a question without its answer row`)
  let k = 0
  while (k < CHUNKS && last.content.startsWith(Array.from({ length: k + 1 }, (_, i) => chunk(turn, i + 1)).join(''))) k++
  const expected = Array.from({ length: k }, (_, i) => chunk(turn, i + 1)).join('')
  if (last.content !== expected) throw new Error(`the answer of ${turn} is torn (${last.content.length} characters, ${k} whole chunks)`)
  const hits = db.prepare('SELECT count(*) AS n FROM messages_fts WHERE messages_fts MATCH ?').get(`"${turn}"`) as { n: number }
  if (hits.n < 1) throw new Error(`the search index does not find ${turn}`)
  if (last.status === 'complete') {
    if (k !== CHUNKS || conversation.title !== turn) throw new Error(`${turn} is complete but has ${k} chunks and title ${conversation.title}`)
    const { n } = db.prepare('SELECT count(*) AS n FROM messages WHERE conversation_id = ?').get(DB_CONVERSATION_ID) as { n: number }
    if (n !== conversation.message_count) throw new Error(`message_count ${conversation.message_count} but ${n} messages`)
    return `${turn}:done`
  }
  // A later start (ConversationStore.open) marks an answer left streaming as incomplete (interrupted), text kept.
  if (last.status !== 'streaming' && last.status !== 'incomplete') throw new Error(`${turn} has status ${last.status}`)
  return `${turn}:${k}`
}
