import type { Locator, Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { showLanguage, untranslated } from '../support/pseudo-locale'
import { askAndWait, connectOnceReady, lastAnswer, openView } from '../support/ui'

/**
 * #37: the errors main writes (AppError.say, the errors catalogue) are in the shown language: the
 * balance's "key rejected", a chat answer that stopped with the service's error event, and one the
 * service refused with 503. In the pseudo-locale no error text may
 * be left unbracketed (the service's own words are shown as sent, inside the brackets); switching
 * back to a real language re-renders the same stored errors in it.
 */

const CHAT = { method: 'POST', path: '/v1/chat/completions' }

/** An error's text must come from the catalogues: bracketed, nothing left bare. */
async function expectTranslated(alerts: Locator[]): Promise<void> {
  for (const alert of alerts) {
    await expect(alert).toContainText('⟦')
  }
  expect(await untranslated(alerts)).toEqual([])
}

async function send(page: Page, text: string): Promise<void> {
  const box = page.locator('.composer-input')
  await box.fill(text)
  await box.press('Enter')
}

async function answersThatFailed(app: AppHandle): Promise<void> {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
  await openView(page, 'Chat')
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/tally-/, { timeout: 20_000 })
  await askAndWait(page, 'How do I read my balance?')
  // The service's error event inside a started stream: its words are kept as sent.
  await app.sim.fault({ match: CHAT, times: 1, stream: { after: 4, mode: 'error' } })
  await send(page, 'Explain held credits')
  await expect(lastAnswer(page).getByText('The answer stopped with an error')).toBeVisible({ timeout: 20_000 })
  // The service refuses the next one: 503 with a Retry-After.
  await app.sim.fault({ match: CHAT, times: 1, respond: { status: 503, headers: { 'Retry-After': '5' } } })
  await send(page, 'Explain debt')
  await expect(lastAnswer(page).getByText('Service temporarily unavailable')).toBeVisible({ timeout: 20_000 })
}

test.describe('errors in other languages', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the balance’s error from main is translated, and follows a switch of language', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-revoked', 'Revoked key')
    const alert = page.locator('main.content').getByRole('alert').first()
    await expect(alert).toContainText('The service rejected this key (missing, invalid, blocked or expired). Replace the key in Settings.', { timeout: 20_000 })
    await showLanguage(app, 'pseudo')
    await expect(alert).toContainText('⟦', { timeout: 10_000 })
    await expectTranslated([alert])
    await app.screenshot('error-balance-pseudo')
    await showLanguage(app, 'de')
    await expect(alert).toContainText('Der Dienst hat diesen Schlüssel abgelehnt (fehlend, ungültig, gesperrt oder abgelaufen).', { timeout: 10_000 })
    await expect(alert).toContainText('HTTP 401')
    await app.screenshot('error-balance-de')
  })

  test('chat answers that failed (a stream’s error event, a 503) show main’s error in the pseudo-locale, then in Arabic', async ({ app }) => {
    const page = app.page
    await page.setViewportSize({ width: 1400, height: 900 })
    await answersThatFailed(app)
    await showLanguage(app, 'pseudo')
    const alerts = page.locator('main.content article').getByRole('alert')
    await expect(alerts).toHaveCount(2, { timeout: 10_000 })
    await expect(alerts.first()).toContainText('⟦', { timeout: 10_000 })
    await expectTranslated(await alerts.all())
    await app.screenshot('error-chat-pseudo')
    await showLanguage(app, 'ar')
    await expect(alerts.last()).toContainText('الخدمة غير متاحة مؤقتًا', { timeout: 10_000 })
    await expect(alerts.first()).toContainText('أبلغت الخدمة عن خطأ أثناء الإجابة:')
    await app.screenshot('error-chat-ar')
  })
})
