import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { branchThrough, subtreeOf, type TreeRow } from '../../../electron/services/chat/branches'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { byteStream, controlledStream, fakeClient, httpFailure, sampleStream } from '../../support/chat/stream-fixtures'
import { makeHarness, PARAMS, type Harness } from '../../support/chat/service-harness'

let h: Harness

/** A client that answers each request with the next text (and records the requests). */
function answers(...texts: string[]) {
  let i = 0
  return fakeClient(async () => ({ body: byteStream([sampleStream([texts[i++] ?? 'more'])]), requestId: 'req' }))
}

/** Starts the request with this client and waits for its answer's end; what start() returned. */
async function answered(request: Parameters<Harness['service']['start']>[0], client: ReturnType<typeof fakeClient>) {
  const started = await h.service.start(request, { connectionId: 'conn1', client })
  await h.waitForEnd(request.requestId)
  return started
}

/** q1 → a1, q2 → a2, as a user would have written it. */
async function twoTurns(client: ReturnType<typeof fakeClient>) {
  const conv = await h.service.create(PARAMS)
  const first = await answered({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'q1' }, client)
  const second = await answered({ requestId: 'r2', conversationId: conv.id, action: 'send', content: 'q2' }, client)
  return { id: conv.id, q1: first.userMessageId ?? '', a1: first.messageId, q2: second.userMessageId ?? '', a2: second.messageId }
}

const shown = (id: string) => h.service.get(id).messages.map((m) => m.content)

