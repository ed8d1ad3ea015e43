import { useState } from 'react'
import { Dialog } from '../../../components/Dialog'
import { ErrorNotice } from '../../../components/ErrorNotice'
import { appErrorOf } from '../../../queries/errors'
import { useModelStats } from '../../../queries/compare'
import { AccuracyCell } from '../AccuracyCell'
import { t } from '../../../i18n'
import { formatCount } from '../../../../../shared/i18n/format'
import { formatDecimal, formatDuration, formatShare } from '../numbers'

const ms = (value: number | null): string => (value === null ? '—' : formatDuration(value))

/** Per model over the user's own answers: median time to first token and tokens/s, answers, incomplete share. */
export function ModelStatsTable() {
  const stats = useModelStats()
  if (stats.isPending) return <p className="muted small">{t('compare.stats.reading')}</p>
  if (stats.isError) {
    const error = appErrorOf(stats.error)
    return error ? <ErrorNotice error={error} title={t('compare.stats.failed')} /> : <p role="alert">{String(stats.error)}</p>
  }
  if (stats.data.length === 0) return <p className="muted small">{t('compare.stats.empty')}</p>
  return (
    <table className="model-stats-table">
      <caption className="sr-only">{t('compare.stats.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('chat.picker.label')}</th>
          <th scope="col" className="num" title={t('compare.stats.ttftHint')}>
            {t('compare.stats.ttft')}
          </th>
          <th scope="col" className="num" title={t('compare.stats.tpsHint')}>
            {t('compare.stats.tps')}
          </th>
          <th scope="col" className="num">
            {t('compare.stats.answers')}
          </th>
          <th scope="col" className="num" title={t('compare.stats.incompleteHint')}>
            {t('compare.stats.incomplete')}
          </th>
          <th scope="col" className="num" title={t('compare.stats.accuracyHint')}>
            {t('compare.stats.accuracy')}
          </th>
        </tr>
      </thead>
      <tbody>
        {stats.data.map((s) => (
          <tr key={s.model}>
            <th scope="row" className="mono">
              {s.model}
            </th>
            <td className="num">{ms(s.medianTtftMs)}</td>
            <td className="num">{s.medianTokensPerSec === null ? '—' : formatDecimal(s.medianTokensPerSec, 1)}</td>
            <td className="num">{formatCount(s.answers)}</td>
            <td className="num">{formatShare(s.incompleteShare, 0)}</td>
            <AccuracyCell model={s.model} />
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ModelStatsButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn-small chat-side-action" onClick={() => setOpen(true)}>
        {t('compare.stats.button')}
      </button>
      {open && (
        <Dialog title={t('compare.stats.button')} onClose={() => setOpen(false)}>
          <p className="muted small">{t('compare.stats.intro')}</p>
          <ModelStatsTable />
          <div className="row">
            <button type="button" onClick={() => setOpen(false)} data-autofocus>
              {t('chat.close')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  )
}
