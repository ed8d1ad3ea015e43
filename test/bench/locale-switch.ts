/**
 * locale_switch_ms (#37): Settings open on a connected account (every section shown), the user
 * picks Deutsch in Settings → Language: from the select's change event to the first animation frame
 * in which no visible string of the English page is left and the page holds (nearly) as many visible
 * strings as before, i.e. every visible string is in German, not only a heading.
 *
 * Strings that read the same in both languages ("Name", "Router", a connection's name, model IDs)
 * are found by one unmeasured switch first and left out of the check; the note lists how many and
 * some of them, so an untranslated string cannot hide there unseen.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { startSim } from '../../electron/sim/index'
import { launchApp } from './lib/app'
import type { MetricResult } from './lib/report'
import type { Site } from './lib/site'
import { median, progress, round } from './lib/stats'

const KEY = 'sk-demo-funded'
const PICKER = '#settings-language'

declare global {
  interface Window {
    __localeSwitch: {
      visibleTexts(): string[]
      arm(english: string[], same: string[]): void
      result: { changeAt: number | null; doneAt: number | null; frames: number; left: string[] }
    }
  }
}

/**
 * The page's helpers: what is visible, and a per-frame check after the change event. A string, not
 * a function: tsx's helpers (__name) do not exist in the page.
 */
const PROBE = `(() => {
  // Data, not words: amounts, ids, keys, times, names, code (as the pseudo-locale check treats them).
  const DATA = 'bdi[dir="ltr"], .mono, .key-name, time, .brand, .connection-name, option, code, pre, script, style'
  const visibleTexts = () => {
    const out = []
    const root = document.querySelector('#root') || document.body
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent || '').trim()
      const parent = node.parentElement
      if (!parent || !/\\p{L}/u.test(text) || parent.closest(DATA) || parent.closest('[hidden], [aria-hidden="true"], .sr-only')) continue
      if (parent.getClientRects().length === 0) continue
      out.push(text)
    }
    return out
  }
  const result = { changeAt: null, doneAt: null, frames: 0, left: [] }
  window.__localeSwitch = {
    visibleTexts,
    result,
    arm(english, same) {
      const sameSet = new Set(same)
      const englishSet = new Set(english.filter((t) => !sameSet.has(t)))
      const before = english.length
      result.changeAt = null
      result.doneAt = null
      result.frames = 0
      result.left = []
      document.addEventListener('change', (event) => {
        result.changeAt = event.timeStamp
        const frame = () => {
          result.frames++
          const now = visibleTexts()
          const left = now.filter((t) => englishSet.has(t))
          result.left = left.slice(0, 10)
          // Every visible string in the new language, and the page as full as before (not a loading state).
          if (left.length === 0 && now.length >= before * 0.9) result.doneAt = performance.now()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }, { capture: true, once: true })
    },
  }
})()`

async function settle(page: Page, lang: string): Promise<void> {
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 20_000 })
  // The page holds still: no text changes for half a second.
  let last = ''
  for (let quiet = 0; quiet < 5; ) {
    await page.waitForTimeout(100)
    const now = (await page.evaluate(() => window.__localeSwitch.visibleTexts())).join('\n')
    quiet = now === last ? quiet + 1 : 0
    last = now
  }
}

export async function benchLocaleSwitch(browser: Browser, site: Site, runs = 7): Promise<{ result: MetricResult; details: Record<string, unknown> }> {
  progress(`locale_switch_ms: Settings on a connected account, ${runs} switches English → German (after one unmeasured, to find the strings both share)`)
  const sim = await startSim({ port: 0, tokensPerSecond: 0 })
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-bench-locale-'))
  const app = await launchApp({ browser, dataDir, site, initScripts: [PROBE], noNavigation: true })
  try {
    await app.invoke('connections:add', { name: 'Simulator', baseUrl: sim.baseUrl, key: KEY, activate: true })
    await app.reload()
    const page = app.page
    await page.locator('nav.sidebar').getByRole('button').nth(5).click({ timeout: 30_000 })
    for (const id of ['connections', 'spend-guard', 'keys', 'alert', 'polling', 'currency', 'appearance', 'data', 'history', 'router', 'about']) {
      await page.locator(`section[aria-labelledby="settings-${id}"]`).waitFor({ timeout: 30_000 })
    }
    await page.locator('.router-values').waitFor({ timeout: 30_000 })
    await settle(page, 'en')

    // Unmeasured: which visible strings read the same in German.
    const english = await page.evaluate(() => window.__localeSwitch.visibleTexts())
    await page.selectOption(PICKER, 'de')
    await settle(page, 'de')
    const german = new Set(await page.evaluate(() => window.__localeSwitch.visibleTexts()))
    const same = [...new Set(english.filter((t) => german.has(t)))]
    progress(`  ${english.length} visible strings in English; ${same.length} read the same in German: ${JSON.stringify(same.slice(0, 12))}`)

    const samples: number[] = []
    const frames: number[] = []
    for (let i = 0; i < runs; i++) {
      await page.selectOption(PICKER, 'en')
      await settle(page, 'en')
      const before = await page.evaluate(() => window.__localeSwitch.visibleTexts())
      await page.evaluate(([e, s]) => window.__localeSwitch.arm(e, s), [before, same] as const)
      await page.selectOption(PICKER, 'de')
      await page.waitForFunction(() => window.__localeSwitch.result.doneAt !== null, undefined, { timeout: 20_000, polling: 50 }).catch(async (err: unknown) => {
        const r = await page.evaluate(() => window.__localeSwitch.result)
        throw new Error(`switch ${i}: English still visible after 20 s: ${JSON.stringify(r.left)}`, { cause: err })
      })
      const r = await page.evaluate(() => window.__localeSwitch.result)
      samples.push(round((r.doneAt ?? Number.NaN) - (r.changeAt ?? Number.NaN)))
      frames.push(r.frames)
      await settle(page, 'de')
    }
    const value = round(median(samples))
    progress(`  select → every visible string German: ${JSON.stringify(samples)} ms (frames checked ${JSON.stringify(frames)}); median ${value} ms`)
    return {
      result: {
        name: 'locale_switch_ms',
        value,
        samples,
        note: `Settings, all sections; ${english.length} visible strings, ${same.length} the same in both languages (${same.slice(0, 6).join(' | ')}${same.length > 6 ? ' …' : ''})`,
      },
      details: { samples, frames, visibleStrings: english.length, sameInBoth: same },
    }
  } finally {
    await app.close()
    await sim.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
