import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import { type BranchMessage, type ConversationExport, EXPORT_FORMAT, EXPORT_VERSION } from '../../../shared/domain/conversation-export'
import { conversationHtml } from './export-html'
import { exportedTokens } from './export-tokens'

export type ExportFormat = 'markdown' | 'json' | 'html'

/** What a save dialog needs: a file name and the text to write. */
export interface ExportedConversation {
  filename: string
  contents: string
}

export { EXPORT_FORMAT, EXPORT_VERSION }

/**
 * A conversation as a Markdown document, one self-contained HTML page (the branch shown), or JSON:
 * every stored field and every branch (`branches`: the messages of the other branches), in the
 * documented, versioned schema of shared/domain/conversation-export.ts, which imports back whole.
 */
export function exportConversation(conversation: Conversation, format: ExportFormat, exportedAt: Date, branches: readonly BranchMessage[] = []): ExportedConversation {
  const base = `${fileSafe(conversation.title)} ${conversation.createdAt.slice(0, 10)}`
  if (format === 'json') return { filename: `${base}.json`, contents: `${JSON.stringify(conversationExport(conversation, exportedAt, branches), null, 2)}\n` }
  if (format === 'html') return { filename: `${base}.html`, contents: conversationHtml(conversation, exportedAt, branches.length) }
  return { filename: `${base}.md`, contents: markdown(conversation, exportedAt, branches.length) }
}

/** The JSON export's document (also each file of the whole-history archive). */
export function conversationExport(conversation: Conversation, exportedAt: Date, branches: readonly BranchMessage[]): ConversationExport {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: exportedAt.toISOString(), conversation, branches: [...branches] }
}

function markdown(c: Conversation, exportedAt: Date, otherBranches: number): string {
  const lines = [`# ${oneLine(c.title)}`, '']
  const facts = [
    `Created ${c.createdAt}, last changed ${c.updatedAt}, exported ${exportedAt.toISOString()}.`,
    c.kind === 'compare' ? `Compare run: ${c.compareModels.join(', ')}.` : `Model: ${c.params.model}.`,
    c.params.temperature !== null ? `Temperature ${c.params.temperature}.` : null,
    c.params.maxOutputTokens !== null ? `Max output tokens ${c.params.maxOutputTokens}.` : null,
  ]
  lines.push(facts.filter(Boolean).join(' '), '')
  if (otherBranches > 0) lines.push(`> ${otherBranches === 1 ? 'One message on another branch is' : `${otherBranches} messages on other branches are`} not shown here (the JSON export keeps every branch).`, '')
  if (c.params.systemPrompt) lines.push('## System prompt', '', fenced(c.params.systemPrompt), '')
  for (const m of c.messages) lines.push(`## ${speaker(m)}`, '', ...note(m), m.content, '')
  return `${lines.join('\n').trimEnd()}\n`
}

function speaker(m: ChatMessage): string {
  if (m.role === 'user') return 'You'
  const column = m.column !== null ? `, column ${m.column + 1}` : ''
  return `Assistant (${m.model ?? 'unknown model'}${column})`
}

/** What a reader must know about an answer that did not end normally. */
function note(m: ChatMessage): string[] {
  const known = exportedTokens(m)
  const tokens = known ? ` Tokens: ${known}.` : ''
  if (m.status === 'incomplete') return [`> Incomplete: the stream ended before the answer was finished (${m.incompleteReason ?? 'unknown'}).${tokens}`, '']
  if (m.status === 'stopped') return [`> Stopped before the end.${tokens}`, '']
  if (m.status === 'error') return [`> Failed: ${oneLine(m.error?.message ?? 'unknown error')}${m.error?.requestId ? ` (request ID ${m.error.requestId})` : ''}`, '']
  if (m.status === 'streaming') return ['> Still being written when exported.', '']
  return []
}

/** Text in a fence longer than any run of backticks inside it. */
function fenced(text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  return `${fence}text\n${text}\n${fence}`
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** A title as a file name on every platform: no path or reserved characters, not too long. */
export function fileSafe(title: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = oneLine(title.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, ' ')).replace(/^\.+/, '').slice(0, 80).trim()
  return clean || 'Conversation'
}
