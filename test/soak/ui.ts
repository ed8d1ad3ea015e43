/** Page helpers for the soak (by role and label, as the E2E specs select), without the test runner. */
import type { Locator, Page } from '@playwright/test'
import type { View } from './plan'

const TIMEOUT = 20_000

export function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' })
}

export async function openView(page: Page, view: View): Promise<void> {
  const button = nav(page).getByRole('button', { name: view, exact: true })
  if ((await button.getAttribute('aria-current')) === 'page') return
  await button.click({ timeout: TIMEOUT })
  await page.getByRole('main', { name: view }).waitFor({ state: 'visible', timeout: TIMEOUT })
}

export async function currentView(page: Page): Promise<string | null> {
  return nav(page).locator('[aria-current="page"]').textContent({ timeout: TIMEOUT })
}

/** The headline balance: its text and the service's exact string (`data-exact`), or null when not shown. */
export async function shownBalance(page: Page): Promise<{ text: string; exact: string | null } | null> {
  const headline = page.getByRole('region', { name: 'Balance', exact: true }).getByRole('button', { name: /^Balance: / }).first()
  if ((await headline.count()) === 0) return null
  return { text: ((await headline.textContent()) ?? '').trim(), exact: await headline.getAttribute('data-exact') }
}

export function composer(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Message' })
}

export function answers(page: Page): Locator {
  return page.getByRole('article', { name: /^Answer from/ })
}

/** Types the message and sends it with Enter (the Send button when Enter did not take). */
export async function send(page: Page, text: string): Promise<void> {
  const box = composer(page)
  await box.fill(text, { timeout: TIMEOUT })
  await box.press('Enter')
  // No element handles here: each one would keep its node alive in the page (a leak of the rig's own).
  const end = Date.now() + 3_000
  while ((await box.inputValue()) !== '' && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50))
  if ((await box.inputValue()) !== '') await page.getByRole('button', { name: 'Send', exact: true }).click({ timeout: TIMEOUT })
}

/** New chat (the start panel when there is no conversation yet needs no click). */
export async function newChat(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: '+ New chat' })
  if ((await button.count()) === 0) return
  await button.click({ timeout: TIMEOUT })
  await page.getByRole('article', { name: 'Your message' }).first().waitFor({ state: 'detached', timeout: TIMEOUT })
}

/** Sets the open conversation's output limit through its Options panel. */
export async function setMaxOutputTokens(page: Page, tokens: number): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Options/ })
  await toggle.click({ timeout: TIMEOUT })
  await page.getByRole('spinbutton', { name: 'Max output tokens' }).fill(String(tokens), { timeout: TIMEOUT })
  await page.getByRole('button', { name: 'Save options' }).click({ timeout: TIMEOUT })
  await page.getByText('Saved. The next message uses these options.').waitFor({ state: 'visible', timeout: TIMEOUT })
  await toggle.click({ timeout: TIMEOUT })
}

/** The conversation search of the Chat view: types, waits for the results, opens the best one, clears the box. */
export async function searchConversations(page: Page, query: string): Promise<number> {
  const sidebar = page.getByRole('navigation', { name: 'Conversations' })
  const box = sidebar.getByRole('searchbox', { name: 'Search conversations' })
  await box.fill(query, { timeout: TIMEOUT })
  await sidebar.getByRole('status').filter({ hasText: /matches?, best first|No conversation mentions/ }).waitFor({ state: 'visible', timeout: TIMEOUT })
  const results = sidebar.getByRole('list', { name: `Search results for “${query}”` }).getByRole('button')
  const found = await results.count()
  if (found > 0) await results.first().click({ timeout: TIMEOUT })
  if ((await box.inputValue()) !== '') await box.fill('', { timeout: TIMEOUT })
  return found
}
