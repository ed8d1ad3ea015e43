import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import { IssueFacts, type ImportSource, type ShapeProblem, type SkippedConversation } from '../../../shared/domain/imports'
import type { MessageValues } from '../../../shared/i18n/catalogue'
import type { core } from 'zod'

/** One message of another app's conversation, as every format reader hands it to the writer. */
export interface ImportedMessage {
  /** The message's ID in the other app (unique within its conversation). */
  sourceId: string
  /** The message before it on its branch (the other app's ID); null for a first message. */
  parentSourceId: string | null
  role: 'user' | 'assistant'
  /** As the other app had it: text, never interpreted (HTML and scripts stay text). */
  content: string
  /** ISO; null when the export did not say (the conversation's time is used). */
  createdAt: string | null
  /** The model's name as the other app wrote it. */
  model: string | null
  status: ChatMessage['status']
}

/** One conversation of another app, a tree of messages (its branches), found by any format reader. */
export interface ImportedConversation {
  source: ImportSource
  /** The conversation's ID in the other app: with `source`, what makes importing again idempotent. */
  sourceId: string
  title: string
  createdAt: string | null
  updatedAt: string | null
  /** The system prompt or custom instructions the other app kept, '' when none. */
  systemPrompt: string
  messages: ImportedMessage[]
  /** The message the other app showed last (its branch is shown here); null: the newest leaf. */
  currentSourceId: string | null
  /** Tokentally's own export: the conversation as stored, kept whole (IDs, every field, branches). */
  own?: { conversation: Conversation; branches: { message: ChatMessage; parentId: string | null }[] }
}

/** What a format reader makes of one unit of the file: a conversation, or a reason to skip it. */
export type ReadResult = { ok: true; conversations: ImportedConversation[] } | ({ ok: false } & SkippedConversation)

/**
 * A timestamp as other apps write it: ISO text, or epoch seconds (ChatGPT, Open WebUI), ms
 * (Chatbox), µs or ns (some Open WebUI versions). Null when absent or not a time.
 */
export function isoTime(value: unknown): string | null {
  if (typeof value === 'string') {
    const ms = Date.parse(value)
    return Number.isFinite(ms) ? new Date(ms).toISOString() : null
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null
  const ms = value > 1e17 ? value / 1e6 : value > 1e14 ? value / 1e3 : value > 1e11 ? value : value * 1000
  const date = new Date(ms)
  return Number.isFinite(date.getTime()) && date.getUTCFullYear() < 10_000 ? date.toISOString() : null
}

/**
 * A short, safe description of a value, as the arguments of `fileErrors.shape.firstItem`'s `{item, select, …}`:
 * what it is, a list's length, an object's first keys (names, quoted, as the file has them).
 */
export function valueFacts(value: unknown): MessageValues {
  if (value === null) return { item: 'null' }
  if (Array.isArray(value)) return { item: 'list', count: value.length }
  if (typeof value === 'object') {
    const all = Object.keys(value)
    if (all.length === 0) return { item: 'empty' }
    return { item: 'object', keys: `${all.slice(0, 8).map((k) => `“${k.slice(0, 40)}”`).join(', ')}${all.length > 8 ? ', …' : ''}` }
  }
  if (typeof value === 'string') return { item: 'text' }
  return { item: typeof value === 'number' || typeof value === 'boolean' ? typeof value : 'other' }
}

/** The first problem zod found, as facts the window says: missing “mapping”, “chat_messages” should be an array. */
export function firstProblem(issues: readonly core.$ZodIssue[]): ShapeProblem {
  const issue = issues[0]
  if (!issue) return { path: null, kind: 'unknown', detail: '' }
  const path = issue.path.length === 0 ? null : issue.path.map(String).join('.')
  if (issue.code === 'invalid_type' && issue.input === undefined) return { path, kind: 'missing', detail: '' }
  if (issue.code === 'invalid_type' && typeof issue.expected === 'string') return { path, kind: 'type', detail: issue.expected }
  const facts = IssueFacts.safeParse(issueFacts(issue as unknown as Record<string, unknown>))
  return { path, kind: 'other', detail: issue.message.replace(/^Invalid input: /, '').toLowerCase(), ...(facts.success ? { issue: facts.data } : {}) }
}

/** What the window needs of an issue to say it (`shared/imports/issue-words.ts`), never its input: that is the user's file. */
function issueFacts(issue: Record<string, unknown>): Record<string, unknown> {
  const bound = (v: unknown) => (typeof v === 'bigint' ? v.toString() : v)
  const facts: Record<string, unknown> = { code: issue['code'] }
  if (Array.isArray(issue['values'])) facts['values'] = issue['values'].slice(0, 20).map((v) => (typeof v === 'string' ? v.slice(0, 80) : v)).filter((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
  for (const name of ['minimum', 'maximum']) if (issue[name] !== undefined) facts[name] = bound(issue[name])
  for (const name of ['inclusive', 'origin']) if (issue[name] !== undefined) facts[name] = issue[name]
  return facts
}

/** A skipped item's own title, for the skipped list; null: it has none (the window names it by its place). */
export function titleOf(value: unknown, ...keys: string[]): string | null {
  if (value && typeof value === 'object') {
    for (const key of keys) {
      const title = (value as Record<string, unknown>)[key]
      if (typeof title === 'string' && title.trim()) return title.trim().slice(0, 200)
    }
  }
  return null
}
