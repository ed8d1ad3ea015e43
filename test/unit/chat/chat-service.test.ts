import { afterEach, describe, expect, it } from 'vitest'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { openDatabase } from '../../../electron/services/db/open-database'
import { byteStream, chunkEvent, controlledStream, DONE, fakeClient, httpFailure, sampleStream, waitForAbort } from '../../support/chat/stream-fixtures'
import { makeHarness, PARAMS, type Harness } from '../../support/chat/service-harness'

let h: Harness
afterEach(async () => {
  await h.cleanup()
})

const ok = (parts: string[]) => fakeClient(async () => ({ body: byteStream([sampleStream(parts)]), requestId: 'req_ok' }))
const ctx = (client: ReturnType<typeof fakeClient>) => ({ connectionId: 'conn1', client })

describe('ChatService.start (send)', () => {
  it('stores the user message and a streaming placeholder before the request, then the complete answer', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const s = controlledStream()
    const client = fakeClient(async () => ({ body: s.body, requestId: 'req_1' }))
    const ids = await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: '  Plan a trip to Lisbon  ' }, ctx(client))

    // Saved on disk before any token arrived.
    await h.store.flush()
    const early = openDatabase({ dataDir: h.dir }).db.prepare('SELECT role, status FROM messages WHERE conversation_id = ? ORDER BY position').all(conv.id)
    expect(early.map((m) => [m.role, m.status])).toEqual([['user', 'complete'], ['assistant', 'streaming']]) // a crash now → interrupted at next start
    expect(h.service.get(conv.id).messages[1]?.status).toBe('streaming')
    expect(h.service.get(conv.id).title).toBe('Plan a trip to Lisbon')

    s.push(sampleStream(['Sure', ', here', ' is a plan.']))
    s.close()
    const end = await h.waitForEnd('r1')
    expect(end).toMatchObject({ kind: 'done', conversationId: conv.id, messageId: ids.messageId })
    expect(h.textOf('r1')).toBe('Sure, here is a plan.')
    const kinds = h.eventsFor('r1').map((e) => e.kind)
    expect(kinds.slice(-3)).toEqual(['usage', 'metrics', 'done'])
    expect(h.eventsFor('r1').map((e) => e.seq)).toEqual(kinds.map((_, i) => i))

    const saved = h.service.get(conv.id)
    expect(saved.messages[0]).toMatchObject({ id: ids.userMessageId, role: 'user', content: '  Plan a trip to Lisbon  ', model: 'tally-mini' })
    expect(saved.messages[1]).toMatchObject({
      id: ids.messageId,
      role: 'assistant',
      content: 'Sure, here is a plan.',
      status: 'complete',
      model: 'tally-mini',
      usage: { inputTokens: 12, cachedInputTokens: 4, outputTokens: 3 },
      error: null,
      incompleteReason: null,
    })
    expect(h.finished).toEqual([
      expect.objectContaining({ requestId: 'r1', connectionId: 'conn1', conversationId: conv.id, messageId: ids.messageId, status: 'complete', model: 'tally-mini' }),
    ])
    await h.store.flush()
    const reloaded = (await ConversationStore.open({ dataDir: h.dir })).get(conv.id)
    expect(reloaded.messages[1]?.status).toBe('complete')
  })

  it('builds the request: system prompt first, history, max_completion_tokens only, temperature when set', async () => {
    h = await makeHarness()
    const conv = await h.service.create({ ...PARAMS, systemPrompt: 'Be brief.', maxOutputTokens: 256, temperature: 0.2 })
    const client = ok(['one'])
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'first' }, ctx(client))
    await h.waitForEnd('r1')
    await h.service.updateParams(conv.id, { ...PARAMS })
    await h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'send', content: 'second' }, ctx(client))
    await h.waitForEnd('r2')
    expect(client.requests[0]).toEqual({
      model: 'tally-mini',
      messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'first' }],
      max_completion_tokens: 256,
      temperature: 0.2,
      stream_options: { include_usage: true },
    })
    expect(client.requests[1]).toEqual({
      model: 'tally-mini',
      messages: [{ role: 'user', content: 'first' }, { role: 'assistant', content: 'one' }, { role: 'user', content: 'second' }],
      stream_options: { include_usage: true },
    })
  })

  it('rejects an empty message, an unknown conversation, a duplicate request ID and a second stream in the same conversation', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const client = fakeClient((_, signal) => waitForAbort(signal))
    await expect(h.service.start({ requestId: 'r0', conversationId: conv.id, action: 'send', content: '  ' }, ctx(client))).rejects.toMatchObject({ error: { code: 'empty_message' } })
    await expect(h.service.start({ requestId: 'r0', conversationId: 'nope', action: 'send', content: 'x' }, ctx(client))).rejects.toMatchObject({ error: { code: 'conversation_not_found' } })
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'x' }, ctx(client))
    await expect(h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'y' }, ctx(client))).rejects.toMatchObject({ error: { code: 'duplicate_request' } })
    await expect(h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'send', content: 'y' }, ctx(client))).rejects.toMatchObject({ error: { code: 'conversation_busy' } })
    expect(h.answers.abort('r1')).toEqual({ aborted: true })
    await h.waitForEnd('r1')
    expect(h.service.get(conv.id).messages).toHaveLength(2)
  })
})

