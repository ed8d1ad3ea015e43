import { useDeferredValue, useMemo } from 'react'
import type { UsageRange, UsageView } from '../../../../shared/domain/usage-view'
import { type Metric, type UsageAggregate, aggregateUsage } from '../../../../shared/usage/aggregate'
import { seriesByMetric } from '../../../../shared/usage/series-by-metric'
import { type PresetId, describeRange, presetRange } from '../../../../shared/usage/presets'
import { dayOfTimestamp, rangeDays, utcDay } from '../../../../shared/time/utc-days'
import { EmptyState, Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useNow } from '../../components/RelativeTime'
import { appErrorOf } from '../../queries/errors'
import { useExportUsage, useKnownHistoryStart, useUsage } from '../../queries/usage'
import { useCommand } from '../shell/commands'
import { useUi } from '../../stores/ui'
import { useUsageUi } from '../../stores/usage-ui'
import { CustomRangeInputs, MetricSwitch, PresetPicker, defaultCustomDays } from './Controls'
import { LazyUsageExtras } from './LazyUsageExtras'
import { AppShareToday } from './AppShareToday'
import { DailyTable } from './DailyTable'
import { ModelTable } from './ModelTable'
import { LazyUsageChart } from './LazyUsageChart'
import { Freshness, ViewErrorNotice } from './UsageStatus'
import { UsageTotals } from './UsageTotals'
import { UsageTabs } from '../advice/UsageTabs'
import { MonthSources } from './MonthSources'
import { t } from '../../i18n'
import './usage.css'

/** The Usage view, or (compact) this month's summary on the dashboard. */
export function UsagePanel({ compact = false }: { compact?: boolean }) {
  return compact ? <CompactUsage /> : <UsageTabs usage={<FullUsage />} />
}

