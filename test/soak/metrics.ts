/** The soak's hourly samples and the figures and verdicts computed from them (pure). */

export interface Sample {
  hour: number
  /** Main's V8 heap in use after two forced full GCs (bytes). */
  mainHeap: number
  mainRss: number
  /** Renderer JS heap in use after forced GC (CDP Runtime.getHeapUsage), all of it (bytes). */
  rendererHeap: number
  /** The same heap without V8's code and trusted spaces (compiled code, bytecode): the app's objects. */
  rendererHeapNoCode: number | null
  /** What the code and trusted spaces hold. */
  rendererCode: number | null
  /** Bytes in use per V8 space (memory-infra), null when the dump failed. */
  rendererSpaces: Record<string, number> | null
  domNodes: number
  /** Of those, the nodes in the page's document (what the Dashboard shows). */
  pageNodes: number
  /** DOM nodes out of the document but still referenced (from the heap snapshot, when taken). */
  detachedNodes: number | null
  detachedByName: Record<string, number> | null
  jsEventListeners: number
  /** Listeners the renderer holds on the IPC bridge (pushed events). */
  bridgeListeners: number
  /** Main's open file descriptors, after idle loopback connections closed. */
  fds: number
  fdKinds: Record<string, number>
  /** Main's active timers: Node's own (`Timeout`) plus the virtual clock's pending ones. */
  timers: number
  realTimeouts: number
  virtualTimers: number
  /** process.getActiveResourcesInfo() by type. */
  resources: Record<string, number>
  /** Requests the simulator answered during the hour before this sample, by `METHOD /path`. */
  requests: Record<string, number>
  /** Responses of the hour before this sample by endpoint and status. */
  statuses: Record<string, Record<string, number>>
  /** #35: balance requests of the hour before this sample, per account (the key's account, by name). */
  balanceByAccount: Record<string, number>
  /** Rows in the balance-history table (#25, migration 5), and of those the ones less than an hour old (not thinned yet). */
  historyRows: number
  historyRecentRows: number
}

export interface Targets {
  soak_main_heap_growth_pct: number
  soak_renderer_heap_growth_pct: number
  soak_fd_growth: number
  soak_timer_growth: number
  soak_429s: number
  soak_balance_requests_per_hour: number
  /** #35: the busiest hour of the busiest account: each account's polling as with one account alone. */
  soak_balance_requests_per_hour_per_account: number
  soak_balance_history_rows_per_day: number
}

export const TARGETS: Targets = {
  soak_main_heap_growth_pct: 10,
  soak_renderer_heap_growth_pct: 10,
  soak_fd_growth: 0,
  soak_timer_growth: 0,
  soak_429s: 0,
  soak_balance_requests_per_hour: 60,
  soak_balance_history_rows_per_day: 300,
  soak_balance_requests_per_hour_per_account: 60,
}

/**
 * The targets of a day with `polled` accounts whose balance is polled (#35: All accounts polls every
 * key within its own limits and keeps each account's balance history, so the requests and the history
 * rows of all of them grow linearly; each account's stay as with one account alone).
 */
export function targetsFor(polled: number): Targets {
  const n = Math.max(1, polled)
  return {
    ...TARGETS,
    soak_balance_requests_per_hour: TARGETS.soak_balance_requests_per_hour * n,
    soak_balance_history_rows_per_day: TARGETS.soak_balance_history_rows_per_day * n,
  }
}

/** Strictly below for the growth percentages; at most for the counts. */
export function meetsTarget(name: keyof Targets, value: number, targets: Targets = TARGETS): boolean {
  const target = targets[name]
  return name.endsWith('_pct') ? value < target : value <= target
}

export const BALANCE = 'GET /v1/balance'
export const USAGE = 'GET /v1/usage'

/** The hour whose end sample is the baseline: the first hour after the warm-up hour. */
export const BASELINE_HOUR = 2

export interface Windows {
  baseline: Sample
  /** Samples of the later half of the run (the last 12 h of a day). */
  late: Sample[]
}

/** The first hour of the later half of a run of `hours` (13 for a day: hours 13–24). */
export function lateFrom(hours: number): number {
  return Math.max(BASELINE_HOUR + 1, hours - Math.floor(hours / 2) + 1)
}

