/**
 * Chat rendering in the real renderer (Chromium target), fed by the real core and simulator:
 * - chat_render_longtasks_500tps: long tasks (> 50 ms) while an 8,000-token answer streams at 500 tokens/s;
 * - chat_render_lag_ms_500tps / _5000tps: main's last delta emit → first frame with the final text;
 * - chat_render_cpu_ratio_vs_naive: renderer main-thread busy time for that answer ÷ a naive page
 *   that re-renders the whole message with react-markdown on every delta (same deltas, same timing);
 * - chat_render_cpu_ratio_vs_streamdown: the same ÷ a page rendering it with streamdown, the
 *   streaming markdown renderer built for AI chat UIs (same deltas, same timing);
 * - renderer_heap_mb_after_10_chats: JS heap after GC following ten 8,000-token chats.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Browser, CDPSession, Page } from '@playwright/test'
import { generateAnswer } from '../../electron/sim/chat/generate'
import { startSim } from '../../electron/sim/index'
import type { ChatEvent } from '../../shared/domain/chat-events'
import { type BenchApp, type EmittedEvent, launchApp, perfMetrics } from './lib/app'
import { probeScript } from './lib/pages'
import type { Site } from './lib/site'
import type { MetricResult } from './lib/report'
import { epochMs, median, progress, round, sleep } from './lib/stats'

export const ANSWER_TOKENS = 8000
const MODEL = 'tally-coder'
const KEY = 'sk-demo-funded'
const SEED = 42
/** The prompt typed into the composer; the simulator derives its (deterministic) answer from it. */
const PROMPT = 'Write a long markdown guide about rendering streamed chat answers: headings, lists, tables and code.'
/** Long tasks, CPU and the lag window end this long after the final text is on screen. */
const SETTLE_MS = 500
const LONG_TASK_MS = 50

export interface Target {
  text: string
  suffix: string
  minAlnum: number
}

/** The answer the simulator will stream, and what the probe looks for at its end. */
export function expectedAnswer(): Target {
  const text = generateAnswer(PROMPT, SEED, ANSWER_TOKENS).pieces.join('')
  const alnum = text.replace(/[^\p{L}\p{N}]+/gu, '')
  // Rendering drops markdown syntax but keeps letters and digits in order; it may add a few
  // (code language label, "Copy code") or drop the fence's info string.
  return { text, suffix: alnum.slice(-64), minAlnum: alnum.length - 16 }
}

export interface Delta {
  at: number
  text: string
}

/** Deltas of CDP's *Duration metrics (seconds) as ms: Task, Script, Layout, RecalcStyle, TaskOther, V8Compile. */
function durations(m0: Record<string, number>, m1: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {}
  for (const key of Object.keys(m1)) if (key.endsWith('Duration')) out[key.replace('Duration', '')] = round(((m1[key] ?? 0) - (m0[key] ?? 0)) * 1000)
  return out
}

export interface AppRun {
  lagMs: number
  /** Long tasks between Enter and the final frame; `start` in ms after Enter. */
  longTasks: Array<{ start: number; duration: number }>
  /** Enter → final frame, ms. */
  toFinalMs: number
  /** Renderer main-thread busy time (CDP TaskDuration) from Enter to SETTLE_MS after the final frame, ms. */
  taskMs: number
  scriptMs: number
  layoutMs: number
  /** Every CDP *Duration metric over the window, ms. */
  breakdown: Record<string, number>
  /** CPU of this Node process (main's core, the simulator, the Playwright driver) over the same window, ms. */
  mainCpuMs: number
  /** The renderer process's CPU time over the same window (CDP ProcessTime), ms; null where Chromium lacks the metric. */
  rendererCpuMs: number | null
  deltas: Delta[]
  streamMs: number
}

async function createConversations(app: BenchApp, titles: string[]): Promise<void> {
  for (const title of titles) {
    const conversation = await app.invoke('conversations:create', { params: { model: MODEL, systemPrompt: '', maxOutputTokens: ANSWER_TOKENS, temperature: null } })
    await app.invoke('conversations:rename', { id: conversation.id, title })
  }
}

/** Resolves with the next request's chat events (and emit times) once its terminal event has been emitted. */
function nextChat(app: BenchApp): Promise<{ deltas: Delta[]; terminal: string }> {
  return new Promise((resolve) => {
    const deltas: Delta[] = []
    let requestId: string | null = null
    const off = app.onEvent((event: EmittedEvent) => {
      if (event.channel !== 'chat') return
      const e = event.payload as ChatEvent
      requestId ??= e.requestId
      if (e.requestId !== requestId) return
      if (e.kind === 'delta') deltas.push({ at: event.at, text: e.text })
      else if (e.kind !== 'usage' && e.kind !== 'metrics') {
        off()
        resolve({ deltas, terminal: e.kind })
      }
    })
  })
}

