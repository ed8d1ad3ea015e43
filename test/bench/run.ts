/**
 * `npm run bench`: every benchmark, a readable table, bench-results.json and, as the last line
 * of stdout, one JSON object with every metric. Node benchmarks first, then Chromium ones.
 *
 *   --only=sse,usage,session,bundle,chart,startup,chat,history,compare,guard,reconcile,pick,import,statement,advice,locale,accounts   run some groups (the others are null)
 *   --quick                                              fewer repetitions (development)
 *   --profile                                            save a renderer CPU profile of one 500 tok/s chat
 *                                                        (test-results/bench/chat-500tps.cpuprofile; perturbs that run)
 *   BENCH_RENDERER_DIR=<dir>                             measure another renderer build instead of out/renderer
 */
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser } from '@playwright/test'
import { benchBundleSize } from './bundle-size'
import { benchChatRender } from './chat-render'
import { benchCompareRender } from './compare-render'
import { benchBalanceHistoryChart, benchGuardCpu } from './guard'
import { benchHistory } from './history'
import { benchReconcile } from './reconcile'
import { benchStatement } from './statement'
import { benchPick } from './pick'
import { benchImport } from './import'
import { benchAdvice } from './advice'
import { benchAllAccounts } from './accounts'
import { launchBrowser } from './lib/app'
import { buildBenchPages } from './lib/pages'
import { type Site, startSite } from './lib/site'
import { METRIC_NAMES, type MetricName, type MetricResult, TARGETS, formatTable, meetsTarget, resultJson } from './lib/report'
import { progress, round } from './lib/stats'
import { benchSseDecode } from './sse-decode'
import { benchStartup } from './startup'
import { benchLocaleSwitch } from './locale-switch'
import { benchUsageChart } from './usage-chart'
import { benchAggressiveSession, benchUsageSync } from './usage-requests'

const GROUPS = ['sse', 'usage', 'session', 'bundle', 'chart', 'startup', 'chat', 'history', 'compare', 'guard', 'reconcile', 'pick', 'import', 'statement', 'advice', 'locale', 'accounts'] as const
type Group = (typeof GROUPS)[number]

/** Which metrics each group produces (a failed group leaves them null with its error). */
const PRODUCES: Record<Group, MetricName[]> = {
  sse: ['sse_decode_speedup_vs_openai_sdk'],
  usage: ['usage_cold_sync_requests_730d', 'usage_warm_refresh_requests'],
  session: ['usage_429_during_aggressive_session'],
  bundle: ['renderer_initial_js_gzip_kb'],
  chart: ['usage_chart_render_ms'],
  startup: ['startup_to_cached_data_ms', 'startup_to_cached_data_ms_ar'],
  chat: ['chat_render_longtasks_500tps', 'chat_render_lag_ms_500tps', 'chat_render_lag_ms_5000tps', 'chat_render_cpu_ratio_vs_naive', 'chat_render_cpu_ratio_vs_streamdown', 'renderer_heap_mb_after_10_chats'],
  compare: ['compare_4x500tps_longtasks', 'compare_4x500tps_lag_ms'],
  guard: ['guard_cpu_ratio_500tps', 'balance_history_chart_ms_1y'],
  pick: ['batch_20x4_longtasks', 'leaderboard_ms_10k_votes'],
  history: ['startup_to_cached_data_ms_10k_chats', 'chat_search_ms_10k', 'main_rss_mb_10k_chats', 'conversation_open_ms_200_messages', 'usage_all_history_3y_100_models_ms'],
  reconcile: ['reconcile_ms_10k_chats_3y_100_models', 'reconcile_first_after_start_ms'],
  statement: ['statement_pdf_ms_1_month_100_models'],
  advice: ['whatif_ms_30d_100_models', 'spike_explain_ms_3y'],
  locale: ['locale_switch_ms'],
  accounts: ['all_accounts_ms_5_accounts'],
  import: ['import_chatgpt_10k_conversations_s', 'import_main_rss_mb', 'import_renderer_longtasks', 'export_all_10k_s', 'backup_ms_10k_chats'],
}

