import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import { SOURCE_NAMES } from '../../../shared/domain/import-sources'
import { exportedTokens } from './export-tokens'

/**
 * #34: a conversation as one self-contained HTML file: its styles inline, no script, nothing loaded
 * from anywhere (no links, images or fonts), every piece of text escaped. Messages keep their line
 * breaks; fenced code blocks become <pre> blocks; nothing else of Markdown is interpreted (a message's
 * HTML stays text). A Content-Security-Policy in the file forbids scripts and loads should it be
 * edited later.
 */
export function conversationHtml(c: Conversation, exportedAt: Date, otherBranches: number): string {
  const facts = [
    `Created ${c.createdAt.slice(0, 10)}`,
    c.origin ? `imported from ${SOURCE_NAMES[c.origin.source]}` : null,
    c.kind === 'compare' ? `compare run: ${c.compareModels.join(', ')}` : `model ${c.params.model}`,
    `exported ${exportedAt.toISOString()}`,
  ].filter((f): f is string => f !== null)
  const body = [
    `<h1>${escape(c.title)}</h1>`,
    `<p class="facts">${escape(facts.join(' · '))}</p>`,
    otherBranches > 0 ? `<p class="note">${otherBranches === 1 ? 'One message on another branch is' : `${otherBranches} messages on other branches are`} not shown here (the JSON export keeps every branch).</p>` : '',
    c.params.systemPrompt ? `<section class="msg system"><h2>System prompt</h2>${blocks(c.params.systemPrompt)}</section>` : '',
    ...c.messages.map(message),
  ].join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Tokentally">
<title>${escape(c.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

function message(m: ChatMessage): string {
  const who = m.role === 'user' ? 'You' : `${m.model ?? 'Assistant'}${m.column !== null ? ` (column ${m.column + 1})` : ''}`
  const status = m.status === 'complete' ? '' : ` · ${m.status === 'error' ? `failed: ${m.error?.message ?? 'error'}` : m.status}`
  const known = exportedTokens(m)
  const tokens = known ? ` · ${known}` : ''
  return `<section class="msg ${m.role}"><h2>${escape(who)}<span>${escape(`${m.createdAt.replace('T', ' ').slice(0, 16)} UTC${status}${tokens}`)}</span></h2>${blocks(m.content)}</section>`
}

/** Text as paragraphs, with ```fenced``` code as <pre>: escaped, never interpreted. */
function blocks(text: string): string {
  const out: string[] = []
  const fence = /^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n?\1[ \t]*$/gm
  let at = 0
  for (const match of text.matchAll(fence)) {
    const index = match.index ?? 0
    if (index > at) out.push(paragraphs(text.slice(at, index)))
    out.push(`<pre><code>${escape(match[2] ?? '')}</code></pre>`)
    at = index + match[0].length
  }
  if (at < text.length) out.push(paragraphs(text.slice(at)))
  return out.join('')
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escape(p)}</p>`)
    .join('')
}

/** Every character that means something in HTML, escaped (text and attribute values alike). */
export function escape(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`)
}

const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1d2127; --muted: #5b6470; --user: #eef3fb; --line: #d9dee5; --code: #f4f5f7; }
@media (prefers-color-scheme: dark) { :root { --bg: #16181c; --fg: #e6e8eb; --muted: #9aa3ad; --user: #1e2733; --line: #2e333a; --code: #1f2227; } }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 820px; margin: 0 auto; padding: 32px 20px 64px; }
h1 { font-size: 1.5rem; margin: 0 0 4px; }
.facts, .note { color: var(--muted); font-size: 0.85rem; margin: 0 0 20px; }
.msg { border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 12px 0; }
.msg.user { background: var(--user); }
.msg.system { border-style: dashed; }
.msg h2 { font-size: 0.85rem; margin: 0 0 6px; display: flex; gap: 12px; justify-content: space-between; }
.msg h2 span { color: var(--muted); font-weight: normal; }
.msg p { margin: 0 0 10px; white-space: pre-wrap; overflow-wrap: anywhere; }
pre { background: var(--code); border-radius: 6px; padding: 10px; overflow-x: auto; font: 13px/1.45 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
@media print { .msg { break-inside: avoid; } }
`