async function openChatView(page: Page): Promise<void> {
  try {
    await page.getByRole('button', { name: 'Chat', exact: true }).click({ timeout: 20_000 })
    await page.locator('.chat-list-item').first().waitFor({ timeout: 20_000 })
  } catch (err) {
    const text = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 300)
    throw new Error(`could not open the Chat view (${(err as Error).message.split('\n')[0]}); the page shows: ${text || '(nothing)'}`, { cause: err })
  }
}

async function openConversation(page: Page, title: string): Promise<void> {
  // The list is windowed (rows off screen are not in the page): scroll until the conversation shows.
  const item = page.locator('.chat-list-item', { hasText: title })
  for (let i = 0; i < 20 && (await item.count()) === 0; i++) {
    await page.locator('.chat-list-item').last().scrollIntoViewIfNeeded()
    await sleep(100)
  }
  await item.click()
  await page.locator('#chat-title', { hasText: title }).waitFor()
  await page.locator('textarea.composer-input').fill(PROMPT)
}

async function waitForHit(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForFunction(() => window.__probe.hitEpoch !== null, undefined, { timeout: timeoutMs, polling: 200 })
}

/** One answer in the app: Enter in the composer → final text on screen (+ settle). */
export async function appChat(app: BenchApp, title: string, target: Target, opts: { reload: boolean; timeoutMs: number; profileTo?: string }): Promise<AppRun> {
  const { page, cdp } = app
  if (opts.reload) {
    await app.reload()
    await openChatView(page)
  }
  await openConversation(page, title)
  // Let the view come to rest (lazy chunks, models list) before measuring.
  await sleep(400)
  await page.evaluate((t) => window.__probe.arm({ suffix: t.suffix, minAlnum: t.minAlnum, selector: 'article.msg-assistant .md' }), target)
  const chat = nextChat(app)
  if (opts.profileTo) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
    await cdp.send('Profiler.start')
  }
  const cpu0 = process.cpuUsage()
  const m0 = await perfMetrics(cdp)
  const armedAt = (await page.evaluate(() => window.__probe.armedAt)) ?? 0
  await page.locator('textarea.composer-input').press('Enter')
  const { deltas, terminal } = await chat
  if (terminal !== 'done') throw new Error(`the chat ended with '${terminal}', not 'done'`)
  await waitForHit(page, opts.timeoutMs)
  await sleep(SETTLE_MS)
  const m1 = await perfMetrics(cdp)
  const cpu = process.cpuUsage(cpu0)
  if (opts.profileTo) {
    const { profile } = await cdp.send('Profiler.stop')
    await mkdir(dirname(opts.profileTo), { recursive: true })
    await writeFile(opts.profileTo, JSON.stringify(profile))
    progress(`  CPU profile of this run: ${opts.profileTo}`)
  }
  const probe = await page.evaluate(() => ({ hitEpoch: window.__probe.hitEpoch ?? 0, hitPerf: window.__probe.hitPerf ?? 0, longtasks: window.__probe.longtasks }))
  const text = deltas.map((d) => d.text).join('')
  if (text !== target.text) throw new Error(`main streamed ${text.length} characters, expected ${target.text.length}`)
  const last = deltas.at(-1) as Delta
  return {
    lagMs: probe.hitEpoch - last.at,
    longTasks: probe.longtasks.filter((t) => t.start >= armedAt && t.start <= probe.hitPerf && t.duration > LONG_TASK_MS).map((t) => ({ start: t.start - armedAt, duration: t.duration })),
    toFinalMs: probe.hitPerf - armedAt,
    taskMs: ((m1.TaskDuration ?? 0) - (m0.TaskDuration ?? 0)) * 1000,
    scriptMs: ((m1.ScriptDuration ?? 0) - (m0.ScriptDuration ?? 0)) * 1000,
    layoutMs: ((m1.LayoutDuration ?? 0) - (m0.LayoutDuration ?? 0) + (m1.RecalcStyleDuration ?? 0) - (m0.RecalcStyleDuration ?? 0)) * 1000,
    breakdown: durations(m0, m1),
    mainCpuMs: (cpu.user + cpu.system) / 1000,
    rendererCpuMs: m0.ProcessTime === undefined || m1.ProcessTime === undefined ? null : (m1.ProcessTime - m0.ProcessTime) * 1000,
    deltas,
    streamMs: last.at - (deltas[0]?.at ?? last.at),
  }
}

