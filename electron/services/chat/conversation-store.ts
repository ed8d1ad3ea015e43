import { randomUUID } from 'node:crypto'
import { mkdir, readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { type ChatParams, Conversation, type ConversationSummary } from '../../../shared/domain/conversation'
import { AppFailure, makeError } from '../../../shared/error-model'
import { JsonFile } from '../storage/json-file'
import { incompleteError } from './chat-errors'
import { DEFAULT_TITLE, previewOf, titleFrom } from './titles'

const FILE_VERSION = 1
const FILE_NAME = /^([A-Za-z0-9_-]{1,100})\.json$/

export interface ConversationStoreOptions {
  /** Where conversation files live, e.g. `<dataDir>/chats`. */
  dir: string
  now?: () => Date
  newId?: () => string
}

export function notFound(id: string): AppFailure {
  return new AppFailure(makeError({ kind: 'input', code: 'conversation_not_found', message: `No conversation with ID ${id.slice(0, 100)}.`, endpoint: 'app', param: 'id' }))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Chat history: one atomic JSON file per conversation (`<dir>/<id>.json`), all held in memory.
 * Changes apply in memory at once and are written in the background, in order; `flush()` waits
 * for the writes. A corrupt file is set aside (never a crash); an answer that was still
 * streaming when the app stopped is loaded as incomplete ('interrupted').
 */
export class ConversationStore {
  private readonly conversations = new Map<string, Conversation>()
  private readonly files = new Map<string, JsonFile<typeof Conversation>>()
  private readonly writes = new Map<string, Promise<void>>()
  /** What loading found wrong (corrupt files set aside), for logs and diagnostics. */
  readonly problems: string[] = []
  private readonly now: () => Date
  private readonly newId: () => string

  private constructor(private readonly options: ConversationStoreOptions) {
    this.now = options.now ?? (() => new Date())
    this.newId = options.newId ?? randomUUID
  }

  static async open(options: ConversationStoreOptions): Promise<ConversationStore> {
    const store = new ConversationStore(options)
    await store.load()
    return store
  }

  private async load(): Promise<void> {
    await mkdir(this.options.dir, { recursive: true })
    const names = await readdir(this.options.dir)
    await Promise.all(
      names.map(async (name) => {
        const id = FILE_NAME.exec(name)?.[1]
        if (id === undefined) return
        const result = await this.file(id).load()
        if (result.status === 'corrupt') this.problems.push(`${name}: ${result.reason} (set aside)`)
        if (result.status !== 'ok') return
        const conversation = result.value
        if (conversation.id !== id) {
          this.problems.push(`${name}: holds conversation ${conversation.id}; ignored`)
          return
        }
        this.conversations.set(id, conversation)
        if (this.recoverInterrupted(conversation)) void this.save(conversation).catch(() => undefined)
      }),
    )
  }

  /** Answers left 'streaming' by a crash or quit become incomplete ('interrupted'). */
  private recoverInterrupted(conversation: Conversation): boolean {
    let changed = false
    for (const message of conversation.messages) {
      if (message.status !== 'streaming') continue
      message.status = 'incomplete'
      message.incompleteReason = 'interrupted'
      message.error = incompleteError('interrupted', null)
      changed = true
    }
    return changed
  }

  /** Newest first; `query` matches the title or any message text, case-insensitively. */
  list(query = ''): ConversationSummary[] {
    const q = query.trim()
    const pattern = q ? new RegExp(escapeRegExp(q), 'i') : null
    const out: ConversationSummary[] = []
    for (const c of this.conversations.values()) {
      if (pattern && !pattern.test(c.title) && !c.messages.some((m) => pattern.test(m.content))) continue
      const last = c.messages.at(-1)
      out.push({
        id: c.id,
        title: c.title,
        createdAt: c.createdAt,
        updatedAt: c.updatedAt,
        kind: c.kind,
        messageCount: c.messages.length,
        model: c.params.model,
        preview: last ? previewOf(last.content) : '',
      })
    }
    return out.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? 1 : -1))
  }

  has(id: string): boolean {
    return this.conversations.has(id)
  }

  /** A copy of the conversation; throws `conversation_not_found`. */
  get(id: string): Conversation {
    const conversation = this.conversations.get(id)
    if (!conversation) throw notFound(id)
    return structuredClone(conversation)
  }

  async create(params: ChatParams): Promise<Conversation> {
    const at = this.now().toISOString()
    const conversation: Conversation = { id: this.newId(), title: DEFAULT_TITLE, createdAt: at, updatedAt: at, params: { ...params }, kind: 'chat', compareModels: [], messages: [] }
    this.conversations.set(conversation.id, conversation)
    await this.save(conversation)
    return structuredClone(conversation)
  }

  async rename(id: string, title: string): Promise<Conversation> {
    const clean = title.replace(/\s+/g, ' ').trim()
    await this.update(id, (c) => {
      c.title = clean || DEFAULT_TITLE
    })
    return this.get(id)
  }

  async updateParams(id: string, params: ChatParams): Promise<Conversation> {
    await this.update(id, (c) => {
      c.params = { ...params }
    })
    return this.get(id)
  }

  async delete(id: string): Promise<boolean> {
    if (!this.conversations.delete(id)) return false
    await this.writes.get(id)?.catch(() => undefined)
    this.writes.delete(id)
    const file = this.files.get(id)
    this.files.delete(id)
    if (file) await unlink(file.path).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? undefined : Promise.reject(err)))
    return true
  }

  /**
   * Changes a conversation in memory at once (the change is visible to `get` immediately) and
   * writes it; the promise settles when the write did. `touch` (default true) moves it to the top.
   */
  update(id: string, mutate: (conversation: Conversation) => void, options: { touch?: boolean } = {}): Promise<void> {
    const conversation = this.conversations.get(id)
    if (!conversation) return Promise.reject(notFound(id))
    mutate(conversation)
    if (options.touch !== false) conversation.updatedAt = this.now().toISOString()
    return this.save(conversation)
  }

  /** Waits for every write started so far (failed writes included). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.writes.values()])
  }

  private file(id: string): JsonFile<typeof Conversation> {
    let file = this.files.get(id)
    if (!file) {
      file = new JsonFile(join(this.options.dir, `${id}.json`), Conversation, FILE_VERSION)
      this.files.set(id, file)
    }
    return file
  }

  private save(conversation: Conversation): Promise<void> {
    // JsonFile serializes (snapshots) now and writes in call order, so the latest promise settles last.
    const write = this.file(conversation.id).save(conversation)
    this.writes.set(conversation.id, write)
    return write
  }
}

export { DEFAULT_TITLE, titleFrom }