describe('ChatService abort and failures', () => {
  it('abort → stopped, partial text kept with status stopped', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const s = controlledStream()
    const ids = await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'hi' }, ctx(fakeClient(async () => ({ body: s.body, requestId: null }))))
    s.push(chunkEvent('Part'))
    s.push(chunkEvent('ial'))
    await new Promise((r) => setTimeout(r, 30))
    expect(h.answers.abort('r1')).toEqual({ aborted: true })
    expect(h.answers.abort('r1')).toEqual({ aborted: false })
    expect(await h.waitForEnd('r1')).toMatchObject({ kind: 'stopped' })
    expect(h.textOf('r1')).toBe('Partial')
    expect(h.service.get(conv.id).messages[1]).toMatchObject({ id: ids.messageId, status: 'stopped', content: 'Partial' })
    expect(h.answers.abort('unknown')).toEqual({ aborted: false })
  })

  it('a cut stream → incomplete with reason; text kept, never complete', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'hi' }, ctx(fakeClient(async () => ({ body: byteStream([chunkEvent('half')]), requestId: 'req_c' }))))
    expect(await h.waitForEnd('r1')).toMatchObject({ kind: 'incomplete', reason: 'cut', error: { code: 'stream_cut', requestId: 'req_c' } })
    expect(h.service.get(conv.id).messages[1]).toMatchObject({ status: 'incomplete', incompleteReason: 'cut', content: 'half' })
    expect(h.finished[0]?.status).toBe('incomplete')
  })

  it('a stall → incomplete (stalled) after the configured idle timeout', async () => {
    h = await makeHarness({ idleTimeoutMs: 100 })
    const conv = await h.service.create(PARAMS)
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'hi' }, ctx(fakeClient(async () => ({ body: byteStream([chunkEvent('slo')], 'hang'), requestId: null }))))
    expect(await h.waitForEnd('r1')).toMatchObject({ kind: 'incomplete', reason: 'stalled' })
    expect(h.service.get(conv.id).messages[1]).toMatchObject({ status: 'incomplete', incompleteReason: 'stalled', content: 'slo' })
  })

  it('an error event → status error with the AppError; partial text kept', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const err = 'data: {"error":{"message":"The model stream failed.","type":"server_error","code":"stream_error"}}\n\n'
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'hi' }, ctx(fakeClient(async () => ({ body: byteStream([chunkEvent('so far'), err]), requestId: 'req_e' }))))
    expect(await h.waitForEnd('r1')).toMatchObject({ kind: 'error', error: { code: 'stream_error', message: 'The model stream failed.' } })
    expect(h.service.get(conv.id).messages[1]).toMatchObject({ status: 'error', content: 'so far', error: { code: 'stream_error', requestId: 'req_e' } })
  })

  it('a 2,000,000-character prompt is kept and context_length_exceeded shows as the assistant error', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const huge = 'word '.repeat(400_000)
    const failure = httpFailure(400, 'context_length_exceeded', 'too long', { param: 'messages', requestId: 'req_big' })
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: huge }, ctx(fakeClient(() => Promise.reject(failure))))
    expect(await h.waitForEnd('r1')).toMatchObject({ kind: 'error', error: { code: 'context_length_exceeded' } })
    await h.store.flush()
    const reloaded = (await ConversationStore.open({ dataDir: h.dir })).get(conv.id)
    expect(reloaded.messages[0]?.content).toBe(huge)
    expect(reloaded.messages[1]).toMatchObject({ role: 'assistant', status: 'error', content: '', error: { code: 'context_length_exceeded' } })
    expect(reloaded.title.length).toBeLessThanOrEqual(61)
  })

  it('learns coming-soon models from model_coming_soon answers', async () => {
    h = await makeHarness()
    const conv = await h.service.create({ ...PARAMS, model: 'tally-ultra-preview' })
    const failure = httpFailure(400, 'model_coming_soon', 'announced', { param: 'model' })
    const before = h.models.comingSoonModels()
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'hi' }, ctx(fakeClient(() => Promise.reject(failure))))
    await h.waitForEnd('r1')
    expect(before.size).toBe(0)
    expect([...h.models.comingSoonModels()]).toEqual(['tally-ultra-preview'])
  })

  it('never retries on its own', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const client = fakeClient(() => Promise.reject(httpFailure(503, '503', 'busy', { retryAfterMs: 10 })))
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'hi' }, ctx(client))
    await h.waitForEnd('r1')
    await new Promise((r) => setTimeout(r, 50))
    expect(client.requests).toHaveLength(1)
  })

  it('a listener that throws does not break the others or the stream', async () => {
    const logs: string[] = []
    h = await makeHarness({ log: (_, m) => logs.push(m) })
    h.answers.onFinished(() => {
      throw new Error('listener bug')
    })
    const seen: string[] = []
    const off = h.answers.onFinished((i) => seen.push(i.requestId))
    const conv = await h.service.create(PARAMS)
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'hi' }, ctx(ok(['x'])))
    await h.waitForEnd('r1')
    off()
    await h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'send', content: 'hi' }, ctx(ok(['x'])))
    await h.waitForEnd('r2')
    expect(seen).toEqual(['r1'])
    expect(logs.some((l) => l.includes('listener bug'))).toBe(true)
  })

  it('saves partial text while streaming (checkpoints)', async () => {
    h = await makeHarness({ checkpointMs: 20 })
    const conv = await h.service.create(PARAMS)
    const s = controlledStream()
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'hi' }, ctx(fakeClient(async () => ({ body: s.body, requestId: null }))))
    s.push(chunkEvent('checkpointed'))
    await new Promise((r) => setTimeout(r, 150))
    await h.store.flush()
    const disk = (await ConversationStore.open({ dataDir: h.dir })).get(conv.id)
    expect(disk.messages[1]).toMatchObject({ content: 'checkpointed', status: 'incomplete', incompleteReason: 'interrupted' })
    s.push(DONE)
    s.close()
    await h.waitForEnd('r1')
  })
})

