import { afterEach, describe, expect, it } from 'vitest'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { planRequests } from '../../../electron/services/chat/planned-requests'
import type { CapWatch } from '../../../electron/services/answers/answer-runner'
import { byteStream, controlledStream, fakeClient, sampleStream } from '../../support/chat/stream-fixtures'
import { makeHarness, PARAMS, type Harness } from '../../support/chat/service-harness'

let h: Harness
afterEach(async () => {
  await h.cleanup()
})

const ctx = (client: ReturnType<typeof fakeClient>) => ({ connectionId: 'conn1', client })
/** A stream that sends some text, then waits until it is stopped. */
const hanging = () => fakeClient(async () => ({ body: byteStream([sampleStream(['Some', ' text'], false).replace('data: [DONE]\n\n', '')], 'hang'), requestId: 'req_h' }))

describe('why an answer ended: on its terminal event and saved with it (#33)', () => {
  it('finished, the user’s Stop, a delete, the app closing, a cut stream: each its reason, the same after a restart', async () => {
    h = await makeHarness()
    const done = await h.service.create(PARAMS)
    await h.service.start({ requestId: 'r-done', conversationId: done.id, action: 'send', content: 'Hi' }, ctx(fakeClient(async () => ({ body: byteStream([sampleStream(['Hello.'], false)]), requestId: 'req_1' }))))
    expect(await h.waitForEnd('r-done')).toMatchObject({ kind: 'done', endReason: 'finished', cost: { source: 'counted' } })

    const stopped = await h.service.create(PARAMS)
    const s = controlledStream()
    await h.service.start({ requestId: 'r-user', conversationId: stopped.id, action: 'send', content: 'Hi' }, ctx(fakeClient(async () => ({ body: s.body, requestId: 'req_2' }))))
    s.push(sampleStream(['Part'], false).replace('data: [DONE]\n\n', ''))
    await new Promise((r) => setTimeout(r, 30))
    expect(h.answers.abort('r-user')).toEqual({ aborted: true })
    expect(await h.waitForEnd('r-user')).toMatchObject({ kind: 'stopped', endReason: 'user' })

    const closing = await h.service.create(PARAMS)
    await h.service.start({ requestId: 'r-quit', conversationId: closing.id, action: 'send', content: 'Hi' }, ctx(hanging()))
    await new Promise((r) => setTimeout(r, 30))
    await h.answers.stopAll('app-closing')
    expect(h.terminal('r-quit')).toMatchObject({ kind: 'stopped', endReason: 'app-closing' })

    const deleted = await h.service.create(PARAMS)
    await h.service.start({ requestId: 'r-del', conversationId: deleted.id, action: 'send', content: 'Hi' }, ctx(hanging()))
    await new Promise((r) => setTimeout(r, 30))
    await h.service.delete(deleted.id)
    expect(h.terminal('r-del')).toMatchObject({ kind: 'stopped', endReason: 'deleted' })

    const cut = await h.service.create(PARAMS)
    await h.service.start({ requestId: 'r-cut', conversationId: cut.id, action: 'send', content: 'Hi' }, ctx(fakeClient(async () => ({ body: byteStream([sampleStream(['Half'], false).replace('data: [DONE]\n\n', '')]), requestId: 'req_3' }))))
    expect(await h.waitForEnd('r-cut')).toMatchObject({ kind: 'incomplete', endReason: 'incomplete' })

    await h.store.flush()
    const reopened = await ConversationStore.open({ dataDir: h.dir })
    const reasons = [done, stopped, closing, cut].map((c) => reopened.get(c.id).messages.at(-1)?.endReason)
    expect(reasons).toEqual(['finished', 'user', 'app-closing', 'incomplete'])
  })

  it('a cap: stopped at the delta that passed it, the text after it not kept, marked with the cap', async () => {
    const watch: CapWatch = { refused: null, passed: (text) => (text.includes('STOP') ? { kind: 'conversation-cap', cap: '0.010000' } : null), onPassed: () => undefined, end: () => undefined }
    h = await makeHarness({ capFor: () => watch })
    const conv = await h.service.create(PARAMS)
    await h.service.start({ requestId: 'r-cap', conversationId: conv.id, action: 'send', content: 'Hi' }, ctx(fakeClient(async () => ({ body: byteStream([sampleStream(['One ', 'two ', 'STOP ', 'after'], false)]), requestId: 'req_4' }))))
    expect(await h.waitForEnd('r-cap')).toMatchObject({ kind: 'stopped', endReason: 'conversation-cap' })
    const answer = h.service.get(conv.id).messages.at(-1)!
    expect(answer).toMatchObject({ content: 'One two STOP ', status: 'stopped', endReason: 'conversation-cap', metrics: { stoppedAtCap: '0.010000' } })
  })
})

describe('the preflight plans exactly what a run sends (#33)', () => {
  it('send, edit, regenerate and continue: the planned messages are the request’s', async () => {
    h = await makeHarness()
    const client = fakeClient(async () => ({ body: byteStream([sampleStream(['An answer.'], false)]), requestId: 'req' }))
    const conv = await h.service.create({ ...PARAMS, systemPrompt: 'Be brief.' })
    const run = async (action: 'send' | 'edit' | 'regenerate' | 'continue', extra: { content?: string; messageId?: string } = {}) => {
      const planned = planRequests({ kind: 'chat', conversationId: conv.id, action, ...extra }, (id) => h.service.get(id))
      const id = `r-${action}-${client.requests.length}`
      await h.service.start({ requestId: id, conversationId: conv.id, action, ...extra }, ctx(client))
      await h.waitForEnd(id)
      const sent = client.requests.at(-1)!
      expect(planned.requests[0]!.messages).toEqual(sent.messages)
      expect(planned.requests[0]!.model).toBe(sent.model)
    }
    await run('send', { content: 'First question.' })
    await run('send', { content: 'Second, with the history.' })
    const firstUser = h.service.get(conv.id).messages.find((m) => m.role === 'user')!
    await run('edit', { content: 'First question, edited.', messageId: firstUser.id })
    await run('regenerate')
    // A stopped answer to continue.
    const s = controlledStream()
    const slow = fakeClient(async () => ({ body: s.body, requestId: 'req_s' }))
    await h.service.start({ requestId: 'r-partial', conversationId: conv.id, action: 'send', content: 'Third.' }, ctx(slow))
    s.push(sampleStream(['Half an'], false).replace('data: [DONE]\n\n', ''))
    await new Promise((r) => setTimeout(r, 30))
    h.answers.abort('r-partial')
    await h.waitForEnd('r-partial')
    await run('continue')
  })
})
