import { ConversationExport, EXPORT_FORMAT, EXPORT_VERSION } from '../../../../shared/domain/conversation-export'
import { type ImportedMessage, type ReadResult, firstProblem, titleOf } from '../imported'

/** Tokentally's own JSON export (one conversation; the whole-history zip holds one per file). */
export function looksLikeTokentally(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { format?: unknown }).format === EXPORT_FORMAT
}

export function readTokentally(value: unknown, index: number): ReadResult {
  const conversation = (value as { conversation?: unknown }).conversation
  const skip = { title: titleOf(conversation, 'title'), place: index + 1 }
  const version = (value as { version?: unknown }).version
  if (typeof version === 'number' && version > EXPORT_VERSION) {
    return { ok: false, ...skip, reason: { code: 'newer_version', version, readsUpTo: EXPORT_VERSION } }
  }
  const parsed = ConversationExport.safeParse(value)
  if (!parsed.success) return { ok: false, ...skip, reason: { code: 'not_this_format', source: 'tokentally', problem: firstProblem(parsed.error.issues) } }
  const { conversation: c, branches } = parsed.data
  const shown = c.messages.map((m, i): ImportedMessage => ({ ...plain(m), parentSourceId: i === 0 ? null : (c.messages[i - 1]?.id ?? null) }))
  const others = branches.map((m): ImportedMessage => ({ ...plain(m), parentSourceId: m.parentId }))
  return {
    ok: true,
    conversations: [
      {
        source: 'tokentally',
        sourceId: c.id,
        title: c.title,
        createdAt: c.createdAt,
        updatedAt: c.updatedAt,
        systemPrompt: c.params.systemPrompt,
        messages: [...shown, ...others],
        currentSourceId: c.messages.at(-1)?.id ?? null,
        own: { conversation: c, branches: branches.map(({ parentId, ...message }) => ({ message, parentId })) },
      },
    ],
  }
}

function plain(m: { id: string; role: 'user' | 'assistant'; content: string; createdAt: string; model: string | null; status: ImportedMessage['status'] }): Omit<ImportedMessage, 'parentSourceId'> {
  return { sourceId: m.id, role: m.role, content: m.content, createdAt: m.createdAt, model: m.model, status: m.status }
}
