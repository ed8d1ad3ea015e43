// Child process of crash-storage.test.ts: writes the usage cache (SQLite), the settings and a chat
// conversation through the app's real stores, in a loop, until it is killed with SIGKILL.
//
// Protocol on stdout, one line each, written synchronously (so a line written before the kill is
// in the pipe even though the process dies right after):
//   READY                       the stores are open (their files loaded)
//   B <store> <stateId>         a save of this state is about to start
//   C <store> <stateId>         that save has resolved (committed)
//   E <store> <message>         a save failed (never expected)
// <store> is usage | settings | chat | dbchat; <stateId> identifies the state inside the file
// (dbchat: a conversation in the database written as streaming writes it, see crash-db-chat.ts).
import { writeSync } from 'node:fs'
import { openDatabase } from '../../../electron/services/db/open-database'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { SettingsStore } from '../../../electron/services/settings/settings-store'
import { UsageCache } from '../../../electron/services/usage/usage-cache'
import type { UsageRow } from '../../../shared/domain/usage'
import { ensureConversation, streamTurn } from './crash-db-chat'
import { CONNECTION_ID, CONVERSATION_ID, USAGE_PAGE } from './crash-shared'

const MODELS = ['tally-nano', 'tally-mini', 'tally-standard', 'tally-coder', 'tally-large', 'tally-reasoner']

function say(line: string): void {
  writeSync(1, `${line}\n`)
}

function day(i: number): string {
  return new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
}

/** One page of usage whose every row and total depend on `n`, so a torn write could not pass as valid. */
function usageRows(n: number): UsageRow[] {
  const rows: UsageRow[] = []
  for (let d = 0; d < 90; d++) {
    for (const model of MODELS) {
      const requests = ((n * 7 + d * 13 + model.length) % 50) + 1
      rows.push({ date: day(d), model, requests, input_tokens: requests * 100, cached_input_tokens: requests * 10, output_tokens: requests * 40, cost: `${requests}.${String(n % 1_000_000).padStart(6, '0')}` })
    }
  }
  return rows
}

async function main(): Promise<void> {
  const [dataDir, runText] = process.argv.slice(2)
  if (!dataDir || !runText) throw new Error('usage: crash-writer <dataDir> <run>')
  const run = Number(runText)

  // One database connection for the process, as in the app: usage syncs and chat streaming share it.
  const { db } = openDatabase({ dataDir })
  const [{ cache }, settings, chats] = await Promise.all([
    UsageCache.open(dataDir, CONNECTION_ID, db),
    SettingsStore.open({ dataDir }),
    ConversationStore.open({ db, newId: () => CONVERSATION_ID }),
  ])
  say('READY')

  // Once, before any page: a page in the database implies history start is there too.
  cache.setHistoryStart('2024-06-01T00:00:00Z')
  const usageLoop = async () => {
    for (let n = 1; ; n++) {
      const id = `"r${run}n${n}"`
      const at = new Date().toISOString()
      const rows = usageRows(n)
      say(`B usage ${id}`)
      // One transaction in the database (synchronous): committed when it returns.
      cache.put({
        ...USAGE_PAGE,
        query: { ...USAGE_PAGE, page: null },
        etag: id,
        rows,
        total: { requests: rows.reduce((a, r) => a + r.requests, 0), input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: `${n}.000000` },
        asOf: at,
        fetchedAt: at,
        checkedAt: at,
        final: false,
        usedAt: at,
      })
      say(`C usage ${id}`)
      // Let the other stores' writes interleave with this one.
      await new Promise((resolve) => setImmediate(resolve))
    }
  }

  const settingsLoop = async () => {
    for (let n = 1; ; n++) {
      const id = `${run}.${String(n % 1_000_000).padStart(6, '0')}`
      say(`B settings ${id}`)
      await settings.update({ alertThreshold: id, pollIntervalSec: 5 + (n % 3000), theme: n % 2 ? 'dark' : 'light' })
      say(`C settings ${id}`)
    }
  }

  const chatLoop = async () => {
    if (!chats.has(CONVERSATION_ID)) {
      say('B chat New chat')
      await chats.create({ model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null })
      say('C chat New chat')
    }
    for (let n = 1; ; n++) {
      // Message IDs distinct from the dbchat loop's (both write the same messages table).
      const id = `s${run}n${n}`
      say(`B chat ${id}`)
      await chats.update(CONVERSATION_ID, (c) => {
        c.title = id
        const at = new Date().toISOString()
        c.messages.push({ id: `${id}-u`, role: 'user', content: `${id} ${'question '.repeat(150)}`, createdAt: at, model: 'tally-mini', status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null })
        c.messages.push({ id: `${id}-a`, role: 'assistant', content: `${id} ${'answer ✓ '.repeat(200)}`, createdAt: at, model: 'tally-mini', status: 'complete', usage: { inputTokens: n, cachedInputTokens: 0, outputTokens: n }, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null })
        if (c.messages.length > 40) c.messages.splice(0, c.messages.length - 40)
      })
      say(`C chat ${id}`)
    }
  }

  const dbChatLoop = async () => {
    ensureConversation(db)
    for (let n = 1; ; n++) {
      await streamTurn(
        db,
        `r${run}n${n}`,
        (state) => say(`B dbchat ${state}`),
        (state) => say(`C dbchat ${state}`),
      )
    }
  }

  const guard = (store: string, loop: () => Promise<void>) =>
    loop().catch((err: unknown) => {
      say(`E ${store} ${err instanceof Error ? err.message.replace(/\s+/g, ' ') : String(err)}`)
      process.exit(3)
    })
  await Promise.all([guard('usage', usageLoop), guard('settings', settingsLoop), guard('chat', chatLoop), guard('dbchat', dbChatLoop)])
}

main().catch((err: unknown) => {
  say(`E main ${err instanceof Error ? err.message.replace(/\s+/g, ' ') : String(err)}`)
  process.exit(2)
})
