import { parseTags } from '../projects/project-store'
import { AnswerCost, type ChatMessage, Conversation, type ConversationSummary, EndReason } from '../../../shared/domain/conversation'
import type { ConversationOrigin, ImportSource } from '../../../shared/domain/imports'
import { previewOf } from './titles'

/** A `conversations` row as SQLite returns it. */
export interface ConversationRow {
  id: string
  title: string
  kind: string
  created_at: string
  updated_at: string
  params: string
  compare_models: string
  /** #39 (migration 11): 1 for a compare run started blind. */
  blind: number
  message_count: number
  preview: string
  /** #34: from `conversation_sources` (LEFT JOIN) when the conversation was imported. */
  origin_source?: string | null
  origin_created_at?: string | null
  origin_imported_at?: string | null
  /** #35 (migration 12): the project and tags; absent from rows read before it. */
  project_id?: string | null
  tags?: string | null
}

/** A `messages` row as SQLite returns it. */
export interface MessageRow {
  id: string
  role: string
  content: string
  created_at: string
  model: string | null
  status: string
  usage: string | null
  error: string | null
  incomplete_reason: string | null
  metrics: string | null
  continued: number
  column_index: number | null
  cost: string | null
  end_reason: string | null
  /** #34 (migration 10); absent from rows read before it. */
  imported?: number
}

const json = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

/** A cost record that does not read (a damaged row) is no record: the conversation still opens. */
function recordOf(text: string | null): ChatMessage['cost'] {
  try {
    return AnswerCost.safeParse(json(text)).data ?? null
  } catch {
    return null
  }
}

/** Rows → the domain type, parsed by the zod schema at the boundary. */
export function toConversation(row: ConversationRow, messages: MessageRow[]): Conversation {
  return Conversation.parse({
    id: row.id,
    title: row.title,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    params: json(row.params),
    kind: row.kind,
    compareModels: json(row.compare_models),
    ...labelsOf(row),
    blind: row.blind === 1,
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      createdAt: m.created_at,
      model: m.model,
      status: m.status,
      usage: json(m.usage),
      error: json(m.error),
      incompleteReason: m.incomplete_reason,
      metrics: json(m.metrics),
      continued: m.continued === 1,
      column: m.column_index,
      cost: recordOf(m.cost),
      endReason: EndReason.safeParse(m.end_reason).data ?? null,
      ...(m.imported === 1 ? { imported: true } : {}),
    })),
  })
}

/** #34: where an imported conversation came from; undefined for the app's own. */
export function originOf(row: Pick<ConversationRow, 'origin_source' | 'origin_created_at' | 'origin_imported_at'>): ConversationOrigin | undefined {
  if (!row.origin_source || !row.origin_imported_at) return undefined
  return { source: row.origin_source as ImportSource, createdAt: row.origin_created_at ?? null, importedAt: row.origin_imported_at }
}

export function toSummary(row: ConversationRow): ConversationSummary {
  const params = json(row.params) as { model: string }
  const origin = originOf(row)
  return {
    id: row.id,
    title: row.title,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    kind: row.kind as 'chat' | 'compare',
    blind: row.blind === 1,
    messageCount: row.message_count,
    model: params.model,
    preview: row.preview,
    ...(origin ? { origin } : {}),
    ...labelsOf(row),
  }
}

/** #35: a row's project and tags (a damaged tags column reads as none). */
function labelsOf(row: Pick<ConversationRow, 'project_id' | 'tags'>): { projectId: string | null; tags: string[] } {
  return { projectId: row.project_id ?? null, tags: parseTags(row.tags ?? null) }
}

/** A message as bound parameters of the insert/update statements. */
export function messageParams(conversationId: string, position: number, m: ChatMessage): Record<string, string | number | null> {
  const text = (v: unknown): string | null => (v === null || v === undefined ? null : JSON.stringify(v))
  return {
    id: m.id,
    conversation_id: conversationId,
    position,
    role: m.role,
    content: m.content,
    created_at: m.createdAt,
    model: m.model,
    status: m.status,
    usage: text(m.usage),
    error: text(m.error),
    incomplete_reason: m.incompleteReason,
    metrics: text(m.metrics),
    continued: m.continued ? 1 : 0,
    column_index: m.column,
    cost: text(m.cost),
    end_reason: m.endReason,
  }
}

export const INSERT_CONVERSATION = `INSERT INTO conversations (id, title, kind, created_at, updated_at, params, compare_models, blind, message_count, preview)
  VALUES (:id, :title, :kind, :created_at, :updated_at, :params, :compare_models, :blind, :message_count, :preview)`
export const INSERT_MESSAGE = `INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status, usage, error, incomplete_reason, metrics, continued, column_index, cost, end_reason)
  VALUES (:id, :conversation_id, :position, :role, :content, :created_at, :model, :status, :usage, :error, :incomplete_reason, :metrics, :continued, :column_index, :cost, :end_reason)`

/** A conversation (without its messages) as bound parameters; counters derived from its messages. */
export function conversationParams(c: Conversation): Record<string, string | number> {
  const last = c.messages.at(-1)
  return {
    id: c.id,
    title: c.title,
    kind: c.kind,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    params: JSON.stringify(c.params),
    compare_models: JSON.stringify(c.compareModels),
    blind: c.blind ? 1 : 0,
    message_count: c.messages.length,
    preview: last ? previewOf(last.content) : '',
  }
}
