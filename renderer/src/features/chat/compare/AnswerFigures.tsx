import type { AnswerMetrics } from '../../../../../shared/domain/conversation'
import { t } from '../../../i18n'
import { formatDecimal, formatDuration as seconds } from '../numbers'

/**
 * An answer's speed as main measured it: time to first token, output tokens/s, total time. Unknown
 * is "—", never 0; an answer that never got any text (a refused request) says so instead of two dashes.
 */
export function AnswerFigures({ metrics }: { metrics: AnswerMetrics }) {
  const total = <span aria-label={t('compare.figures.totalLabel', { time: seconds(metrics.totalMs) })}>{t('compare.figures.total', { time: seconds(metrics.totalMs) })}</span>
  if (metrics.ttftMs === null) {
    return (
      <span className="msg-figures muted" title={t('compare.figures.noTextHint')}>
        {t('compare.figures.noText')} · {total}
      </span>
    )
  }
  const ttft = seconds(metrics.ttftMs)
  const tps = metrics.outputTokensPerSec === null ? '—' : t('compare.figures.tps', { value: formatDecimal(metrics.outputTokensPerSec, 1) })
  return (
    <span className="msg-figures muted" title={t('compare.figures.hint')}>
      <span aria-label={t('compare.figures.ttftLabel', { time: ttft })}>{t('compare.figures.ttft', { time: ttft })}</span> · <span aria-label={t('compare.figures.speedLabel', { speed: tps })}>{tps}</span> · {total}
    </span>
  )
}
