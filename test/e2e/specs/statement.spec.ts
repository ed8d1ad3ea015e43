import { execFileSync } from 'node:child_process'
import { copyFile, mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '../harness/fixtures'
import { SCREENSHOT_DIR } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { askAndWait, openView } from '../support/ui'
import { pdfPages } from '../../support/statements/pdf-text'

// #35: the monthly statement from the Usage view, saved as PDF and CSV; the PDF's first page rendered
// (poppler's pdftoppm) to look at, and its text read back.

test.describe('monthly statement', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({ simOptions: { usageDelayMs: 300 } })

  test('this month’s statement: summary on screen, PDF and CSV saved', async ({ app }) => {
    await app.connect('sk-demo-funded')
    const page = app.page
    await openView(page, 'Chat')
    await askAndWait(page, 'What is a prepaid credit?')
    await openView(page, 'Usage')
    await page.getByRole('button', { name: 'Refresh usage' }).first().click()
    const panel = page.getByRole('region', { name: 'Monthly statement' })
    const summary = panel.getByRole('table', { name: /^Statement for / })
    await expect(summary.getByRole('row', { name: /Spend/ })).toBeVisible({ timeout: 60_000 })
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
})
