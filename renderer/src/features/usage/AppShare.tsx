import type { LedgerRow as SplitRow, LedgerSplit } from '../../../../shared/domain/ledger'
import { formatMoney, microsToMoneyString, toMicros } from '../../../../shared/money'
import { commonDigits } from './format'
import { formatDay, formatMonth } from '../../../../shared/usage/presets'
import { t } from '../../i18n'
import { formatLocale, intlTag } from '../../../../shared/i18n/format-locale'
import { Money } from '../../components/Money'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useExportLedger, useLedgerAccuracy, useLedgerSplit } from '../../queries/ledger'
import { useFirstRows } from './first-rows'
import './app-share.css'


function Amount({ value, label, digits }: { value: string | null; label: string; digits: number }) {
  return value === null ? <span aria-label={t('usage.unknownValue', { label })}>—</span> : <Money value={value} label={label} digits={digits} />
}

function basis(row: SplitRow, oneDay: boolean): string {
  if (row.exact) return t('usage.basisFromBill')
  // No answer in Tokentally on this day (or for this model): the whole bill is elsewhere, exactly.
  if (row.answers === 0 && row.unknownAnswers === 0 && row.app !== null && toMicros(row.app) === 0n) return t('usage.basisAllElsewhere')
  if (row.app === null) return t('usage.basisNoEstimate')
  if (oneDay && row.pending) return t('usage.basisSoFar')
  return t(row.pending ? 'usage.basisEstimateToday' : 'usage.basisEstimate')
}

function barName(key: string, granularity: LedgerSplit['granularity']): string {
  if (granularity === 'month') return formatMonth(key)
  if (granularity === 'week') return t('usage.weekOf', { day: formatDay(key) })
  return key
}

/** A bar's date under the chart: "3 Nov", "week of 3 Nov", "Nov 2026". */
function tickName(key: string, granularity: LedgerSplit['granularity']): string {
  if (granularity === 'month') return formatMonth(key)
  return formatDay(key, { year: false })
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
      <svg className="app-share-chart" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={t(`usage.appChart.${granularity}`, { from: barName(rows[0]?.key ?? '', granularity), to: barName(rows.at(-1)?.key ?? '', granularity), max: formatMoney(microsToMoneyString(max)) })}>
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
              <title>
                {t('usage.appBar', {
                  bar: barName(r.key, granularity),
                  billed: formatMoney(r.billed, { exact: true }),
                  app: r.app === null ? t('usage.unknown') : formatMoney(r.app, { exact: true }),
                  elsewhere: r.elsewhere === null ? t('usage.unknown') : formatMoney(r.elsewhere, { exact: true }),
                  basis: basis(r, granularity === 'day'),
                })}
              </title>
              <rect x={x} y={height - appH - restH} width={bar} height={restH} className={r.app === null ? 'app-share-unknown' : 'app-share-elsewhere'} />
              <rect x={x} y={height - appH} width={bar} height={appH} className="app-share-app" />
            </g>
          )
        })}
      </svg>
      <div className="app-share-x" aria-hidden="true">
        {xTicks.map((tick) => (
          <span key={tick.i} style={{ left: `${((tick.i * (bar + gap) + bar / 2) / width) * 100}%` }}>
            {tick.label}
          </span>
        ))}
      </div>
    </div>
  )
}

function SplitTable({ rows, head, caption, date, noun }: { rows: readonly SplitRow[]; head: string; caption: string; date: boolean; noun: 'days' | 'models' }) {
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
              <th scope="col" className="num">{t('usage.col.billed')}</th>
              <th scope="col" className="num">{t('usage.app')}</th>
              <th scope="col" className="num">{t('usage.elsewhere')}</th>
              <th scope="col">{t('usage.col.basis')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.key}>
                <th scope="row">{date ? <time dateTime={r.key}>{formatDay(r.key)}</time> : <bdi dir="ltr">{r.key}</bdi>}</th>
                <td className="num">
                  <Money value={r.billed} label={t('usage.rowBilledKey', { key: r.key })} digits={digits} />
                </td>
                <td className="num">
                  <Amount value={r.app} label={t('usage.rowAppKey', { key: r.key })} digits={digits} />
                </td>
                <td className="num">
                  <Amount value={r.elsewhere} label={t('usage.rowElsewhereKey', { key: r.key })} digits={digits} />
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

const pct = (v: number): string => {
  const places = v < 0.1 ? 1 : 0
  const locale = formatLocale()
  if (locale === 'en' || locale === 'pseudo') return `${(v * 100).toFixed(places)} %`
  return new Intl.NumberFormat(intlTag(), { style: 'percent', maximumFractionDigits: places, minimumFractionDigits: places }).format(v)
}

function Accuracy() {
  const query = useLedgerAccuracy()
  if (query.isPending) return <p className="muted small">{t('usage.accuracyMeasuring')}</p>
  if (query.isError) return <p className="muted small">{t('usage.accuracyFailed')}</p>
  const split = query.data
  if (split.accuracy.length === 0) return <p className="muted small">{t('usage.accuracyNone')}</p>
  return (
    <ul className="app-share-accuracy" aria-label={t('usage.accuracyLabel')}>
      {split.accuracy.map((a) => (
        <li key={a.model}>
          {t('usage.accuracyLine', { model: a.model, median: pct(a.median), p90: pct(a.p90), days: a.days, answers: a.answers })}
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
          <h2 id="app-share-title">{t('usage.appTitle')}</h2>
          <span className="muted small">{t('usage.appSub')}</span>
        </div>
        <button type="button" onClick={() => exporter.mutate()} disabled={exporter.isPending || !split.data?.accountId}>
          {exporter.isPending ? t('usage.exporting') : t('usage.appExport')}
        </button>
      </div>
      {exporter.isError && <ExportError error={exporter.error} />}
      {exporter.data && (
        <p role="status" className="muted small">
          {exporter.data.saved ? t('usage.savedRows', { count: exporter.data.rowCount, path: exporter.data.path ?? '' }) : t('usage.exportCancelled')}
        </p>
      )}
      <SplitBody split={split} />
    </section>
  )
}

function ExportError({ error }: { error: unknown }) {
  const appError = appErrorOf(error)
  return appError ? <ErrorNotice error={appError} title={t('usage.labelsExportError')} /> : <p role="alert">{t('usage.appExportErrorPlain', { error: String(error) })}</p>
}

function SplitBody({ split }: { split: ReturnType<typeof useLedgerSplit> }) {
  if (split.isPending) return <Loading label={t('usage.appSplitting')} />
  if (split.isError) {
    const error = appErrorOf(split.error)
    return error ? <ErrorNotice error={error} title={t('usage.appError')} /> : <p role="alert">{t('usage.appErrorPlain')}</p>
  }
  const { byDay, byModel, bars, granularity } = split.data
  if (byDay.length === 0) return <p className="muted">{t('usage.appEmpty')}</p>
  return (
    <>
      <ul className="app-share-legend" aria-hidden="true">
        <li>
          <span className="swatch app-share-app" /> {t('usage.app')}
        </li>
        <li>
          <span className="swatch app-share-elsewhere" /> {t('usage.elsewhereLegend')}
        </li>
      </ul>
      <StackedBars rows={bars} granularity={granularity} />
      <Accuracy />
      <h3>{t('usage.perModel')}</h3>
      <SplitTable rows={byModel} head={t('usage.col.model')} caption={t('usage.appByModel')} date={false} noun="models" />
      <h3>{t('usage.perDay')}</h3>
      <SplitTable rows={byDay} head={t('usage.col.date')} caption={t('usage.appByDay')} date noun="days" />
    </>
  )
}
