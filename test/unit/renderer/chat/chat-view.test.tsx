// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppError } from '../../../../shared/domain/errors'
import ChatView from '../../../../renderer/src/features/chat/ChatView'
import { liveAnswers, resetLiveBuffers } from '../../../../renderer/src/queries/live-answers'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import { useUi } from '../../../../renderer/src/stores/ui'
import { createChatFake } from '../../../support/renderer/chat-fake'
import { chatError, conversation, message } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const fake = createChatFake()

function renderChat() {
  return renderWithBridge(<ChatView />, fake.bridge)
}

const messages = () => screen.getByRole('region', { name: 'Messages' })
const user = message({ id: 'u1', role: 'user', content: 'Tell me about credits' })

/** A conversation whose last answer is `answer`, opened in the Chat view. */
async function openWith(answer: Parameters<typeof message>[0]) {
  fake.reset([conversation('c1', [user, message({ ...answer })])])
  renderChat()
  await screen.findByRole('heading', { name: 'Conversation c1' })
}

async function openWithError(error: AppError, content = '') {
  await openWith({ id: 'a1', role: 'assistant', status: 'error', error, content })
  return screen.getByRole('alert')
}

beforeEach(() => {
  useChatStore.setState({ selectedId: null, drafts: {}, sendErrors: {}, lastModel: null })
  useUi.setState({ view: 'chat' })
  resetLiveBuffers()
})
afterEach(cleanup)

describe('token counts', () => {
  const COUNTED = { source: 'counted' as const, inputTokens: 5, cachedInputTokens: 0, outputTokens: 3, cost: '0.000004', fromBill: false }

  it('an answer saved without a cost record shows "—", never 0', async () => {
    await openWith({ id: 'a1', role: 'assistant', status: 'complete', content: 'Done.', usage: null, cost: null })
    const tokens = screen.getByText('— in · — out')
    expect(tokens.getAttribute('title')).toMatch(/No token counts were kept/)
    expect(screen.getByText('cost —')).toBeTruthy()
    expect(screen.queryByText(/\b0 in\b|\b0 out\b|\$0\.00/)).toBeNull()
  })

  it('an answer counted here shows its counts and cost, marked so; billed tokens show as the service’s', async () => {
    await openWith({ id: 'a1', role: 'assistant', status: 'complete', content: 'Done.', cost: COUNTED })
    expect(screen.getByText('≈ 5 in · 3 out · counted here')).toBeTruthy()
    expect(await screen.findByLabelText('Estimated cost: about $0.000004 (tokens counted here)')).toBeTruthy()
    cleanup()
    await openWith({ id: 'a1', role: 'assistant', status: 'complete', content: 'Done.', cost: { ...COUNTED, source: 'billed' } })
    expect(screen.getByText('5 in · 3 out')).toBeTruthy()
    expect(screen.queryByText('— in · — out')).toBeNull()
  })

  it('a refused request (an error before any text) shows no figures at all', async () => {
    await openWithError(chatError({ status: 400, code: 'context_length_exceeded', message: 'too long' }))
    expect(screen.queryByText(/ in · /)).toBeNull()
    expect(screen.queryByText('cost —')).toBeNull()
  })
})

