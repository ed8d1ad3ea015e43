import { z } from 'zod'
import { type ImportedConversation, type ImportedMessage, type ReadResult, firstProblem, isoTime, titleOf } from '../imported'
import { reparent } from './tree'

/**
 * ChatGPT's export (conversations.json, alone or in its zip): a list of conversations, each a
 * message tree (`mapping`: node ID → {message, parent, children}) and the node shown last
 * (`current_node`). Branches (edits and regenerated answers) are the tree's other children.
 */
const Author = z.object({ role: z.string(), name: z.string().nullish() })
const Content = z.object({
  content_type: z.string(),
  parts: z.array(z.unknown()).nullish(),
  text: z.string().nullish(),
  result: z.string().nullish(),
  language: z.string().nullish(),
  user_profile: z.string().nullish(),
  user_instructions: z.string().nullish(),
})
const Attachment = z.object({ name: z.string().nullish(), mime_type: z.string().nullish(), size: z.number().nullish() })
const Message = z.object({
  id: z.string(),
  author: Author,
  create_time: z.number().nullish(),
  content: Content,
  status: z.string().nullish(),
  recipient: z.string().nullish(),
  metadata: z
    .looseObject({
      model_slug: z.string().nullish(),
      is_visually_hidden_from_conversation: z.boolean().nullish(),
      attachments: z.array(Attachment).nullish(),
      finish_details: z.object({ type: z.string().nullish() }).nullish(),
    })
    .nullish(),
})
const Node = z.object({ id: z.string().nullish(), message: Message.nullish(), parent: z.string().nullish(), children: z.array(z.string()).nullish() })
export const ChatGptConversation = z.object({
  title: z.string().nullish(),
  create_time: z.number().nullish(),
  update_time: z.number().nullish(),
  mapping: z.record(z.string(), Node),
  current_node: z.string().nullish(),
  conversation_id: z.string().nullish(),
  id: z.string().nullish(),
  default_model_slug: z.string().nullish(),
})

/** What ChatGPT's conversations have and no other format's do. */
export function looksLikeChatGpt(value: unknown): boolean {
  return isObject(value) && isObject(value.mapping) && ('current_node' in value || 'conversation_id' in value)
}

export function readChatGpt(value: unknown, index: number): ReadResult {
  const skip = { title: titleOf(value, 'title'), place: index + 1 }
  const parsed = ChatGptConversation.safeParse(value)
  if (!parsed.success) return { ok: false, ...skip, reason: { code: 'not_this_format', source: 'chatgpt', problem: firstProblem(parsed.error.issues) } }
  const c = parsed.data
  const sourceId = c.conversation_id ?? c.id
  if (!sourceId) return { ok: false, ...skip, reason: { code: 'no_conversation_id', field: 'conversation_id' } }
  const conversationTime = isoTime(c.create_time)
  const systemParts: string[] = []
  const kept: ImportedMessage[] = []
  const parentOf = new Map<string, string | null>()
  for (const [key, node] of Object.entries(c.mapping)) {
    const id = node.id ?? key
    parentOf.set(id, node.parent ?? null)
    const m = node.message
    if (!m) continue
    const text = textOf(m)
    const role = m.author.role
    if (role === 'system' || m.content.content_type === 'user_editable_context') {
      // Custom instructions are hidden from the conversation but were sent with it: they are its system prompt.
      const instructions = m.content.content_type === 'user_editable_context'
      if (text.trim() && (instructions || !m.metadata?.is_visually_hidden_from_conversation)) systemParts.push(text.trim())
      continue
    }
    if (!text.trim() || m.metadata?.is_visually_hidden_from_conversation) continue
    const interrupted = m.status === 'in_progress' || m.metadata?.finish_details?.type === 'interrupted'
    kept.push({
      sourceId: id,
      parentSourceId: node.parent ?? null,
      role: role === 'user' ? 'user' : 'assistant',
      content: role === 'tool' ? `**Tool${m.author.name ? ` (${m.author.name})` : ''}:**\n\n${text}` : text,
      createdAt: isoTime(m.create_time),
      model: role === 'user' ? null : (m.metadata?.model_slug ?? c.default_model_slug ?? null),
      status: role === 'assistant' && interrupted ? 'stopped' : 'complete',
    })
  }
  const conversation: ImportedConversation = {
    source: 'chatgpt',
    sourceId,
    title: c.title?.trim() || '',
    createdAt: conversationTime,
    updatedAt: isoTime(c.update_time) ?? conversationTime,
    systemPrompt: systemParts.join('\n\n'),
    messages: reparent(kept, parentOf),
    currentSourceId: nearestKept(c.current_node ?? null, kept, parentOf),
  }
  return { ok: true, conversations: [conversation] }
}

/** The message's text as ChatGPT showed it; images, audio and files it references become a note. */
function textOf(m: z.infer<typeof Message>): string {
  const content = m.content
  const attachments = (m.metadata?.attachments ?? []).map((a) => `[Attached: ${a.name ?? 'a file'}${a.mime_type ? ` (${a.mime_type})` : ''}]`)
  let body: string
  switch (content.content_type) {
    case 'code':
      body = fence(content.text ?? '', content.language && content.language !== 'unknown' ? content.language : '')
      break
    case 'execution_output':
      body = fence(content.text ?? '', '')
      break
    case 'tether_browsing_display':
      body = content.result ?? ''
      break
    case 'user_editable_context':
      body = [content.user_profile, content.user_instructions].filter(Boolean).join('\n\n')
      break
    case 'thoughts':
    case 'reasoning_recap':
      body = ''
      break
    default:
      body = (content.parts ?? []).map(partText).filter((p) => p !== '').join('\n') || (content.text ?? '')
  }
  return [body, ...attachments].filter((p) => p !== '').join('\n\n')
}

function partText(part: unknown): string {
  if (typeof part === 'string') return part
  if (!isObject(part)) return ''
  if (typeof part.text === 'string') return part.text
  const type = typeof part.content_type === 'string' ? part.content_type : ''
  if (type.includes('image')) return `[Image: ${typeof part.asset_pointer === 'string' ? part.asset_pointer : 'not included'}]`
  if (type.includes('audio')) return '[Audio]'
  return ''
}

function fence(text: string, language: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  const marks = '`'.repeat(longest + 1)
  return `${marks}${language}\n${text}\n${marks}`
}

/** The shown node, or its nearest ancestor that became a message here (hidden nodes are dropped). */
function nearestKept(id: string | null, kept: readonly ImportedMessage[], parentOf: ReadonlyMap<string, string | null>): string | null {
  const ids = new Set(kept.map((m) => m.sourceId))
  const seen = new Set<string>()
  for (let at = id; at !== null && !seen.has(at); at = parentOf.get(at) ?? null) {
    if (ids.has(at)) return at
    seen.add(at)
  }
  return null
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
