/**
 * The history-size benchmarks (issue #13), on a data directory seeded with 10,000 conversations ×
 * 20 messages and 3 years × 100 models of cached usage, next to the same directory without them:
 * - startup_to_cached_data_ms_10k_chats: as startup_to_cached_data_ms (service hanging, cache only),
 *   starts of the two directories alternating; the note gives the ratio to the empty one.
 * - usage_all_history_3y_100_models_ms: Usage view, click "All history" → first frame with the
 *   monthly chart's bars.
 * - main_rss_mb_10k_chats: RSS of main's core in its own Node process after startup and one search.
 * - chat_search_ms_10k, conversation_open_ms_200_messages: see chat-history.ts.
 */
import type { Browser } from '@playwright/test'
import { launchApp } from './lib/app'
import { openOnce, SEARCH_QUERY, SEARCH_TYPED, searchOnce } from './chat-history'
import { openHistoryBench } from './lib/history-bench'
import { LONG_CONVERSATION } from './lib/seed-history'
import { measureMainRss } from './lib/main-rss'
import type { MetricResult } from './lib/report'
import type { Site } from './lib/site'
import { epochMs, median, progress, round } from './lib/stats'

export async function benchHistory(browser: Browser, site: Site, runs = 7): Promise<{ results: MetricResult[]; details: Record<string, unknown> }> {
  const bench = await openHistoryBench(browser, site, 'history: warm a data directory once (connect, dashboard filled), then copy it with 10k chats and 3 y × 100 models of usage')
  const { probe, emptyDir, big, template } = bench
  try {
    // Startups, the two directories alternating (A B, B A, …); the first pair is a warm-up.
    const starts = { empty: [] as number[], big: [] as number[] }
    const mainStarts = { empty: [] as number[], big: [] as number[] }
    for (let i = 0; i <= runs; i++) {
      const order = i % 2 === 0 ? (['empty', 'big'] as const) : (['big', 'empty'] as const)
      for (const which of order) {
        const r = await startOnce(browser, site, probe, which === 'empty' ? emptyDir : big.dataDir)
        if (i > 0) starts[which].push(r.ms)
        if (i > 0) mainStarts[which].push(r.mainMs)
      }
    }
    const mainNote = `main's createCore + new page before navigation: 10k ${round(median(mainStarts.big))} ms, empty ${round(median(mainStarts.empty))} ms`
    const startupBig = round(median(starts.big))
    const startupEmpty = round(median(starts.empty))
    const ratio = round(startupBig / startupEmpty, 2)
    progress(`  ${mainNote}`)
    progress(`  startup: 10k ${JSON.stringify(starts.big)} ms (median ${startupBig}), empty ${JSON.stringify(starts.empty)} ms (median ${startupEmpty}); ratio ${ratio} (target ≤ 1.2)`)

    const allHistory: number[] = []
    const allHistoryMain: number[] = []
    for (let i = 0; i <= runs; i++) {
      const r = await allHistoryOnce(browser, site, probe, big.dataDir)
      if (i > 0) allHistory.push(r.ms)
      if (i > 0) allHistoryMain.push(r.mainMs)
    }
    const allHistoryMs = round(median(allHistory))
    progress(`  usage all history (3 y × 100 models): ${JSON.stringify(allHistory)} ms, median ${allHistoryMs}; main's usage:get ${JSON.stringify(allHistoryMain)} ms`)

    const chat = await launchApp({ browser, dataDir: big.dataDir, site, initScripts: [probe], noNavigation: true })
    const searches: number[] = []
    const searchMain: number[] = []
    const opens: number[] = []
    const openMain: number[] = []
    let hits = 0
    try {
      for (let i = 0; i <= runs; i++) {
        const r = await searchOnce(chat)
        if (i > 0) searches.push(r.ms)
        if (i > 0) searchMain.push(r.mainMs)
        hits = r.hits
      }
      for (let i = 0; i <= runs; i++) {
        const r = await openOnce(chat, { title: LONG_CONVERSATION.title, lastMessageId: big.long.lastMessageId })
        if (i > 0) opens.push(r.ms)
        if (i > 0) openMain.push(r.mainMs)
      }
    } finally {
      await chat.close()
    }
    const searchMs = round(median(searches))
    const openMs = round(median(opens))
    progress(`  chat search "${SEARCH_QUERY}" (last letter typed → results painted): ${JSON.stringify(searches)} ms, median ${searchMs}; main's search ${JSON.stringify(searchMain)} ms; ${hits} results`)
    progress(`  open the 200-message conversation (click → last message painted): ${JSON.stringify(opens)} ms, median ${openMs}; main's get ${JSON.stringify(openMain)} ms`)

    const rss = await measureMainRss(big.dataDir, SEARCH_QUERY)
    progress(`  main RSS with 10k chats: ${rss.rssMb} MiB after startup and one search (${rss.note})`)

    const results: MetricResult[] = [
      {
        name: 'startup_to_cached_data_ms_10k_chats',
        value: startupBig,
        samples: starts.big,
        note: `${ratio <= 1.2 ? 'ok' : 'MISS'}: ${ratio}× the empty-history start of this run (${startupEmpty} ms; target ≤ 1.2×); ${mainNote}`,
      },
      {
        name: 'usage_all_history_3y_100_models_ms',
        value: allHistoryMs,
        samples: allHistory,
        note: `click "All history" → first frame with the monthly chart (109,500 cached rows); main's usage:get ${round(median(allHistoryMain))} ms of it`,
      },
      { name: 'main_rss_mb_10k_chats', value: rss.rssMb, note: rss.note },
      {
        name: 'chat_search_ms_10k',
        value: searchMs,
        samples: searches,
        note: `"${SEARCH_TYPED}" shown, then the last letter: first frame with the results for "${SEARCH_QUERY}" (${hits} shown, marked); main's search ${round(median(searchMain))} ms of it`,
      },
      {
        name: 'conversation_open_ms_200_messages',
        value: openMs,
        samples: opens,
        note: `click in the list → first frame with the 200th message (200 × ~1.5 KB of markdown); main's conversations:get ${round(median(openMain))} ms of it`,
      },
    ]
    return {
      results,
      details: { template, seeded: big.details, startupMs: starts, mainStartMs: mainStarts, startupRatio: ratio, allHistoryMs: allHistory, searchMs: searches, searchMainMs: searchMain, openMs: opens, openMainMs: openMain, rss },
    }
  } finally {
    await bench.close()
  }
}