describe('branches: edit (Save & regenerate), Save only, switch, delete, restart', () => {
  beforeEach(async () => {
    h = await makeHarness()
  })
  afterEach(async () => {
    await h.cleanup()
  })

  it('Save & regenerate answers the new version on a new branch; the old version and its answers are kept', async () => {
    const client = answers('a1', 'a2', 'a1 again')
    const c = await twoTurns(client)
    const edit = await answered({ requestId: 'r3', conversationId: c.id, action: 'edit', messageId: c.q1, content: 'q1 better' }, client)
    expect(shown(c.id)).toEqual(['q1 better', 'a1 again'])
    expect(client.requests[2]?.messages).toEqual([{ role: 'user', content: 'q1 better' }])
    expect(h.service.get(c.id).siblings).toEqual({ [edit.userMessageId ?? '']: [c.q1, edit.userMessageId] })
    // The old branch is whole: its user message, its answer, and the turn after it.
    const every = h.store.everyMessage(c.id)
    expect(every.filter((m) => !m.shown).map((m) => m.message.content)).toEqual(['q1', 'a1', 'q2', 'a2'])
    expect(every.find((m) => m.message.id === c.a2)?.parentId).toBe(c.q2)
  })

  it('Save only writes the new version without a request (nothing spent) and keeps the old branch', async () => {
    const client = answers('a1', 'a2')
    const c = await twoTurns(client)
    const saved = await h.service.saveEdit({ id: c.id, messageId: c.q2, content: 'q2, reworded' })
    expect(client.requests).toHaveLength(2)
    expect(h.events.filter((e) => e.requestId !== 'r1' && e.requestId !== 'r2')).toEqual([])
    expect(saved.messages.map((m) => m.content)).toEqual(['q1', 'a1', 'q2, reworded'])
    const version = saved.messages[2]?.id ?? ''
    expect(saved.siblings).toEqual({ [version]: [c.q2, version] })
    // Then Regenerate answers it on the new branch.
    await answered({ requestId: 'r3', conversationId: c.id, action: 'regenerate' }, answers('fresh'))
    expect(shown(c.id)).toEqual(['q1', 'a1', 'q2, reworded', 'fresh'])
  })

  it('switches between versions (‹ 1 / 2 ›) with every answer below each, and back', async () => {
    const client = answers('a1', 'a2', 'b1')
    const c = await twoTurns(client)
    const edit = await answered({ requestId: 'r3', conversationId: c.id, action: 'edit', messageId: c.q1, content: 'p1' }, client)
    const old = h.service.switchBranch({ id: c.id, messageId: c.q1 })
    expect(old.messages.map((m) => m.content)).toEqual(['q1', 'a1', 'q2', 'a2'])
    expect(old.siblings).toEqual({ [c.q1]: [c.q1, edit.userMessageId] })
    // The list shows the branch on screen: its length and last message.
    expect(h.service.page({}).items[0]).toMatchObject({ messageCount: 4, preview: 'a2' })
    const back = h.service.switchBranch({ id: c.id, messageId: edit.userMessageId ?? '' })
    expect(back.messages.map((m) => m.content)).toEqual(['p1', 'b1'])
    // Continuing the old branch after switching to it answers with that branch's history.
    h.service.switchBranch({ id: c.id, messageId: c.q1 })
    const more = answers('a3')
    await answered({ requestId: 'r4', conversationId: c.id, action: 'send', content: 'q3' }, more)
    expect(more.requests[0]?.messages.map((m) => m.content)).toEqual(['q1', 'a1', 'q2', 'a2', 'q3'])
    expect(shown(c.id)).toEqual(['q1', 'a1', 'q2', 'a2', 'q3', 'a3'])
  })

  it('regenerated answers are siblings; switching to one shows it', async () => {
    const conv = await h.service.create(PARAMS)
    const client = answers('one', 'two', 'three')
    const first = await answered({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'q' }, client)
    await answered({ requestId: 'r2', conversationId: conv.id, action: 'regenerate' }, client)
    const third = await answered({ requestId: 'r3', conversationId: conv.id, action: 'regenerate' }, client)
    const c = h.service.get(conv.id)
    expect(c.siblings?.[third.messageId]).toHaveLength(3)
    expect(c.siblings?.[third.messageId]?.[0]).toBe(first.messageId)
    expect(h.service.switchBranch({ id: conv.id, messageId: first.messageId }).messages.map((m) => m.content)).toEqual(['q', 'one'])
    // Each answer is its own: three answers stored, each once.
    expect(h.store.everyMessage(conv.id).filter((m) => m.message.role === 'assistant').map((m) => m.message.content)).toEqual(['one', 'two', 'three'])
  })

  it('a failed answer with no text is replaced on Retry, not kept as a branch', async () => {
    const conv = await h.service.create(PARAMS)
    const failing = fakeClient(async () => {
      throw httpFailure(503, 'unavailable', 'The service is down.')
    })
    await answered({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'q' }, failing)
    expect(h.service.get(conv.id).messages[1]?.status).toBe('error')
    await answered({ requestId: 'r2', conversationId: conv.id, action: 'regenerate' }, answers('ok'))
    expect(h.service.get(conv.id).siblings).toBeUndefined()
    expect(h.store.everyMessage(conv.id)).toHaveLength(2)
  })

  it('deletes a branch: the old version and everything after it go, the shown one stays; the only version cannot be deleted', async () => {
    const client = answers('a1', 'a2', 'b1')
    const c = await twoTurns(client)
    const edit = await answered({ requestId: 'r3', conversationId: c.id, action: 'edit', messageId: c.q1, content: 'p1' }, client)
    const after = h.service.deleteBranch({ id: c.id, messageId: c.q1 })
    expect(after.messages.map((m) => m.content)).toEqual(['p1', 'b1'])
    expect(after.siblings).toBeUndefined()
    expect(h.store.everyMessage(c.id)).toHaveLength(2)
    expect(h.service.search('q2')).toEqual([])
    expect(() => h.service.deleteBranch({ id: c.id, messageId: edit.userMessageId ?? '' })).toThrow(expect.objectContaining({ error: expect.objectContaining({ code: 'only_branch' }) }))
  })

  it('deleting the shown branch shows the version written before it', async () => {
    const client = answers('a1', 'a2', 'b1')
    const c = await twoTurns(client)
    const edit = await answered({ requestId: 'r3', conversationId: c.id, action: 'edit', messageId: c.q1, content: 'p1' }, client)
    const after = h.service.deleteBranch({ id: c.id, messageId: edit.userMessageId ?? '' })
    expect(after.messages.map((m) => m.content)).toEqual(['q1', 'a1', 'q2', 'a2'])
    expect(h.service.page({}).items[0]).toMatchObject({ messageCount: 4 })
  })

  it('branches and the shown one survive a restart', async () => {
    const client = answers('a1', 'a2', 'b1')
    const c = await twoTurns(client)
    const edit = await answered({ requestId: 'r3', conversationId: c.id, action: 'edit', messageId: c.q2, content: 'p2' }, client)
    h.service.switchBranch({ id: c.id, messageId: c.q2 })
    const reopened = await ConversationStore.open({ dataDir: h.dir })
    const after = reopened.get(c.id)
    expect(after.messages.map((m) => m.content)).toEqual(['q1', 'a1', 'q2', 'a2'])
    expect(after.siblings).toEqual({ [c.q2]: [c.q2, edit.userMessageId] })
  })

  it('what a conversation has cost counts every branch’s answers once (the guard reads it)', async () => {
    const client = answers('a1', 'a2', 'b1')
    const c = await twoTurns(client)
    await answered({ requestId: 'r3', conversationId: c.id, action: 'edit', messageId: c.q1, content: 'p1' }, client)
    const every = h.store.withEveryBranch(c.id)
    expect(every.messages.filter((m) => m.role === 'assistant').map((m) => m.content).sort()).toEqual(['a1', 'a2', 'b1'])
    expect(h.store.get(c.id).messages.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual(['b1'])
  })

  it('search finds text on every branch', async () => {
    const client = answers('a1 zanzibar', 'a2', 'b1')
    const c = await twoTurns(client)
    await answered({ requestId: 'r3', conversationId: c.id, action: 'edit', messageId: c.q1, content: 'p1' }, client)
    expect(shown(c.id).join(' ')).not.toContain('zanzibar')
    expect(h.service.search('zanzibar')).toEqual([expect.objectContaining({ conversationId: c.id, messageId: c.a1 })])
  })

  it('branches do not move while an answer streams in the conversation', async () => {
    const client = answers('a1', 'a2')
    const c = await twoTurns(client)
    const s = controlledStream()
    await h.service.start({ requestId: 'r3', conversationId: c.id, action: 'regenerate' }, { connectionId: 'conn1', client: fakeClient(async () => ({ body: s.body, requestId: 'x' })) })
    expect(() => h.service.switchBranch({ id: c.id, messageId: c.a2 })).toThrow(expect.objectContaining({ error: expect.objectContaining({ code: 'conversation_busy' }) }))
    await expect(h.service.saveEdit({ id: c.id, messageId: c.q1, content: 'x' })).rejects.toMatchObject({ error: { code: 'conversation_busy' } })
    s.push(sampleStream(['done']))
    s.close()
    await h.waitForEnd('r3')
  })
})

describe('branch paths (pure)', () => {
  const row = (id: string, parent: string | null, at: string, shown = 0, position = 0): TreeRow => ({ id, parent_id: parent, on_path: shown, position, created_at: at })
  const rows = [row('q', null, '1'), row('a', 'q', '2'), row('b', 'q', '3'), row('q2', 'a', '4'), row('a2', 'q2', '5'), row('q3', 'b', '6')]

  it('goes up to the first message and down through the newest answer at each step', () => {
    expect(branchThrough(rows, 'a')).toEqual(['q', 'a', 'q2', 'a2'])
    expect(branchThrough(rows, 'q')).toEqual(['q', 'b', 'q3'])
    expect(branchThrough(rows, 'q3')).toEqual(['q', 'b', 'q3'])
  })

  it('a subtree is the message and everything after it', () => {
    expect(subtreeOf(rows, 'a').sort()).toEqual(['a', 'a2', 'q2'])
    expect(subtreeOf(rows, 'q').sort()).toEqual(['a', 'a2', 'b', 'q', 'q2', 'q3'])
  })
})
