import { z } from 'zod'
import { type ImportedMessage, type ReadResult, firstProblem, isoTime, titleOf } from '../imported'
import { linear, reparent } from './tree'

/**
 * Open WebUI's export ("Export All Chats", or one chat): a list of chats `{id, title, chat, created_at,
 * updated_at}`; `chat.history` is the message tree (`messages`: ID → {parentId, childrenIds, role,
 * content, model, timestamp}) with the shown leaf `currentId`. Older chats have only `chat.messages`,
 * a list. Times are epoch seconds. The system prompt is `chat.system` or `chat.params.system`.
 */
const Message = z.object({
  id: z.string(),
  parentId: z.string().nullish(),
  role: z.string(),
  content: z.unknown(),
  timestamp: z.number().nullish(),
  model: z.string().nullish(),
  modelName: z.string().nullish(),
  files: z.array(z.object({ name: z.string().nullish(), type: z.string().nullish() })).nullish(),
  done: z.boolean().nullish(),
})
const Chat = z.object({
  title: z.string().nullish(),
  models: z.array(z.string()).nullish(),
  system: z.string().nullish(),
  params: z.object({ system: z.string().nullish() }).nullish(),
  history: z.object({ currentId: z.string().nullish(), messages: z.record(z.string(), Message) }).nullish(),
  messages: z.array(Message).nullish(),
  timestamp: z.number().nullish(),
})
export const OpenWebUiChat = z.object({
  id: z.string(),
  title: z.string().nullish(),
  chat: Chat,
  created_at: z.number().nullish(),
  updated_at: z.number().nullish(),
})

export function looksLikeOpenWebUi(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const chat = (value as { chat?: unknown }).chat
  return typeof chat === 'object' && chat !== null && ('history' in chat || 'messages' in chat)
}

export function readOpenWebUi(value: unknown, index: number): ReadResult {
  const skip = { title: titleOf(value, 'title'), place: index + 1 }
  const parsed = OpenWebUiChat.safeParse(value)
  if (!parsed.success) return { ok: false, ...skip, reason: { code: 'not_this_format', source: 'openwebui', problem: firstProblem(parsed.error.issues) } }
  const c = parsed.data
  const tree = c.chat.history?.messages ?? null
  const list = tree ? Object.values(tree) : (c.chat.messages ?? [])
  const systemParts = [c.chat.system, c.chat.params?.system].filter((s): s is string => Boolean(s?.trim()))
  const parentOf = new Map(list.map((m) => [m.id, m.parentId ?? null]))
  const messages: ImportedMessage[] = []
  for (const m of list) {
    const content = contentText(m.content) + files(m.files)
    if (m.role === 'system') {
      if (content.trim()) systemParts.push(content.trim())
      continue
    }
    if (!content.trim()) continue
    messages.push({
      sourceId: m.id,
      parentSourceId: m.parentId ?? null,
      role: m.role === 'user' ? 'user' : 'assistant',
      content,
      createdAt: isoTime(m.timestamp),
      model: m.role === 'user' ? null : (m.model ?? m.modelName ?? c.chat.models?.[0] ?? null),
      status: m.done === false ? 'stopped' : 'complete',
    })
  }
  const ids = new Set(messages.map((m) => m.sourceId))
  const current = c.chat.history?.currentId
  return {
    ok: true,
    conversations: [
      {
        source: 'openwebui',
        sourceId: c.id,
        title: (c.title ?? c.chat.title ?? '').trim(),
        createdAt: isoTime(c.created_at) ?? isoTime(c.chat.timestamp),
        updatedAt: isoTime(c.updated_at) ?? isoTime(c.created_at),
        systemPrompt: [...new Set(systemParts)].join('\n\n'),
        messages: tree ? reparent(messages, parentOf) : linear(messages),
        currentSourceId: current && ids.has(current) ? current : (messages.at(-1)?.sourceId ?? null),
      },
    ],
  }
}

/** Content is text, or (vision models) a list of parts of which the text ones are kept. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (Array.isArray(content)) {
    return content
      .map((part) => (typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : '[Image]'))
      .join('\n')
  }
  return ''
}

function files(list: readonly { name?: string | null | undefined }[] | null | undefined): string {
  if (!list || list.length === 0) return ''
  return `\n\n${list.map((f) => `[Attached: ${f.name ?? 'a file'}]`).join('\n')}`
}
