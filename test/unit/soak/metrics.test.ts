import { describe, expect, it } from 'vitest'
import { chartHtml, memoryPanels } from '../../soak/chart'
import { type Sample, figures, growthPct, historyRowsPerDay, lateFrom, meetsTarget, missedTargets, polling429s, targetsFor, windows } from '../../soak/metrics'
import { figureTable, sampleTable } from '../../soak/report'

const MB = 1024 * 1024

function sample(hour: number, over: Partial<Sample> = {}): Sample {
  return {
    hour,
    mainHeap: 70 * MB,
    mainRss: 230 * MB,
    rendererHeap: 12 * MB,
    rendererHeapNoCode: 9 * MB,
    rendererCode: 3 * MB,
    rendererSpaces: null,
    domNodes: 600,
    pageNodes: 580,
    detachedNodes: 0,
    detachedByName: {},
    jsEventListeners: 980,
    bridgeListeners: 6,
    fds: 46,
    fdKinds: { socket: 10 },
    timers: 2,
    realTimeouts: 0,
    virtualTimers: 2,
    resources: {},
    requests: { 'GET /v1/balance': 44, 'GET /v1/usage': 160 },
    statuses: { 'GET /v1/balance': { '200': 44 } },
    balanceByAccount: { Laptop: 44 },
    historyRows: 0,
    historyRecentRows: 0,
    ...over,
  }
}

const day = (pick: (hour: number) => Partial<Sample> = () => ({})) => Array.from({ length: 25 }, (_, h) => sample(h, pick(h)))

