/** The soak's printed table (one row per hourly sample) and the figures' verdicts (pure). */
import { BALANCE, type Sample, type SoakFigures, TARGETS, type Targets, USAGE, meetsTarget } from './metrics'

const MB = 1024 * 1024

function pad(cells: string[], widths: number[]): string {
  return cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ')
}

export function sampleTable(samples: readonly Sample[]): string {
  const head = ['hour', 'main heap MB', 'main rss MB', 'rend heap MB', 'w/o code MB', 'code MB', 'DOM nodes', 'in page', 'detached', 'listeners', 'bridge', 'fds', 'timers', 'balance req', 'per acct', 'usage req', 'chat req', '429', '503', 'history rows']
  const rows = samples.map((s) => {
    const count = (endpoint: string, status: string) => Object.entries(s.statuses).reduce((n, [e, c]) => n + (endpoint === '*' || e === endpoint ? (c[status] ?? 0) : 0), 0)
    return [
      String(s.hour),
      (s.mainHeap / MB).toFixed(1),
      (s.mainRss / MB).toFixed(0),
      (s.rendererHeap / MB).toFixed(2),
      s.rendererHeapNoCode === null ? '-' : (s.rendererHeapNoCode / MB).toFixed(2),
      s.rendererCode === null ? '-' : (s.rendererCode / MB).toFixed(2),
      String(s.domNodes),
      String(s.pageNodes),
      s.detachedNodes === null ? '-' : String(s.detachedNodes),
      String(s.jsEventListeners),
      String(s.bridgeListeners),
      String(s.fds),
      `${s.realTimeouts}+${s.virtualTimers}`,
      String(s.requests[BALANCE] ?? 0),
      String(Math.max(0, ...Object.values(s.balanceByAccount))),
      String(s.requests[USAGE] ?? 0),
      String(s.requests['POST /v1/chat/completions'] ?? 0),
      String(count('*', '429')),
      String(count('*', '503')),
      `${s.historyRows} (${s.historyRecentRows} <1 h)`,
    ]
  })
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  return [pad(head, widths), ...rows.map((r) => pad(r, widths))].join('\n')
}

export function figureTable(figures: SoakFigures, targets: Targets = TARGETS): string {
  const lines = Object.entries(figures).map(([name, value]) => {
    const target = name in targets ? targets[name as keyof Targets] : null
    const verdict = target === null ? '' : meetsTarget(name as keyof Targets, value, targets) ? 'ok' : 'MISSED'
    const bound = target === null ? '' : name.endsWith('_pct') ? `< ${target}` : `<= ${target}`
    return [name.padEnd(42), String(value).padStart(8), bound.padStart(7), verdict].join('  ')
  })
  return lines.join('\n')
}