/** Today's UTC day, re-checked every minute so presets move on at midnight UTC. */
function useToday(): string {
  const now = useNow(60_000)
  return utcDay(new Date(now))
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`)
}

/** The error of a failed IPC call as a notice (an invalid range names its parameter). */
function CallError({ error, title }: { error: unknown; title: string }) {
  const appError = appErrorOf(error)
  if (appError) return <ErrorNotice error={appError} title={title} />
  return (
    <p role="alert" className="notice notice-error">
      {title}: {String(error)}
    </p>
  )
}

function UsageSkeleton({ label }: { label: string }) {
  return (
    <div className="usage-skeleton" role="status" aria-live="polite" aria-label={label}>
      <span className="sr-only">{label}</span>
      <div className="usage-skeleton-figures" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </div>
      <div className="usage-skeleton-chart" aria-hidden="true">
        {Array.from({ length: 24 }, (_, i) => (
          <span key={i} style={{ height: `${20 + ((i * 37) % 70)}%` }} />
        ))}
      </div>
    </div>
  )
}

function useRangeView(range: UsageRange | null) {
  const { query, refresh } = useUsage(range)
  const view = query.data
  const syncing = Boolean(view?.syncing) || refresh.isPending || (query.isFetching && !query.isPending)
  return { query, refresh, view, syncing }
}

function RefreshButton({ onClick, busy, disabled }: { onClick(): void; busy: boolean; disabled: boolean }) {
  // The name holds the visible words ("Refresh usage", "Refreshing… usage"): a fixed label that hid "Refreshing…" failed axe's label-content-name-mismatch.
  return (
    <button type="button" onClick={onClick} disabled={disabled || busy}>
      {busy ? t('balance.refreshing') : t('balance.refresh')}
      <span className="sr-only">{t('usage.refreshWhat')}</span>
    </button>
  )
}

function FullUsage() {
  const { preset, custom, metric, setPreset, setCustom, setMetric } = useUsageUi()
  const today = useToday()
  const historyStart = useKnownHistoryStart()
  const resolved = useMemo(() => presetRange(preset, { now: dayStart(today), historyStart, custom }), [preset, today, historyStart, custom])
  // "All history" needs history start: until a view has told it, this month is read to learn it.
  const findingHistory = resolved === null && preset === 'all'
  const range = resolved ?? (findingHistory ? presetRange('this-month', { now: dayStart(today) }) : null)
  const { query, refresh, view, syncing } = useRangeView(range)
  useCommand('refresh', () => range && !refresh.isPending && refresh.mutate({ force: false }))
  const exporter = useExportUsage(range)
  // Aggregation runs once per view (O(rows)); a metric switch only re-maps the buckets.
  const aggregate = useMemo(() => (view ? aggregateUsage(view.rows, view.range, { days: view.days }) : null), [view])
  // The chart's top models follow the metric shown; the tables keep every model.
  const agg = useMemo(() => (aggregate ? seriesByMetric(aggregate, metric) : null), [aggregate, metric])

  const choosePreset = (id: PresetId) => {
    if (id === 'custom' && !custom) setCustom(defaultCustomDays(dayStart(today)))
    exporter.reset()
    setPreset(id)
  }

  return (
    <>
      <section className="panel usage" aria-labelledby="usage-title">
        <div className="panel-header">
          <h2 id="usage-title">{t('usage.title')}</h2>
          <div className="row">
            <Freshness view={view} syncing={syncing} />
            <RefreshButton onClick={() => refresh.mutate({ force: false })} busy={refresh.isPending} disabled={!range} />
            <button type="button" onClick={() => exporter.mutate()} disabled={!range || findingHistory || exporter.isPending}>
              {exporter.isPending ? t('usage.exporting') : t('usage.exportCsv')}
            </button>
          </div>
        </div>

        <div className="usage-controls">
          <PresetPicker value={preset} onChange={choosePreset} />
          <MetricSwitch value={metric} onChange={setMetric} />
        </div>
        {preset === 'custom' && custom && (
          <CustomRangeInputs value={custom} onChange={setCustom} minDay={historyStart ? dayOfTimestamp(historyStart) : null} maxDay={today} />
        )}
        {range && !findingHistory && (
          <p className="usage-range-caption">
            <strong>{describeRange(range)}</strong>
            {t('usage.rangeCaption', { count: rangeDays(range) })}
          </p>
        )}

        <ExportResult exporter={exporter} />
        {refresh.isError && <CallError error={refresh.error} title={t('usage.errorRefresh')} />}

        {findingHistory ? (
          <UsageSkeleton label={t('usage.findingHistory')} />
        ) : query.isError ? (
          <CallError error={query.error} title={t('usage.errorRead')} />
        ) : !view || !agg ? (
          <UsageSkeleton label={t('usage.loading')} />
        ) : (
          <UsageBody view={view} agg={agg} metric={metric} syncing={syncing} />
        )}
      </section>
      {view && agg && !findingHistory && !query.isError && view.rows.length > 0 && <Breakdown view={view} agg={agg} />}
    </>
  )
}

/**
 * Notices, the service's totals and the chart of a view. A range never read yet (no total, no
 * rows) is not called empty: it shows a skeleton while main reads it, or only the error.
 */
function UsageBody({ view, agg, metric, syncing, compact = false }: { view: UsageView; agg: UsageAggregate; metric: Metric; syncing: boolean; compact?: boolean }) {
  const unread = view.total === null && view.rows.length === 0
  return (
    <>
      <ViewErrorNotice view={view} quietAccountErrors={compact} />
      {unread ? (
        !view.error && (syncing ? <UsageSkeleton label={t('usage.readingService')} /> : <p className="muted">{t('usage.notRead')}</p>)
      ) : (
        <div className={compact ? 'usage-compact-body' : undefined}>
          <UsageTotals view={view} compact={compact} />
          {view.rows.length > 0 ? (
            <LazyUsageChart agg={agg} metric={metric} height={compact ? 190 : 300} compact={compact} partial={view.total === null} />
          ) : (
            <EmptyState title={t('usage.emptyTitle')}>
              {compact ? t('usage.emptyMonth') : t('usage.emptyRange')}
            </EmptyState>
          )}
        </div>
      )}
    </>
  )
}

/** The tables render after the chart has painted (a deferred, interruptible render). */
function Breakdown({ view, agg: current }: { view: UsageView; agg: UsageAggregate }) {
  const agg = useDeferredValue(current, null)
  if (!agg) return <Loading label={t('usage.preparingTables')} />
  return (
    <>
      <section className="panel usage" aria-labelledby="usage-models-title">
        <div className="panel-header">
          <h2 id="usage-models-title">{t('usage.byModel')}</h2>
          <span className="muted small">
            {t('usage.byModelSub', { range: describeRange(view.range), count: agg.models.length })}
          </span>
        </div>
        <ModelTable agg={agg} />
      </section>
      <section className="panel usage" aria-labelledby="usage-days-title">
        <div className="panel-header">
          <h2 id="usage-days-title">{t('usage.byDay')}</h2>
          <span className="muted small">{t('usage.byDaySub')}</span>
        </div>
        <DailyTable agg={agg} />
      </section>
      {/* The deferred aggregate's range: a new range's split is asked for after the chart has painted. */}
      <LazyUsageExtras start={agg.range.start} end={agg.range.end} />
    </>
  )
}

function ExportResult({ exporter }: { exporter: ReturnType<typeof useExportUsage> }) {
  if (exporter.isError) return <CallError error={exporter.error} title={t('usage.errorExport')} />
  const result = exporter.data
  return (
    <p className="usage-export-result" role="status" aria-live="polite">
      {result
        ? result.saved && result.path
          ? t('usage.savedRows', { count: result.rowCount, path: result.path })
          : t('usage.exportCancelled')
        : null}
    </p>
  )
}

function CompactUsage() {
  const today = useToday()
  const range = useMemo(() => presetRange('this-month', { now: dayStart(today) }), [today])
  const { query, refresh, view, syncing } = useRangeView(range)
  useCommand('refresh', () => range && !refresh.isPending && refresh.mutate({ force: false }))
  const setView = useUi((s) => s.setView)
  const setPreset = useUsageUi((s) => s.setPreset)
  const agg = useMemo(() => (view ? aggregateUsage(view.rows, view.range) : null), [view])

  return (
    <section className="panel usage usage-compact" aria-labelledby="usage-title">
      <div className="panel-header">
        <div>
          <h2 id="usage-title">{t('usage.titleMonth')}</h2>
          {range && <span className="muted small">{t('usage.rangeUtcDays', { range: describeRange(range) })}</span>}
        </div>
        <div className="row">
          <Freshness view={view} syncing={syncing} />
          <RefreshButton onClick={() => refresh.mutate({ force: false })} busy={refresh.isPending} disabled={!range} />
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              setPreset('this-month')
              setView('usage')
            }}
          >
            {t('usage.openUsage')}
          </button>
        </div>
      </div>
      {refresh.isError && <CallError error={refresh.error} title={t('usage.errorRefresh')} />}
      <AppShareToday today={today} />
      {query.isError ? (
        <CallError error={query.error} title={t('usage.errorRead')} />
      ) : !view || !agg ? (
        <UsageSkeleton label={t('usage.loading')} />
      ) : (
        <>
          <UsageBody view={view} agg={agg} metric="cost" syncing={syncing} compact />
          <MonthSources view={view} />
        </>
      )}
    </section>
  )
}
