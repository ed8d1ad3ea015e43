// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ChatEvent } from '../../../../../shared/domain/chat-events'
import type { Conversation } from '../../../../../shared/domain/conversation'
import type { PriceEstimates } from '../../../../../shared/domain/prices'
import ChatView from '../../../../../renderer/src/features/chat/ChatView'
import { liveAnswers as liveStore, resetLiveBuffers } from '../../../../../renderer/src/queries/live-answers'
import { orderModels } from '../../../../../renderer/src/features/chat/compare/CompareModelPicker'
import { useChatStore } from '../../../../../renderer/src/stores/chat'
import { createChatFake } from '../../../../support/renderer/chat-fake'
import { AT, chatError, conversation, message, ok, preflight, preflightModel } from '../../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../../support/renderer/render-with-bridge'

const fake = createChatFake()
const PRICES: PriceEstimates = {
  connectionId: 'c',
  models: [{ model: 'tally-mini', perMillion: { input: '0.5', cachedInput: '0.05', output: '2' }, rows: 40, medianRelativeError: 0.004 }],
  tooFewRows: ['tally-coder'],
  fittedAt: AT,
}
const compare = {
  startCalls: [] as Array<{ prompt: string; models: string[]; requestIds?: string[] }>,
  retryCalls: [] as Array<{ column: number; requestId: string }>,
  continueCalls: [] as number[],
}
let prices: PriceEstimates = PRICES
fake.bridge.respond('prices:get', () => ok(prices))
fake.bridge.respond('models:stats', () => ok([{ model: 'tally-mini', answers: 12, medianTtftMs: 240, medianTokensPerSec: 181.5, incompleteShare: 0.0833 }]))
fake.bridge.respond('chat:estimateInput', ({ text }) => ok({ tokens: text.length, cost: '0.000012' }))
// #33: the preflight: every request's input as sent (here: its text's length), priced; a usual answer of 100 tokens.
fake.bridge.respond('guard:preflight', ({ plan }) => {
  const requests = plan.kind === 'compare' ? plan.models.map((model) => ({ model, text: plan.prompt })) : plan.kind === 'chat' ? [{ model: 'tally-mini', text: plan.content ?? '' }] : []
  return ok(
    preflight({
      models: requests.map((r) => preflightModel({ model: r.model, inputTokens: r.text.length, inputCost: '0.000012', usualOutputTokens: 100, usualCost: '0.0002' })),
      inputTokens: requests.reduce((n, r) => n + r.text.length, 0),
      atLeast: '0.000012',
      total: '0.000212',
      threshold: null,
    }),
  )
})
fake.bridge.respond('compare:start', (args) => {
  fake.log.push('compare:start')
  compare.startCalls.push(args)
  const id = 'cmp1'
  const messages = [
    message({ id: 'p', role: 'user', content: args.prompt, model: null }),
    ...args.models.map((m, i) => message({ id: `m${i}`, role: 'assistant', model: m, status: 'streaming', column: i })),
  ]
  fake.state.conversations.set(id, conversation(id, messages, { kind: 'compare', compareModels: args.models, title: args.prompt }))
  return ok({ conversationId: id, columns: args.models.map((model, column) => ({ column, model, requestId: args.requestIds?.[column] ?? `r${column}`, messageId: `m${column}` })) })
})
fake.bridge.respond('compare:retry', ({ column, requestId }) => {
  compare.retryCalls.push({ column, requestId })
  return ok({ requestId, messageId: `retry-${column}` })
})
fake.bridge.respond('compare:continue', ({ column }) => {
  compare.continueCalls.push(column)
  const chat = conversation('chat-from-compare', [message({ id: 'x1', role: 'user', content: 'Q' }), message({ id: 'x2', role: 'assistant', content: 'A', model: 'tally-coder' })], {
    params: { model: 'tally-coder', systemPrompt: '', maxOutputTokens: null, temperature: null },
  })
  fake.state.conversations.set(chat.id, chat)
  return ok(chat)
})

function renderChat() {
  return renderWithBridge(<ChatView />, fake.bridge)
}

type EventIn = ChatEvent extends infer E ? (E extends ChatEvent ? Omit<E, 'conversationId'> & { conversationId?: string } : never) : never

function event(e: EventIn) {
  act(() => fake.emit({ conversationId: 'cmp1', ...e } as ChatEvent))
}

const column = (model: string) => screen.getByRole('article', { name: `Answer from ${model}` })

beforeEach(() => {
  useChatStore.setState({ selectedId: null, drafts: {}, sendErrors: {}, lastModel: null, compareSetup: null })
  resetLiveBuffers()
  compare.startCalls = []
  compare.retryCalls = []
  compare.continueCalls = []
  prices = PRICES
})
afterEach(cleanup)

