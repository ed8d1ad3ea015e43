// Chat history written straight into a running app's database (a second SQLite connection: WAL
// lets it write while main has the file open), then the page is reloaded to read it.
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { openDatabase, transaction } from '../../../electron/services/db/open-database'
import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import { textSource } from '../../bench/lib/seed-text'

const PARAMS = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }

function message(id: string, role: 'user' | 'assistant', content: string, at: string): ChatMessage {
  return { id, role, content, createdAt: at, model: role === 'assistant' ? 'tally-mini' : null, status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null }
}

/** Conversations given as [title, [user, assistant, …]], the first the newest. */
export function seedConversations(dataDir: string, conversations: [string, string[]][]): string[] {
  const { db } = openDatabase({ dataDir })
  try {
    const store = ConversationStore.openSync({ db })
    const base = Date.UTC(2026, 1, 1)
    return conversations.map(([title, texts], i) => {
      const at = new Date(base - i * 3_600_000).toISOString()
      const id = `seeded-${i}`
      const c: Conversation = { id, title, createdAt: at, updatedAt: at, params: PARAMS, kind: 'chat', compareModels: [], blind: false, messages: texts.map((t, j) => message(`${id}-m${j}`, j % 2 ? 'assistant' : 'user', t, at)) }
      store.insert(c)
      return id
    })
  } finally {
    db.close()
  }
}

/** `n` conversations with generated titles and two short messages each, in one transaction. */
export function seedManyConversations(dataDir: string, n: number): void {
  const text = textSource(77)
  const { db } = openDatabase({ dataDir })
  try {
    const conv = db.prepare('INSERT INTO conversations (id, title, kind, created_at, updated_at, params, compare_models, message_count, preview) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    const msg = db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'complete')")
    const base = Date.UTC(2026, 1, 1)
    const models = ['tally-mini', 'tally-coder', 'tally-large']
    transaction(db, () => {
      for (let i = 0; i < n; i++) {
        const id = `many-${String(i).padStart(5, '0')}`
        const at = new Date(base - i * 600_000).toISOString()
        const question = text.question()
        const answer = text.answer(300)
        const model = models[i % models.length] as string
        conv.run(id, text.title(), 'chat', at, at, JSON.stringify({ ...PARAMS, model }), '[]', 2, answer.slice(0, 160))
        msg.run(`${id}-q`, id, 0, 'user', question, at, null)
        msg.run(`${id}-a`, id, 1, 'assistant', answer, at, model)
      }
    })
  } finally {
    db.close()
  }
}
