import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import type { AnyLocale } from '../../../shared/i18n/locales'
import { type Translate, translatorFor } from '../../support/i18n'
import { showLanguage, sidebar, untranslated } from '../support/pseudo-locale'
import { askAndWait, connectOnceReady, lastAnswer, openView } from '../support/ui'

/**
 * #37: the errors main writes (AppError.say, the errors and fileErrors catalogues) are in the shown
 * language: the balance's "key rejected", a chat answer that stopped with the service's error event,
 * one the service refused with 503, an import of a file cut short and a restore of a file that is not
 * a backup. In the pseudo-locale no error text may
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

/** Opens a view by its name in the shown language (the sidebar's button). */
async function openIn(page: Page, t: Translate, view: 'chat' | 'settings'): Promise<void> {
  const button = sidebar(page).getByRole('button', { name: t(view === 'chat' ? 'shell.nav.chat' : 'shell.nav.settings'), exact: true })
  await button.click({ timeout: 20_000 })
  await expect(button).toHaveAttribute('aria-current', 'page', { timeout: 20_000 })
}

/** In this language: Chat → Import your history → the file chosen. The dialog and its alert. */
async function importIn(app: AppHandle, language: AnyLocale, file: string): Promise<{ dialog: Locator; alert: Locator }> {
  const { t } = await translatorFor(language)
  const page = app.page
  // The dialog stays open across a switch of language, its result gone with the app rendered anew: closed first.
  if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await showLanguage(app, language)
  await openIn(page, t, 'chat')
  await page.getByRole('button', { name: t('chat.start.importLink') }).click({ timeout: 20_000 })
  const dialog = page.getByRole('dialog', { name: t('imports.title') })
  await dialog.getByLabel(t('imports.fileLabel')).setInputFiles(file)
  return { dialog, alert: dialog.getByRole('alert') }
}

/** In this language: Settings → Data → Restore from a backup with this file. The Data section and its alert. */
async function restoreIn(app: AppHandle, language: AnyLocale, file: string): Promise<{ data: Locator; alert: Locator }> {
  const { t } = await translatorFor(language)
  await showLanguage(app, language)
  await openIn(app.page, t, 'settings')
  const data = app.page.locator('section[aria-labelledby="settings-data"]')
  await data.scrollIntoViewIfNeeded({ timeout: 20_000 })
  await data.getByLabel(t('settings.data.restoreFile')).setInputFiles(file)
  return { data, alert: data.getByRole('alert') }
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

  test('an import of a file cut short says why in the pseudo-locale and in Arabic (its size in Arabic words)', async ({ app }) => {
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    const cut = join(app.dataDir, 'conversations.json')
    await writeFile(cut, '[{"title": "Trip to Lisbon", "mapping": {')
    const english = await importIn(app, 'en', cut)
    await expect(english.alert).toContainText('conversations.json ends in the middle of its JSON, after 41 bytes: the file was cut short (a download that did not finish?).', { timeout: 30_000 })
    // A language switch renders the app anew (the result is gone): the file is imported again in each language.
    const pseudo = await importIn(app, 'pseudo', cut)
    await expect(pseudo.alert).toContainText('⟦', { timeout: 30_000 })
    await expectTranslated([pseudo.alert])
    expect(await untranslated([pseudo.dialog])).toEqual([])
    await app.screenshot('import-error-pseudo')
    const arabic = await importIn(app, 'ar', cut)
    await expect(arabic.alert).toContainText('ينتهي conversations.json في منتصف JSON، بعد 41 بايت', { timeout: 30_000 })
    await expect(arabic.alert).toContainText('استُوردت المحادثات الواقعة قبل موضع الانقطاع.')
    await app.screenshot('import-error-ar')
    expect((await app.invoke('conversations:list', { limit: 5 })).items).toEqual([])
  })

  test('a restore of a file that is not a backup is refused in the pseudo-locale and in German', async ({ app }) => {
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    const notes = join(app.dataDir, 'notes.txt')
    await writeFile(notes, 'hello')
    const english = await restoreIn(app, 'en', notes)
    await expect(english.alert).toContainText(
      'notes.txt is not a Tokentally backup (a backup is the .tokentally-backup file that Settings → Data → Back up now makes). Nothing was restored: your data is as it was.',
      { timeout: 30_000 },
    )
    const pseudo = await restoreIn(app, 'pseudo', notes)
    await expect(pseudo.alert).toContainText('⟦', { timeout: 30_000 })
    await expectTranslated([pseudo.alert])
    expect(await untranslated([pseudo.data])).toEqual([])
    await pseudo.alert.scrollIntoViewIfNeeded()
    await app.screenshot('restore-error-pseudo')
    const german = await restoreIn(app, 'de', notes)
    await expect(german.alert).toContainText('notes.txt ist keine Tokentally-Sicherung (eine Sicherung ist die .tokentally-backup-Datei, die Einstellungen → Daten → Jetzt sichern erstellt).', { timeout: 30_000 })
    await expect(german.alert).toContainText('Es wurde nichts wiederhergestellt: Ihre Daten sind unverändert.')
    await german.alert.scrollIntoViewIfNeeded()
    await app.screenshot('restore-error-de')
  })
})
