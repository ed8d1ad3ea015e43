import type { LabelRow } from '../../../../shared/domain/projects'
import { isZero } from '../../../../shared/money'
import { Money } from '../../components/Money'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useExportLabelCsv, useLabelSplit } from '../../queries/projects'

/** A figure, or "—" with what is missing (never $0 for an unpriced answer). */
function Figure({ value, label }: { value: string; label: string }) {
  return isZero(value) ? <span className="muted" aria-label={`${label}: none`}>—</span> : <Money value={value} label={label} />
}

/** How a row's figure was made: from the bill, counted here, or both. */
function basis(r: LabelRow): string {
  const billed = !isZero(r.billed)
  const counted = !isZero(r.counted)
  const unpriced = r.unpriced > 0 ? ` · ${r.unpriced} without a price` : ''
  if (billed && counted) return `billed + counted here${unpriced}`
  if (billed) return `billed${unpriced}`
  if (counted) return `counted here${unpriced}`
  return r.unpriced > 0 ? `${r.unpriced} without a price` : '—'
}

function SplitTable({ rows, label, first }: { rows: readonly LabelRow[]; label: string; first: string }) {
  return (
    <div className="usage-table-wrap">
      <table className="usage-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col" className="num">Answers</th>
            <th scope="col" className="num" title="Exact shares of the service’s bill (reconciled UTC days)">
              Billed
            </th>
            <th scope="col" className="num" title="Estimates counted here (days not reconciled yet)">
              Counted here
            </th>
            <th scope="col" className="num">Total</th>
            <th scope="col">Basis</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key ?? '(none)'}>
              <th scope="row" className={r.key === null ? 'muted' : undefined}>
                {r.key !== null && first === 'Tag' ? `#${r.name}` : r.name}
              </th>
              <td className="num">{r.answers}</td>
              <td className="num">
                <Figure value={r.billed} label={`${r.name} billed`} />
              </td>
              <td className="num">
                <Figure value={r.counted} label={`${r.name} counted here`} />
              </td>
              <td className="num">{r.unpriced === r.answers ? <span aria-label={`${r.name} total: unknown`}>—</span> : <Money value={r.total} label={`${r.name} total`} />}</td>
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
          <h2 id="usage-labels-title">By project and tag</h2>
          <span className="muted small">Answers from Tokentally in this range (UTC days) · each figure billed where its day is reconciled, else counted here</span>
        </div>
        <button type="button" onClick={() => exporter.mutate({ start, end })} disabled={exporter.isPending || !data}>
          {exporter.isPending ? 'Exporting…' : 'Export CSV'}
          {/* One view, two exports: the name says which (the visible words stay in it). */}
          <span className="sr-only"> by project and tag</span>
        </button>
      </div>
      <p className="usage-export-result" role="status" aria-live="polite">
        {exporter.data ? (exporter.data.saved && exporter.data.path ? `Saved ${exporter.data.rowCount} ${exporter.data.rowCount === 1 ? 'row' : 'rows'} to ${exporter.data.path}` : 'Export cancelled') : null}
      </p>
      {error && <ErrorNotice error={error} title={exporter.error ? 'Could not export the split' : 'Could not split the usage by project and tag'} />}
      {!data ? (
        split.isPending && <Loading label="Splitting by project and tag…" />
      ) : data.byProject.length === 0 ? (
        <p className="muted">No answers from Tokentally in this range. Put conversations in projects or tag them in Chat, and their answers show up here.</p>
      ) : (
        <div className="label-split">
          <SplitTable rows={data.byProject} label="Usage by project" first="Project" />
          <SplitTable rows={data.byTag} label="Usage by tag" first="Tag" />
          <p className="muted small">An answer with several tags counts under each of them, so the tags may add up to more than the total.</p>
        </div>
      )}
    </section>
  )
}
