import type { Locator, Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { pickModel } from '../support/ui'

const CHAT = { method: 'POST', path: '/v1/chat/completions' }

/** Connects once the first screen is up, then opens the Chat view. */
async function openChat(app: AppHandle, key: string) {
  const page = app.page
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible()
  await app.connect(key)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await goToChat(page)
}

async function goToChat(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Chat' }).click()
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' })
  await box.fill(text)
  await box.press('Enter')
}

function lastAnswer(page: Page): Locator {
  return page.getByRole('article', { name: /^Answer from/ }).last()
}

async function startConversation(page: Page, text: string) {
  await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/tally-/)
  await send(page, text)
  await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeHidden()
}

test.describe('chat', () => {
  test('streams a complete markdown answer with a highlighted code block', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-funded')
    await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/tally-/)
    await app.screenshot('chat-start')
    await startConversation(page, 'How do I batch requests to save credits?')

    const answer = lastAnswer(page)
    await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
    await expect(answer.getByRole('heading', { name: /^Notes on/ })).toBeVisible()
    await expect(answer.getByRole('table')).toBeVisible()
    await expect(answer.getByRole('button', { name: 'Copy code' })).toBeVisible()
    await expect(answer.locator('.code-block .hljs-keyword').first()).toBeVisible()
    // #33: the service sends no usage in a stream: tokens counted here, shown the moment the answer ends.
    await expect(answer.getByText(/^≈ [\d,]+ in.* · [\d,]+ out · counted here$/)).toBeVisible()
    await expect(answer.getByText('Incomplete', { exact: true })).toHaveCount(0)
    await expect(answer.getByRole('button', { name: 'Regenerate' })).toBeVisible()
    // The conversation got its title from the first message and is in the list.
    await expect(page.getByRole('heading', { name: 'How do I batch requests to save credits?' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /How do I batch requests/ })).toBeVisible()
    await app.screenshot('chat-stream')
    expect(app.blockedRequests).toEqual([])
  })

  test('Esc stops a long answer and it says Stopped', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-funded')
    await startConversation(page, 'Write a long guide about caching prompts')
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })

    // A long answer: 3,000 output tokens at the simulator's 400 tokens/s.
    await page.getByRole('button', { name: /^Options/ }).click()
    await page.getByRole('spinbutton', { name: 'Max output tokens' }).fill('3000')
    await page.getByRole('button', { name: 'Save options' }).click()
    await expect(page.getByText('Saved. The next message uses these options.')).toBeVisible()
    await page.getByRole('button', { name: /^Options/ }).click()

    await send(page, 'Now explain every step in detail')
    const answer = lastAnswer(page)
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible()
    await expect(answer.getByText(/More on/).first()).toBeVisible({ timeout: 15_000 })
    await page.keyboard.press('Escape')
    await expect(answer.getByText(/Stopped — you stopped this answer/)).toBeVisible()
    await expect(answer.getByText('Stopped', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
    await app.screenshot('chat-stopped')
  })

  test('a cut stream keeps its partial text, marked incomplete, and Retry answers again', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-funded')
    await app.sim.fault({ match: CHAT, times: 1, stream: { after: 10, mode: 'cut' } })
    await startConversation(page, 'Explain held credits and debt')

    const answer = lastAnswer(page)
    await expect(answer.getByText('Incomplete — the stream ended before the service finished')).toBeVisible({ timeout: 20_000 })
    await expect(answer.getByText(/The connection closed before the answer was finished/)).toBeVisible()
    await expect(answer.getByText('Incomplete', { exact: true })).toBeVisible()
    await expect(answer.getByText('⋯ the answer breaks off here')).toBeVisible()
    await expect(answer.getByRole('heading', { name: /^Notes on/ })).toBeVisible()
    await app.screenshot('chat-incomplete')

    // Still incomplete after fetching what main stored.
    await page.reload()
    await goToChat(page)
    await expect(lastAnswer(page).getByText('Incomplete — the stream ended before the service finished')).toBeVisible()

    await lastAnswer(page).getByRole('button', { name: 'Retry' }).click()
    await expect(lastAnswer(page).getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 20_000 })
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByText('Incomplete — the stream ended before the service finished')).toHaveCount(0)
  })

  test('an error event inside the stream is shown as an error, with the partial text', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-funded')
    await app.sim.fault({ match: CHAT, times: 1, stream: { after: 5, mode: 'error' } })
    await startConversation(page, 'Summarise my spending this month')

    const answer = lastAnswer(page)
    const alert = answer.getByRole('alert')
    await expect(alert.getByText('The answer stopped with an error')).toBeVisible({ timeout: 20_000 })
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled()
    await expect(alert.getByRole('button', { name: 'Copy error report' })).toBeVisible()
    await expect(answer.getByText('Failed', { exact: true })).toBeVisible()
    await expect(answer.locator('.msg-partial')).toBeVisible()
    await app.screenshot('chat-error-event')
  })

  test('a stalled stream ends as incomplete after the idle timeout', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-funded')
    await app.sim.fault({ match: CHAT, times: 1, stream: { after: 8, mode: 'stall' } })
    await startConversation(page, 'List ways to reduce token usage')

    const answer = lastAnswer(page)
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible()
    await expect(answer.getByText('Incomplete — the stream ended before the service finished')).toBeVisible({ timeout: 20_000 })
    await expect(answer.getByText(/No data arrived for too long/)).toBeVisible()
    await expect(answer.getByText(/reason: stalled/)).toBeVisible()
    await expect(answer.getByRole('button', { name: 'Retry' })).toBeVisible()
    await app.screenshot('chat-stalled')
  })

  test('a model that is coming soon says so and offers another model', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-funded')
    await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible()
    await pickModel(page, 'tally-ultra-preview', 'ultra')
    await send(page, 'Hello preview model')

    const alert = lastAnswer(page).getByRole('alert')
    await expect(alert.getByText('Model not available yet')).toBeVisible({ timeout: 20_000 })
    await expect(alert.getByText(/announced but not accepting requests yet — pick another model/)).toBeVisible()
    await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    // Main now knows the model is coming soon: the picker marks it and says so.
    await expect(page.getByText('coming soon', { exact: true }).first()).toBeVisible()
    await expect(page.getByText(/is announced but not accepting requests yet. Pick another model to chat./)).toBeVisible()
    await app.screenshot('chat-coming-soon')
    await alert.getByRole('button', { name: 'Pick another model' }).click()
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toBeFocused()
    const soon = page.getByRole('option', { name: /tally-ultra-preview/ })
    await expect(soon.getByText('coming soon')).toBeVisible()

    await page.getByRole('option', { name: /^tally-mini/ }).click()
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()
  })

  test('a prompt too long for the model: not charged, shorten it', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-funded')
    await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible()
    const huge = 'Please read all of this carefully. '.repeat(57_143).slice(0, 2_000_000)
    expect(huge.length).toBe(2_000_000)
    await send(page, huge)
    // #33: its input alone is over the pre-send check ($0.25 by default): asked first, sent anyway.
    const ask = page.getByRole('alertdialog', { name: 'Send this expensive message?' })
    await expect(ask).toContainText(/This message costs at least ≈ \$0\.\d+ now/, { timeout: 30_000 })
    await page.getByRole('button', { name: 'Send anyway' }).click()

    const alert = lastAnswer(page).getByRole('alert')
    await expect(alert.getByText('Conversation too long for this model')).toBeVisible({ timeout: 30_000 })
    await expect(alert.getByText(/You were not charged/)).toBeVisible()
    await expect(alert.getByRole('button', { name: 'Edit message' })).toBeVisible()
    // The huge prompt was kept (main stores it first) and is shown collapsed.
    const mine = page.getByRole('article', { name: 'Your message' })
    await expect(mine.getByRole('button', { name: 'Show all 2,000,000 characters' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')
    await app.screenshot('chat-context-too-long')
  })

  test('a revoked key: Replace key opens Settings', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-revoked')
    await startConversation(page, 'Is my key still working?')
    const alert = lastAnswer(page).getByRole('alert')
    await expect(alert.getByText('API key not accepted')).toBeVisible({ timeout: 20_000 })
    await expect(alert.getByText(/HTTP 401/)).toBeVisible()
    await app.screenshot('chat-unauthorized')
    await alert.getByRole('button', { name: 'Replace key' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  })

  test('no credits: See balance opens the dashboard', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-debt')
    await startConversation(page, 'One more question please')
    const alert = lastAnswer(page).getByRole('alert')
    await expect(alert.getByText('Out of credits')).toBeVisible({ timeout: 20_000 })
    await expect(alert.getByText(/HTTP 429/)).toBeVisible()
    await app.screenshot('chat-no-credits')
    await alert.getByRole('button', { name: 'See balance' }).click()
    await expect(page.getByRole('heading', { name: 'Balance', exact: true })).toBeVisible()
  })

  test('too many requests: Retry waits for Retry-After; 502 can be retried', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-funded')
    await app.sim.fault({
      match: CHAT,
      times: 1,
      respond: { status: 429, headers: { 'Retry-After': '3' }, body: { error: { message: 'Too many simultaneous requests for this key.', type: 'rate_limit_error', code: 'too_many_concurrent_requests' } } },
    })
    await startConversation(page, 'Quick question')
    const alert = lastAnswer(page).getByRole('alert')
    await expect(alert.getByText('Too many requests')).toBeVisible({ timeout: 20_000 })
    const retry = alert.getByRole('button', { name: 'Retry' })
    await expect(retry).toBeDisabled()
    await expect(alert.getByText(/Retry possible in/)).toBeVisible()
    await app.screenshot('chat-rate-limited')
    await expect(retry).toBeEnabled({ timeout: 6_000 })

    await app.sim.fault({ match: CHAT, times: 1, respond: { status: 502 } })
    await retry.click()
    const failed = lastAnswer(page).getByRole('alert')
    await expect(failed.getByText('The model request failed')).toBeVisible({ timeout: 20_000 })
    await failed.getByRole('button', { name: 'Retry' }).click()
    await expect(lastAnswer(page).getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 20_000 })
  })

  test('conversations come back after a restart', async ({ app }) => {
    const page = app.page
    await openChat(app, 'sk-demo-funded')
    await startConversation(page, 'Remember this: the budget is forty dollars')
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })

    await page.getByRole('button', { name: '+ New chat' }).click()
    await expect(page.getByRole('heading', { name: 'New chat', level: 2 })).toBeVisible()
    await send(page, 'A second conversation about usage charts')
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
    await page.getByRole('button', { name: 'Rename' }).click()
    await page.getByRole('textbox', { name: 'Conversation title' }).fill('Usage charts')
    await page.getByRole('textbox', { name: 'Conversation title' }).press('Enter')
    await expect(page.getByRole('heading', { name: 'Usage charts' })).toBeVisible()

    await app.restart()
    await expect(app.page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await goToChat(app.page)
    const list = app.page.getByRole('navigation', { name: 'Conversations' })
    await expect(list.getByRole('button', { name: /Usage charts/ })).toBeVisible()
    await expect(list.getByRole('button', { name: /Remember this/ })).toBeVisible()
    await list.getByRole('button', { name: /Remember this/ }).click()
    await expect(app.page.getByRole('article', { name: 'Your message' })).toContainText('the budget is forty dollars')
    await expect(lastAnswer(app.page).getByRole('button', { name: 'Copy code' })).toBeVisible()

    // Search (#13) shows matches, each with its conversation's title: only "Usage charts" has the word.
    await app.page.getByRole('searchbox', { name: 'Search conversations' }).fill('charts')
    const results = list.getByRole('list', { name: 'Search results for “charts”' })
    await expect(results.getByRole('button', { name: /Usage charts/ }).first()).toBeVisible()
    await expect(results.getByRole('button', { name: /Remember this/ })).toHaveCount(0)
    await app.page.getByRole('searchbox', { name: 'Search conversations' }).fill('')
    await expect(list.getByRole('button', { name: /Remember this/ })).toHaveAttribute('aria-current', 'true')
    await app.page.getByRole('searchbox', { name: 'Search conversations' }).blur()
    await app.screenshot('chat-restored')
  })
})