function parseArgs(argv: string[]): { only: Set<Group>; quick: boolean; profile: boolean } {
  let only = new Set<Group>(GROUPS)
  let quick = false
  let profile = false
  for (const arg of argv) {
    if (arg === '--quick') quick = true
    else if (arg === '--profile') profile = true
    else if (arg.startsWith('--only=')) {
      const names = arg.slice('--only='.length).split(',').filter(Boolean)
      const unknown = names.filter((n) => !(GROUPS as readonly string[]).includes(n))
      if (unknown.length > 0) throw new Error(`unknown group(s): ${unknown.join(', ')}; groups: ${GROUPS.join(', ')}`)
      only = new Set(names as Group[])
    } else throw new Error(`unknown argument: ${arg}`)
  }
  return { only, quick, profile }
}

async function main(): Promise<number> {
  const started = performance.now()
  const { only, quick, profile } = parseArgs(process.argv.slice(2))
  const root = resolve(import.meta.dirname, '..', '..')
  process.chdir(root)
  // BENCH_RENDERER_DIR: measure another build of the renderer (e.g. to compare build settings).
  const rendererDir = process.env.BENCH_RENDERER_DIR ? resolve(process.env.BENCH_RENDERER_DIR) : join(root, 'out', 'renderer')
  const results = new Map<MetricName, MetricResult>()
  const details: Record<string, unknown> = {}
  const failures: string[] = []
  const environment = {
    node: process.versions.node,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    loadAverageAtStart: loadavg().map((l) => round(l, 2)),
    quick,
    groups: [...only],
    rendererDir,
  }
  progress(`Tokentally bench: Node ${environment.node}, ${environment.cpus} CPUs, load average ${environment.loadAverageAtStart.join(' ')}${quick ? ' (quick)' : ''}`)
  if (environment.loadAverageAtStart[0] !== undefined && environment.loadAverageAtStart[0] > environment.cpus) {
    progress(`warning: the machine is busy (load ${environment.loadAverageAtStart[0]} on ${environment.cpus} CPUs); timings will be noisy`)
  }

  const run = async (group: Group, fn: () => Promise<void>) => {
    if (!only.has(group)) return
    const t = performance.now()
    try {
      await fn()
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      failures.push(`${group}: ${message}`)
      progress(`${group} FAILED: ${err instanceof Error ? (err.stack ?? message) : message}`)
      // eslint-disable-next-line no-control-regex
      const oneLine = (message.split('\n')[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '').slice(0, 200)
      for (const name of PRODUCES[group]) if (!results.has(name)) results.set(name, { name, value: null, note: `failed: ${oneLine}` })
    }
    progress(`${group} done in ${round((performance.now() - t) / 1000, 1)} s`)
  }
  const keep = (r: MetricResult) => results.set(r.name, r)

  // --- Node ---
  await run('sse', async () => {
    const r = await benchSseDecode({ pairs: quick ? 3 : 9 })
    keep(r.result)
    details.sse = r.details
  })
  await run('usage', async () => {
    const r = await benchUsageSync()
    r.results.forEach(keep)
    details.usageSync = r.details
  })
  await run('statement', async () => {
    const r = await benchStatement(quick ? 3 : 7)
    keep(r.result)
    details.statement = r.details
  })
  await run('session', async () => {
    const r = await benchAggressiveSession(quick ? 120 : 600)
    keep(r.result)
    details.aggressiveSession = r.details
  })

  // --- Chromium ---
  if (!existsSync(join(rendererDir, 'index.html'))) throw new Error('out/renderer is missing: run `npx electron-vite build` (npm run bench does it for you)')
  await run('bundle', async () => {
    const r = await benchBundleSize(rendererDir)
    keep(r.result)
    details.bundle = r.details
  })
  let browser: Browser | null = null
  let site: Site | null = null
  try {
    const needsBrowser = (['chart', 'startup', 'chat', 'history', 'compare', 'guard', 'reconcile', 'pick', 'import', 'advice', 'locale', 'accounts'] as const).some((g) => only.has(g))
    if (needsBrowser) {
      browser = await launchBrowser()
      const b = browser
      details.chromium = b.version()
      progress(`Chromium ${b.version()}; building the bench pages`)
      const s = await startSite(rendererDir)
      site = s
      s.addPages(await buildBenchPages())
      await run('chart', async () => {
        const r = await benchUsageChart(b, s, quick ? 3 : 7)
        keep(r.result)
        details.usageChart = r.details
      })
      await run('startup', async () => {
        const r = await benchStartup(b, s, quick ? 3 : 7)
        keep(r.result)
        details.startup = r.details
        // #37: Arabic as the OS's language.
        const ar = await benchStartup(b, s, quick ? 3 : 7, 'ar')
        keep(ar.result)
        details.startupAr = ar.details
      })
      await run('chat', async () => {
        const r = await benchChatRender(b, s, {
          runs: quick ? 1 : 5,
          heapChats: 10,
          ...(profile ? { profileTo: join(root, 'test-results', 'bench', 'chat-500tps.cpuprofile') } : {}),
        })
        r.results.forEach(keep)
        details.chat = r.details
      })
      await run('compare', async () => {
        const r = await benchCompareRender(b, s, { runs: quick ? 1 : 3 })
        r.results.forEach(keep)
        details.compare = r.details
      })
      await run('guard', async () => {
        const chart = await benchBalanceHistoryChart(b, s, quick ? 3 : 7)
        keep(chart.result)
        const cpu = await benchGuardCpu(b, s, quick ? 1 : 11)
        keep(cpu.result)
        details.guard = { chart: chart.details, cpu: cpu.details }
      })
      await run('pick', async () => {
        const r = await benchPick(b, s, { runs: quick ? 1 : 3 })
        r.results.forEach(keep)
        details.pick = r.details
      })
      await run('history', async () => {
        const r = await benchHistory(b, s, quick ? 3 : 7)
        r.results.forEach(keep)
        details.history = r.details
      })
      await run('reconcile', async () => {
        const r = await benchReconcile(b, s, quick ? 3 : 7)
        r.results.forEach(keep)
        details.reconcile = r.details
      })
      await run('advice', async () => {
        const r = await benchAdvice(b, s, quick ? 3 : 7)
        r.results.forEach(keep)
        details.advice = r.details
      })
      await run('locale', async () => {
        const r = await benchLocaleSwitch(b, s, quick ? 3 : 7)
        keep(r.result)
        details.locale = r.details
      })
      await run('accounts', async () => {
        const r = await benchAllAccounts(b, s, quick ? 3 : 7)
        keep(r.result)
        details.accounts = r.details
      })
      await run('import', async () => {
        const r = await benchImport(b, s, { quick })
        r.results.forEach(keep)
        details.import = r.details
      })
    }
  } finally {
    await browser?.close()
    await site?.close()
  }

  const seconds = round((performance.now() - started) / 1000, 1)
  const metrics = resultJson(results)
  const verdicts = Object.fromEntries(METRIC_NAMES.map((n) => [n, meetsTarget(n, metrics[n])]))
  await writeFile(
    join(root, 'bench-results.json'),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), seconds, environment: { ...environment, loadAverageAtEnd: loadavg().map((l) => round(l, 2)) }, metrics, targets: TARGETS, verdicts, notes: Object.fromEntries([...results].map(([k, v]) => [k, { samples: v.samples ?? null, note: v.note ?? null }])), failures, details }, null, 2)}\n`,
  )
  process.stdout.write(`\n${formatTable(results)}\n\n`)
  const missed = METRIC_NAMES.filter((n) => verdicts[n] === false)
  const met = METRIC_NAMES.filter((n) => verdicts[n] === true).length
  const unmeasured = METRIC_NAMES.filter((n) => verdicts[n] === null).length
  progress(
    `finished in ${seconds} s; ${met} targets met, ${missed.length} missed${missed.length ? ` (${missed.join(', ')})` : ''}` +
      `${unmeasured ? `, ${unmeasured} not measured` : ''}; details in bench-results.json`,
  )
  process.stdout.write(`${JSON.stringify(metrics)}\n`)
  return failures.length > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
