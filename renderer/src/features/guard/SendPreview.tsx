import type { RunPlan } from '../../../../shared/domain/preflight'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { usePreflightPreview } from '../../queries/guard'
import { atLeastWords, type RunKind } from './preflight-words'

const count = new Intl.NumberFormat('en-US')

const TITLE =
  'What will be sent, estimated: the system prompt, the conversation so far, attachments and this message, counted here ' +
  '(gpt-tokenizer, o200k_base; the service may count a few differently) and priced at the prices fitted to your usage history, ' +
  'with the model’s usual answer (the median of your own answers).'

/**
 * #33: the line under the box: the tokens that will go out (the whole request, not only the new text)
 * and what they cost with the usual answer, or "at least $X now" and the answer's most when the usual
 * answer is unknown. The same figure the pre-send question and the caps use.
 */
export function SendPreview({ plan, kind, revision = '', prefix = '' }: { plan: RunPlan | null; kind: RunKind; revision?: string; prefix?: string }) {
  const preview = usePreflightPreview(plan, revision)
  const p = preview.data
  if (plan === null || !p) return null
  const tokens = `≈ ${count.format(p.inputTokens)} tokens in`
  let money: string
  if (p.total !== null) {
    const usual = p.models.reduce((n, m) => n + (m.usualOutputTokens ?? 0) * m.requests, 0)
    money = `≈ ${formatEstimate(p.total)} with ${kind === 'compare' || kind === 'batch' ? 'the usual answers' : 'a usual answer'} (${count.format(usual)} tokens)`
  } else {
    money = atLeastWords(p, kind)
  }
  return (
    <span className="input-cost" title={TITLE} data-testid="send-preview">
      {prefix}
      {tokens} · {money}
    </span>
  )
}
