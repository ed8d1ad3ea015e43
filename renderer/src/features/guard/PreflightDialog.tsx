import { Fragment } from 'react'
import type { Preflight } from '../../../../shared/domain/preflight'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { formatMoney } from '../../../../shared/money'
import { Dialog } from '../../components/Dialog'
import { answerUpTo, anywayWords, dontWords, reasonWords, type RunKind, titleWords } from './preflight-words'
import { formatCount } from '../../../../shared/i18n/format'
import { t } from '../../i18n'


/**
 * #33: the one question before a run (a message, a regenerate or continue, a compare run, a column run
 * again, a batch), with the same wording everywhere: why it asks and by how much, what goes out (the
 * request as it will be sent), the usual answer or, when it is unknown, its most. Enter starts it,
 * Escape keeps it unsent.
 */
export function PreflightDialog({ preflight: p, kind, onAnswer }: { preflight: Preflight; kind: RunKind; onAnswer(go: boolean): void }) {
  const several = p.models.length > 1 || (p.models[0]?.requests ?? 1) > 1
  const upTo = answerUpTo(p)
  return (
    <Dialog title={titleWords(p, kind)} role="alertdialog" onClose={() => onAnswer(false)} className="preflight-dialog">
      {p.reasons.map((r) => (
        <p key={r.kind} className="preflight-reason">
          {reasonWords(p, r, kind)}
        </p>
      ))}
      <dl className="presend-figures">
        <dt>{several ? t('guard.pre.inputRequests', { tokens: formatCount(p.inputTokens), requests: formatCount(p.models.reduce((n, m) => n + m.requests, 0)) }) : t('guard.pre.input', { tokens: formatCount(p.inputTokens) })}</dt>
        <dd>{p.atLeast === null ? t('guard.pre.noPriceYet') : `≈ ${formatEstimate(p.atLeast)}`}</dd>
        {p.models.map((m) => (
          <Fragment key={m.model}>
            <dt>
              {m.usualOutputTokens === null
                ? t(several ? 'guard.pre.usualUnknownOf' : 'guard.pre.usualUnknown', { model: m.model })
                : t(several ? 'guard.pre.usualOf' : 'guard.pre.usual', { model: m.model, answers: formatCount(m.usualAnswers), tokens: formatCount(m.usualOutputTokens) })}
            </dt>
            <dd>{m.usualCost === null ? '—' : m.requests > 1 ? t('guard.pre.forRequests', { amount: formatEstimate(m.usualCost), requests: formatCount(m.requests) }) : `≈ ${formatEstimate(m.usualCost)}`}</dd>
          </Fragment>
        ))}
        {p.total === null && upTo !== null && (
          <>
            <dt>{t('guard.pre.atMost')}</dt>
            <dd>{t('guard.pre.more', { amount: formatEstimate(upTo) })}</dd>
          </>
        )}
        {p.total !== null && (
          <>
            <dt>{t('guard.pre.total')}</dt>
            <dd>≈ {formatEstimate(p.total)}</dd>
          </>
        )}
        {p.conversationSoFar !== null && p.reasons.some((r) => r.kind === 'conversation-cap') && (
          <>
            <dt>{t('guard.pre.soFar')}</dt>
            <dd>≈ {formatEstimate(p.conversationSoFar)}</dd>
          </>
        )}
        {p.balance !== null && (
          <>
            <dt>{t('guard.pre.balance')}</dt>
            <dd>{formatMoney(p.balance)}</dd>
          </>
        )}
      </dl>
      <p className="muted small">{t('guard.pre.estimates')}</p>
      <div className="row presend-actions">
        <button type="button" onClick={() => onAnswer(false)}>
          {dontWords(kind)}
        </button>
        <button type="button" className="btn-primary" data-autofocus onClick={() => onAnswer(true)}>
          {anywayWords(kind)}
        </button>
      </div>
    </Dialog>
  )
}
