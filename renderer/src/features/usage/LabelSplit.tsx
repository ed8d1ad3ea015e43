import type { LabelRow } from '../../../../shared/domain/projects'
import { isZero } from '../../../../shared/money'
import { Money } from '../../components/Money'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useExportLabelCsv, useLabelSplit } from '../../queries/projects'
import { t } from '../../i18n'

/** A figure, or "—" with what is missing (never $0 for an unpriced answer). */
function Figure({ value, label }: { value: string; label: string }) {
  return isZero(value) ? <span className="muted" aria-label={t('usage.labelNone', { label })}>—</span> : <Money value={value} label={label} />
}

/** How a row's figure was made: from the bill, counted here, or both. */
function basis(r: LabelRow): string {
  const billed = !isZero(r.billed)
  const counted = !isZero(r.counted)
  const words = billed && counted ? t('usage.basisBoth') : billed ? t('usage.basisBilled') : counted ? t('usage.basisCounted') : null
  if (words === null) return r.unpriced > 0 ? t('usage.withoutPrice', { count: r.unpriced }) : '—'
  return r.unpriced > 0 ? t('usage.basisWithout', { basis: words, count: r.unpriced }) : words
}

function SplitTable({ rows, label, by }: { rows: readonly LabelRow[]; label: string; by: 'project' | 'tag' }) {
  return (
    <div className="usage-table-wrap">
      <table className="usage-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t(by === 'tag' ? 'usage.col.tag' : 'usage.col.project')}</th>
            <th scope="col" className="num">{t('usage.col.answers')}</th>
            <th scope="col" className="num" title={t('usage.col.billedHint')}>
              {t('usage.col.billed')}
            </th>
            <th scope="col" className="num" title={t('usage.col.countedHint')}>
              {t('usage.col.counted')}
            </th>
            <th scope="col" className="num">{t('usage.total')}</th>
            <th scope="col">{t('usage.col.basis')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name: given, ...r }) => ({ ...r, name: r.key === null ? t(by === 'tag' ? 'usage.noTag' : 'usage.noProject') : r.deleted ? t('mainWords.deletedProject') : given })).map((r) => (
            <tr key={r.key ?? '(none)'}>
              <th scope="row" className={r.key === null ? 'muted' : undefined}>
                {r.key !== null && by === 'tag' ? `#${r.name}` : r.name}
              </th>
              <td className="num">{r.answers}</td>
              <td className="num">
                <Figure value={r.billed} label={t('usage.rowBilled', { name: r.name })} />
              </td>
              <td className="num">
                <Figure value={r.counted} label={t('usage.rowCounted', { name: r.name })} />
              </td>
              <td className="num">{r.unpriced === r.answers ? <span aria-label={t('usage.rowTotalUnknown', { name: r.name })}>—</span> : <Money value={r.total} label={t('usage.rowTotal', { name: r.name })} />}</td>
              <td className="small muted">{basis(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * #35: the range's answers split by project and by tag. Each figure is the answer's exact share of the
 * bill where its UTC day is reconciled ("billed"), else what was counted here; CSV as everywhere.
 */
export function LabelSplit({ start, end }: { start: string; end: string }) {
  const split = useLabelSplit({ start, end })
  const exporter = useExportLabelCsv()
  const error = appErrorOf(split.error) ?? appErrorOf(exporter.error)
  const data = split.data
  return (
    <section className="panel usage" aria-labelledby="usage-labels-title">
      <div className="panel-header">
        <div>
          <h2 id="usage-labels-title">{t('usage.labelsTitle')}</h2>
          <span className="muted small">{t('usage.labelsSub')}</span>
        </div>
        <button type="button" onClick={() => exporter.mutate({ start, end })} disabled={exporter.isPending || !data}>
          {exporter.isPending ? t('usage.exporting') : t('usage.exportCsv')}
          {/* One view, two exports: the name says which (the visible words stay in it). */}
          <span className="sr-only">{t('usage.labelsExportWhat')}</span>
        </button>
      </div>
      <p className="usage-export-result" role="status" aria-live="polite">
        {exporter.data ? (exporter.data.saved && exporter.data.path ? t('usage.savedRows', { count: exporter.data.rowCount, path: exporter.data.path }) : t('usage.exportCancelled')) : null}
      </p>
      {error && <ErrorNotice error={error} title={exporter.error ? t('usage.labelsExportError') : t('usage.labelsError')} />}
      {!data ? (
        split.isPending && <Loading label={t('usage.labelsLoading')} />
      ) : data.byProject.length === 0 ? (
        <p className="muted">{t('usage.labelsEmpty')}</p>
      ) : (
        <div className="label-split">
          <SplitTable rows={data.byProject} label={t('usage.byProject')} by="project" />
          <SplitTable rows={data.byTag} label={t('usage.byTag')} by="tag" />
          <p className="muted small">{t('usage.tagsNote')}</p>
        </div>
      )}
    </section>
  )
}
