// @vitest-environment happy-dom
import type { QueryClient } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import ChatView from '../../../../renderer/src/features/chat/ChatView'
import { resetLiveBuffers } from '../../../../renderer/src/queries/live-answers'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import { useUi } from '../../../../renderer/src/stores/ui'
import { createChatFake } from '../../../support/renderer/chat-fake'
import { chatError, conversation, message } from '../../../support/renderer/fixtures'
import { renderWithBridge, testQueryClient } from '../../../support/renderer/render-with-bridge'

/**
 * Enter in the composer after a failed answer and a Retry: the sequence that used to leave the
 * text in the box, unsent. Two causes, one test each: the pane followed the finished (failed)
 * request instead of the running retry, and Enter pressed while an answer was still being written
 * was dropped without a word.
 */

const fake = createChatFake()

/** One QueryClient for the whole test, as in the app: leaving the view keeps the cache. */
let client: QueryClient
function renderChat() {
  return renderWithBridge(<ChatView />, fake.bridge, { client })
}

const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement
const lastAnswer = () => screen.getAllByRole('article', { name: /^Answer from/ }).at(-1)!
const user = message({ id: 'u1', role: 'user', content: 'Tell me about credits' })

beforeEach(() => {
  client = testQueryClient()
  useChatStore.setState({ selectedId: null, drafts: {}, sendErrors: {}, lastModel: null })
  useUi.setState({ view: 'chat' })
  resetLiveBuffers()
})
afterEach(cleanup)

describe('Enter after a Retry', () => {
  it('a Retry right after a failure: the pane follows the retry, not the failed request that is still being put away', async () => {
    fake.reset([conversation('c1', [user, message({ id: 'a1', role: 'assistant', content: 'First answer' })])])
    renderChat()
    await screen.findByRole('heading', { name: 'Conversation c1' })
    fake.state.startResult = { ok: true, value: { userMessageId: 'u2', messageId: 'a2' } }
    await userEvent.type(box(), 'A second question{Enter}')
    await waitFor(() => expect(fake.state.startCalls).toHaveLength(1))
    const failed = fake.state.startCalls[0]!.requestId

    // The answer fails; main is slow to hand back the stored conversation.
    let release: () => void = () => undefined
    fake.state.getGate = new Promise<void>((resolve) => (release = resolve))
    const error = chatError({ status: 502, code: '502', message: 'Bad gateway' })
    act(() => fake.emit({ requestId: failed, conversationId: 'c1', messageId: 'a2', seq: 0, kind: 'error', error, endReason: 'error', cost: null }))
    const retry = await within(lastAnswer()).findByRole('button', { name: 'Retry' })

    fake.state.startResult = { ok: true, value: { userMessageId: null, messageId: 'a3' } }
    await userEvent.click(retry)
    await waitFor(() => expect(fake.state.startCalls).toHaveLength(2))
    // The retry is running: its answer is the last one, streaming, and the composer offers Stop.
    await waitFor(() => expect(lastAnswer().getAttribute('data-message-id')).toBe('a3'))
    expect(lastAnswer().getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy()
    expect(screen.queryByText('The model request failed')).toBeNull()
    release()
  })

  it('Enter while the retried answer is still being written (after leaving the view and coming back) sends once it ends', async () => {
    const error = chatError({ status: 502, code: '502', message: 'Bad gateway' })
    fake.reset([conversation('c1', [user, message({ id: 'a1', role: 'assistant', status: 'error', error })])])
    const first = renderChat()
    await screen.findByRole('heading', { name: 'Conversation c1' })
    fake.state.startResult = { ok: true, value: { userMessageId: null, messageId: 'a2' } }
    await userEvent.click(within(lastAnswer()).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(fake.state.startCalls).toHaveLength(1))
    const retried = fake.state.startCalls[0]!.requestId

    // Other views, then Chat again: the retry is still streaming.
    first.unmount()
    renderChat()
    await screen.findByRole('heading', { name: 'Conversation c1' })
    await userEvent.type(box(), 'The next question{Enter}')

    // Not dropped: the message waits for the answer and says so.
    expect(await screen.findByText(/sent when this answer ends/i)).toBeTruthy()
    expect(fake.state.startCalls).toHaveLength(1)
    expect(box().value).toBe('The next question')

    fake.state.startResult = { ok: true, value: { userMessageId: 'u3', messageId: 'a3' } }
    act(() => fake.emit({ requestId: retried, conversationId: 'c1', messageId: 'a2', seq: 0, kind: 'done', endReason: 'finished', cost: null }))
    await waitFor(() => expect(fake.state.startCalls).toHaveLength(2))
    expect(fake.state.startCalls[1]).toMatchObject({ conversationId: 'c1', action: 'send', content: 'The next question' })
    await waitFor(() => expect(box().value).toBe(''))
  })
})

describe('a message during the wait the service asked for (429 Retry-After)', () => {
  it('waits for the countdown, says so on the Send button, then goes by itself', async () => {
    const error = chatError({ status: 429, code: 'too_many_requests', retryAfterMs: 1500, at: new Date().toISOString() })
    fake.reset([conversation('c1', [user, message({ id: 'a1', role: 'assistant', status: 'error', error })])])
    renderChat()
    await screen.findByRole('heading', { name: 'Conversation c1' })
    expect(screen.getByRole('button', { name: /^Send in [12] s$/ })).toBeTruthy()

    await userEvent.type(box(), 'Are you free now?{Enter}')
    expect(await screen.findByText(/sent when the wait the service asked for is over/)).toBeTruthy()
    expect(fake.state.startCalls).toHaveLength(0)
    expect(box().value).toBe('Are you free now?')

    await waitFor(() => expect(fake.state.startCalls).toHaveLength(1), { timeout: 3000 })
    expect(fake.state.startCalls[0]).toMatchObject({ action: 'send', content: 'Are you free now?' })
    await waitFor(() => expect(box().value).toBe(''))
  })

  it('“Don’t send” takes the waiting message back; the button says Send again once the wait is over', async () => {
    const error = chatError({ status: 503, code: '503', retryAfterMs: 1200, at: new Date().toISOString() })
    fake.reset([conversation('c1', [user, message({ id: 'a1', role: 'assistant', status: 'error', error })])])
    renderChat()
    await screen.findByRole('heading', { name: 'Conversation c1' })
    await userEvent.type(box(), 'Later{Enter}')
    await userEvent.click(await screen.findByRole('button', { name: 'Don’t send' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy(), { timeout: 3000 })
    expect(fake.state.startCalls).toHaveLength(0)
    expect(box().value).toBe('Later')
  })

  it('no wait after other errors, or once the wait is long over', async () => {
    const old = chatError({ status: 429, code: 'too_many_requests', retryAfterMs: 1000, at: new Date(Date.now() - 60_000).toISOString() })
    fake.reset([conversation('c1', [user, message({ id: 'a1', role: 'assistant', status: 'error', error: old })])])
    renderChat()
    await screen.findByRole('heading', { name: 'Conversation c1' })
    await userEvent.type(box(), 'Now{Enter}')
    await waitFor(() => expect(fake.state.startCalls).toHaveLength(1))
  })
})