describe('ChatService regenerate, edit, delete', () => {
  it('regenerate answers the last user message again and keeps the old answer as a branch', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const client = ok(['answer'])
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'q1' }, ctx(client))
    await h.waitForEnd('r1')
    const first = h.service.get(conv.id).messages[1]?.id
    const ids = await h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'regenerate' }, ctx(client))
    await h.waitForEnd('r2')
    expect(ids.userMessageId).toBeNull()
    const messages = h.service.get(conv.id).messages
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(messages[1]?.id).toBe(ids.messageId)
    expect(messages[1]?.id).not.toBe(first)
    expect(h.service.get(conv.id).siblings).toEqual({ [ids.messageId]: [first, ids.messageId] })
    expect(client.requests[1]?.messages).toEqual([{ role: 'user', content: 'q1' }])
  })

  it('Retry right at the end of a stream is not refused as busy', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    let retried: Promise<unknown> | null = null
    h.answers.onFinished((info) => {
      // Reacting at once, while the answer may still be being written to disk.
      if (info.requestId === 'r1') retried = h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'regenerate' }, ctx(ok(['whole'])))
    })
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'q' }, ctx(fakeClient(async () => ({ body: byteStream([chunkEvent('half')]), requestId: null }))))
    await h.waitForEnd('r1')
    await expect(retried).resolves.toBeTruthy()
    expect(await h.waitForEnd('r2')).toMatchObject({ kind: 'done' })
    expect(h.service.get(conv.id).messages.map((m) => m.content)).toEqual(['q', 'whole'])
  })

  it('regenerate with no user message is refused', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    await expect(h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'regenerate' }, ctx(ok(['x'])))).rejects.toMatchObject({ error: { code: 'nothing_to_regenerate' } })
  })

  it('edit writes a new version of a user message, keeps the old one and its answers as a branch, and streams again', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const client = ok(['a'])
    const first = await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'first question' }, ctx(client))
    await h.waitForEnd('r1')
    await h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'send', content: 'second' }, ctx(client))
    await h.waitForEnd('r2')
    const ids = await h.service.start({ requestId: 'r3', conversationId: conv.id, action: 'edit', messageId: first.userMessageId ?? '', content: 'better question' }, ctx(client))
    await h.waitForEnd('r3')
    expect(ids.userMessageId).not.toBe(first.userMessageId)
    const saved = h.service.get(conv.id)
    expect(saved.messages.map((m) => [m.role, m.content])).toEqual([['user', 'better question'], ['assistant', 'a']])
    expect(saved.siblings?.[ids.userMessageId ?? '']).toEqual([first.userMessageId, ids.userMessageId])
    expect(saved.title).toBe('better question')
    expect(client.requests[2]?.messages).toEqual([{ role: 'user', content: 'better question' }])
  })

  it('edit of an unknown or assistant message is refused', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'q' }, ctx(ok(['a'])))
    await h.waitForEnd('r1')
    const answer = h.service.get(conv.id).messages[1]?.id ?? ''
    await expect(h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'edit', messageId: answer, content: 'x' }, ctx(ok(['a'])))).rejects.toMatchObject({ error: { code: 'message_not_found' } })
    await expect(h.service.start({ requestId: 'r3', conversationId: conv.id, action: 'edit', content: 'x' }, ctx(ok(['a'])))).rejects.toMatchObject({ error: { code: 'missing_message_id' } })
  })

  it('a renamed title is kept when the first message is edited', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const first = await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'q' }, ctx(ok(['a'])))
    await h.waitForEnd('r1')
    await h.service.rename(conv.id, 'My title')
    await h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'edit', messageId: first.userMessageId ?? '', content: 'new q' }, ctx(ok(['a'])))
    await h.waitForEnd('r2')
    expect(h.service.get(conv.id).title).toBe('My title')
  })

  it('deleting a conversation stops its stream first', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'q' }, ctx(fakeClient((_, signal) => waitForAbort(signal))))
    expect(await h.service.delete(conv.id)).toEqual({ deleted: true })
    expect(h.terminal('r1')).toMatchObject({ kind: 'stopped' })
    expect(h.service.page({}).items).toEqual([])
    expect(h.answers.isActive('r1')).toBe(false)
  })

  it('pages and searches through the service', async () => {
    h = await makeHarness()
    const a = await h.service.create(PARAMS)
    await h.service.create(PARAMS)
    // The answer must be later than the second conversation's creation by the clock (ms): in the same
    // millisecond the two are equally new and either may come first (seen once in CI).
    await new Promise((resolve) => setTimeout(resolve, 5))
    await h.service.start({ requestId: 'r1', conversationId: a.id, action: 'send', content: 'about zebras' }, ctx(ok(['stripes'])))
    await h.waitForEnd('r1')
    expect(h.service.search('STRIPES').map((c) => c.conversationId)).toEqual([a.id])
    expect(h.service.page({ limit: 1 }).items.map((c) => c.id)).toEqual([a.id])
  })
})
