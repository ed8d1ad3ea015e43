/** The bench's result model, its table and its JSON. */

export const METRIC_NAMES = [
  'sse_decode_speedup_vs_openai_sdk',
  'chat_render_longtasks_500tps',
  'chat_render_lag_ms_500tps',
  'chat_render_lag_ms_5000tps',
  'chat_render_cpu_ratio_vs_naive',
  'chat_render_cpu_ratio_vs_streamdown',
  'usage_cold_sync_requests_730d',
  'usage_warm_refresh_requests',
  'usage_429_during_aggressive_session',
  'usage_chart_render_ms',
  'startup_to_cached_data_ms',
  'startup_to_cached_data_ms_ar',
  'locale_switch_ms',
  'renderer_initial_js_gzip_kb',
  'renderer_heap_mb_after_10_chats',
  'startup_to_cached_data_ms_10k_chats',
  'chat_search_ms_10k',
  'main_rss_mb_10k_chats',
  'conversation_open_ms_200_messages',
  'usage_all_history_3y_100_models_ms',
  'reconcile_ms_10k_chats_3y_100_models',
  'reconcile_first_after_start_ms',
  'compare_4x500tps_longtasks',
  'compare_4x500tps_lag_ms',
  'guard_cpu_ratio_500tps',
  'balance_history_chart_ms_1y',
  'batch_20x4_longtasks',
  'leaderboard_ms_10k_votes',
  'import_chatgpt_10k_conversations_s',
  'import_main_rss_mb',
  'import_renderer_longtasks',
  'export_all_10k_s',
  'backup_ms_10k_chats',
  'statement_pdf_ms_1_month_100_models',
  'all_accounts_ms_5_accounts',
  'whatif_ms_30d_100_models',
  'spike_explain_ms_3y',
] as const

export type MetricName = (typeof METRIC_NAMES)[number]

export interface Target {
  /** How the value is compared with `value`. */
  op: '>=' | '<=' | '<' | '='
  value: number
}

export const TARGETS: Record<MetricName, Target> = {
  sse_decode_speedup_vs_openai_sdk: { op: '>=', value: 1.0 },
  chat_render_longtasks_500tps: { op: '=', value: 0 },
  chat_render_lag_ms_500tps: { op: '<', value: 100 },
  chat_render_lag_ms_5000tps: { op: '<', value: 250 },
  chat_render_cpu_ratio_vs_naive: { op: '<=', value: 0.2 },
  chat_render_cpu_ratio_vs_streamdown: { op: '<=', value: 0.6 },
  usage_cold_sync_requests_730d: { op: '=', value: 9 },
  usage_warm_refresh_requests: { op: '=', value: 1 },
  usage_429_during_aggressive_session: { op: '=', value: 0 },
  usage_chart_render_ms: { op: '<', value: 200 },
  startup_to_cached_data_ms: { op: '<', value: 350 },
  startup_to_cached_data_ms_ar: { op: '<', value: 350 },
  locale_switch_ms: { op: '<', value: 150 },
  renderer_initial_js_gzip_kb: { op: '<=', value: 135 },
  renderer_heap_mb_after_10_chats: { op: '<', value: 150 },
  startup_to_cached_data_ms_10k_chats: { op: '<', value: 600 },
  chat_search_ms_10k: { op: '<', value: 50 },
  main_rss_mb_10k_chats: { op: '<', value: 250 },
  conversation_open_ms_200_messages: { op: '<', value: 100 },
  usage_all_history_3y_100_models_ms: { op: '<', value: 400 },
  reconcile_ms_10k_chats_3y_100_models: { op: '<', value: 300 },
  // #35: no read after a start reconciles the whole history again.
  reconcile_first_after_start_ms: { op: '<', value: 500 },
  compare_4x500tps_longtasks: { op: '=', value: 0 },
  compare_4x500tps_lag_ms: { op: '<', value: 150 },
  guard_cpu_ratio_500tps: { op: '<=', value: 1.05 },
  balance_history_chart_ms_1y: { op: '<', value: 200 },
  batch_20x4_longtasks: { op: '=', value: 0 },
  leaderboard_ms_10k_votes: { op: '<', value: 100 },
  // #34: imports, export, backup.
  import_chatgpt_10k_conversations_s: { op: '<', value: 60 },
  import_main_rss_mb: { op: '<', value: 400 },
  import_renderer_longtasks: { op: '=', value: 0 },
  export_all_10k_s: { op: '<', value: 30 },
  backup_ms_10k_chats: { op: '<', value: 5000 },
  // #35: the monthly statement's PDF.
  statement_pdf_ms_1_month_100_models: { op: '<', value: 1500 },
  // #35: All accounts, click to the sum painted.
  all_accounts_ms_5_accounts: { op: '<', value: 200 },
  // #36: what should I change.
  whatif_ms_30d_100_models: { op: '<', value: 200 },
  spike_explain_ms_3y: { op: '<', value: 100 },
}

export interface MetricResult {
  name: MetricName
  /** null when the measurement could not be made (see `note`). */
  value: number | null
  /** Individual runs behind a median, if any. */
  samples?: number[]
  /** One line on what was measured, or why it failed. */
  note?: string
}

export function meetsTarget(name: MetricName, value: number | null): boolean | null {
  if (value === null || Number.isNaN(value)) return null
  const t = TARGETS[name]
  switch (t.op) {
    case '>=':
      return value >= t.value
    case '<=':
      return value <= t.value
    case '<':
      return value < t.value
    case '=':
      return value === t.value
  }
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length)
}

function fmt(value: number | null): string {
  if (value === null || Number.isNaN(value)) return 'n/a'
  if (Number.isInteger(value)) return String(value)
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2)
}

/** A plain-text table: metric, value, target, verdict, samples. */
export function formatTable(results: ReadonlyMap<MetricName, MetricResult>): string {
  const rows = METRIC_NAMES.map((name) => {
    const r = results.get(name)
    const value = r?.value ?? null
    const ok = meetsTarget(name, value)
    const t = TARGETS[name]
    const samples = r?.samples && r.samples.length > 1 ? r.samples.map((s) => fmt(s)).join(' ') : ''
    return [name, fmt(value), `${t.op === '=' ? '=' : t.op} ${t.value}`, ok === null ? 'NO DATA' : ok ? 'ok' : 'MISS', samples, r?.note ?? (r ? '' : 'not run')]
  })
  const header = ['metric', 'value', 'target', 'verdict', 'runs', 'note']
  const widths = header.map((h, i) => Math.min(i === 5 ? 200 : 60, Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length))))
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i] ?? 0)).join('  ').trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** Exactly the metric names, in order; a metric that could not be measured is null. */
export function resultJson(results: ReadonlyMap<MetricName, MetricResult>): Record<MetricName, number | null> {
  const out = {} as Record<MetricName, number | null>
  for (const name of METRIC_NAMES) {
    const v = results.get(name)?.value ?? null
    out[name] = v === null || Number.isNaN(v) ? null : v
  }
  return out
}
