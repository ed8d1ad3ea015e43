/**
 * The chat half of the history benchmarks (issue #13), on the seeded 10k data directory:
 * - chat_search_ms_10k: Chat view, the search box holding "kubernetes latenc" with its results
 *   shown; after a quiet spell the last letter is typed; time to the first frame with the results
 *   for "kubernetes latency" (their list, with marked words) painted.
 * - conversation_open_ms_200_messages: Chat view; a click on the 200-message conversation; time
 *   to the first frame with its last message painted.
 * One core on the directory; the page is reloaded before each run (fresh renderer, nothing
 * cached in it; main keeps running, as in the app).
 */
import type { BenchApp } from './lib/app'
import { epochMs, round, sleep } from './lib/stats'

export const SEARCH_TYPED = 'kubernetes latenc'
export const SEARCH_QUERY = 'kubernetes latency'

/** Reloads the page and opens the Chat view with its list shown. */
async function openChat(app: BenchApp): Promise<void> {
  await app.reload()
  await app.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Chat', exact: true }).click({ timeout: 20_000 })
  await app.page.getByRole('list', { name: 'Conversation list' }).waitFor({ timeout: 20_000 })
  await app.page.locator('.chat-pane .chat-scroll article').first().waitFor({ timeout: 20_000 })
}

/** Sets the search box as typing does (React sees an input event); runs in the page. */
function typeInPage(value: string): void {
  const input = document.querySelector<HTMLInputElement>('input[aria-label="Search conversations"]')
  if (!input) throw new Error('no search box')
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

export async function searchOnce(app: BenchApp): Promise<{ ms: number; mainMs: number; hits: number }> {
  await openChat(app)
  await app.page.evaluate(typeInPage, SEARCH_TYPED)
  await app.page.locator(`ul[aria-label="Search results for “${SEARCH_TYPED}”"] mark`).first().waitFor({ timeout: 20_000 })
  await sleep(400) // a quiet spell: the next letter is searched at once
  const typedAt = epochMs()
  const result = await app.page.evaluate((query) => {
    const selector = `ul[aria-label="Search results for “${query}”"]`
    let hits = 0
    return window.__probe
      .frameAfter(
        () => {
          // typeInPage, inlined: a function passed to evaluate cannot call another of this file.
          const input = document.querySelector<HTMLInputElement>('input[aria-label="Search conversations"]')
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query)
          input?.dispatchEvent(new Event('input', { bubbles: true }))
        },
        () => {
          const list = document.querySelector(selector)
          if (!list?.querySelector('mark')) return false
          hits = list.querySelectorAll('li').length
          return true
        },
        'the search results',
        20_000,
      )
      .then((ms) => ({ ms, hits }))
  }, SEARCH_QUERY)
  const searches = app.invokes.filter((c) => c.channel === 'conversations:search' && c.start >= typedAt)
  return { ms: round(result.ms), mainMs: round(Math.max(0, ...searches.map((c) => c.end - c.start))), hits: result.hits }
}

export async function openOnce(app: BenchApp, long: { title: string; lastMessageId: string }): Promise<{ ms: number; mainMs: number }> {
  await openChat(app)
  const clickedAt = epochMs()
  const ms = await app.page.evaluate(
    ([title, last]) => {
      const button = [...document.querySelectorAll<HTMLButtonElement>('.chat-list-item')].find((b) => b.querySelector('.chat-list-title-text')?.textContent === title)
      if (!button) throw new Error(`no "${title}" in the list`)
      return window.__probe.frameAfter(() => button.click(), () => document.querySelector(`.chat-scroll article[data-message-id="${last}"]`) !== null, 'the conversation', 20_000)
    },
    [long.title, long.lastMessageId] as const,
  )
  const gets = app.invokes.filter((c) => c.channel === 'conversations:get' && c.start >= clickedAt)
  return { ms: round(ms), mainMs: round(Math.max(0, ...gets.map((c) => c.end - c.start))) }
}
