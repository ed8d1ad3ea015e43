import { expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { seedBalanceYear } from '../support/seed-balance'
import { balanceHeadline, composer, connectOnceReady, openView, sendMessage } from '../support/ui'
import { formatDay } from '../../../shared/usage/presets'

/** A year of balance readings at this account's own pace, then the page reloaded to show them. */
async function withBalanceHistory(app: Parameters<typeof connectOnceReady>[0]) {
  await expect.poll(async () => (await app.invoke('balance:get', {})).balance !== null, { timeout: 20_000 }).toBe(true)
  const state = await app.invoke('balance:get', {})
  await expect.poll(async () => (await app.invoke('guard:status', {})).average7 !== null, { timeout: 20_000 }).toBe(true)
  const average = (await app.invoke('guard:status', {})).average7!
  seedBalanceYear(app.dataDir, state.connectionId!, BigInt(state.balance!.balance.replace('.', '')), Date.now(), BigInt(average.replace('.', '')))
  await app.page.reload()
}

/** #39: the rough edges a first hour found, each looked at as a user would. */
test.describe('a first hour: the dashboard', () => {
  test('scrolled to the end, the window itself never moves: no blank band, the sidebar stays', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Work account')
    await withBalanceHistory(app)
    await expect(balanceHeadline(page)).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 })
    const history = page.getByRole('region', { name: 'Balance over time' })
    await expect(history.locator('.recharts-line').first()).toBeVisible({ timeout: 20_000 })
    const main = page.getByRole('main', { name: 'Dashboard' })
    // Hover the charts (their tooltips are absolutely placed boxes), then scroll as far as anything goes.
    await page.locator('.recharts-bar-rectangle').last().hover()
    await history.locator('.recharts-surface').first().hover()
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 1200)
    await page.keyboard.press('End')
    await expect.poll(() => main.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)).toBe(true)
    const doc = await page.evaluate(() => ({ scrollY: window.scrollY, height: document.documentElement.scrollHeight, view: window.innerHeight, bodyHeight: document.body.scrollHeight }))
    expect(doc.scrollY).toBe(0)
    expect(doc.height).toBeLessThanOrEqual(doc.view)
    expect(doc.bodyHeight).toBeLessThanOrEqual(doc.view)
    expect((await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.y).toBe(0)
    // The last panel ends near the bottom of the view: nothing blank below it.
    const lastPanel = await main.locator('.panel').last().boundingBox()
    expect((lastPanel?.y ?? 0) + (lastPanel?.height ?? 0)).toBeGreaterThan(doc.view - 80)
    await app.screenshot('dashboard-bottom')
    await expectAccessible(app, 'the dashboard scrolled to the end')

    // Balance over 30 days: the 30 days fill most of the chart; the projection stops at the edge
    // and the text says where it goes; the two averages never read as the same rate.
    await expect(history.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true')
    const runway = await history.locator('.history-runway').textContent()
    const rates = [...(runway ?? '').matchAll(/average of (\$[\d.,]+) a day/g)].map((m) => m[1])
    expect(rates).toHaveLength(2)
    expect(rates[0]).not.toBe(rates[1])
    expect(runway).toMatch(/The dashed lines show the next 30 days; both reach \$0 beyond the chart’s edge\./)
    const ticks = await history.locator('.recharts-xAxis .recharts-cartesian-axis-tick-value').allTextContents()
    expect(ticks.join(' ')).not.toMatch(/20(2[8-9]|3\d)/)
    await history.scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
    await app.screenshot('dashboard-balance-30d')
  })
})