async function startRun(models: string[]) {
  fake.reset([conversation('c1', [message({ id: 'u', role: 'user', content: 'hi' })], { updatedAt: '2026-03-01T11:00:00.000Z' })])
  renderChat()
  fireEvent.click(await screen.findByRole('button', { name: 'Compare models' }))
  await screen.findByRole('heading', { name: 'Compare models' })
  for (const m of models) fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${m}`) }))
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Compare these' } })
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  await screen.findByRole('heading', { name: /Compare these/ })
  return compare.startCalls[0]?.requestIds ?? []
}

describe('compare setup', () => {
  it('lists recently used models first, then the rest by name', () => {
    const models = ['tally-a', 'tally-b', 'tally-c', 'tally-d'].map((id) => ({ id, comingSoon: false }))
    expect(orderModels(models, ['tally-c', 'tally-a'], '').map((m) => [m.id, m.recent])).toEqual([
      ['tally-c', true],
      ['tally-a', true],
      ['tally-b', false],
      ['tally-d', false],
    ])
    expect(orderModels(models, ['tally-c'], 'B').map((m) => m.id)).toEqual(['tally-b'])
  })

  it('needs 2 models, takes at most 4, shows each model’s input estimate, and listens before main starts the columns', async () => {
    fake.reset([])
    fake.state.models = ['tally-mini', 'tally-coder', 'tally-nano', 'tally-large', 'tally-xl'].map((id) => ({ id, comingSoon: false }))
    renderChat()
    fireEvent.click(await screen.findByRole('button', { name: 'Compare 2–4 models side by side' }))
    const send = screen.getByRole('button', { name: 'Send' })
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Which is fastest?' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /^tally-mini/ }))
    expect(send.hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('Pick 2 to 4 models to compare.')).toBeTruthy()
    for (const m of ['tally-coder', 'tally-nano', 'tally-large']) fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${m}`) }))
    expect(screen.getByRole('checkbox', { name: /^tally-xl/ }).hasAttribute('disabled')).toBe(true)
    const costs = await screen.findByRole('list', { name: 'Estimated cost per model' })
    await waitFor(() => expect(within(costs).getAllByText(/≈ 17 tokens in · ≈ \$0\.000012 \+ a usual answer ≈ \$0\.0002/)).toHaveLength(4))
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('heading', { name: /Which is fastest/ })
    const call = compare.startCalls[0]
    expect(call?.models).toEqual(['tally-mini', 'tally-coder', 'tally-nano', 'tally-large'])
    expect(new Set(call?.requestIds).size).toBe(4)
    expect(fake.log.indexOf('subscribe')).toBeLessThan(fake.log.indexOf('compare:start'))
    fake.state.models = [
      { id: 'tally-mini', comingSoon: false },
      { id: 'tally-coder', comingSoon: false },
      { id: 'tally-ultra-preview', comingSoon: true },
    ]
  })
})

