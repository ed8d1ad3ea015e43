import { describe, expect, it } from 'vitest'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { openDatabase } from '../../../electron/services/db/open-database'
import { openDatabaseAtVersion } from '../../support/db/database-at-version'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()

describe('migration 9: branches and imports', () => {
  it('gives every earlier message the one before it as its parent, all on the shown branch', async () => {
    const dataDir = await tmp()
    const v8 = openDatabaseAtVersion(dataDir, 8)
    v8.db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params, message_count) VALUES ('c1', 't', 'a', 'a', ?, 3)").run(JSON.stringify({ model: 'tally-mini' }))
    const insert = v8.db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status) VALUES (?, 'c1', ?, ?, ?, 'a', 'tally-mini', 'complete')")
    insert.run('m0', 0, 'user', 'q')
    insert.run('m1', 1, 'assistant', 'a')
    insert.run('m2', 2, 'user', 'q2')
    v8.db.close()

    const { db } = openDatabase({ dataDir })
    expect(db.prepare('SELECT id, parent_id, on_path, imported FROM messages ORDER BY position').all()).toEqual([
      { id: 'm0', parent_id: null, on_path: 1, imported: 0 },
      { id: 'm1', parent_id: 'm0', on_path: 1, imported: 0 },
      { id: 'm2', parent_id: 'm1', on_path: 1, imported: 0 },
    ])
    const store = ConversationStore.openSync({ db })
    expect(store.get('c1').messages.map((m) => m.content)).toEqual(['q', 'a', 'q2'])
    // A message the chat writes later gets its parent from the shown branch (the writers know nothing of branches).
    db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status) VALUES ('m3', 'c1', 3, 'assistant', 'a2', 'b', 'tally-mini', 'complete')").run()
    expect(db.prepare("SELECT parent_id FROM messages WHERE id = 'm3'").get()).toEqual({ parent_id: 'm2' })
    db.close()
  })
})
