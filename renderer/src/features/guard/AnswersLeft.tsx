import { useAnswersLeft } from '../../queries/guard'
import { t } from '../../i18n'
import { formatCount } from '../../../../shared/i18n/format'


/** "≈ N more answers like this at your balance": only when both the balance and the model's median answer are known. */
export function AnswersLeft({ model, prefix = '' }: { model: string; prefix?: string }) {
  const estimate = useAnswersLeft(model)
  const left = estimate.data?.answersLeft ?? null
  const capNote = estimate.data && estimate.data.answerCap !== null && !estimate.data.capEnforced ? `${prefix}${t('guard.left.capNote')}` : null
  if (left === null) return capNote && <span className="composer-runway">{capNote}</span>
  return (
    <span
      className="composer-runway"
      title={t('guard.left.title', { answers: formatCount(estimate.data?.answers ?? 0), model })}
    >
      {prefix}
      {t('guard.left.more', { count: left })}
      {capNote}
    </span>
  )
}
