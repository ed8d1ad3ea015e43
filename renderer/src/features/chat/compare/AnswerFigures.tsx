import type { AnswerMetrics } from '../../../../../shared/domain/conversation'

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

function seconds(ms: number): string {
  return ms < 1000 ? `${whole.format(ms)} ms` : `${oneDecimal.format(ms / 1000)} s`
}

/**
 * An answer's speed as main measured it: time to first token, output tokens/s, total time. Unknown
 * is "—", never 0; an answer that never got any text (a refused request) says so instead of two dashes.
 */
export function AnswerFigures({ metrics }: { metrics: AnswerMetrics }) {
  const total = <span aria-label={`Total time ${seconds(metrics.totalMs)}`}>{seconds(metrics.totalMs)} total</span>
  if (metrics.ttftMs === null) {
    return (
      <span className="msg-figures muted" title="Measured by Tokentally: no text arrived, so there is no speed to show; total time from request to the end">
        No text received · {total}
      </span>
    )
  }
  const ttft = seconds(metrics.ttftMs)
  const tps = metrics.outputTokensPerSec === null ? '—' : `${oneDecimal.format(metrics.outputTokensPerSec)} tok/s`
  return (
    <span
      className="msg-figures muted"
      title="Measured by Tokentally: time to first token (request sent → first text), output tokens per second (first → last text, tokens as the service reported them), total time"
    >
      <span aria-label={`Time to first token ${ttft}`}>TTFT {ttft}</span> · <span aria-label={`Output speed ${tps}`}>{tps}</span> · {total}
    </span>
  )
}
