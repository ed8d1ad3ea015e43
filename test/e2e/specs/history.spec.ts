import { expect, test } from '../harness/fixtures'
import { seedConversations, seedManyConversations } from '../support/seed-chats'
import { connectOnceReady, openView } from '../support/ui'

const CONVERSATIONS: [string, string[]][] = [
  [
    'Ingress timeouts on the staging cluster',
    [
      'Our staging ingress returns 504s under load. Where do I start?',
      'Start with the **p99 latency** of the upstream pods: if it is above the ingress timeout (60 s by default), raise the timeout or fix the slow handler. Check `kubectl top pods` and the HPA targets next.',
    ],
  ],
  ['Weekly budget review', ['Summarise this week’s spend by model.', 'tally-large used 62% of the budget; most of it on long answers. Capping max output tokens would halve it.']],
  [
    'Tail latency of the search API',
    [
      'Why is our search API fast on average but slow at the tail?',
      'Tail latency usually comes from garbage-collection pauses, cold caches or one slow shard. Measure per-shard latency and look at the slowest 1% of requests, not the mean.',
      'We see spikes every 10 minutes.',
      'A 10-minute period points at a scheduled job: a cache refresh or compaction. Move it off the hot path and the latency spikes should go.',
    ],
  ],
  ['Birthday party ideas', ['Ideas for a 7-year-old’s birthday party?', 'A treasure hunt in the garden, a build-your-own-pizza table, and a piñata.']],
  [
    'Postgres connection pool',
    [
      'How many connections should our pool have?',
      'Roughly cores × 2 plus spindles: more connections than that add latency, not throughput. Put PgBouncer in front if many services share the database.',
    ],
  ],
]

test('search: as-you-type results with the matching words marked; a result opens its conversation at the message', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  seedConversations(app.dataDir, CONVERSATIONS)
  await page.reload()
  await openView(page, 'Chat')
  await expect(page.getByRole('heading', { name: 'Ingress timeouts on the staging cluster' })).toBeVisible({ timeout: 20_000 })

  const box = page.getByRole('searchbox', { name: 'Search conversations' })
  await box.pressSequentially('latenc', { delay: 40 })
  const results = page.getByRole('list', { name: 'Search results for “latenc”' })
  await expect(results).toBeVisible()
  await expect(results.getByRole('listitem')).toHaveCount(5)
  await expect(results.locator('mark').first()).toHaveText(/^latenc/i)
  await expect(page.getByText(/5 matches, best first/)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Conversation list' })).toHaveCount(0)
  await app.screenshot('chat-search')

  // Title matches come first; the best message is the tail-latency answer that says it twice.
  await expect(results.getByRole('button').first()).toContainText('Title')
  const best = results.getByRole('button').filter({ hasText: /Message$/ }).first()
  await expect(best).toContainText('per-shard latency')
  await best.click()
  await expect(page.getByRole('heading', { name: 'Tail latency of the search API' })).toBeVisible()
  await expect(page.locator('article[data-found="true"]')).toHaveCount(1)
  await expect(page.locator('article[data-found="true"]')).toContainText(/latency/i)

  await box.fill('quokka')
  await expect(page.getByText('No conversation mentions “quokka”.')).toBeVisible()
  await box.fill('"-*(')
  await expect(page.getByText(/Type a word to search/)).toBeVisible()
  await box.press('Escape')
  await expect(page.getByRole('list', { name: 'Conversation list' })).toBeVisible()
})

test('10,000 conversations: the list shows the newest page, renders only what is in view, and loads more on scroll', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  seedManyConversations(app.dataDir, 10_000)
  await page.reload()
  await openView(page, 'Chat')
  const list = page.getByRole('list', { name: 'Conversation list' })
  await expect(list).toBeVisible({ timeout: 20_000 })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  const rendered = await list.getByRole('listitem').count()
  expect(rendered).toBeGreaterThan(5)
  expect(rendered).toBeLessThan(40)
  await app.screenshot('chat-list-10k')

  const lists = () => app.ipcLog.filter((line) => line.includes('"invoke":"conversations:list"')).length
  expect(lists()).toBe(1)
  // Scroll to the end of what is loaded, three times: a page is added each time, the DOM stays small.
  for (let i = 1; i <= 3; i++) {
    await page.locator('.chat-list').evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await expect.poll(lists).toBe(i + 1)
    await expect(list.locator(`li[aria-posinset="${i * 50 + 1}"]`)).toBeAttached()
  }
  expect(await list.getByRole('listitem').count()).toBeLessThan(40)
  await list.getByRole('button').last().click()
  await expect(page.locator('.chat-pane h2#chat-title')).toBeVisible()
})
