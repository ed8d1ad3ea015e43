import Papa from 'papaparse'
import type { Batch } from '../../../shared/domain/batches'
import type { ChatMessage } from '../../../shared/domain/conversation'

export type AnswerOf = (conversationId: string, messageId: string) => ChatMessage | null

function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** One line per cell: prompt, model, state, the answer and its figures; costs as exact six-place strings. */
export function batchCsv(batch: Batch, answerOf: AnswerOf): string {
  const data = batch.cells.map((c) => {
    const a = answerOf(c.conversationId, c.messageId)
    return [
      c.prompt + 1,
      safeText(batch.prompts[c.prompt] ?? ''),
      safeText(c.model),
      c.state,
      safeText(a?.content ?? ''),
      a?.cost?.inputTokens ?? '',
      a?.cost?.outputTokens ?? '',
      a?.cost ? (a.cost.source === 'billed' ? 'billed' : 'counted here') : '',
      a?.metrics?.ttftMs ?? '',
      a?.metrics?.outputTokensPerSec?.toFixed(1) ?? '',
      c.cost ?? '',
    ]
  })
  const fields = ['prompt_no', 'prompt', 'model', 'state', 'answer', 'input_tokens', 'output_tokens', 'tokens_source', 'ttft_ms', 'tokens_per_sec', 'estimated_cost']
  const csv = Papa.unparse({ fields, data }, { header: true, newline: '\r\n' })
  return csv.endsWith('\r\n') ? csv : `${csv}\r\n`
}

/** The batch as Markdown: a section per prompt, a sub-section per model with its answer. */
export function batchMarkdown(batch: Batch, answerOf: AnswerOf): string {
  const out = [`# ${batch.title}`, '', `${batch.prompts.length} prompts × ${batch.models.length} models (${batch.models.join(', ')}) · ${batch.createdAt} · ${batch.status}`, '']
  for (const [p, prompt] of batch.prompts.entries()) {
    out.push(`## ${p + 1}. ${prompt.split('\n')[0]!.slice(0, 120)}`, '', '> ' + prompt.replace(/\n/g, '\n> '), '')
    for (const c of batch.cells.filter((x) => x.prompt === p)) {
      const a = answerOf(c.conversationId, c.messageId)
      const figures = [c.state, a?.cost ? `${a.cost.outputTokens} tokens out${a.cost.source === 'counted' ? ' (counted here)' : ''}` : null, c.cost ? `≈ $${c.cost} (estimate)` : null].filter(Boolean).join(' · ')
      out.push(`### ${c.model}`, '', `_${figures}_`, '', a?.content || '_(no answer)_', '')
    }
  }
  return out.join('\n')
}
