import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AnswerCost, ChatMessage } from '../../../shared/domain/conversation'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { openDatabase } from '../../../electron/services/db/open-database'
import { ProjectStore } from '../../../electron/services/projects/project-store'
import { errorOf as errorOfAsync } from '../../support/error-of'

const errorOf = (run: () => unknown) => errorOfAsync(Promise.resolve().then(run))

const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }
const cost = (amount: string | null): AnswerCost => ({ source: 'counted', inputTokens: 10, cachedInputTokens: 0, outputTokens: 20, cost: amount, fromBill: false })
const answer = (id: string, createdAt: string, amount: string | null): ChatMessage => ({ id, role: 'assistant', content: 'ok', createdAt, model: 'tally-mini', status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: cost(amount), endReason: 'finished' })

let dir: string
let db: ReturnType<typeof openDatabase>
let projects: ProjectStore
let conversations: ConversationStore
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tally-projects-'))
  db = openDatabase({ dataDir: dir })
  projects = new ProjectStore(db.db, () => Date.parse('2026-11-26T12:00:00Z'))
  conversations = ConversationStore.openSync({ db: db.db, labels: projects })
})
afterEach(async () => {
  db.db.close()
  await rm(dir, { recursive: true, force: true })
})

describe('ProjectStore', () => {
  it('creates, renames and refuses empty or duplicate names (case-insensitive); deleting leaves its conversations without one', async () => {
    const client = projects.create('  Client   A ')
    expect(client.name).toBe('Client A')
    expect((await errorOf(() => projects.create('client a'))).code).toBe('project_exists')
    expect((await errorOf(() => projects.create('   '))).code).toBe('invalid_project')
    const other = projects.create('Research')
    expect((await errorOf(() => projects.rename(other.id, 'CLIENT A'))).code).toBe('project_exists')
    expect(projects.rename(other.id, 'Research 2').name).toBe('Research 2')
    const c = await conversations.create(params, { projectId: client.id, tags: ['draft'] })
    expect(conversations.get(c.id)).toMatchObject({ projectId: client.id, tags: ['draft'] })
    expect(projects.delete(client.id)).toBe(true)
    expect(conversations.get(c.id)).toMatchObject({ projectId: null, tags: ['draft'] })
  })

  it('a conversation created with an unknown project is not created at all', async () => {
    expect((await errorOfAsync(conversations.create(params, { projectId: 'nope' }))).code).toBe('project_not_found')
    expect(conversations.page().items).toHaveLength(0)
  })

  it('bulk: sets the project and adds/removes tags on many conversations in one go, each tag once; the list shows them', async () => {
    const p = projects.create('Q4')
    const a = await conversations.create(params, { tags: ['Alpha', 'beta'] })
    const b = await conversations.create(params)
    const changed = projects.setLabels({ ids: [a.id, b.id, 'gone'], projectId: p.id, addTags: ['alpha', ' shared  tag '], removeTags: ['BETA'] })
    expect(changed).toBe(2)
    expect(conversations.get(a.id)).toMatchObject({ projectId: p.id, tags: ['Alpha', 'shared tag'] })
    expect(conversations.get(b.id)).toMatchObject({ projectId: p.id, tags: ['alpha', 'shared tag'] })
    const listed = conversations.page().items.map((s) => [s.projectId, s.tags])
    expect(listed).toContainEqual([p.id, ['Alpha', 'shared tag']])
    expect(projects.tagsInUse()).toEqual(expect.arrayContaining([{ tag: 'shared tag', conversations: 2 }]))
    // Leaving the project out keeps it; null takes it away.
    projects.setLabels({ ids: [a.id], addTags: ['x'] })
    expect(conversations.get(a.id).projectId).toBe(p.id)
    projects.setLabels({ ids: [a.id], projectId: null })
    expect(conversations.get(a.id).projectId).toBeNull()
    expect((await errorOf(() => projects.setLabels({ ids: [a.id], projectId: 'unknown' }))).code).toBe('project_not_found')
  })

  it('answers inherit their conversation’s labels, also when changed later; spend by UTC day from the cost records', async () => {
    const p = projects.create('Client')
    const c = await conversations.create(params)
    await conversations.appendMessages(c.id, [answer('m1', '2026-11-25T23:59:59.000Z', '0.100000'), answer('m2', '2026-11-26T00:00:00.000Z', '0.250000'), answer('m3', '2026-11-26T01:00:00.000Z', null)])
    db.db.exec("UPDATE messages SET account_id = 'acct', usage_day = substr(created_at, 1, 10)")
    expect(projects.spendByDay(p.id, '2026-11-01T00:00:00.000Z')).toEqual([])
    projects.setLabels({ ids: [c.id], projectId: p.id, addTags: ['t'] })
    expect(projects.spendByDay(p.id, '2026-11-01T00:00:00.000Z')).toEqual([
      { day: '2026-11-25', cost: '0.100000' },
      { day: '2026-11-26', cost: '0.250000' },
    ])
    const labelled = projects.labelledAnswers('acct', '2026-11-26', '2026-11-27')
    expect(labelled.map((a) => [a.id, a.projectId, a.tags, a.cost]).sort()).toEqual([
      ['m2', p.id, ['t'], '0.250000'],
      ['m3', p.id, ['t'], null],
    ])
  })

  it('a damaged tags column or budget reads as none', async () => {
    const p = projects.create('P')
    const c = await conversations.create(params)
    db.db.prepare("UPDATE conversations SET tags = '{not json' WHERE id = ?").run(c.id)
    db.db.prepare("UPDATE projects SET budget = '{\"daily\": 5}' WHERE id = ?").run(p.id)
    expect(conversations.get(c.id).tags).toEqual([])
    expect(projects.get(p.id).budget).toBeNull()
  })
})

