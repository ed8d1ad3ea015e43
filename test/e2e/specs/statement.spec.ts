import { execFileSync } from 'node:child_process'
import { copyFile, mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { SCREENSHOT_DIR } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { askAndWait, openView } from '../support/ui'
import { showLanguage } from '../support/pseudo-locale'
import { pdfPages } from '../../support/statements/pdf-text'

// #35: the monthly statement from the Usage view, saved as PDF and CSV; the PDF's first page rendered
// (poppler's pdftoppm) to look at, and its text read back.

/** An answer of this month, then Usage with the statement's summary read. */
async function statementShown(app: AppHandle): Promise<Page> {
  await app.connect('sk-demo-funded')
  const page = app.page
  await openView(page, 'Chat')
  await askAndWait(page, 'What is a prepaid credit?')
  await openView(page, 'Usage')
  await page.getByRole('button', { name: 'Refresh usage' }).first().click()
  await expect(page.getByRole('region', { name: 'Monthly statement' }).getByRole('row', { name: /Spend/ })).toBeVisible({ timeout: 60_000 })
  return page
}

test.describe('monthly statement', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({ simOptions: { usageDelayMs: 300 } })

  test('this month’s statement: summary on screen, PDF and CSV saved', async ({ app }) => {
    const page = await statementShown(app)
    const panel = page.getByRole('region', { name: 'Monthly statement' })
    const summary = panel.getByRole('table', { name: /^Statement for / })
    // The app started this month: no reading before it, so the opening balance is said unknown, never 0.
    await expect(summary.getByRole('row', { name: /Opening balance/ })).toContainText('unknown')

    await panel.getByRole('button', { name: 'Save PDF' }).click()
    await expect(panel.getByRole('status').first()).toContainText(/Saved to .*\.pdf/)
    const pdfPath = ((await panel.getByRole('status').first().textContent()) ?? '').replace(/^Saved to /, '')
    const bytes = new Uint8Array(await readFile(pdfPath))
    const { pages } = await pdfPages(bytes)
    expect(pages[0]).toContain('Tokentally statement')
    expect(pages.join(' ')).toMatch(/Spend \(the service’s bill\) \$\d+\.\d{6}/)
    await mkdir(SCREENSHOT_DIR, { recursive: true })
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdfPath, join(SCREENSHOT_DIR, 'statement-page1')])

    await panel.getByRole('button', { name: 'Save CSV' }).click()
    await expect(panel.getByRole('status').first()).toContainText(/Saved to .*\.csv/)
    const csvPath = ((await panel.getByRole('status').first().textContent()) ?? '').replace(/^Saved to /, '')
    expect((await readFile(csvPath, 'utf8')).split('\r\n')[0]).toBe('section,item,date,amount_usd,detail')
    await copyFile(csvPath, join(SCREENSHOT_DIR, '..', 'statement.csv'))

    await panel.evaluate((e) => e.scrollIntoView({ block: 'start' }))
    await page.mouse.move(1, 1)
    await app.screenshot('usage-statement')
    await expectAccessible(app, 'Monthly statement', ['section[aria-labelledby="statement-title"]'])
  })
  test('#37: the PDF in the chosen language at once (German, Arabic right to left); the CSV a machine format in any language', async ({ app }) => {
    const page = await statementShown(app)
    const panel = page.locator('section[aria-labelledby="statement-title"]')
    const saved = async (button: string, prefix: RegExp) => {
      await panel.getByRole('button', { name: button }).click()
      await expect(panel.getByRole('status').first()).toContainText(prefix)
      return ((await panel.getByRole('status').first().textContent()) ?? '').replace(prefix, '').trim()
    }
    await mkdir(SCREENSHOT_DIR, { recursive: true })

    // German, chosen in Settings: no restart; main writes the next PDF in German.
    await showLanguage(app, 'de')
    const dePdf = await saved('PDF speichern', /^Gespeichert unter /)
    const de = (await pdfPages(new Uint8Array(await readFile(dePdf)))).pages.join(' ')
    expect(de).toContain('Tokentally-Auszug')
    expect(de).toMatch(/Ausgaben \(Rechnung des Dienstes\) \d+,\d{6}\s\$/)
    expect(de).toContain('Ausgaben nach Modell')
    expect(de).not.toMatch(/Opening balance|Spend by model|Summary/)
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', dePdf, join(SCREENSHOT_DIR, 'statement-page1-de')])
    // The CSV stays a machine format: English columns and items, dot decimals, ISO dates.
    const csv = await readFile(await saved('CSV speichern', /^Gespeichert unter /), 'utf8')
    expect(csv.split('\r\n')[0]).toBe('section,item,date,amount_usd,detail')
    expect(csv).toMatch(/\r\nspend,the service’s bill,,\d+\.\d{6},/)
    expect(csv).not.toMatch(/Ausgaben|\d,\d{6}\s/)

    // Arabic: the PDF mirrored, right to left.
    await showLanguage(app, 'ar')
    const arPdf = await saved('حفظ PDF', /^حُفظ في /)
    const ar = (await pdfPages(new Uint8Array(await readFile(arPdf)))).pages.join(' ')
    expect(ar).toContain('الملخص')
    expect(ar).not.toMatch(/Opening balance|Summary/)
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', arPdf, join(SCREENSHOT_DIR, 'statement-page1-ar')])
  })
})
