import { expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { composer, connectOnceReady, openView } from '../support/ui'

test.describe('prompt library and attachments', () => {
  test.describe.configure({ timeout: 180_000 })

  test('saved prompts with variables go into the composer; text files attach with their token count and cost', async ({ app }) => {
    const page = app.page
    await page.setViewportSize({ width: 1300, height: 860 })
    await connectOnceReady(app, 'sk-demo-funded')
    await app.invoke('prompts:save', { title: 'Explain a snippet', body: 'Explain this {{language}} code to a {{audience}}:\n\n{{code}}', tags: ['code', 'teaching'] })
    await app.invoke('prompts:save', { title: 'Summarise for a manager', body: 'Summarise the following in three bullet points for a busy manager.', tags: ['writing'] })
    await app.invoke('prompts:save', { kind: 'system', title: 'Terse reviewer', body: 'You are a terse senior reviewer. Answer in at most five sentences.', tags: ['code'] })

    await openView(page, 'Chat')
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })
    await composer(page).press('/')
    const dialog = page.getByRole('dialog', { name: 'Prompt library' })
    await expect(dialog.getByRole('list', { name: 'Saved prompts' }).getByRole('listitem')).toHaveCount(3)
    await dialog.getByRole('button', { name: /Explain a snippet/ }).click()
    await dialog.getByRole('textbox', { name: 'language' }).fill('TypeScript')
    await dialog.getByRole('textbox', { name: 'audience' }).fill('new team member')
    await app.screenshot('prompt-library')
    await expectAccessible(app, 'Prompt library')
    await dialog.getByRole('button', { name: 'Insert' }).click()
    await expect(dialog.getByRole('alert')).toContainText('No value for {{code}}')
    await dialog.getByRole('textbox', { name: 'code' }).fill('const total = items.reduce((s, i) => s + i.price, 0)')
    await dialog.getByRole('button', { name: 'Insert' }).click()
    await expect(dialog).toBeHidden()
    await expect(composer(page)).toHaveValue(/^Explain this TypeScript code to a new team member:/)

    await page.getByLabel('Attach text files').setInputFiles([
      { name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from('model,input,output\ntally-mini,0.50,2.00\ntally-large,3.00,12.00\n') },
      { name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48]) },
    ])
    const chips = page.getByRole('list', { name: 'Attached files' })
    await expect(chips.getByText(/\d+ tokens · /)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('alert').filter({ hasText: 'logo.txt looks like a binary file' })).toBeVisible()
    await expect(composer(page)).toHaveValue(/Explain this TypeScript[\s\S]*prices\.csv:\n```csv\nmodel,input,output/)
    // The attached file is at the end of the message: show it.
    await composer(page).evaluate((el) => (el.scrollTop = el.scrollHeight))
    await app.screenshot('composer-attachment')
    await expectAccessible(app, 'Composer with an attachment')
  })
})