/** A baseline page (pages/<name>.tsx) fed the app run's deltas. */
export type BaselinePage = 'naive-chat' | 'streamdown-chat'

export interface BaselineRun {
  taskMs: number
  scriptMs: number
  layoutMs: number
  breakdown: Record<string, number>
  lagMs: number
  longTasks: number
}

/**
 * A baseline page fed the recorded deltas at their recorded times (through page.evaluate, like the
 * harness's IPC), then told the answer ended (as the app's done event does).
 */
export async function baselineChat(site: Site, page: Page, cdp: CDPSession, name: BaselinePage, deltas: Delta[], target: Target): Promise<BaselineRun> {
  await page.goto(site.benchUrl(`${name}.html`))
  await page.waitForFunction(() => window.__baseline?.ready === true)
  await sleep(400)
  await page.evaluate((t) => window.__probe.arm({ suffix: t.suffix, minAlnum: t.minAlnum, selector: '.md' }), target)
  const armedAt = (await page.evaluate(() => window.__probe.armedAt)) ?? 0
  const m0 = await perfMetrics(cdp)
  const first = deltas[0]?.at ?? 0
  const start = epochMs()
  let lastSent = start
  for (const delta of deltas) {
    const wait = start + (delta.at - first) - epochMs()
    if (wait > 0) await sleep(wait)
    lastSent = epochMs()
    void page.evaluate((t) => window.__baseline.push(t), delta.text).catch(() => undefined)
  }
  void page.evaluate(() => window.__baseline.end()).catch(() => undefined)
  await waitForHit(page, 120_000)
  await sleep(SETTLE_MS)
  const m1 = await perfMetrics(cdp)
  const probe = await page.evaluate(() => ({ hitEpoch: window.__probe.hitEpoch ?? 0, hitPerf: window.__probe.hitPerf ?? 0, longtasks: window.__probe.longtasks }))
  return {
    taskMs: ((m1.TaskDuration ?? 0) - (m0.TaskDuration ?? 0)) * 1000,
    scriptMs: ((m1.ScriptDuration ?? 0) - (m0.ScriptDuration ?? 0)) * 1000,
    layoutMs: ((m1.LayoutDuration ?? 0) - (m0.LayoutDuration ?? 0) + (m1.RecalcStyleDuration ?? 0) - (m0.RecalcStyleDuration ?? 0)) * 1000,
    breakdown: durations(m0, m1),
    lagMs: probe.hitEpoch - lastSent,
    longTasks: probe.longtasks.filter((t) => t.start >= armedAt && t.start <= probe.hitPerf && t.duration > LONG_TASK_MS).length,
  }
}

export interface Phase {
  app: BenchApp
  close(): Promise<void>
}

