import { formatEstimate } from '../../../../../shared/prices/answer-cost'
import { useInputEstimate } from '../../../queries/compare'

const count = new Intl.NumberFormat('en-US')

/**
 * Before sending: the prompt's tokens (counted with gpt-tokenizer, an approximation of the service's
 * count) and its estimated input cost at the model's fitted price. Only the new text is counted, not the history.
 */
export function InputCost({ text, model, prefix = '' }: { text: string; model: string; prefix?: string }) {
  const estimate = useInputEstimate(text, model)
  if (text.trim().length === 0 || !estimate.data) return null
  const { tokens, cost } = estimate.data
  const title =
    'Estimate: tokens counted on this computer with gpt-tokenizer (o200k_base; the service may count a few differently), ' +
    'priced at the uncached input price fitted to your usage history. The conversation history sent along is not included.'
  return (
    <span className="input-cost" title={title}>
      {prefix}≈ {count.format(tokens)} tokens in{cost === null ? ' · no cost estimate yet' : ` · ≈ ${formatEstimate(cost)}`}
    </span>
  )
}