test.describe('a first hour: usage', () => {
  test('a custom range: the total cards agree with the chart’s caption; the dates read the app’s way', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Work account')
    await openView(page, 'Usage')
    const main = page.getByRole('main', { name: 'Usage' })
    await expect(main.getByRole('button', { name: /^Total cost: / })).toBeVisible({ timeout: 30_000 })
    await main.getByRole('radio', { name: 'Custom' }).click()
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
    const range = main.getByRole('group', { name: 'Custom range (UTC)' })
    await range.getByLabel('From (UTC)').fill(day(20))
    await range.getByLabel('To (UTC, included)').fill(day(3))
    const total = main.getByRole('button', { name: /^Total cost: / })
    await expect(total).toBeVisible({ timeout: 20_000 })
    const caption = await main.locator('.chart-summary, .usage-chart-summary').first().textContent().catch(() => '')
    // The caption's figure is the cards' total (both read from the same view).
    expect(caption).toContain(`${await total.textContent()} in total`)
    // Each date input says its day the app's way too.
    await expect(range.getByText(formatDay(day(20)))).toBeVisible()
    await expect(range.getByText(formatDay(day(3)))).toBeVisible()
    await page.mouse.move(5, 5)
    await app.screenshot('usage-custom-range')
    await expectAccessible(app, 'a custom usage range')
  })

  test('this app and the rest of the account: a chart with axes and dates; days without chats here are not estimates; one precision per table', async ({ app }) => {
    test.setTimeout(120_000)
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Work account')
    await openView(page, 'Chat')
    await sendMessage(page, 'Explain token buckets for HTTP rate limits')
    await expect(page.getByRole('article', { name: /^Answer from/ }).last()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
    await openView(page, 'Usage')
    await page.getByRole('button', { name: 'Refresh usage' }).first().click()
    const section = page.getByRole('region', { name: 'This app and the rest of the account' })
    const chart = section.locator('.app-share-plot')
    await expect(chart).toBeVisible({ timeout: 30_000 })
    // A dollar axis ($0 at the bottom) and dates under the bars.
    await expect(chart.locator('.app-share-y')).toContainText('$0')
    const dates = await chart.locator('.app-share-x > span').allTextContents()
    expect(dates.length).toBeGreaterThanOrEqual(2)
    for (const date of dates) expect(date).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/)
    const byDay = section.getByRole('region', { name: 'Split of the bill per day (UTC)' })
    await expect(byDay.getByRole('row').nth(1)).toContainText(/so far|from the bill|estimate/, { timeout: 30_000 })
    // Earlier days, before this app answered anything: the whole bill is elsewhere, not an estimate.
    await expect(byDay.getByRole('row').nth(3)).toContainText('no chats in Tokentally: all elsewhere')
    // One number of decimals across each table's amounts.
    const amounts = await byDay.getByRole('button', { name: /^(Billed|Chats in Tokentally|Elsewhere) / }).allTextContents()
    const decimals = new Set(amounts.map((a) => a.split('.')[1]?.length ?? 0))
    expect([...decimals]).toHaveLength(1)
    await section.getByRole('heading', { name: 'This app and the rest of the account' }).scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
    await app.screenshot('usage-app-share-axes')
    await expectAccessible(app, 'this app and the rest of the account')
  })
})

