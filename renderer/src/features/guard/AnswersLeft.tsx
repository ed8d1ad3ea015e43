import { useAnswersLeft } from '../../queries/guard'

const count = new Intl.NumberFormat('en-US')

/** "≈ N more answers like this at your balance": only when both the balance and the model's median answer are known. */
export function AnswersLeft({ model, prefix = '' }: { model: string; prefix?: string }) {
  const estimate = useAnswersLeft(model)
  const left = estimate.data?.answersLeft ?? null
  const capNote = estimate.data && estimate.data.answerCap !== null && !estimate.data.capEnforced ? `${prefix}cap not enforced for this model: no price estimate yet` : null
  if (left === null) return capNote && <span className="composer-runway">{capNote}</span>
  return (
    <span
      className="composer-runway"
      title={`Your balance divided by the median cost of your ${estimate.data?.answers ?? 0} answers from ${model} (an estimate from your usage history).`}
    >
      {prefix}≈ {count.format(left)} more answer{left === 1 ? '' : 's'} like this at your balance
      {capNote}
    </span>
  )
}
