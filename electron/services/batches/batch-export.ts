import Papa from 'papaparse'
import type { Batch } from '../../../shared/domain/batches'
import type { ChatMessage } from '../../../shared/domain/conversation'
import type { Translator } from '../../../shared/i18n/translator'

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

/**
 * The batch as Markdown: a section per prompt, a sub-section per model with its answer. A report for
 * people, so its words are in the app's language (`t`); models, prompts, answers and amounts as they are.
 */
export function batchMarkdown(batch: Batch, answerOf: AnswerOf, t: Translator['t']): string {
  const size = t('batchNames.title', { prompts: batch.prompts.length, models: batch.models.length })
  const out = [`# ${batch.title}`, '', `${size} (${batch.models.join(', ')}) · ${batch.createdAt} · ${t(`batches.status.${batch.status}`)}`, '']
  for (const [p, prompt] of batch.prompts.entries()) {
    out.push(`## ${p + 1}. ${prompt.split('\n')[0]!.slice(0, 120)}`, '', '> ' + prompt.replace(/\n/g, '\n> '), '')
    for (const c of batch.cells.filter((x) => x.prompt === p)) {
      const a = answerOf(c.conversationId, c.messageId)
      const tokens = a?.cost ? t(a.cost.source === 'counted' ? 'mainWords.batchMd.tokensOutCounted' : 'mainWords.batchMd.tokensOut', { count: a.cost.outputTokens }) : null
      const figures = [t(`batches.state.${c.state}`), tokens, c.cost ? t('mainWords.batchMd.estimate', { amount: `$${c.cost}` }) : null].filter(Boolean).join(' · ')
      out.push(`### ${c.model}`, '', `_${figures}_`, '', a?.content || `_${t('mainWords.batchMd.noAnswer')}_`, '')
    }
  }
  return out.join('\n')
}
