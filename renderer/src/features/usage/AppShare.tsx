import type { LedgerRow as SplitRow, LedgerSplit } from '../../../../shared/domain/ledger'
import { formatMoney, microsToMoneyString, toMicros } from '../../../../shared/money'
import { commonDigits } from './format'
import { formatDay, formatMonth } from '../../../../shared/usage/presets'
import { Money } from '../../components/Money'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useExportLedger, useLedgerAccuracy, useLedgerSplit } from '../../queries/ledger'
import { useFirstRows } from './first-rows'
import './app-share.css'

const APP = 'Chats in Tokentally'
const ELSEWHERE = 'Elsewhere'

function Amount({ value, label, digits }: { value: string | null; label: string; digits: number }) {
  return value === null ? <span aria-label={`${label}: unknown`}>—</span> : <Money value={value} label={label} digits={digits} />
}

function basis(row: SplitRow, oneDay: boolean): string {
  if (row.exact) return 'from the bill'
  // No answer in Tokentally on this day (or for this model): the whole bill is elsewhere, exactly.
  if (row.answers === 0 && row.unknownAnswers === 0 && row.app !== null && toMicros(row.app) === 0n) return 'no chats in Tokentally: all elsewhere'
  if (row.app === null) return 'no estimate yet'
  if (oneDay && row.pending) return '≈ so far (day not final)'
  return `≈ estimate, capped by the bill${row.pending ? ' (today so far)' : ''}`
}

const PER = { day: 'day', week: 'week', month: 'month' } as const

function barName(key: string, granularity: LedgerSplit['granularity']): string {
  if (granularity === 'month') return formatMonth(key)
  if (granularity === 'week') return `week of ${formatDay(key)}`
  return key
}

/** A bar's date under the chart: "3 Nov", "week of 3 Nov", "Nov 2026". */
function tickName(key: string, granularity: LedgerSplit['granularity']): string {
  if (granularity === 'month') return formatMonth(key)
  return formatDay(key).replace(/ \d{4}$/, '')
}

/**
 * Stacked bars per day (a long range per week or month): the app's part at the bottom, elsewhere
 * above; a dollar axis on the left and dates below; each bar's exact figures in its title.
 */
function StackedBars({ rows, granularity }: { rows: readonly SplitRow[]; granularity: LedgerSplit['granularity'] }) {
  const max = rows.reduce((m, r) => (toMicros(r.billed) > m ? toMicros(r.billed) : m), 0n)
  if (rows.length === 0 || max === 0n) return null
  const width = 640
  const height = 140
  const gap = 2
  const bar = Math.max(2, Math.floor(width / rows.length) - gap)
  const scale = (micros: bigint): number => Number((micros * 10_000n) / max) / 10_000 * height
  const yTicks = [max, max / 2n, 0n].map((m) => formatMoney(microsToMoneyString(m), { significant: 2 }))
  const xTicks = [...new Set([0, Math.floor((rows.length - 1) / 2), rows.length - 1])].map((i) => ({ i, label: tickName(rows[i]?.key ?? '', granularity) }))
  return (
    <div className="app-share-plot">
      <div className="app-share-y" aria-hidden="true">
        {yTicks.map((t, i) => (
          <span key={i}>{t}</span>
        ))}
      </div>
      <svg className="app-share-chart" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={`Billed cost per ${PER[granularity]} (UTC) from ${barName(rows[0]?.key ?? '', granularity)} to ${barName(rows.at(-1)?.key ?? '', granularity)}, up to ${formatMoney(microsToMoneyString(max))}, split into ${APP.toLowerCase()} and elsewhere; the tables below hold every figure.`}>
        <line x1={0} x2={width} y1={height / 2} y2={height / 2} className="app-share-grid" />
        {rows.map((r, i) => {
          const billed = toMicros(r.billed)
          const app = r.app === null ? 0n : toMicros(r.app)
          const rest = billed - app
          const x = i * (bar + gap)
          const appH = scale(app)
          const restH = scale(rest)
          return (
            <g key={r.key}>
              <title>{`${barName(r.key, granularity)}: billed ${formatMoney(r.billed, { exact: true })}; ${APP.toLowerCase()} ${r.app === null ? 'unknown' : formatMoney(r.app, { exact: true })}; elsewhere ${r.elsewhere === null ? 'unknown' : formatMoney(r.elsewhere, { exact: true })} (${basis(r, granularity === 'day')})`}</title>
              <rect x={x} y={height - appH - restH} width={bar} height={restH} className={r.app === null ? 'app-share-unknown' : 'app-share-elsewhere'} />
              <rect x={x} y={height - appH} width={bar} height={appH} className="app-share-app" />
            </g>
          )
        })}
      </svg>
      <div className="app-share-x" aria-hidden="true">
        {xTicks.map((t) => (
          <span key={t.i} style={{ left: `${((t.i * (bar + gap) + bar / 2) / width) * 100}%` }}>
            {t.label}
          </span>
        ))}
      </div>
    </div>
  )
}

