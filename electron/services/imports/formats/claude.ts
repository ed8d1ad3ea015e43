import { z } from 'zod'
import { fenceAttachment } from '../../../../shared/attachments/text-file'
import { type ImportedMessage, type ReadResult, firstProblem, isoTime, titleOf } from '../imported'
import { linear, reparent } from './tree'

/**
 * Claude's export (conversations.json, alone or in its zip): a list of conversations, each with its
 * `chat_messages` in order; a message has a `sender` ('human' or 'assistant'), its `text` and, in
 * newer exports, `content` blocks (text, thinking, tool_use, tool_result), `attachments` (with the
 * text Claude extracted) and `files`. Newer exports also name each message's parent
 * (`parent_message_uuid`), which keeps edited branches.
 */
const Block = z.object({ type: z.string(), text: z.string().nullish(), name: z.string().nullish(), input: z.unknown().optional(), content: z.unknown().optional() })
const Attachment = z.object({ file_name: z.string().nullish(), file_type: z.string().nullish(), file_size: z.number().nullish(), extracted_content: z.string().nullish() })
const File = z.object({ file_name: z.string().nullish() })
const Message = z.object({
  uuid: z.string(),
  sender: z.string(),
  text: z.string().nullish(),
  content: z.array(Block).nullish(),
  created_at: z.string().nullish(),
  attachments: z.array(Attachment).nullish(),
  files: z.array(File).nullish(),
  parent_message_uuid: z.string().nullish(),
})
export const ClaudeConversation = z.object({
  uuid: z.string(),
  name: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  chat_messages: z.array(Message),
  model: z.string().nullish(),
  current_leaf_message_uuid: z.string().nullish(),
})

export function looksLikeClaude(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Array.isArray((value as { chat_messages?: unknown }).chat_messages)
}

export function readClaude(value: unknown, index: number): ReadResult {
  const skip = { title: titleOf(value, 'name'), place: index + 1 }
  const parsed = ClaudeConversation.safeParse(value)
  if (!parsed.success) return { ok: false, ...skip, reason: { code: 'not_this_format', source: 'claude', problem: firstProblem(parsed.error.issues) } }
  const c = parsed.data
  const ids = new Set(c.chat_messages.map((m) => m.uuid))
  const treeKnown = c.chat_messages.some((m) => m.parent_message_uuid && ids.has(m.parent_message_uuid))
  const messages = c.chat_messages
    .map((m) => ({ m, text: textOf(m) }))
    .filter(({ text }) => text.trim() !== '')
    .map(({ m, text }): ImportedMessage => ({
      sourceId: m.uuid,
      parentSourceId: m.parent_message_uuid && ids.has(m.parent_message_uuid) ? m.parent_message_uuid : null,
      role: m.sender === 'human' || m.sender === 'user' ? 'user' : 'assistant',
      content: text,
      createdAt: isoTime(m.created_at),
      model: m.sender === 'human' || m.sender === 'user' ? null : (c.model ?? null),
      status: 'complete',
    }))
  const parentOf = new Map(c.chat_messages.map((m) => [m.uuid, m.parent_message_uuid && ids.has(m.parent_message_uuid) ? m.parent_message_uuid : null]))
  return {
    ok: true,
    conversations: [
      {
        source: 'claude',
        sourceId: c.uuid,
        title: c.name?.trim() || '',
        createdAt: isoTime(c.created_at),
        updatedAt: isoTime(c.updated_at) ?? isoTime(c.created_at),
        systemPrompt: '',
        messages: treeKnown ? reparent(messages, parentOf) : linear(messages),
        currentSourceId: c.current_leaf_message_uuid && ids.has(c.current_leaf_message_uuid) ? c.current_leaf_message_uuid : (messages.at(-1)?.sourceId ?? null),
      },
    ],
  }
}

/** Content blocks as text (thinking is left out); without blocks, `text`. Extracted attachment text is kept, fenced. */
function textOf(m: z.infer<typeof Message>): string {
  const blocks = m.content ?? []
  const body = blocks.length > 0 ? blocks.map(blockText).filter((t) => t !== '').join('\n\n') : (m.text ?? '')
  const attached = (m.attachments ?? []).map((a) =>
    a.extracted_content ? fenceAttachment(a.file_name ?? 'attachment.txt', a.extracted_content) : `[Attached: ${a.file_name ?? 'a file'}]`,
  )
  const files = (m.files ?? []).map((f) => `[Attached: ${f.file_name ?? 'a file'}]`)
  return [body, ...attached, ...files].filter((p) => p !== '').join('\n\n')
}

function blockText(block: z.infer<typeof Block>): string {
  if (block.type === 'text') return block.text ?? ''
  if (block.type === 'tool_use') return `**Tool: ${block.name ?? 'unnamed'}**\n\n\`\`\`json\n${JSON.stringify(block.input ?? null, null, 2)}\n\`\`\``
  if (block.type === 'tool_result') {
    const content = Array.isArray(block.content) ? block.content.map((c) => (typeof c === 'object' && c && 'text' in c ? String((c as { text: unknown }).text) : '')).join('\n') : ''
    return content ? `**Tool result${block.name ? ` (${block.name})` : ''}:**\n\n${content}` : ''
  }
  return ''
}