export function windows(samples: readonly Sample[]): Windows {
  const baseline = samples.find((s) => s.hour === BASELINE_HOUR)
  const last = samples.at(-1)
  if (!baseline || !last) throw new Error(`no sample for hour ${BASELINE_HOUR}`)
  const from = lateFrom(last.hour)
  const late = samples.filter((s) => s.hour >= from)
  if (late.length === 0) throw new Error('no sample after the baseline')
  return { baseline, late }
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length
}

/** Growth of the later half's mean over the baseline, in percent (one decimal). */
export function growthPct(baseline: number, late: readonly number[]): number {
  return Math.round(((mean(late) - baseline) / baseline) * 1000) / 10
}

/**
 * How many rows the balance history gains in a simulated day at this day's pace. The rows older
 * than an hour at the end have been thinned as the app keeps them: they are scaled to 24 hours;
 * the last hour's rows are not thinned yet and are added as they stand. For a full day this is
 * the plain difference between the first and last sample (within a few rows, always above); for
 * a shorter run it is an upper bound instead of a straight ×24/hours, which would count the
 * unthinned last hour many times over.
 */
export function historyRowsPerDay(samples: readonly Sample[]): { added: number; perDay: number } {
  const first = samples[0]
  const last = samples.at(-1)
  if (!first || !last || last.hour <= first.hour) throw new Error('the balance history needs samples at two different hours')
  const added = last.historyRows - first.historyRows
  const thinnedHours = Math.max(1, last.hour - first.hour - 1)
  const thinned = Math.max(0, added - last.historyRecentRows)
  return { added, perDay: Math.ceil((thinned * 24) / thinnedHours) + last.historyRecentRows }
}

export interface SoakFigures extends Targets {
  /** Growth of the renderer's whole heap, compiled code included (reported, not the target). */
  soak_renderer_heap_raw_growth_pct: number
  soak_dom_node_growth: number
  soak_bridge_listener_growth: number
  soak_usage_requests_per_hour: number
}

/**
 * The figures: growth compares the later half with the baseline; the fd, timer and listener
 * growths are the largest count seen later minus the baseline's. Requests per hour are the
 * busiest full hour (the outage hour included).
 */
export function figures(samples: readonly Sample[], polling429s: number): SoakFigures {
  const { baseline, late } = windows(samples)
  const maxLate = (pick: (s: Sample) => number) => Math.max(...late.map(pick)) - pick(baseline)
  const hours = samples.filter((s) => s.hour > 0)
  const perHour = (endpoint: string) => Math.max(0, ...hours.map((s) => s.requests[endpoint] ?? 0))
  // The heap without compiled code comes from a memory-infra dump at every sample; the raw heap if one failed.
  const lateNoCode = late.flatMap((s) => (s.rendererHeapNoCode === null ? [] : [s.rendererHeapNoCode]))
  const rendererHeap =
    baseline.rendererHeapNoCode !== null && lateNoCode.length > 0 ? growthPct(baseline.rendererHeapNoCode, lateNoCode) : growthPct(baseline.rendererHeap, late.map((s) => s.rendererHeap))
  return {
    soak_main_heap_growth_pct: growthPct(baseline.mainHeap, late.map((s) => s.mainHeap)),
    soak_renderer_heap_growth_pct: rendererHeap,
    soak_fd_growth: maxLate((s) => s.fds),
    soak_timer_growth: maxLate((s) => s.timers),
    soak_429s: polling429s,
    soak_balance_requests_per_hour: perHour(BALANCE),
    soak_balance_requests_per_hour_per_account: Math.max(0, ...hours.flatMap((s) => Object.values(s.balanceByAccount))),
    soak_balance_history_rows_per_day: historyRowsPerDay(samples).perDay,
    soak_renderer_heap_raw_growth_pct: growthPct(baseline.rendererHeap, late.map((s) => s.rendererHeap)),
    soak_dom_node_growth: maxLate((s) => s.domNodes),
    soak_bridge_listener_growth: maxLate((s) => s.bridgeListeners),
    soak_usage_requests_per_hour: perHour(USAGE),
  }
}

/** 429s the service sent to our own polling (balance and usage); chat 429s in the soak are injected faults. */
export function polling429s(statuses: Record<string, Record<string, number>>): number {
  return (statuses[BALANCE]?.['429'] ?? 0) + (statuses[USAGE]?.['429'] ?? 0)
}

export function missedTargets(values: Targets, targets: Targets = TARGETS): string[] {
  return (Object.keys(targets) as (keyof Targets)[]).filter((name) => !meetsTarget(name, values[name], targets))
}
