import { afterEach, describe, expect, it } from 'vitest'
import { CONTINUE_INSTRUCTION } from '../../../electron/services/chat/prepare-turn'
import { byteStream, chunkEvent, fakeClient, httpFailure, sampleStream, usageEvent } from '../../support/chat/stream-fixtures'
import { makeHarness, PARAMS, type Harness } from '../../support/chat/service-harness'

let h: Harness
afterEach(async () => {
  await h.cleanup()
})

const ctx = (client: ReturnType<typeof fakeClient>) => ({ connectionId: 'conn1', client })

/** First request: cut after "The first half" (with usage); later requests: the given stream. */
function cutThen(next: string) {
  let calls = 0
  return fakeClient(async () => {
    calls++
    if (calls === 1) return { body: byteStream([chunkEvent('The first'), chunkEvent(' half'), usageEvent(10, 3, 2)]), requestId: 'req_cut' }
    return { body: byteStream([next]), requestId: 'req_more' }
  })
}

describe('ChatService continue', () => {
  it('carries an incomplete answer on: same message, partial text + continuation, marked continued, tokens of both requests', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const client = cutThen(sampleStream([' and', ' the rest.']))
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'Tell me' }, ctx(client))
    expect(await h.waitForEnd('r1')).toMatchObject({ kind: 'incomplete' })
    const partial = h.service.get(conv.id).messages[1]
    expect(partial).toMatchObject({ status: 'incomplete', content: 'The first half', continued: false })

    const ids = await h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'continue', messageId: partial?.id }, ctx(client))
    expect(ids).toEqual({ userMessageId: null, messageId: partial?.id })
    expect(h.service.get(conv.id).messages[1]).toMatchObject({ status: 'streaming', continued: true, content: 'The first half' })
    expect(await h.waitForEnd('r2')).toMatchObject({ kind: 'done', messageId: partial?.id })
    // Events carry only the new text; the stored answer is joined.
    expect(h.textOf('r2')).toBe(' and the rest.')
    const saved = h.service.get(conv.id).messages
    expect(saved).toHaveLength(2)
    expect(saved[1]).toMatchObject({ id: partial?.id, status: 'complete', content: 'The first half and the rest.', continued: true, error: null, incompleteReason: null })
    // sampleStream reports 12 in (4 cached) / one output token per part; the cut request reported 10 (2 cached) / 3.
    expect(saved[1]?.usage).toEqual({ inputTokens: 22, cachedInputTokens: 6, outputTokens: 5 })
    // The model sees the history, its partial answer and the instruction to carry on.
    expect(client.requests[1]?.messages).toEqual([
      { role: 'user', content: 'Tell me' },
      { role: 'assistant', content: 'The first half' },
      { role: 'user', content: CONTINUE_INSTRUCTION },
    ])
  })

  it('a continuation refused before any text keeps the first request\'s tokens and cost record: that request was billed', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    let calls = 0
    const client = fakeClient(async () => {
      calls++
      if (calls === 1) return { body: byteStream([chunkEvent('The first'), chunkEvent(' half'), usageEvent(10, 3, 2)]), requestId: 'req_cut' }
      throw httpFailure(503, 'unavailable', 'The service is down.')
    })
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'Tell me' }, ctx(client))
    await h.waitForEnd('r1')
    const first = h.service.get(conv.id).messages[1]
    expect(first?.cost).toMatchObject({ source: 'billed', inputTokens: 10, cachedInputTokens: 2, outputTokens: 3 })
    await h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'continue' }, ctx(client))
    expect(await h.waitForEnd('r2')).toMatchObject({ kind: 'error' })
    const after = h.service.get(conv.id).messages[1]
    expect(after).toMatchObject({ status: 'error', content: 'The first half' })
    expect(after?.cost).toEqual(first?.cost)
    expect(after?.usage).toEqual(first?.usage)
  })

  it('a stopped answer can be continued; a continuation that breaks off again stays incomplete with everything kept', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    let calls = 0
    const client = fakeClient(async () => {
      calls++
      return calls === 1 ? { body: byteStream([sampleStream(['Alpha'])]), requestId: 'a' } : { body: byteStream([chunkEvent(' beta')]), requestId: 'b' }
    })
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'go' }, ctx(client))
    await h.waitForEnd('r1')
    // Mark it stopped, as an abort would.
    const answer = h.service.get(conv.id).messages[1]
    await h.store.updateMessage(conv.id, answer?.id ?? '', { status: 'stopped' })
    await h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'continue' }, ctx(client))
    expect(await h.waitForEnd('r2')).toMatchObject({ kind: 'incomplete', reason: 'cut' })
    expect(h.service.get(conv.id).messages[1]).toMatchObject({ status: 'incomplete', content: 'Alpha beta', continued: true, incompleteReason: 'cut' })
  })

  it('refuses to continue a complete answer, an empty one, a message that is not the last, and a conversation without answers', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const client = fakeClient(async () => ({ body: byteStream([sampleStream(['Done.'])]), requestId: 'x' }))
    await expect(h.service.start({ requestId: 'r0', conversationId: conv.id, action: 'continue' }, ctx(client))).rejects.toMatchObject({ error: { code: 'nothing_to_continue' } })
    await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'go' }, ctx(client))
    await h.waitForEnd('r1')
    await expect(h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'continue' }, ctx(client))).rejects.toMatchObject({ error: { code: 'nothing_to_continue' } })
    const [user, answer] = h.service.get(conv.id).messages
    await h.store.updateMessage(conv.id, answer?.id ?? '', { status: 'stopped', content: '' })
    await expect(h.service.start({ requestId: 'r3', conversationId: conv.id, action: 'continue' }, ctx(client))).rejects.toMatchObject({ error: { code: 'nothing_to_continue' } })
    await h.store.updateMessage(conv.id, answer?.id ?? '', { status: 'stopped', content: 'Do' })
    await expect(h.service.start({ requestId: 'r4', conversationId: conv.id, action: 'continue', messageId: user?.id }, ctx(client))).rejects.toMatchObject({
      error: { code: 'nothing_to_continue' },
    })
    expect(client.requests).toHaveLength(1)
  })
})

describe('simulator: continuing an answer', () => {
  it('streams the rest of the earlier answer, cutting the first piece where the partial text ends', async () => {
    const { continuationOf, generateAnswer } = await import('../../../electron/sim/chat/generate')
    const answer = generateAnswer('Explain held credits', 42, null)
    const full = answer.pieces.join('')
    const partial = full.slice(0, 37)
    const rest = continuationOf(answer, partial)
    expect(rest && partial + rest.pieces.join('')).toBe(full)
    expect(continuationOf(answer, 'Something else entirely')).toBeNull()
    expect(continuationOf(answer, '')).toBeNull()
  })
})
