import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename } from 'node:fs/promises'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { Conversation } from '../../../../shared/domain/conversation'
import { conversationParams, INSERT_CONVERSATION, INSERT_MESSAGE, messageParams } from '../../chat/conversation-rows'
import { JsonFile } from '../../storage/json-file'
import { transaction } from '../open-database'

const FILE_NAME = /^([A-Za-z0-9_-]{1,100})\.json$/
const LEGACY_VERSION = 1

export interface LegacyChatsImport {
  imported: number
  messages: number
  /** Files that could not be imported, each with why (corrupt ones were set aside as `<file>.corrupt-<time>`). */
  problems: string[]
  /** Where the originals went, once the database was verified to hold them; null when nothing moved. */
  backup: string | null
}

/** Message text in order, hashed: the same before the write and read back from the database. */
function checksum(texts: Iterable<string>): string {
  const hash = createHash('sha256')
  for (const t of texts) hash.update(`${t.length}:${t}`)
  return hash.digest('hex')
}

/**
 * Imports 0.1 chat files (`<dataDir>/chats/<id>.json`) into the database, all in one transaction,
 * verified (conversation and message counts and a checksum of message text read back) before the
 * commit; only then are the originals moved to `<dataDir>/backup-0.1/chats/`. A corrupt file is
 * set aside and reported; nothing here throws for bad files.
 */
export async function importLegacyChats(db: DatabaseSync, dataDir: string): Promise<LegacyChatsImport> {
  const dir = join(dataDir, 'chats')
  const result: LegacyChatsImport = { imported: 0, messages: 0, problems: [], backup: null }
  if (!existsSync(dir)) return result
  const good: { name: string; conversation: Conversation }[] = []
  for (const name of (await readdir(dir)).sort()) {
    const id = FILE_NAME.exec(name)?.[1]
    if (id === undefined) continue
    const loaded = await new JsonFile(join(dir, name), Conversation, LEGACY_VERSION).load()
    if (loaded.status === 'corrupt') result.problems.push(`${name}: ${loaded.reason} (set aside)`)
    if (loaded.status !== 'ok') continue
    if (loaded.value.id !== id) result.problems.push(`${name}: holds conversation ${loaded.value.id}; left in place`)
    else good.push({ name, conversation: loaded.value })
  }
  // An earlier import whose files were not moved: already held, so only moved now.
  const held = db.prepare('SELECT 1 AS one FROM conversations WHERE id = ?')
  const already = good.filter((g) => held.get(g.conversation.id) !== undefined)
  good.splice(0, good.length, ...good.filter((g) => !already.includes(g)))
  const backup = join(dataDir, 'backup-0.1', 'chats')
  if (already.length > 0) await moveAll(dir, backup, already)
  if (good.length === 0) return { ...result, backup: already.length > 0 ? backup : null }
  const expected = checksum(good.flatMap((g) => g.conversation.messages.map((m) => m.content)))
  const messages = good.reduce((n, g) => n + g.conversation.messages.length, 0)
  const ids = good.map((g) => g.conversation.id)
  try {
    transaction(db, () => {
      const insertConv = db.prepare(INSERT_CONVERSATION)
      const insertMessage = db.prepare(INSERT_MESSAGE)
      for (const { conversation } of good) {
        insertConv.run(conversationParams(conversation))
        conversation.messages.forEach((m, i) => insertMessage.run(messageParams(conversation.id, i, m)))
      }
      // Verified before the commit: a mismatch rolls everything back and the files stay where they are.
      const read = db.prepare('SELECT content FROM messages WHERE conversation_id = ? ORDER BY position')
      const back = ids.flatMap((id) => (read.all(id) as { content: string }[]).map((r) => r.content))
      if (back.length !== messages || checksum(back) !== expected) throw new Error(`not verified: ${messages} messages in the files, ${back.length} in the database`)
    })
  } catch (err) {
    result.problems.push(`chat import failed, files left in ${dir}: ${(err as Error).message}`)
    return result
  }
  await moveAll(dir, backup, good)
  return { imported: good.length, messages, problems: result.problems, backup }
}

async function moveAll(from: string, to: string, files: { name: string }[]): Promise<void> {
  await mkdir(to, { recursive: true })
  for (const { name } of files) await rename(join(from, name), join(to, name))
}