/** One start as in startup.ts: a new core on the directory, a new page; the later of balance and chart. */
async function startOnce(browser: Browser, site: Site, probe: string, dataDir: string): Promise<{ ms: number; mainMs: number }> {
  const t = performance.now()
  const app = await launchApp({ browser, dataDir, site, initScripts: [probe], noNavigation: true })
  const mainMs = round(performance.now() - t)
  try {
    await app.reload()
    await app.page.waitForFunction(() => window.__probe.firstSeen.balance !== null && window.__probe.firstSeen.chart !== null, undefined, { timeout: 20_000, polling: 100 })
    const seen = await app.page.evaluate(() => window.__probe.firstSeen)
    return { ms: round(Math.max(seen.balance ?? Number.NaN, seen.chart ?? Number.NaN)), mainMs }
  } finally {
    await app.close()
  }
}

/** Usage view on this month, then a click on "All history": time to the first frame with the monthly chart's bars. */
async function allHistoryOnce(browser: Browser, site: Site, probe: string, dataDir: string): Promise<{ ms: number; mainMs: number }> {
  const app = await launchApp({ browser, dataDir, site, initScripts: [probe], noNavigation: true })
  try {
    await app.reload()
    await app.page.getByRole('navigation').getByRole('button', { name: 'Usage', exact: true }).click({ timeout: 20_000 })
    await app.page.locator('figure.usage-chart[aria-label="Cost per day, UTC"] .recharts-bar-rectangle').first().waitFor({ timeout: 20_000 })
    const clickedAt = epochMs()
    const ms = await app.page.evaluate(() => {
      const radio = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.closest('label')?.textContent?.trim() === 'All history')
      if (!radio) throw new Error('no "All history" option')
      return window.__probe.frameAfter(
        () => radio.click(),
        () => document.querySelector('figure.usage-chart[aria-label="Cost per month, UTC"] .recharts-bar-rectangle') !== null,
        'the monthly chart',
        20_000,
      )
    })
    const gets = app.invokes.filter((c) => c.channel === 'usage:get' && c.start >= clickedAt)
    return { ms: round(ms), mainMs: round(Math.max(0, ...gets.map((c) => c.end - c.start))) }
  } finally {
    await app.close()
  }
}