export async function startPhase(browser: Browser, site: Site, tokensPerSecond: number, titles: string[]): Promise<Phase> {
  const sim = await startSim({ port: 0, tokensPerSecond, usageDelayMs: 1000 })
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-bench-chat-'))
  const app = await launchApp({ browser, dataDir, site, initScripts: [await probeScript()], noNavigation: true })
  await app.invoke('connections:add', { name: 'Simulator', baseUrl: sim.baseUrl, key: KEY, activate: true })
  await createConversations(app, titles)
  await app.reload()
  await openChatView(app.page)
  return {
    app,
    close: async () => {
      await app.close()
      await sim.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

function summarizeApp(label: string, runs: AppRun[]): void {
  progress(
    `  ${label}: lag ${runs.map((r) => round(r.lagMs)).join(', ')} ms; long tasks ${runs.map((r) => r.longTasks.length).join(', ')} ` +
      `(longest ${round(Math.max(0, ...runs.flatMap((r) => r.longTasks.map((t) => t.duration))))} ms); main-thread busy ${runs.map((r) => round(r.taskMs)).join(', ')} ms; ` +
      `${runs[0]?.deltas.length ?? 0} deltas over ${round((runs[0]?.streamMs ?? 0) / 1000, 1)} s`,
  )
}

export async function benchChatRender(
  browser: Browser,
  site: Site,
  options: { runs?: number; heapChats?: number; /** Save a CPU profile of the first measured 500 tok/s run here. */ profileTo?: string } = {},
): Promise<{ results: MetricResult[]; details: Record<string, unknown> }> {
  const runs = options.runs ?? 3
  const heapChats = options.heapChats ?? 10
  const target = expectedAnswer()
  const results: MetricResult[] = []
  const details: Record<string, unknown> = { answerChars: target.text.length, answerTokens: ANSWER_TOKENS }

  // --- 500 tokens/s: long tasks, lag, CPU against the naive and streamdown baselines (rotating order) ---
  progress(`chat render @500 tok/s: ${runs} runs of an ${ANSWER_TOKENS}-token answer in the app, the naive baseline and streamdown, order rotating (+1 app warm-up)`)
  const titles500 = Array.from({ length: runs + 1 }, (_, i) => `Bench 500 #${i}`)
  const phase = await startPhase(browser, site, 500, titles500)
  const baselineContext = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce' })
  try {
    const baselinePage = await baselineContext.newPage()
    await site.guard(baselinePage)
    await baselinePage.addInitScript({ content: await probeScript() })
    const baselineCdp = await baselineContext.newCDPSession(baselinePage)
    await baselineCdp.send('Performance.enable')

    let deltas = (await appChat(phase.app, titles500[0] as string, target, { reload: false, timeoutMs: 120_000 })).deltas
    const app: AppRun[] = []
    const naive: BaselineRun[] = []
    const streamdown: BaselineRun[] = []
    for (let i = 0; i < runs; i++) {
      const doApp = async () => {
        const r = await appChat(phase.app, titles500[i + 1] as string, target, { reload: true, timeoutMs: 120_000, ...(i === 0 && options.profileTo ? { profileTo: options.profileTo } : {}) })
        app.push(r)
        deltas = r.deltas
      }
      const doNaive = async () => {
        naive.push(await baselineChat(site, baselinePage, baselineCdp, 'naive-chat', deltas, target))
      }
      const doStreamdown = async () => {
        streamdown.push(await baselineChat(site, baselinePage, baselineCdp, 'streamdown-chat', deltas, target))
      }
      // Each side goes first, second and third in turn, so a drift in the machine's load spreads evenly.
      const order = [doApp, doNaive, doStreamdown]
      for (let k = 0; k < 3; k++) await (order[(i + k) % 3] as () => Promise<void>)()
      progress(
        `  run ${i + 1}/${runs}: app lag ${round(app.at(-1)?.lagMs ?? 0)} ms, busy ${round(app.at(-1)?.taskMs ?? 0)} ms; ` +
          `naive busy ${round(naive.at(-1)?.taskMs ?? 0)} ms; streamdown busy ${round(streamdown.at(-1)?.taskMs ?? 0)} ms`,
      )
    }
    summarizeApp('app @500', app)
    const summarize = (label: string, runs: BaselineRun[]) =>
      progress(`  ${label} @500: busy ${runs.map((r) => round(r.taskMs)).join(', ')} ms; lag ${runs.map((r) => round(r.lagMs)).join(', ')} ms; long tasks ${runs.map((r) => r.longTasks).join(', ')}`)
    summarize('naive', naive)
    summarize('streamdown', streamdown)
    const split = (b: Record<string, number>) => `script ${b.Script}, style+layout ${round((b.RecalcStyle ?? 0) + (b.Layout ?? 0))}, other ${b.TaskOther} ms`
    progress(`  busy time split (first run): app ${split(app[0]?.breakdown ?? {})}; naive ${split(naive[0]?.breakdown ?? {})}; streamdown ${split(streamdown[0]?.breakdown ?? {})}`)
    const appBusy = median(app.map((r) => r.taskMs))
    const appScript = round(median(app.map((r) => r.scriptMs)))
    const ratio = (name: 'chat_render_cpu_ratio_vs_naive' | 'chat_render_cpu_ratio_vs_streamdown', label: string, base: BaselineRun[]): MetricResult => {
      const busy = median(base.map((r) => r.taskMs))
      return {
        name,
        value: round(appBusy / busy, 3),
        samples: app.map((r, i) => round(r.taskMs / (base[i]?.taskMs ?? Number.NaN), 3)),
        note: `main-thread busy ${round(appBusy)} ms vs ${label} ${round(busy)} ms (script ${appScript} vs ${round(median(base.map((r) => r.scriptMs)))} ms)`,
      }
    }
    const longTasks = app.map((r) => r.longTasks.length)
    results.push(
      {
        name: 'chat_render_longtasks_500tps',
        value: median(longTasks),
        samples: longTasks,
        note: `longest ${round(Math.max(0, ...app.flatMap((r) => r.longTasks.map((t) => t.duration))))} ms`,
      },
      { name: 'chat_render_lag_ms_500tps', value: round(median(app.map((r) => r.lagMs))), samples: app.map((r) => round(r.lagMs)) },
      ratio('chat_render_cpu_ratio_vs_naive', 'naive', naive),
      ratio('chat_render_cpu_ratio_vs_streamdown', 'streamdown', streamdown),
    )
    const baselineDetails = (runs: BaselineRun[]) => runs.map((r) => ({ breakdownMs: r.breakdown, lagMs: round(r.lagMs), longTasks: r.longTasks }))
    details.at500 = {
      app: app.map((r) => ({ lagMs: round(r.lagMs), toFinalMs: round(r.toFinalMs), longTasks: r.longTasks.map((t) => ({ atMs: round(t.start), ms: round(t.duration) })), breakdownMs: r.breakdown, deltas: r.deltas.length, streamMs: round(r.streamMs) })),
      naive: baselineDetails(naive),
      streamdown: baselineDetails(streamdown),
    }
  } finally {
    await baselineContext.close()
    await phase.close()
  }

  // --- 5000 tokens/s: lag, then the heap after ten chats ---
  progress(`chat render @5000 tok/s: ${runs} runs for the lag (+1 warm-up), then ${heapChats} chats in one window for the heap`)
  const titles5000 = Array.from({ length: runs + 1 }, (_, i) => `Bench 5000 #${i}`)
  const heapTitles = Array.from({ length: heapChats }, (_, i) => `Heap chat ${String(i + 1).padStart(2, '0')}`)
  const fast = await startPhase(browser, site, 5000, [...titles5000, ...heapTitles])
  try {
    await appChat(fast.app, titles5000[0] as string, target, { reload: false, timeoutMs: 60_000 })
    const app: AppRun[] = []
    for (let i = 0; i < runs; i++) app.push(await appChat(fast.app, titles5000[i + 1] as string, target, { reload: true, timeoutMs: 60_000 }))
    summarizeApp('app @5000', app)
    results.push({
      name: 'chat_render_lag_ms_5000tps',
      value: round(median(app.map((r) => r.lagMs))),
      samples: app.map((r) => round(r.lagMs)),
      note: `long tasks ${app.map((r) => r.longTasks.length).join(', ')}`,
    })
    details.at5000 = app.map((r) => ({ lagMs: round(r.lagMs), toFinalMs: round(r.toFinalMs), longTasks: r.longTasks.map((t) => ({ atMs: round(t.start), ms: round(t.duration) })), taskMs: round(r.taskMs), deltas: r.deltas.length, streamMs: round(r.streamMs) }))

    // Heap: a fresh window, ten chats one after another, then GC and read the heap.
    const { page, cdp } = fast.app
    await fast.app.reload()
    await openChatView(page)
    const before = await heapNow(page, cdp)
    for (const title of heapTitles) await appChat(fast.app, title, target, { reload: false, timeoutMs: 60_000 })
    const after = await heapNow(page, cdp)
    const mb = round(after.used / 2 ** 20, 1)
    progress(`  heap after ${heapChats} chats: ${mb} MB used (${round(after.cdpUsed / 2 ** 20, 1)} MB by CDP Runtime.getHeapUsage); after load ${round(before.used / 2 ** 20, 1)} MB; ${after.nodes} DOM nodes`)
    results.push({
      name: 'renderer_heap_mb_after_10_chats',
      value: mb,
      note: `after load ${round(before.used / 2 ** 20, 1)} MB; ${after.nodes} DOM nodes, ${after.listeners} listeners`,
    })
    details.heap = { before, after }
  } finally {
    await fast.close()
  }
  return { results, details }
}

/** performance.memory.usedJSHeapSize after two forced GCs, with CDP's own figure and DOM counters. */
async function heapNow(page: Page, cdp: CDPSession): Promise<{ used: number; cdpUsed: number; nodes: number; listeners: number }> {
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  await sleep(200)
  await cdp.send('HeapProfiler.collectGarbage')
  const used = await page.evaluate(() => (performance as Performance & { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize)
  const usage = await cdp.send('Runtime.getHeapUsage')
  const counters = await cdp.send('Memory.getDOMCounters')
  await cdp.send('HeapProfiler.disable')
  return { used, cdpUsed: usage.usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners }
}
