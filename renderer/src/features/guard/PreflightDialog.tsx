import { Fragment } from 'react'
import type { Preflight } from '../../../../shared/domain/preflight'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { formatMoney } from '../../../../shared/money'
import { Dialog } from '../../components/Dialog'
import { answerUpTo, goWord, reasonWords, type RunKind, titleWords } from './preflight-words'

const count = new Intl.NumberFormat('en-US')

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
        <dt>Input, as it will be sent ({count.format(p.inputTokens)} tokens{several ? `, ${p.models.reduce((n, m) => n + m.requests, 0)} requests` : ''})</dt>
        <dd>{p.atLeast === null ? 'no price yet' : `≈ ${formatEstimate(p.atLeast)}`}</dd>
        {p.models.map((m) => (
          <Fragment key={m.model}>
            <dt>
              {several ? `${m.model}: ` : ''}
              {m.usualOutputTokens === null
                ? `${several ? 'usual' : 'Usual'} answer not known yet (no answers of yours from ${m.model})`
                : `${several ? 'a' : 'A'} usual answer (median of your ${count.format(m.usualAnswers)} from ${m.model}, ${count.format(m.usualOutputTokens)} tokens)`}
            </dt>
            <dd>{m.usualCost === null ? '—' : `≈ ${formatEstimate(m.usualCost)}${m.requests > 1 ? ` for ${m.requests}` : ''}`}</dd>
          </Fragment>
        ))}
        {p.total === null && upTo !== null && (
          <>
            <dt>At most, every answer at its max output tokens</dt>
            <dd>≈ {formatEstimate(upTo)} more</dd>
          </>
        )}
        {p.total !== null && (
          <>
            <dt>Estimated in all</dt>
            <dd>≈ {formatEstimate(p.total)}</dd>
          </>
        )}
        {p.conversationSoFar !== null && p.reasons.some((r) => r.kind === 'conversation-cap') && (
          <>
            <dt>This conversation so far</dt>
            <dd>≈ {formatEstimate(p.conversationSoFar)}</dd>
          </>
        )}
        {p.balance !== null && (
          <>
            <dt>Your balance</dt>
            <dd>{formatMoney(p.balance)}</dd>
          </>
        )}
      </dl>
      <p className="muted small">Estimates: tokens counted here, at prices fitted to your own usage history (not a price list).</p>
      <div className="row presend-actions">
        <button type="button" onClick={() => onAnswer(false)}>
          Don’t {goWord(kind).toLowerCase()}
        </button>
        <button type="button" className="btn-primary" data-autofocus onClick={() => onAnswer(true)}>
          {goWord(kind)} anyway
        </button>
      </div>
    </Dialog>
  )
}
