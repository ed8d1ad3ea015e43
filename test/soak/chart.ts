/**
 * The memory chart: an SVG page (pure function) that run.ts opens in Chromium and screenshots to
 * test-results/soak/memory.png. Y axes start at zero, so a flat line is flat and not zoomed noise.
 */
import type { Sample } from './metrics'

export interface Series {
  label: string
  color: string
  values: (number | null)[]
}

export interface Panel {
  title: string
  unit: string
  series: Series[]
}

const W = 1100
const PANEL_H = 250
const LEFT = 70
const RIGHT = 200
const TOP = 40
const BOTTOM = 40

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function niceMax(max: number): number {
  if (max <= 0) return 1
  const step = 10 ** Math.floor(Math.log10(max))
  for (const m of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * step >= max * 1.1) return m * step
  return 10 * step
}

function panelSvg(panel: Panel, hours: number[], y0: number, marks: { baseline: number; lateFrom: number; outage: number | null }): string {
  const plotW = W - LEFT - RIGHT
  const plotH = PANEL_H - TOP - BOTTOM
  const all = panel.series.flatMap((s) => s.values.filter((v): v is number => v !== null))
  const max = niceMax(Math.max(0, ...all))
  const maxHour = Math.max(1, ...hours)
  const x = (h: number) => LEFT + (h / maxHour) * plotW
  const y = (v: number) => y0 + TOP + plotH - (v / max) * plotH
  const parts: string[] = []
  parts.push(`<text x="${LEFT}" y="${y0 + 24}" class="title">${esc(panel.title)}</text>`)
  // The later half (the window the growth figures average) and the baseline hour.
  parts.push(`<rect x="${x(marks.lateFrom)}" y="${y0 + TOP}" width="${x(maxHour) - x(marks.lateFrom)}" height="${plotH}" fill="#eef5ff"/>`)
  parts.push(`<text x="${x(maxHour) - 4}" y="${y0 + TOP + 12}" text-anchor="end" class="note">later half: growth window</text>`)
  parts.push(`<line x1="${x(marks.baseline)}" x2="${x(marks.baseline)}" y1="${y0 + TOP}" y2="${y0 + TOP + plotH}" stroke="#999" stroke-dasharray="4 3"/>`)
  parts.push(`<text x="${x(marks.baseline) - 4}" y="${y0 + TOP + 12}" text-anchor="end" class="note">baseline</text>`)
  if (marks.outage !== null) {
    const right = Math.max(x(marks.outage) + 2, x(marks.outage + 1 / 6))
    parts.push(`<rect x="${x(marks.outage)}" y="${y0 + TOP}" width="${right - x(marks.outage)}" height="${plotH}" fill="#f6d5d5"/>`)
    parts.push(`<text x="${right + 4}" y="${y0 + TOP + 12}" class="note">10-min outage</text>`)
  }
  for (let i = 0; i <= 4; i++) {
    const v = (max * i) / 4
    parts.push(`<line x1="${LEFT}" x2="${LEFT + plotW}" y1="${y(v)}" y2="${y(v)}" stroke="#e2e2e2"/>`)
    parts.push(`<text x="${LEFT - 8}" y="${y(v) + 4}" text-anchor="end" class="tick">${Number(v.toPrecision(3))}</text>`)
  }
  const step = maxHour > 12 ? 2 : 1
  for (let h = 0; h <= maxHour; h += step) parts.push(`<text x="${x(h)}" y="${y0 + TOP + plotH + 18}" text-anchor="middle" class="tick">${h}</text>`)
  parts.push(`<text x="${LEFT - 50}" y="${y0 + TOP + plotH / 2}" class="tick" transform="rotate(-90 ${LEFT - 50} ${y0 + TOP + plotH / 2})" text-anchor="middle">${esc(panel.unit)}</text>`)
  parts.push(`<line x1="${LEFT}" x2="${LEFT}" y1="${y0 + TOP}" y2="${y0 + TOP + plotH}" stroke="#555"/>`)
  parts.push(`<line x1="${LEFT}" x2="${LEFT + plotW}" y1="${y0 + TOP + plotH}" y2="${y0 + TOP + plotH}" stroke="#555"/>`)
  panel.series.forEach((s, i) => {
    const points = hours.map((h, j) => [h, s.values[j]] as const).filter((p): p is readonly [number, number] => p[1] !== null && p[1] !== undefined)
    if (points.length > 0) {
      parts.push(`<polyline fill="none" stroke="${s.color}" stroke-width="2.5" points="${points.map(([h, v]) => `${x(h).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}"/>`)
      for (const [h, v] of points) parts.push(`<circle cx="${x(h).toFixed(1)}" cy="${y(v).toFixed(1)}" r="3" fill="${s.color}"/>`)
    }
    const ly = y0 + TOP + 16 + i * 22
    parts.push(`<rect x="${LEFT + plotW + 16}" y="${ly - 9}" width="14" height="4" fill="${s.color}"/>`)
    parts.push(`<text x="${LEFT + plotW + 36}" y="${ly - 3}" class="legend">${esc(s.label)}</text>`)
  })
  return parts.join('\n')
}

export function memoryPanels(samples: readonly Sample[]): Panel[] {
  const mb = (v: number) => Math.round((v / 1024 / 1024) * 100) / 100
  return [
    {
      title: 'Main process (core + simulator + driver), after forced GC',
      unit: 'MB',
      series: [
        { label: 'V8 heap used', color: '#1f6feb', values: samples.map((s) => mb(s.mainHeap)) },
        { label: 'RSS', color: '#8250df', values: samples.map((s) => mb(s.mainRss)) },
      ],
    },
    {
      title: 'Renderer (Chromium), after forced GC',
      unit: 'MB',
      series: [
        { label: 'JS heap used', color: '#d1242f', values: samples.map((s) => mb(s.rendererHeap)) },
        { label: 'heap w/o code spaces', color: '#1a7f37', values: samples.map((s) => (s.rendererHeapNoCode === null ? null : mb(s.rendererHeapNoCode))) },
        { label: 'code + trusted spaces', color: '#bc4c00', values: samples.map((s) => (s.rendererCode === null ? null : mb(s.rendererCode))) },
      ],
    },
    {
      title: 'Counts',
      unit: 'count',
      series: [
        { label: 'DOM nodes / 10', color: '#bf8700', values: samples.map((s) => s.domNodes / 10) },
        { label: 'DOM nodes not in page', color: '#8c959f', values: samples.map((s) => Math.max(0, s.domNodes - s.pageNodes)) },
        { label: 'main open fds', color: '#0a3069', values: samples.map((s) => s.fds) },
        { label: 'main timers', color: '#cf222e', values: samples.map((s) => s.timers) },
        { label: 'IPC listeners', color: '#57606a', values: samples.map((s) => s.bridgeListeners) },
      ],
    },
  ]
}

export function chartHtml(title: string, panels: Panel[], hours: number[], marks: { baseline: number; lateFrom: number; outage: number | null }): string {
  const height = panels.length * PANEL_H + 50
  const body = panels.map((p, i) => panelSvg(p, hours, 40 + i * PANEL_H, marks)).join('\n')
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;background:#fff;font-family:system-ui,sans-serif}
.title{font-size:15px;font-weight:600;fill:#1f2328}.tick{font-size:12px;fill:#57606a}.legend{font-size:13px;fill:#1f2328}.note{font-size:11px;fill:#6e7781}
.h{font-size:18px;font-weight:700;fill:#1f2328}
</style></head><body><svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}">
<text x="${LEFT}" y="28" class="h">${esc(title)}</text>
<text x="${W - RIGHT + 16}" y="28" class="tick">x: simulated hour</text>
${body}
</svg></body></html>`
}