describe('compare columns', () => {
  it('each column streams its own text and ends in its own state; a 429 shows in its column with the wait', async () => {
    const [r0, r1] = await startRun(['tally-mini', 'tally-coder'])
    event({ requestId: r0 as string, messageId: 'm0', seq: 0, kind: 'delta', text: 'Mini says hi' })
    event({ requestId: r1 as string, messageId: 'm1', seq: 0, kind: 'delta', text: 'Coder writes' })
    // Columns are shown in turn (one per commit), each soon.
    await waitFor(() => expect(within(column('tally-mini')).getByText('Mini says hi')).toBeTruthy())
    await waitFor(() => expect(within(column('tally-coder')).getByText('Coder writes')).toBeTruthy())
    expect(column('tally-mini').getAttribute('aria-busy')).toBe('true')

    const busy = chatError({ status: 429, code: 'model_at_capacity', message: 'The model is at capacity.', retryAfterMs: 30_000, at: new Date().toISOString() })
    event({ requestId: r1 as string, messageId: 'm1', seq: 1, kind: 'error', error: busy, endReason: 'error', cost: null })
    const alert = await within(column('tally-coder')).findByRole('alert')
    expect(within(alert).getByText(/Retry possible in/)).toBeTruthy()
    expect(within(alert).getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(true)
    expect(column('tally-mini').getAttribute('aria-busy')).toBe('true') // the other column goes on
    expect(within(column('tally-mini')).queryByRole('alert')).toBeNull()
  })

  it('Esc stops every column still streaming', async () => {
    const ids = await startRun(['tally-mini', 'tally-coder'])
    event({ requestId: ids[0] as string, messageId: 'm0', seq: 0, kind: 'delta', text: 'one' })
    await waitFor(() => expect(within(column('tally-mini')).getByText('one')).toBeTruthy())
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(fake.state.abortCalls.sort()).toEqual([...ids].sort()))
  })

  it('Delete asks about the compare run and its answers (Cancel has the focus), then deletes it and opens the next conversation', async () => {
    const ids = await startRun(['tally-mini', 'tally-coder'])
    for (const [i, id] of ids.entries()) event({ requestId: id, messageId: `m${i}`, seq: 0, kind: 'done', endReason: 'finished', cost: null })
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Compare these”?' })
    expect(dialog.textContent).toMatch(/This compare run and its 2 answers are removed from this computer/)
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete compare run' }))
    await waitFor(() => expect(fake.state.conversations.has('cmp1')).toBe(false))
    await waitFor(() => expect(useChatStore.getState().selectedId).toBe('c1'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('a finished column shows its figures and estimated cost (or "no estimate yet"), Retry re-runs only it, Continue with this model opens a chat', async () => {
    const [r0, r1] = await startRun(['tally-mini', 'tally-coder'])
    // #33: the record each answer ends with (no usage in the stream: counted here); tally-coder has no price yet.
    const records = {
      m0: { source: 'counted' as const, inputTokens: 5_000, cachedInputTokens: 0, outputTokens: 500, cost: '0.0017', fromBill: false },
      m1: { source: 'counted' as const, inputTokens: 5_000, cachedInputTokens: 0, outputTokens: 500, cost: null, fromBill: false },
    }
    // What main saves when the columns end (read again after the terminal events).
    const saved = fake.state.conversations.get('cmp1') as Conversation
    for (const m of saved.messages) if (m.role === 'assistant') Object.assign(m, { status: 'complete', content: 'Answer.', cost: records[m.id as 'm0' | 'm1'], endReason: 'finished', metrics: { ttftMs: 200, outputTokensPerSec: 150, totalMs: 3_500 } })
    for (const [r, m] of [
      [r0, 'm0'],
      [r1, 'm1'],
    ] as const) {
      event({ requestId: r as string, messageId: m, seq: 0, kind: 'delta', text: 'Answer.' })
      event({ requestId: r as string, messageId: m, seq: 1, kind: 'metrics', metrics: { ttftMs: 200, outputTokensPerSec: 150, totalMs: 3_500 } })
      event({ requestId: r as string, messageId: m, seq: 2, kind: 'done', endReason: 'finished', cost: records[m] })
    }
    const mini = await waitFor(() => {
      const el = column('tally-mini')
      expect(el.getAttribute('aria-busy')).toBe('false')
      return el
    })
    const cost = await within(mini).findByLabelText('Estimated cost: about $0.0017 (tokens counted here)')
    expect(cost.textContent).toBe('≈ $0.0017')
    expect(cost.getAttribute('title')).toMatch(/prices fitted to your usage history/)
    expect(within(mini).getByText('≈ 5,000 in · 500 out · counted here')).toBeTruthy()
    expect(within(mini).getByLabelText('Time to first token 200 ms')).toBeTruthy()
    expect(within(column('tally-coder')).getByLabelText('Cost: unknown').getAttribute('title')).toMatch(/No price estimate for tally-coder yet/)

    fireEvent.click(within(mini).getByRole('button', { name: 'Retry tally-mini' }))
    await waitFor(() => expect(compare.retryCalls).toEqual([{ column: 0, requestId: expect.any(String) }]))

    fireEvent.click(within(column('tally-coder')).getByRole('button', { name: 'Continue with this model' }))
    await waitFor(() => expect(useChatStore.getState().selectedId).toBe('chat-from-compare'))
    expect(compare.continueCalls).toEqual([1])
  })
})

describe('compare columns ending together', () => {
  it('each column keeps its text until the stored copy holds its end: no blink to empty, whichever read finishes first', async () => {
    const [r0, r1] = await startRun(['tally-mini', 'tally-coder'])
    event({ requestId: r0 as string, messageId: 'm0', seq: 0, kind: 'delta', text: 'Mini says hi' })
    event({ requestId: r1 as string, messageId: 'm1', seq: 0, kind: 'delta', text: 'Coder writes' })
    await waitFor(() => expect(within(column('tally-coder')).getByText('Coder writes')).toBeTruthy())
    const blinks: string[] = []
    const watch = new MutationObserver(() => {
      for (const m of ['tally-mini', 'tally-coder']) {
        const el = screen.queryByRole('article', { name: `Answer from ${m}` })
        if (el && within(el).queryByText('Waiting for the first words…')) blinks.push(m)
      }
    })
    watch.observe(document.body, { childList: true, subtree: true, characterData: true })

    // main has saved the first column's end, not yet the second's; reads are held until let through.
    const saved = fake.state.conversations.get('cmp1') as Conversation
    const answer = (id: string) => saved.messages.find((m) => m.id === id) as Conversation['messages'][number]
    Object.assign(answer('m0'), { status: 'complete', content: 'Mini says hi' })
    let letThrough: () => void = () => undefined
    const held = new Promise<void>((resolve) => (letThrough = resolve))
    fake.state.getGate = held
    event({ requestId: r0 as string, messageId: 'm0', seq: 1, kind: 'done', endReason: 'finished', cost: null })
    event({ requestId: r1 as string, messageId: 'm1', seq: 1, kind: 'done', endReason: 'finished', cost: null })
    // Both columns read the conversation; one read must not cut the other short.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)))
    expect(within(column('tally-mini')).getByText('Mini says hi')).toBeTruthy()
    expect(within(column('tally-coder')).getByText('Coder writes')).toBeTruthy()

    // The reads come back with the second column still 'streaming' in the store: it keeps its text and reads again.
    const liveAnswers = () => Object.values(liveStore.snapshot()).map((b) => b.messageId)
    const reads = () => fake.log.filter((l) => l === 'get:cmp1').length
    fake.state.getGate = null
    letThrough()
    await act(async () => held)
    await waitFor(() => expect(liveAnswers()).toEqual(['m1']))
    const readsBefore = reads()
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore))
    expect(within(column('tally-coder')).getByText('Coder writes')).toBeTruthy()
    Object.assign(answer('m1'), { status: 'complete', content: 'Coder writes' })
    await waitFor(() => expect(liveAnswers()).toEqual([]), { timeout: 2_000 })
    expect(within(column('tally-coder')).getByText('Coder writes')).toBeTruthy()
    expect(within(column('tally-mini')).getByText('Mini says hi')).toBeTruthy()
    watch.disconnect()
    expect(blinks).toEqual([])
  })
})

describe('single chat: Continue and estimates', () => {
  it('Continue on an incomplete answer asks main to continue and shows the partial text joined with the new text, marked continued', async () => {
    const partial = message({ id: 'a1', role: 'assistant', status: 'incomplete', incompleteReason: 'cut', content: 'The first half' })
    fake.reset([conversation('c1', [message({ id: 'u1', role: 'user', content: 'Tell me' }), partial])])
    fake.state.startResult = { ok: true, value: { userMessageId: null, messageId: 'a1' } }
    renderChat()
    await screen.findByRole('heading', { name: 'Conversation c1' })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(fake.state.startCalls.at(-1)).toMatchObject({ action: 'continue', conversationId: 'c1' }))
    const requestId = fake.state.startCalls.at(-1)?.requestId as string
    act(() => fake.emit({ requestId, conversationId: 'c1', messageId: 'a1', seq: 0, kind: 'delta', text: ' and the rest.' }))
    const answer = await screen.findByRole('article', { name: 'Answer from tally-mini' })
    await waitFor(() => expect(answer.textContent).toContain('The first half and the rest.'))
    expect(within(answer).getByText('Continued')).toBeTruthy()
    expect(screen.getAllByRole('article', { name: /^Answer from/ })).toHaveLength(1)
  })

  it('the header totals the conversation’s estimated cost; the composer shows the input estimate before sending', async () => {
    const cost = { source: 'counted' as const, inputTokens: 5_000, cachedInputTokens: 0, outputTokens: 500, cost: '0.0017', fromBill: false }
    fake.reset([
      conversation('c1', [
        message({ id: 'u1', role: 'user', content: 'q' }),
        message({ id: 'a1', role: 'assistant', content: 'x', cost }),
        message({ id: 'u2', role: 'user', content: 'q2' }),
        message({ id: 'a2', role: 'assistant', content: 'y', cost }),
      ]),
    ])
    renderChat()
    await screen.findByRole('heading', { name: 'Conversation c1' })
    expect(await screen.findByLabelText('Estimated cost of this conversation: about $0.0034')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello there' } })
    expect(await screen.findByText(/≈ 11 tokens in · ≈ \$0\.000212 with a usual answer \(100 tokens\)/)).toBeTruthy()
  })

  it('Model stats lists each model’s medians, answers and incomplete share', async () => {
    fake.reset([conversation('c1', [])])
    renderChat()
    fireEvent.click(await screen.findByRole('button', { name: 'Model stats' }))
    const dialog = await screen.findByRole('dialog', { name: 'Model stats' })
    const row = await within(dialog).findByRole('row', { name: /tally-mini/ })
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['240 ms', '181.5', '12', '8%', '—'])
  })
})
