import { z } from 'zod'
import { type ImportedMessage, type ReadResult, firstProblem, isoTime, titleOf } from '../imported'
import { reparent } from './tree'

/**
 * LibreChat's export of a conversation: `{conversationId, title, options, messages}` where
 * `messages` is either flat (each with `parentMessageId`) or, exported with "recursive", a tree
 * of `children` (`messagesTree` in some versions). The first message's parent is the all-zero ID.
 * The system prompt is `options.promptPrefix`. LibreChat does not record which branch was shown:
 * the newest leaf is.
 */
const NO_PARENT = '00000000-0000-0000-0000-000000000000'
const Part = z.object({ type: z.string(), text: z.union([z.string(), z.object({ value: z.string() })]).nullish() })
const Message = z.object({
  messageId: z.string(),
  parentMessageId: z.string().nullish(),
  text: z.string().nullish(),
  content: z.array(Part).nullish(),
  isCreatedByUser: z.boolean(),
  model: z.string().nullish(),
  sender: z.string().nullish(),
  createdAt: z.string().nullish(),
  unfinished: z.boolean().nullish(),
  error: z.boolean().nullish(),
  files: z.array(z.object({ filename: z.string().nullish() })).nullish(),
  children: z.array(z.unknown()).nullish(),
})
export const LibreChatExport = z.object({
  conversationId: z.string(),
  title: z.string().nullish(),
  exportAt: z.string().nullish(),
  options: z.object({ model: z.string().nullish(), promptPrefix: z.string().nullish() }).nullish(),
  messages: z.array(z.unknown()).nullish(),
  messagesTree: z.array(z.unknown()).nullish(),
})

export function looksLikeLibreChat(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'conversationId' in value && ('messages' in value || 'messagesTree' in value)
}

export function readLibreChat(value: unknown, index: number): ReadResult {
  const skip = { title: titleOf(value, 'title'), place: index + 1 }
  const parsed = LibreChatExport.safeParse(value)
  if (!parsed.success) return { ok: false, ...skip, reason: { code: 'not_this_format', source: 'librechat', problem: firstProblem(parsed.error.issues) } }
  const c = parsed.data
  const flat: z.infer<typeof Message>[] = []
  const stack = [...(c.messagesTree ?? c.messages ?? [])].reverse()
  while (stack.length > 0) {
    const next = Message.safeParse(stack.pop())
    if (!next.success) return { ok: false, ...skip, reason: { code: 'bad_message', source: 'librechat', problem: firstProblem(next.error.issues) } }
    flat.push(next.data)
    stack.push(...[...(next.data.children ?? [])].reverse())
  }
  const parentOf = new Map(flat.map((m) => [m.messageId, parentId(m)]))
  const messages: ImportedMessage[] = flat
    .map((m) => ({ m, text: textOf(m) }))
    .filter(({ text }) => text.trim() !== '')
    .map(({ m, text }) => ({
      sourceId: m.messageId,
      parentSourceId: parentId(m),
      role: m.isCreatedByUser ? 'user' : 'assistant',
      content: text,
      createdAt: isoTime(m.createdAt),
      model: m.isCreatedByUser ? null : (m.model ?? c.options?.model ?? m.sender ?? null),
      status: m.unfinished ? 'stopped' : 'complete',
    }))
  const times = flat.map((m) => isoTime(m.createdAt)).filter((t): t is string => t !== null).sort()
  return {
    ok: true,
    conversations: [
      {
        source: 'librechat',
        sourceId: c.conversationId,
        title: c.title?.trim() ?? '',
        createdAt: times[0] ?? null,
        updatedAt: times.at(-1) ?? null,
        systemPrompt: c.options?.promptPrefix?.trim() ?? '',
        messages: reparent(messages, parentOf),
        currentSourceId: newestLeaf(messages),
      },
    ],
  }
}

function parentId(m: z.infer<typeof Message>): string | null {
  return m.parentMessageId && m.parentMessageId !== NO_PARENT ? m.parentMessageId : null
}

function textOf(m: z.infer<typeof Message>): string {
  const parts = (m.content ?? []).filter((p) => p.type === 'text').map((p) => (typeof p.text === 'string' ? p.text : (p.text?.value ?? '')))
  const body = parts.length > 0 ? parts.join('\n\n') : (m.text ?? '')
  const files = (m.files ?? []).map((f) => `[Attached: ${f.filename ?? 'a file'}]`)
  return [body, ...files].filter((p) => p !== '').join('\n\n')
}

/** The leaf written last (no message answers it). */
function newestLeaf(messages: readonly ImportedMessage[]): string | null {
  const parents = new Set(messages.map((m) => m.parentSourceId))
  const leaves = messages.filter((m) => !parents.has(m.sourceId))
  return leaves.reduce<ImportedMessage | null>((best, m) => (best === null || (m.createdAt ?? '') >= (best.createdAt ?? '') ? m : best), null)?.sourceId ?? null
}