function SplitTable({ rows, head, caption, date, noun }: { rows: readonly SplitRow[]; head: string; caption: string; date: boolean; noun: string }) {
  const { shown, more } = useFirstRows(rows, noun)
  // One precision for every amount of the table, so the columns line up.
  const digits = commonDigits(rows.flatMap((r) => [r.billed, r.app, r.elsewhere]))
  return (
    <>
      <div className="usage-daily-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="usage-table">
          <thead>
            <tr>
              <th scope="col">{head}</th>
              <th scope="col" className="num">Billed</th>
              <th scope="col" className="num">{APP}</th>
              <th scope="col" className="num">{ELSEWHERE}</th>
              <th scope="col">Basis</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.key}>
                <th scope="row">{date ? <time dateTime={r.key}>{formatDay(r.key)}</time> : r.key}</th>
                <td className="num">
                  <Money value={r.billed} label={`Billed ${r.key}`} digits={digits} />
                </td>
                <td className="num">
                  <Amount value={r.app} label={`${APP} ${r.key}`} digits={digits} />
                </td>
                <td className="num">
                  <Amount value={r.elsewhere} label={`${ELSEWHERE} ${r.key}`} digits={digits} />
                </td>
                <td className="muted small">{basis(r, date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more}
    </>
  )
}

const pct = (v: number): string => `${(v * 100).toFixed(v < 0.1 ? 1 : 0)} %`

function Accuracy() {
  const query = useLedgerAccuracy()
  if (query.isPending) return <p className="muted small">Estimate accuracy: measuring…</p>
  if (query.isError) return <p className="muted small">Estimate accuracy: could not be measured.</p>
  const split = query.data
  if (split.accuracy.length === 0) return <p className="muted small">Estimate accuracy: not measured yet (it needs a final day on which only this app used a model).</p>
  return (
    <ul className="app-share-accuracy" aria-label="Estimate accuracy on days only this app used a model">
      {split.accuracy.map((a) => (
        <li key={a.model}>
          {a.model}: estimates were within {pct(a.median)} of the bill (median; 90 % within {pct(a.p90)}) on {a.days} {a.days === 1 ? 'day' : 'days'}, {a.answers}{' '}
          {a.answers === 1 ? 'answer' : 'answers'}
        </li>
      ))}
    </ul>
  )
}

/** "This app and the rest of the account": each day's and model's bill split into chats here and elsewhere. */
export function AppShare({ start, end }: { start: string; end: string }) {
  const split = useLedgerSplit({ start, end })
  const exporter = useExportLedger()
  return (
    <section className="panel usage" aria-labelledby="app-share-title">
      <div className="panel-header">
        <div>
          <h2 id="app-share-title">This app and the rest of the account</h2>
          <span className="muted small">
            The account’s bill includes every key, app and device. Days on which only this app called a model are split from the bill itself; other days show this app’s
            estimate, capped by the bill.
          </span>
        </div>
        <button type="button" onClick={() => exporter.mutate()} disabled={exporter.isPending || !split.data?.accountId}>
          {exporter.isPending ? 'Exporting…' : 'Export split as CSV'}
        </button>
      </div>
      {exporter.isError && <ExportError error={exporter.error} />}
      {exporter.data && (
        <p role="status" className="muted small">
          {exporter.data.saved ? `Saved ${exporter.data.rowCount} rows to ${exporter.data.path}` : 'Export cancelled'}
        </p>
      )}
      <SplitBody split={split} />
    </section>
  )
}

function ExportError({ error }: { error: unknown }) {
  const appError = appErrorOf(error)
  return appError ? <ErrorNotice error={appError} title="Could not export the split" /> : <p role="alert">Could not export the split: {String(error)}</p>
}

function SplitBody({ split }: { split: ReturnType<typeof useLedgerSplit> }) {
  if (split.isPending) return <Loading label="Splitting the bill…" />
  if (split.isError) {
    const error = appErrorOf(split.error)
    return error ? <ErrorNotice error={error} title="Could not split the bill" /> : <p role="alert">Could not split the bill.</p>
  }
  const { byDay, byModel, bars, granularity } = split.data
  if (byDay.length === 0) return <p className="muted">No billed usage in this range.</p>
  return (
    <>
      <ul className="app-share-legend" aria-hidden="true">
        <li>
          <span className="swatch app-share-app" /> {APP}
        </li>
        <li>
          <span className="swatch app-share-elsewhere" /> {ELSEWHERE} (other keys, apps, devices)
        </li>
      </ul>
      <StackedBars rows={bars} granularity={granularity} />
      <Accuracy />
      <h3>Per model</h3>
      <SplitTable rows={byModel} head="Model" caption="Split of the bill per model" date={false} noun="models" />
      <h3>Per day (UTC)</h3>
      <SplitTable rows={byDay} head="Date (UTC)" caption="Split of the bill per day (UTC)" date noun="days" />
    </>
  )
}
