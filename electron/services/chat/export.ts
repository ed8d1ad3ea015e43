import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'

export type ExportFormat = 'markdown' | 'json'

/** What a save dialog needs: a file name and the text to write. */
export interface ExportedConversation {
  filename: string
  contents: string
}

/** The JSON export's envelope: the stored conversation as the app's own schema describes it. */
export const EXPORT_FORMAT = 'tokentally-conversation'
export const EXPORT_VERSION = 1

/** A conversation as a Markdown document or as JSON (every stored field, for another program). */
export function exportConversation(conversation: Conversation, format: ExportFormat, exportedAt: Date): ExportedConversation {
  const base = `${fileSafe(conversation.title)} ${conversation.createdAt.slice(0, 10)}`
  if (format === 'json') {
    const contents = `${JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: exportedAt.toISOString(), conversation }, null, 2)}\n`
    return { filename: `${base}.json`, contents }
  }
  return { filename: `${base}.md`, contents: markdown(conversation, exportedAt) }
}

function markdown(c: Conversation, exportedAt: Date): string {
  const lines = [`# ${oneLine(c.title)}`, '']
  const facts = [
    `Created ${c.createdAt}, last changed ${c.updatedAt}, exported ${exportedAt.toISOString()}.`,
    c.kind === 'compare' ? `Compare run: ${c.compareModels.join(', ')}.` : `Model: ${c.params.model}.`,
    c.params.temperature !== null ? `Temperature ${c.params.temperature}.` : null,
    c.params.maxOutputTokens !== null ? `Max output tokens ${c.params.maxOutputTokens}.` : null,
  ]
  lines.push(facts.filter(Boolean).join(' '), '')
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
  const tokens = m.usage ? ` ${m.usage.inputTokens} tokens in, ${m.usage.outputTokens} out.` : ''
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
