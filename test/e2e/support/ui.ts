import type { Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import type { AppHandle } from '../harness/fixtures'

export type View = 'Dashboard' | 'Usage' | 'Chat' | 'Models' | 'Batches' | 'Settings'

export function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' })
}

/** Opens a main view (the Chat and Settings views load their code on first use: give them time). */
export async function openView(page: Page, view: View): Promise<void> {
  await nav(page).getByRole('button', { name: view, exact: true }).click({ timeout: 20_000 })
  await expect(nav(page).getByRole('button', { name: view, exact: true })).toHaveAttribute('aria-current', 'page', { timeout: 20_000 })
  await expect(page.getByRole('main', { name: view })).toBeVisible({ timeout: 20_000 })
  // A lazy view's chunk is in (the Shell's "Loading…" gone) and its level-one heading is there.
  await expect(page.getByRole('main', { name: view }).getByRole('status').filter({ hasText: /^Loading…$/ })).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: view })).toBeAttached({ timeout: 20_000 })
}

/**
 * Connects a simulator key once the first screen is up (so the renderer already listens for the
 * `connections` event), then waits for the app's navigation.
 */
export async function connectOnceReady(app: AppHandle, key: string, name?: string): Promise<void> {
  await expect(app.page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible({ timeout: 20_000 })
  await app.connect(key, name)
  await expect(nav(app.page)).toBeVisible({ timeout: 20_000 })
}

/** The app did not crash: every main view still opens, then the given view is shown again. */
export async function stillNavigates(page: Page, backTo: View): Promise<void> {
  for (const view of ['Dashboard', 'Usage', 'Chat', 'Settings'] as const) {
    if (view !== backTo) await openView(page, view)
  }
  await openView(page, backTo)
}

export function balanceRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Balance', exact: true })
}

/** The headline balance (a Money button whose `data-exact` is the service's string). */
export function balanceHeadline(page: Page): Locator {
  return balanceRegion(page).getByRole('button', { name: /^Balance: / }).first()
}

export function usageMain(page: Page): Locator {
  return page.getByRole('main', { name: 'Usage' })
}

export function usageTotalCost(page: Page): Locator {
  return usageMain(page).getByRole('button', { name: /^Total cost: / })
}

export function lastAnswer(page: Page): Locator {
  return page.getByRole('article', { name: /^Answer from/ }).last()
}

export function lastUserMessage(page: Page): Locator {
  return page.getByRole('article', { name: 'Your message' }).last()
}

export function composer(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Message' })
}

/** Picks `id` in the chat's model picker, found by typing `search` (default: the id without "tally-"). */
export async function pickModel(page: Page, id: string, search = id.replace('tally-', '')): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Model', exact: true })
  await picker.click()
  await picker.fill(search)
  await page.getByRole('option', { name: new RegExp(`^${id}`) }).click()
  await expect(picker).toHaveValue(id)
}

/** Opens Chat and its compare setup (the link reads "Compare models" once a run exists). */
export async function openCompare(page: Page): Promise<void> {
  await openView(page, 'Chat')
  await page.getByRole('button', { name: /Compare 2–4 models side by side|Compare models/ }).first().click()
}

/** Ticks each model in the compare setup, found by typing its id; then clears the search. */
export async function pickCompareModels(page: Page, models: readonly string[]): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search models to compare' })
  for (const m of models) {
    await search.fill(m)
    await page.getByRole('checkbox', { name: new RegExp(`^${m}\\b`) }).check()
  }
  await search.fill('')
}

/** Sends a message with Enter and waits until its answer has ended. */
export async function askAndWait(page: Page, text: string): Promise<void> {
  const box = composer(page)
  await box.fill(text)
  await box.press('Enter')
  await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
}

/** Types a message and presses Enter: Enter alone must send it (no fallback to the Send button). */
export async function sendMessage(page: Page, text: string): Promise<void> {
  const box = composer(page)
  await box.fill(text)
  await box.press('Enter')
  await expect(box).toHaveValue('')
}

export async function activeConnectionId(app: AppHandle): Promise<string> {
  const id = (await app.invoke('connections:list', {})).activeId
  if (!id) throw new Error('no active connection')
  return id
}

/** Runs `during` with the active connection pointed at `baseUrl`, then points it back. */
export async function withBaseUrl(app: AppHandle, baseUrl: string, during: () => Promise<void>): Promise<void> {
  const id = await activeConnectionId(app)
  await app.invoke('connections:update', { id, baseUrl })
  try {
    await during()
  } finally {
    await app.invoke('connections:update', { id, baseUrl: app.sim.baseUrl })
  }
}

/** Text of every element and attribute value in the page, shadow roots and form values included. */
export async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = []
    const visit = (root: Document | ShadowRoot | Element) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        for (const attr of Array.from(el.attributes)) parts.push(attr.value)
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) parts.push(el.value)
        if (el.shadowRoot) visit(el.shadowRoot)
      }
    }
    parts.push(document.documentElement.outerHTML, document.body.innerText, document.title)
    visit(document)
    return parts.join('\n')
  })
}
