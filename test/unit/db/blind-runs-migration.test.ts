import { expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import { openDatabaseAtVersion } from '../../support/db/database-at-version'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()

it('migration 11 (#39): compare runs voted on before were blind and stay so; other runs and chats are not', async () => {
  const dataDir = await tmp()
  const v10 = openDatabaseAtVersion(dataDir, 10)
  const conv = v10.db.prepare("INSERT INTO conversations (id, title, kind, created_at, updated_at, params) VALUES (?, 't', ?, 'a', 'a', '{}')")
  conv.run('voted', 'compare')
  conv.run('unvoted', 'compare')
  conv.run('chat', 'chat')
  v10.db.prepare("INSERT INTO votes (id, conversation_id, prompt, columns, choice, created_at) VALUES ('v1', 'voted', 'p', '[]', 'tie', 'a')").run()
  v10.db.close()

  const { db } = openDatabase({ dataDir })
  const blind = (id: string) => (db.prepare('SELECT blind FROM conversations WHERE id = ?').get(id) as { blind: number }).blind
  expect([blind('voted'), blind('unvoted'), blind('chat')]).toEqual([1, 0, 0])
  db.close()
})