describe('soak figures', () => {
  it('compare the mean of hours 13–24 with the sample after the first hour past warm-up (hour 2)', () => {
    expect(lateFrom(24)).toBe(13)
    expect(lateFrom(5)).toBe(4)
    const { baseline, late } = windows(day())
    expect(baseline.hour).toBe(2)
    expect(late.map((s) => s.hour)).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24])
  })

  it('flat series give zero growth and meet every target', () => {
    const values = figures(day(), 0)
    expect(values).toMatchObject({ soak_main_heap_growth_pct: 0, soak_renderer_heap_growth_pct: 0, soak_fd_growth: 0, soak_timer_growth: 0, soak_429s: 0, soak_balance_requests_per_hour: 44 })
    expect(missedTargets(values)).toEqual([])
  })

  it('a heap creeping 1 MB an hour, one fd and one timer more late in the day, and the busiest balance hour are reported as missed', () => {
    const values = figures(
      day((h) => ({
        mainHeap: (70 + h) * MB,
        fds: h === 20 ? 47 : 46,
        timers: h >= 18 ? 3 : 2,
        requests: { 'GET /v1/balance': h === 12 ? 131 : 44 },
      })),
      2,
    )
    expect(values.soak_main_heap_growth_pct).toBe(growthPct(72, [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24].map((h) => 70 + h)))
    expect(values.soak_main_heap_growth_pct).toBeGreaterThan(10)
    expect(values).toMatchObject({ soak_fd_growth: 1, soak_timer_growth: 1, soak_429s: 2, soak_balance_requests_per_hour: 131 })
    expect(missedTargets(values)).toEqual(['soak_main_heap_growth_pct', 'soak_fd_growth', 'soak_timer_growth', 'soak_429s', 'soak_balance_requests_per_hour'])
  })

  it('#35, four accounts: each account polled as one alone (per account ≤ 60 an hour), the total growing linearly with the accounts polled', () => {
    const four = day((h) => ({ requests: { 'GET /v1/balance': 132 }, balanceByAccount: { Laptop: 44, Work: 44, Side: h === 9 ? 61 : 44 } }))
    const values = figures(four, 0)
    expect(values).toMatchObject({ soak_balance_requests_per_hour: 132, soak_balance_requests_per_hour_per_account: 61 })
    expect(targetsFor(3)).toMatchObject({ soak_balance_requests_per_hour: 180, soak_balance_history_rows_per_day: 900, soak_balance_requests_per_hour_per_account: 60 })
    expect(targetsFor(1)).toEqual(targetsFor(0))
    expect(missedTargets(values, targetsFor(3))).toEqual(['soak_balance_requests_per_hour_per_account'])
    // The same total with one account polled is too many.
    expect(missedTargets(values)).toEqual(['soak_balance_requests_per_hour', 'soak_balance_requests_per_hour_per_account'])
    expect(figureTable(values, targetsFor(3))).toMatch(/soak_balance_requests_per_hour\s+132\s+<= 180\s+ok/)
  })

  it('the renderer target uses the heap without code spaces, the raw heap where a dump failed', () => {
    const withCode = day((h) => ({ rendererHeap: (12 + h * 0.2) * MB, rendererHeapNoCode: h === 2 || h >= 13 ? 9 * MB : null }))
    const values = figures(withCode, 0)
    expect(values.soak_renderer_heap_growth_pct).toBe(0)
    expect(values.soak_renderer_heap_raw_growth_pct).toBeGreaterThan(10)
    const noSnapshots = figures(day((h) => ({ rendererHeap: (12 + h * 0.2) * MB, rendererHeapNoCode: null })), 0)
    expect(noSnapshots.soak_renderer_heap_growth_pct).toBe(noSnapshots.soak_renderer_heap_raw_growth_pct)
  })

  it('growth targets are strict (< 10), counts are at most', () => {
    expect(meetsTarget('soak_main_heap_growth_pct', 9.9)).toBe(true)
    expect(meetsTarget('soak_main_heap_growth_pct', 10)).toBe(false)
    expect(meetsTarget('soak_balance_requests_per_hour', 60)).toBe(true)
    expect(meetsTarget('soak_balance_requests_per_hour', 61)).toBe(false)
  })

  describe('balance history rows per simulated day (#25: at most 300 at the default interval)', () => {
    // As the app keeps them: one row at connect, then each hour 6 kept (10-minute buckets) once
    // older than an hour, and the last hour's 40 rows (a reading a minute while shown) not thinned yet.
    const thinned = (h: number): Partial<Sample> => (h === 0 ? { historyRows: 1, historyRecentRows: 1 } : { historyRows: 1 + 6 * (h - 1) + 40, historyRecentRows: 40 })

    it('a full day: the thinned rows scaled to 24 h plus the last hour as it stands, a little above the plain difference', () => {
      const samples = day(thinned)
      expect(historyRowsPerDay(samples)).toEqual({ added: 178, perDay: Math.ceil((138 * 24) / 23) + 40 })
      const values = figures(samples, 0)
      expect(values.soak_balance_history_rows_per_day).toBe(184)
      expect(missedTargets(values)).toEqual([])
    })

    it('a short run projects the same day, where a straight ×24/hours would count the unthinned hour six times', () => {
      const short = Array.from({ length: 5 }, (_, h) => sample(h, thinned(h)))
      const { added, perDay } = historyRowsPerDay(short)
      expect(added).toBe(58)
      expect(perDay).toBe(184)
      expect(added * 6).toBeGreaterThan(300)
    })

    it('rows that are never thinned (a reading a minute kept for good) miss the target', () => {
      const values = figures(day((h) => ({ historyRows: 1 + 60 * h, historyRecentRows: h === 0 ? 1 : 60 })), 0)
      expect(values.soak_balance_history_rows_per_day).toBe(1500)
      expect(missedTargets(values)).toEqual(['soak_balance_history_rows_per_day'])
      expect(meetsTarget('soak_balance_history_rows_per_day', 300)).toBe(true)
      expect(meetsTarget('soak_balance_history_rows_per_day', 301)).toBe(false)
    })

    it('needs samples at two different hours', () => {
      expect(() => historyRowsPerDay([sample(0)])).toThrow(/two different hours/)
      expect(() => historyRowsPerDay([])).toThrow(/two different hours/)
    })
  })

  it('429s of our own polling count; injected chat 429s do not', () => {
    expect(polling429s({ 'GET /v1/balance': { '200': 5, '429': 1 }, 'GET /v1/usage': { '429': 2 }, 'POST /v1/chat/completions': { '429': 12 } })).toBe(3)
  })

  it('the table has a row per sample; the chart draws a line per series and marks baseline and outage', () => {
    const samples = day()
    expect(sampleTable(samples).split('\n')).toHaveLength(26)
    expect(figureTable(figures(samples, 0))).toMatch(/soak_main_heap_growth_pct\s+0\s+< 10\s+ok/)
    const html = chartHtml('t', memoryPanels(samples), samples.map((s) => s.hour), { baseline: 2, lateFrom: 13, outage: 12.17 })
    expect(html.match(/<polyline/g)).toHaveLength(10)
    expect(html).toContain('baseline')
    expect(html).toContain('outage')
  })
})
