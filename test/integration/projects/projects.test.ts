import { readFile } from 'node:fs/promises'
import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../support/core/test-app'
import { answerOf } from '../../support/core/answer-of'
import { useSimApp } from '../../support/core/use-app'

// #35: projects and tags through the whole main process and the simulator's real streams: labels set at
// creation, later and in bulk; the Usage split by them; a project's cap stopping answers; its alerts once.

const startApp = useSimApp()
const PARAMS = { systemPrompt: '', maxOutputTokens: 3000, temperature: null }

async function ready() {
  const app = await startApp({ sim: { usageDelayMs: 0, tokensPerSecond: 3000 } })
  await expect.poll(async () => (await app.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 15_000 }).toContain('tally-large')
  return app
}

async function send(app: TestApp, conversationId: string, content: string) {
  const { messageId } = await app.invoke('chat:start', { requestId: `r-${Math.random().toString(36).slice(2)}`, conversationId, action: 'send', content })
  return answerOf(app, conversationId, messageId)
}

const today = () => new Date().toISOString().slice(0, 10)
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

describe('projects and tags against the simulator', () => {
  it('labels at creation, later and in bulk; the Usage split by project and tag sums each answer once per project; CSV', async () => {
    const app = await ready()
    const client = await app.invoke('projects:create', { name: 'Client A' })
    const research = await app.invoke('projects:create', { name: 'Research' })
    const a = await app.invoke('conversations:create', { params: { model: 'tally-mini', ...PARAMS }, labels: { projectId: client.id, tags: ['draft'] } })
    const b = await app.invoke('conversations:create', { params: { model: 'tally-mini', ...PARAMS } })
    const first = await send(app, a.id, 'Hello there.')
    const second = await send(app, b.id, 'Another question.')
    expect([first.status, second.status]).toEqual(['complete', 'complete'])
    // Later, in bulk: b joins Research with a tag; the answers move with their conversation.
    expect((await app.invoke('projects:setLabels', { ids: [b.id], projectId: research.id, addTags: ['draft', 'legal'] })).changed).toBe(1)
    const listed = (await app.invoke('conversations:list', {})).items
    expect(listed.find((c) => c.id === b.id)).toMatchObject({ projectId: research.id, tags: ['draft', 'legal'] })
    await app.settle()
    const range = { start: today(), end: tomorrow() }
    const split = await app.invoke('projects:split', range)
    const row = (name: string) => split.byProject.find((r) => r.name === name)
    expect(row('Client A')).toMatchObject({ answers: 1, total: new Decimal(first.cost!.cost!).toFixed(6) })
    expect(row('Research')).toMatchObject({ answers: 1, total: new Decimal(second.cost!.cost!).toFixed(6) })
    // Every figure is one or the other: billed (a reconciled day) or counted here; today is not final, so counted.
    for (const r of split.byProject) expect(new Decimal(r.billed).plus(r.counted).toFixed(6)).toBe(r.total)
    expect(split.byTag.find((r) => r.key === 'draft')).toMatchObject({ answers: 2 })
    expect(split.byTag.find((r) => r.key === 'legal')).toMatchObject({ answers: 1 })
    const saved = await app.invoke('projects:exportCsv', range)
    expect(saved).toMatchObject({ saved: true, rowCount: split.byProject.length + split.byTag.length })
    const csv = await readFile(saved.path!, 'utf8')
    expect(csv.split('\r\n')[0]).toBe('by,name,answers,billed,counted_here,total,unpriced_answers')
    expect(csv).toContain(`project,Client A,1,0.000000,${row('Client A')!.counted},${row('Client A')!.total},0`)
  })

  it('an unknown project is refused with a message and creates nothing; a deleted project leaves its conversations', async () => {
    const app = await ready()
    const failure = await app.failure('conversations:create', { params: { model: 'tally-mini', ...PARAMS }, labels: { projectId: 'no-such' } })
    expect(failure.code).toBe('project_not_found')
    expect((await app.invoke('conversations:list', {})).items).toHaveLength(0)
    const p = await app.invoke('projects:create', { name: 'Temp' })
    const c = await app.invoke('conversations:create', { params: { model: 'tally-mini', ...PARAMS }, labels: { projectId: p.id } })
    expect((await app.invoke('projects:delete', { id: p.id })).deleted).toBe(true)
    expect((await app.invoke('conversations:get', { id: c.id })).projectId).toBeNull()
  })

  it('a project’s monthly cap stops its answer like the other caps, then refuses the next one; other conversations go on', async () => {
    const app = await ready()
    const p = await app.invoke('projects:create', { name: 'Capped' })
    await app.invoke('projects:setBudget', { id: p.id, daily: null, monthly: null, cap: '0.01' })
    const capped = await app.invoke('conversations:create', { params: { model: 'tally-large', ...PARAMS }, labels: { projectId: p.id } })
    const stopped = await send(app, capped.id, 'Write a very long essay about prepaid credits.')
    expect(stopped.status).toBe('stopped')
    expect(stopped.endReason).toBe('project-cap')
    expect(stopped.metrics?.stoppedAtCap).toBe('0.010000')
    const status = (await app.invoke('projects:status', {})).find((s) => s.project.id === p.id)!
    expect(status.cap).toMatchObject({ cap: '0.010000', left: '0.000000', reached: true })
    const refused = await app.failure('chat:start', { requestId: 'r-refused', conversationId: capped.id, action: 'send', content: 'More?' })
    expect(refused.code).toBe('project_cap_reached')
    expect(refused.message).toContain('Capped')
    const free = await app.invoke('conversations:create', { params: { model: 'tally-large', ...PARAMS } })
    expect((await send(app, free.id, 'A short question.')).status).toBe('complete')
  })

  it('a project that reached its cap refuses a new compare run or batch before any request goes out; nothing is saved', async () => {
    const sent: string[] = []
    const app = await startApp({
      sim: { usageDelayMs: 0, tokensPerSecond: 3000 },
      fetch: (input, init) => {
        sent.push(input instanceof Request ? input.url : String(input))
        return fetch(input, init)
      },
    })
    await expect.poll(async () => (await app.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 15_000 }).toContain('tally-large')
    const p = await app.invoke('projects:create', { name: 'Spent' })
    // A cap the question's input fits under, which its answer passes (a smaller one would not even send it).
    await app.invoke('projects:setBudget', { id: p.id, daily: null, monthly: null, cap: '0.0001' })
    const c = await app.invoke('conversations:create', { params: { model: 'tally-large', ...PARAMS }, labels: { projectId: p.id } })
    expect((await send(app, c.id, 'Write a long essay about prepaid credits.')).endReason).toBe('project-cap')
    expect((await app.invoke('projects:status', {})).find((s) => s.project.id === p.id)?.cap?.reached).toBe(true)
    await app.settle()
    const chatsBefore = sent.filter((u) => u.includes('/chat/completions')).length
    const listed = (await app.invoke('conversations:list', {})).items.length

    const compare = await app.failure('compare:start', { prompt: 'Compare these.', models: ['tally-mini', 'tally-large'], params: { model: 'tally-mini', ...PARAMS }, confirmed: true, labels: { projectId: p.id } })
    expect(compare.code).toBe('project_cap_reached')
    expect(compare.message).toContain('“Spent” has reached its monthly cap')
    const batch = await app.failure('batches:start', { prompts: ['One', 'Two'], models: ['tally-mini'], maxOutputTokens: 50, confirmed: true, labels: { projectId: p.id } })
    expect(batch.code).toBe('project_cap_reached')
    await app.settle()
    // Not one request went out, and no conversation or batch was saved.
    expect(sent.filter((u) => u.includes('/chat/completions')).length).toBe(chatsBefore)
    expect((await app.invoke('conversations:list', {})).items).toHaveLength(listed)
    expect(await app.invoke('batches:list', {})).toHaveLength(0)
    // Outside the project the same runs go on.
    const free = await app.invoke('compare:start', { prompt: 'Compare these.', models: ['tally-mini', 'tally-nano'], params: { model: 'tally-mini', ...PARAMS }, confirmed: true })
    expect(free.columns).toHaveLength(2)
    await app.ended(...free.columns.map((col) => col.requestId))
  })

  it('a project budget alerts once per crossing; budgets refuse bad amounts and change nothing', async () => {
    const app = await ready()
    const p = await app.invoke('projects:create', { name: 'Alerted' })
    expect((await app.failure('projects:setBudget', { id: p.id, daily: '-1', monthly: null, cap: null })).code).toBe('invalid_setting')
    expect((await app.failure('projects:setBudget', { id: p.id, daily: '1', monthly: null, cap: null, currency: 'EUR' })).code).toBe('no_rate')
    expect((await app.invoke('projects:status', {})).find((s) => s.project.id === p.id)?.project.budget).toBeNull()
    await app.invoke('projects:setBudget', { id: p.id, daily: '0.000001', monthly: null, cap: null })
    const c = await app.invoke('conversations:create', { params: { model: 'tally-mini', ...PARAMS }, labels: { projectId: p.id } })
    await send(app, c.id, 'One.')
    await send(app, c.id, 'Two.')
    await app.settle()
    const notices = app.events.flatMap((e) => {
      const payload = e.payload as { kind: string; message?: string }
      return e.channel === 'app' && payload.kind === 'notice' && payload.message?.includes('Alerted') ? [payload.message] : []
    })
    expect(notices).toHaveLength(1)
    expect(notices[0]).toContain('Project budget reached: Alerted')
  })
})