describe('incomplete, stopped and failed answers', () => {
  it('keeps an incomplete answer visibly incomplete, with Retry (regenerate, subscribed first)', async () => {
    await openWith({ id: 'a1', role: 'assistant', status: 'incomplete', incompleteReason: 'cut', content: 'The first half of the answer' })
    expect(within(messages()).getByText('The first half of the answer')).toBeTruthy()
    expect(screen.getByText('Incomplete — the stream ended before the service finished')).toBeTruthy()
    expect(screen.getByText(/The connection closed before the answer was finished/)).toBeTruthy()
    expect(screen.getByText('Incomplete', { selector: '.badge' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(fake.state.startCalls).toHaveLength(1))
    expect(fake.state.startCalls[0]).toMatchObject({ conversationId: 'c1', action: 'regenerate' })
    expect(fake.log.indexOf('subscribe')).toBeLessThan(fake.log.indexOf('start:regenerate'))
  })

  it('names each incomplete reason', async () => {
    await openWith({ id: 'a1', role: 'assistant', status: 'incomplete', incompleteReason: 'stalled', content: 'Some' })
    expect(screen.getByText(/No data arrived for too long/)).toBeTruthy()
    cleanup()
    await openWith({ id: 'a1', role: 'assistant', status: 'incomplete', incompleteReason: 'interrupted', content: 'Some' })
    expect(screen.getByText(/Tokentally closed while this answer was streaming/)).toBeTruthy()
  })

  it('says Stopped for a stopped answer and offers Regenerate', async () => {
    await openWith({ id: 'a1', role: 'assistant', status: 'stopped', content: 'Partial' })
    expect(screen.getByText(/Stopped — you stopped this answer/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeTruthy()
  })

  it('model_coming_soon: pick another model', async () => {
    const alert = await openWithError(chatError({ status: 400, code: 'model_coming_soon', message: 'not yet' }))
    expect(within(alert).getByText('Model not available yet')).toBeTruthy()
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
    await userEvent.click(within(alert).getByRole('button', { name: 'Pick another model' }))
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Model' }))
  })

  it('context_length_exceeded: not charged, shorten (edit the message)', async () => {
    const alert = await openWithError(chatError({ status: 400, code: 'context_length_exceeded', param: 'messages' }))
    expect(within(alert).getByText(/You were not charged — shorten the conversation/)).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: 'Edit message' }))
    expect((screen.getByRole('textbox', { name: 'Edit message' }) as HTMLTextAreaElement).value).toBe('Tell me about credits')
  })

  it('401: Replace key opens Settings', async () => {
    const alert = await openWithError(chatError({ status: 401, code: 'invalid_api_key' }))
    expect(within(alert).getByText('API key not accepted')).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: 'Replace key' }))
    expect(useUi.getState().view).toBe('settings')
  })

  it('429 without credits: See balance opens the dashboard', async () => {
    const alert = await openWithError(chatError({ status: 429, code: 'insufficient_credits', message: 'The service said: "The account has no credits for this request."' }))
    expect(within(alert).getByText('Out of credits')).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: 'See balance' }))
    expect(useUi.getState().view).toBe('dashboard')
  })

  it('429 too many requests: Retry stays disabled until Retry-After has passed', async () => {
    const alert = await openWithError(chatError({ status: 429, code: 'too_many_requests', retryAfterMs: 1500, at: new Date().toISOString() }))
    expect(within(alert).getByText('Too many requests')).toBeTruthy()
    expect(within(alert).getByText(/Retry possible in/)).toBeTruthy()
    const retry = within(alert).getByRole('button', { name: 'Retry' }) as HTMLButtonElement
    expect(retry.disabled).toBe(true)
    // Enabled once the 1.5 s have passed; the bound is generous because timers run late on a loaded CI machine.
    await waitFor(() => expect(retry.disabled).toBe(false), { timeout: 10_000 })
    expect(fake.state.startCalls).toHaveLength(0)
  }, 15_000)

  it('502: Retry', async () => {
    const alert = await openWithError(chatError({ status: 502, code: '502', requestId: 'req_502' }))
    expect(within(alert).getByText('The model request failed')).toBeTruthy()
    expect((within(alert).getByRole('button', { name: 'Retry' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('streaming_only: a bug in Tokentally, with the request ID and a copyable report', async () => {
    const alert = await openWithError(chatError({ status: 400, code: 'streaming_only', requestId: 'req_abc123' }))
    expect(within(alert).getByText(/This is a bug in Tokentally — please report it/)).toBeTruthy()
    expect(within(alert).getAllByText(/req_abc123/).length).toBeGreaterThan(0)
    expect(within(alert).getByRole('button', { name: 'Copy error report' })).toBeTruthy()
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('a stream error event keeps the partial text next to the error', async () => {
    const alert = await openWithError(chatError({ status: 200, code: 'stream_error', message: 'upstream exploded' }), 'Half an answer')
    expect(within(messages()).getByText('Half an answer')).toBeTruthy()
    expect(within(alert).getByText('The answer stopped with an error')).toBeTruthy()
  })
})

describe('streaming', () => {
  const ids = { requestId: '', conversationId: 'c1', messageId: 'a-new' }

  it('sends with Enter, shows deltas in seq order (duplicates ignored), then shows the stored answer', async () => {
    fake.reset([conversation('c1', [])])
    renderChat()
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Hello{Shift>}{Enter}{/Shift}there')
    expect((box as HTMLTextAreaElement).value).toBe('Hello\nthere')
    expect(fake.state.startCalls).toHaveLength(0)
    await userEvent.type(box, '{Enter}')
    await waitFor(() => expect(fake.state.startCalls).toHaveLength(1))
    const start = fake.state.startCalls[0]!
    expect(start).toMatchObject({ conversationId: 'c1', action: 'send', content: 'Hello\nthere' })
    expect(fake.log.indexOf('subscribe')).toBeLessThan(fake.log.indexOf('start:send'))
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''))
    // The user message shows at once, with the answer's placeholder.
    expect(await screen.findByText('Hello there', { normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy()

    const e = { ...ids, requestId: start.requestId }
    act(() => {
      fake.emit({ ...e, seq: 1, kind: 'delta', text: ' **world**' })
      fake.emit({ ...e, seq: 0, kind: 'delta', text: 'Hello' })
      fake.emit({ ...e, seq: 1, kind: 'delta', text: ' **world**' })
      fake.emit({ ...e, seq: 2, kind: 'delta', text: '\n\n```js\nconst a = 1\n```' })
    })
    await waitFor(() => expect(screen.getByText('world').tagName).toBe('STRONG'))
    expect(screen.getAllByText(/Hello/).length).toBeGreaterThan(0)
    expect(screen.getByText('const a = 1')).toBeTruthy()

    // Main stored the answer; after the terminal event the stored message replaces the live one.
    const stored = fake.state.conversations.get('c1')!
    stored.messages = [
      message({ id: 'u-new', role: 'user', content: 'Hello\nthere' }),
      message({ id: 'a-new', role: 'assistant', content: 'Hello **world**\n\n```js\nconst a = 1\n```', cost: { source: 'counted', inputTokens: 12, cachedInputTokens: 0, outputTokens: 9, cost: '0.00001', fromBill: false } }),
    ]
    const gets = fake.log.filter((l) => l === 'get:c1').length
    act(() => fake.emit({ ...e, seq: 3, kind: 'done', endReason: 'finished', cost: { source: 'counted', inputTokens: 12, cachedInputTokens: 0, outputTokens: 9, cost: '0.00001', fromBill: false } }))
    // The terminal event carries the record: tokens and cost show the moment the answer ends.
    expect(await screen.findByText('≈ 12 in · 9 out · counted here')).toBeTruthy()
    await waitFor(() => expect(fake.log.filter((l) => l === 'get:c1').length).toBeGreaterThan(gets))
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
    expect(await screen.findByRole('button', { name: 'Copy code' })).toBeTruthy()
    expect(fake.listenerCount()).toBe(0)
  })

  it('commits a burst of 5,000 deltas to React in a few animation frames, not 5,000 renders', async () => {
    fake.reset([conversation('c1', [])])
    renderChat()
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Go fast{Enter}')
    await screen.findByRole('button', { name: 'Stop' })
    const requestId = fake.state.startCalls[0]!.requestId
    let commits = 0
    let shown = liveAnswers.snapshot()
    const unsubscribe = liveAnswers.subscribe(() => {
      if (liveAnswers.snapshot() !== shown) commits++
      shown = liveAnswers.snapshot()
    })
    act(() => {
      for (let seq = 0; seq < 5000; seq++) fake.emit({ ...ids, requestId, seq, kind: 'delta', text: seq % 100 === 99 ? 'tok\n\n' : 'tok ' })
    })
    expect(commits).toBe(0)
    await waitFor(() => expect(liveAnswers.snapshot()[requestId]?.text.length).toBe(5000 * 4 + 50))
    expect(commits).toBeLessThanOrEqual(2)
    unsubscribe()
  })

  it('Esc and the Stop button stop the answer', async () => {
    fake.reset([conversation('c1', [])])
    renderChat()
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Hi{Enter}')
    await screen.findByRole('button', { name: 'Stop' })
    const requestId = fake.state.startCalls[0]!.requestId
    fireEvent.keyDown(document.body, { key: 'Escape' })
    await waitFor(() => expect(fake.state.abortCalls).toEqual([requestId]))
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(fake.state.abortCalls).toEqual([requestId, requestId]))
    act(() => {
      fake.emit({ ...ids, requestId, seq: 0, kind: 'delta', text: 'Part' })
      fake.emit({ ...ids, requestId, seq: 1, kind: 'stopped', endReason: 'user', cost: null })
    })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull())
  })

  it('keeps the draft when the send is not accepted', async () => {
    fake.reset([conversation('c1', [])])
    fake.state.startResult = { ok: false, error: chatError({ kind: 'input', status: 0, code: 'conversation_busy', message: 'An answer is still streaming.' }) }
    renderChat()
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Please keep me{Enter}')
    expect(await screen.findByText('Message not sent')).toBeTruthy()
    expect((box as HTMLTextAreaElement).value).toBe('Please keep me')
    expect(fake.listenerCount()).toBe(0)
  })
})

describe('conversations and models', () => {
  it('shows the start panel with the model picker when there are no conversations', async () => {
    fake.reset([])
    renderChat()
    expect(await screen.findByRole('heading', { name: 'Start a conversation' })).toBeTruthy()
    const picker = screen.getByRole('combobox', { name: 'Model' }) as HTMLInputElement
    await waitFor(() => expect(picker.value).toBe('tally-mini'))
    await userEvent.click(picker)
    const soon = screen.getByRole('option', { name: /tally-ultra-preview/ })
    expect(within(soon).getByText('coming soon')).toBeTruthy()
    await userEvent.click(soon)
    expect(screen.getByText(/is announced but not accepting requests yet/)).toBeTruthy()
  })

  it('filters models as you type', async () => {
    fake.reset([conversation('c1', [])])
    renderChat()
    const picker = await screen.findByRole('combobox', { name: 'Model' })
    await userEvent.click(picker)
    await userEvent.type(picker, 'coder')
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['tally-coder', 'Use “coder”'])
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(fake.state.conversations.get('c1')!.params.model).toBe('tally-coder'))
  })

  it('saves options (empty temperature means default)', async () => {
    fake.reset([conversation('c1', [])])
    renderChat()
    await userEvent.click(await screen.findByRole('button', { name: /Options/ }))
    await userEvent.type(screen.getByRole('textbox', { name: 'System prompt' }), 'Be brief.')
    await userEvent.type(screen.getByRole('spinbutton', { name: /Max output tokens/ }), '256')
    await userEvent.click(screen.getByRole('button', { name: 'Save options' }))
    await waitFor(() =>
      expect(fake.state.conversations.get('c1')!.params).toEqual({ model: 'tally-mini', systemPrompt: 'Be brief.', maxOutputTokens: 256, temperature: null }),
    )
  })

  it('renames and deletes (after confirming)', async () => {
    fake.reset([conversation('c1', []), conversation('c2', [], { updatedAt: '2026-03-02T00:00:00.000Z' })])
    renderChat()
    // Newest first, and the newest is opened.
    expect(await screen.findByRole('heading', { name: 'Conversation c2' })).toBeTruthy()
    const items = within(screen.getByRole('navigation', { name: 'Conversations' })).getAllByRole('button', { name: /Conversation c/ })
    expect(items.map((b) => b.textContent?.slice(0, 14))).toEqual(['Conversation c', 'Conversation c'])
    expect(items[0]!.getAttribute('aria-current')).toBe('true')

    await userEvent.click(screen.getByRole('button', { name: 'Rename' }))
    const title = screen.getByRole('textbox', { name: 'Conversation title' })
    await userEvent.clear(title)
    await userEvent.type(title, 'Budget questions{Enter}')
    expect(await screen.findByRole('heading', { name: 'Budget questions' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation' }))
    expect(await screen.findByRole('heading', { name: 'Conversation c1' })).toBeTruthy()
    expect(fake.state.conversations.has('c2')).toBe(false)
  })

  it('the delete confirmation is a modal alert dialog: focus on Cancel, Escape closes it and focus returns to Delete', async () => {
    fake.reset([conversation('c1', [])])
    renderChat()
    expect(await screen.findByRole('heading', { name: 'Conversation c1' })).toBeTruthy()
    const del = screen.getByRole('button', { name: 'Delete' })
    await userEvent.click(del)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Conversation c1”?' })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(del))
    expect(fake.state.conversations.has('c1')).toBe(true)
  })
})