test.describe('a first hour: chat', () => {
  test('a notice never covers Send, Attach or Prompts; a file-only message is titled by the file; an empty file is said; Enter fills a prompt’s variables', async ({ app }) => {
    test.setTimeout(120_000)
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Work account')
    await app.invoke('prompts:save', { title: 'Explain a topic', body: 'Explain {{topic}} in two sentences.', tags: [] })
    await openView(page, 'Chat')
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })

    // Enter in a variable's box fills the prompt (Shift+Enter is a new line, and the box grows).
    await composer(page).press('/')
    const library = page.getByRole('dialog', { name: 'Prompt library' })
    await library.getByRole('button', { name: /Explain a topic/ }).click()
    const topic = library.getByRole('textbox', { name: 'topic' })
    await topic.fill('token buckets')
    await topic.press('Shift+Enter')
    await topic.pressSequentially('for HTTP')
    expect(await topic.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true)
    await topic.press('Enter')
    await expect(library).toBeHidden()
    await expect(composer(page)).toHaveValue('Explain token buckets\nfor HTTP in two sentences.')
    await composer(page).fill('')

    // An empty file is said; a message of one file is titled by its name.
    await page.getByLabel('Attach text files').setInputFiles([
      { name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') },
      { name: 'expenses.csv', mimeType: 'text/csv', buffer: Buffer.from('date,amount\n2026-01-03,12.50\n2026-02-11,40.00\n') },
    ])
    await expect(page.getByRole('alert').filter({ hasText: 'empty.csv is empty: nothing was attached.' })).toBeVisible()
    await expect(composer(page)).toHaveValue(/^expenses\.csv:\n```csv/)
    await composer(page).press('Enter')
    await expect(page.getByRole('article', { name: /^Answer from/ }).last()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 2, name: 'expenses.csv', exact: true })).toBeVisible()

    // A notice (a budget alert, a top-up) sits above the message box, not on it.
    await composer(page).fill('And which month cost the least?')
    await app.emit('app', { kind: 'notice', level: 'warning', message: 'Budget alert: this month’s spend passed 80 % of the $5.00 budget.', view: 'dashboard' })
    const toast = page.locator('.toast').filter({ hasText: 'Budget alert' })
    await expect(toast).toBeVisible()
    const form = await page.locator('form.composer').boundingBox()
    await expect.poll(async () => {
      const box = await toast.boundingBox()
      return (box?.y ?? 0) + (box?.height ?? 0) <= (form?.y ?? 0)
    }).toBe(true)
    for (const name of ['Send', 'Attach', 'Prompts']) await page.getByRole('button', { name, exact: true }).click({ trial: true })
    await page.mouse.move(5, 5)
    await app.screenshot('chat-toast-clear-of-composer')
    await expectAccessible(app, 'chat with a notice')
  })
})

test.describe('a first hour: batches and settings', () => {
  test('a batch fills its prompts’ {{variables}} from a CSV, one run per row (a missing column asked once, an extra one ignored)', async ({ app }) => {
    test.setTimeout(120_000)
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Work account')
    await app.invoke('prompts:save', { title: 'Explain a topic', body: 'Explain {{topic}} to a {{audience}} in one sentence.', tags: [] })
    await app.invoke('prompts:save', { title: 'One line', body: 'Summarise {{topic}} in five words.', tags: [] })
    await openView(page, 'Batches')
    await page.getByRole('checkbox', { name: 'Explain a topic' }).check({ timeout: 20_000 })
    await page.getByRole('checkbox', { name: 'One line' }).check()
    await page.getByRole('checkbox', { name: 'tally-nano' }).check({ timeout: 20_000 })
    const variables = page.getByRole('group', { name: /^Variables/ })
    await variables.getByRole('radio', { name: /A CSV of values/ }).check()
    await variables.getByLabel(/^CSV:/).fill('topic,notes\ncaching,from the wiki\nrate limits,ops ticket 12\n')
    await expect(variables.getByRole('status')).toHaveText('2 rows × 2 prompts = 4 runs. Not used by the prompts, ignored: notes. No column for {{audience}}: filled in below for every row.')
    await expect(page.getByRole('button', { name: 'Start batch' })).toBeDisabled()
    await variables.getByLabel('audience').fill('new team member')
    await expect(page.getByRole('list', { name: 'Before the batch can start' })).toHaveCount(0)
    await page.mouse.move(5, 5)
    await app.screenshot('batch-variables')
    await expectAccessible(app, 'batch variables from a CSV')
    await page.getByRole('button', { name: 'Start batch' }).click()
    await expect.poll(async () => (await app.invoke('batches:list', { search: '' }))[0]?.status, { timeout: 60_000 }).toBe('done')
    const [summary] = await app.invoke('batches:list', { search: '' })
    const batch = await app.invoke('batches:get', { id: summary!.id })
    expect(batch.prompts).toEqual([
      'Explain caching to a new team member in one sentence.',
      'Summarise caching in five words.',
      'Explain rate limits to a new team member in one sentence.',
      'Summarise rate limits in five words.',
    ])
  })

  test('Settings in sections with their own navigation; the spend guard near the top; its Saved names both caps', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Work account')
    await openView(page, 'Settings')
    const sections = page.getByRole('navigation', { name: 'Settings sections' })
    const links = await sections.getByRole('link').allTextContents()
    // The spend guard near the top (#35's projects, with their budgets, follow it); keys among the sections.
    expect(links.slice(0, 2)).toEqual(['Connections', 'Spend guard'])
    expect(links).toContain('Keys')
    await sections.getByRole('link', { name: 'Spend guard' }).click()
    const guard = page.getByRole('region', { name: 'Spend guard' })
    await expect(guard.getByRole('heading', { name: 'Spend guard' })).toBeFocused()
    await expect(guard.getByRole('heading', { name: 'Spend guard' })).toBeInViewport()
    await expect(sections.getByRole('link', { name: 'Spend guard' })).toHaveAttribute('aria-current', 'location')
    await expect(sections).toBeInViewport()
    await page.mouse.move(5, 5)
    await app.screenshot('settings-sections')
    await expectAccessible(app, 'Settings in sections')
    await guard.getByRole('button', { name: 'Save spend guard' }).click()
    await expect(guard.getByText(/^Saved: .*; no per-answer cap; no per-conversation cap\.$/)).toBeVisible()
    // Keys: where they are kept, in its own section.
    await sections.getByRole('link', { name: 'Keys' }).click()
    await expect(page.getByRole('region', { name: 'Keys' })).toContainText('API keys are kept in the system keychain')
  })
})
