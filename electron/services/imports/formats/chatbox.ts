import { z } from 'zod'
import { type ImportedConversation, type ImportedMessage, type ReadResult, firstProblem, isoTime, titleOf } from '../imported'
import { linear } from './tree'

/**
 * Chatbox's backup ("Export data"): one JSON object of its storage. Sessions are `session:<id>`
 * values (newer versions) or the list `chat-sessions` (older ones); a session has its `messages`
 * (text in `contentParts`, or `content` in older ones; `timestamp` in ms), older topics in
 * `threads`, and regenerated alternatives in `messageForksHash` (message ID → the lists of messages
 * that followed it). Settings (which hold API keys) are never read.
 */
const Part = z.object({ type: z.string(), text: z.string().nullish() })
const Message = z.object({
  id: z.string(),
  role: z.string(),
  content: z.string().nullish(),
  contentParts: z.array(Part).nullish(),
  timestamp: z.number().nullish(),
  model: z.string().nullish(),
  generating: z.boolean().nullish(),
  files: z.array(z.object({ name: z.string().nullish() })).nullish(),
  links: z.array(z.object({ url: z.string().nullish(), title: z.string().nullish() })).nullish(),
})
const Thread = z.object({ id: z.string(), name: z.string().nullish(), messages: z.array(Message), createdAt: z.number().nullish() })
const Fork = z.object({ position: z.number().nullish(), lists: z.array(z.object({ id: z.string(), messages: z.array(Message) })) })
export const ChatboxSession = z.object({
  id: z.string(),
  name: z.string().nullish(),
  type: z.string().nullish(),
  messages: z.array(Message),
  threads: z.array(Thread).nullish(),
  threadName: z.string().nullish(),
  messageForksHash: z.record(z.string(), Fork).nullish(),
})

export function looksLikeChatboxSession(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const messages = (value as { messages?: unknown }).messages
  return 'id' in value && Array.isArray(messages) && !('conversationId' in value) && !('chat_messages' in value)
}

/** A Chatbox backup without conversations (its other keys). */
export function looksLikeChatbox(doc: Record<string, unknown>): boolean {
  return '__exported_items' in doc || '__exported_at' in doc || 'chat-sessions-list' in doc
}

export function readChatbox(value: unknown, index: number): ReadResult {
  const skip = { title: titleOf(value, 'name'), place: index + 1 }
  const parsed = ChatboxSession.safeParse(value)
  if (!parsed.success) return { ok: false, ...skip, reason: { code: 'not_this_format', source: 'chatbox', problem: firstProblem(parsed.error.issues) } }
  const s = parsed.data
  if (s.type === 'picture') return { ok: false, ...skip, reason: { code: 'picture_session' } }
  const name = s.name?.trim() || ''
  const conversations: ImportedConversation[] = [conversation(s.id, name, s.messages, s.messageForksHash ?? {})]
  for (const thread of s.threads ?? []) {
    const threadTitle = [name, thread.name?.trim()].filter(Boolean).join(' · ')
    conversations.push(conversation(`${s.id}#${thread.id}`, threadTitle, thread.messages, {}))
  }
  return { ok: true, conversations: conversations.filter((c) => c.messages.length > 0 || c.systemPrompt !== '') }
}

type Msg = z.infer<typeof Message>

function conversation(sourceId: string, title: string, list: readonly Msg[], forks: Record<string, z.infer<typeof Fork>>): ImportedConversation {
  const system = list.filter((m) => m.role === 'system').map(textOf).filter((t) => t.trim())
  const shown = linear(list.filter((m) => m.role !== 'system').flatMap(toMessage))
  const branches: ImportedMessage[] = []
  for (const [after, fork] of Object.entries(forks)) {
    if (!shown.some((m) => m.sourceId === after)) continue
    fork.lists.forEach((alternative, i) => {
      if (i === fork.position) return
      const messages = linear(alternative.messages.filter((m) => m.role !== 'system').flatMap(toMessage))
      if (messages[0]) messages[0] = { ...messages[0], parentSourceId: after }
      branches.push(...messages.filter((m) => !shown.some((x) => x.sourceId === m.sourceId)))
    })
  }
  const times = [...shown, ...branches].map((m) => m.createdAt).filter((t): t is string => t !== null).sort()
  return {
    source: 'chatbox',
    sourceId,
    title,
    createdAt: times[0] ?? null,
    updatedAt: times.at(-1) ?? null,
    systemPrompt: system.join('\n\n'),
    messages: [...shown, ...branches],
    currentSourceId: shown.at(-1)?.sourceId ?? null,
  }
}

function toMessage(m: Msg): Omit<ImportedMessage, 'parentSourceId'>[] {
  const text = textOf(m)
  if (!text.trim()) return []
  return [{ sourceId: m.id, role: m.role === 'user' ? 'user' : 'assistant', content: text, createdAt: isoTime(m.timestamp), model: m.role === 'user' ? null : (m.model ?? null), status: m.generating ? 'stopped' : 'complete' }]
}

function textOf(m: Msg): string {
  const parts = m.contentParts
  const body = parts && parts.length > 0 ? parts.map((p) => (p.type === 'text' ? (p.text ?? '') : p.type === 'image' ? '[Image]' : '')).filter(Boolean).join('\n\n') : (m.content ?? '')
  const files = (m.files ?? []).map((f) => `[Attached: ${f.name ?? 'a file'}]`)
  const links = (m.links ?? []).map((l) => `[Link: ${l.title ?? l.url ?? ''}]`)
  return [body, ...files, ...links].filter((p) => p !== '').join('\n\n')
}
