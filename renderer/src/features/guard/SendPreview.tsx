import type { RunPlan } from '../../../../shared/domain/preflight'
import { t } from '../../i18n'
import { formatCount } from '../../../../shared/i18n/format'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { usePreflightPreview } from '../../queries/guard'
import { atLeastWords, type RunKind } from './preflight-words'


/**
 * #33: the line under the box: the tokens that will go out (the whole request, not only the new text)
 * and what they cost with the usual answer, or "at least $X now" and the answer's most when the usual
 * answer is unknown. The same figure the pre-send question and the caps use.
 */
export function SendPreview({ plan, kind, revision = '', prefix = '' }: { plan: RunPlan | null; kind: RunKind; revision?: string; prefix?: string }) {
  const preview = usePreflightPreview(plan, revision)
  const p = preview.data
  if (plan === null || !p) return null
  const tokens = t('guard.preview.tokens', { tokens: formatCount(p.inputTokens) })
  let money: string
  if (p.total !== null) {
    const usual = p.models.reduce((n, m) => n + (m.usualOutputTokens ?? 0) * m.requests, 0)
    money = t(kind === 'compare' || kind === 'batch' ? 'guard.preview.withUsuals' : 'guard.preview.withUsual', { amount: formatEstimate(p.total), tokens: formatCount(usual) })
  } else {
    money = atLeastWords(p, kind)
  }
  return (
    <span className="input-cost" title={t('guard.preview.title')} data-testid="send-preview">
      {prefix}
      {tokens} · {money}
    </span>
  )
}
