import { expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { askAndWait, openView } from '../support/ui'

// #35: projects and tags from the window: new chats in a project, a tag in the header, the list's bulk
// change, the Usage split by project and tag, and a project's budgets and cap in Settings.

test.describe('projects and tags', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({ simOptions: { usageDelayMs: 300 } })

  test('chats go in a project and carry tags; Usage splits by them; Settings sets a project budget and cap', async ({ app }) => {
    await app.connect('sk-demo-funded')
    const page = app.page
    await app.invoke('projects:create', { name: 'Client A' })
    await app.invoke('projects:create', { name: 'Research' })

    await openView(page, 'Chat')
    const sidebar = page.getByRole('navigation', { name: 'Conversations' })
    // No conversation yet: the start panel asks which project the first one goes in.
    await page.getByLabel('New chats go in').selectOption({ label: 'Client A' })
    await askAndWait(page, 'Draft a short note to a client about prepaid credits.')
    const labels = page.getByRole('group', { name: 'Project and tags' })
    await expect(labels.getByLabel('Project')).toHaveValue(/.+/)
    await expect(labels.getByLabel('Project').locator('option:checked')).toHaveText('Client A')
    await labels.getByLabel('Tag', { exact: true }).fill('billing')
    await labels.getByRole('button', { name: 'Add tag' }).click()
    await expect(labels.getByRole('list', { name: 'Tags' })).toContainText('#billing')
    await expect(sidebar.getByRole('listitem').first()).toContainText('▣ Client A · #billing')

    // A second chat with no project, then both tagged and the second moved to Research in one bulk change.
    await sidebar.getByLabel('New chats go in').selectOption({ label: 'No project' })
    await sidebar.getByRole('button', { name: '+ New chat' }).click()
    await askAndWait(page, 'Summarise what a token bucket is.')
    await sidebar.getByRole('button', { name: 'Select…' }).click()
    const rows = sidebar.getByRole('listitem')
    await rows.nth(0).getByRole('checkbox').check()
    const bulk = sidebar.getByRole('group', { name: 'Change the selected conversations' })
    await bulk.getByLabel('Move to project').selectOption({ label: 'Research' })
    await bulk.getByLabel('Add tag').fill('q4')
    await bulk.getByRole('button', { name: 'Add tag' }).click()
    await bulk.getByRole('button', { name: 'Apply to 1' }).click()
    await expect(rows.first()).toContainText('▣ Research · #q4')
    await page.mouse.move(1, 1)
    await app.screenshot('chat-project-tags')

    await openView(page, 'Usage')
    await page.getByRole('button', { name: 'Refresh usage' }).first().click()
    const split = page.getByRole('region', { name: 'By project and tag' })
    const byProject = split.getByRole('table', { name: 'Usage by project' })
    await expect(byProject.getByRole('row', { name: /Client A/ })).toBeVisible({ timeout: 60_000 })
    await expect(byProject.getByRole('row', { name: /Research/ })).toContainText('counted here')
    await expect(split.getByRole('table', { name: 'Usage by tag' }).getByRole('row', { name: /#billing/ })).toBeVisible()
    await split.getByRole('button', { name: 'Export CSV' }).click()
    await expect(split.getByRole('status').first()).toContainText(/Saved \d+ rows to .*tokentally-projects-tags-/)
    await split.evaluate((e) => e.scrollIntoView({ block: 'start' }))
    await page.mouse.move(1, 1)
    await app.screenshot('usage-by-project')
    await expectAccessible(app, 'Usage by project and tag', ['section[aria-labelledby="usage-labels-title"]'])

    await openView(page, 'Settings')
    const projects = page.getByRole('region', { name: 'Projects' })
    const client = projects.getByRole('listitem', { name: 'Client A' })
    await client.getByRole('button', { name: 'Set budgets' }).click()
    const form = client.getByRole('form', { name: 'Budgets of Client A' })
    await form.getByLabel(/^Daily budget/).fill('-2')
    await form.getByRole('button', { name: 'Save budgets' }).click()
    await expect(form.getByRole('alert')).toContainText('cannot be negative')
    await form.getByLabel(/^Daily budget/).fill('0.002')
    await form.getByLabel(/^Monthly budget/).fill('5')
    await form.getByLabel(/^Monthly cap/).fill('10')
    await form.getByRole('button', { name: 'Save budgets' }).click()
    await expect(client.getByRole('group', { name: 'Daily budget' })).toBeVisible()
    await expect(client.getByRole('status', { name: 'Client A cap' })).toContainText('$10.00')
    await projects.evaluate((e) => e.scrollIntoView({ block: 'start' }))
    await page.mouse.move(1, 1)
    await app.screenshot('settings-project-budget')
    await expectAccessible(app, 'Settings → Projects', ['section[aria-labelledby="settings-projects"]'])
  })
})
