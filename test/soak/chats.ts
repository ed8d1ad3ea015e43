/**
 * One chat of the day, sent through the renderer as a person would, and the check at the end
 * that every answer's text is in the store exactly as the simulator sent it (whole, or the part
 * that arrived before a cut or a stop).
 */
import type { Page } from '@playwright/test'
import type { Conversation } from '../../shared/domain/conversation'
import type { EventPayload } from '../../shared/ipc/contract'
import { generateAnswer } from '../../electron/sim/chat/generate'
import type { ChatKind, ChatSpec } from './plan'
import type { SoakApp } from './app'
import { answers, composer, newChat, send, setMaxOutputTokens } from './ui'

export const LONG_TOKENS = 1500
export const STOPPED_TOKENS = 6000
const CHAT_PATH = '/v1/chat/completions'

export interface SentChat {
  kind: ChatKind | 'compare'
  text: string
  conversationId: string
  /** Which answer of the conversation holds the reply to `text` (compare runs have several columns). */
  column: number | null
}

type Fault = (rule: Record<string, unknown>) => Promise<void>

const TERMINAL = new Set(['done', 'incomplete', 'stopped', 'error'])

/** The next terminal chat event (the day sends one chat at a time); `cancel` when the chat was never sent. */
function nextTerminal(app: SoakApp, timeoutMs = 60_000): { event: Promise<EventPayload<'chat'>>; cancel(): void } {
  let cancel = () => undefined as void
  const event = new Promise<EventPayload<'chat'>>((resolve, reject) => {
    const timer = setTimeout(() => {
      off()
      reject(new Error('no terminal chat event within 60 s'))
    }, timeoutMs)
    const off = app.onChat((e) => {
      if (!TERMINAL.has(e.kind)) return
      clearTimeout(timer)
      off()
      resolve(e)
    })
    cancel = () => {
      clearTimeout(timer)
      off()
    }
  })
  return { event, cancel }
}

function faultFor(spec: ChatSpec): Record<string, unknown> | null {
  const match = { method: 'POST', path: CHAT_PATH }
  switch (spec.kind) {
    case 'cut':
      return { match, times: 1, stream: { after: 5 + (spec.index % 30), mode: 'cut' } }
    case '429':
      return { match, times: 1, respond: { status: 429, headers: { 'Retry-After': '2' }, body: { error: { message: 'Too many simultaneous requests for this key.', type: 'rate_limit_error', code: 'too_many_concurrent_requests' } } } }
    case '503':
      return { match, times: 1, respond: { status: 503, headers: { 'Retry-After': '2' } } }
    default:
      return null
  }
}

export async function sendChat(app: SoakApp, fault: Fault, spec: ChatSpec): Promise<SentChat> {
  const page = app.page
  // A search may have opened a compare run, which has no composer: a person starts a new chat then.
  if (spec.newConversation || (await composer(page).count()) === 0) await newChat(page)
  const maxTokens = spec.kind === 'long' ? LONG_TOKENS : spec.kind === 'stopped' ? STOPPED_TOKENS : null
  if (maxTokens !== null) await setMaxOutputTokens(page, maxTokens)
  const rule = faultFor(spec)
  if (rule) await fault(rule)
  const terminal = nextTerminal(app)
  try {
    await send(page, spec.text)
    if (spec.kind === 'stopped') await stopOnceStreaming(page)
  } catch (err) {
    terminal.cancel()
    throw err
  }
  const event = await terminal.event
  // The page has caught up once the answer is no longer busy and Send is back.
  await answers(page).last().waitFor({ state: 'visible', timeout: 20_000 })
  await page.waitForFunction(() => !document.querySelector('article[aria-busy="true"]'), undefined, { timeout: 20_000 })
  return { kind: spec.kind, text: spec.text, conversationId: event.conversationId, column: null }
}

async function stopOnceStreaming(page: Page): Promise<void> {
  const answer = answers(page).last()
  await page.waitForFunction(() => {
    const all = document.querySelectorAll('article[aria-label^="Answer from"]')
    const last = all[all.length - 1]
    return last?.getAttribute('aria-busy') === 'true' && (last.textContent ?? '').includes('More on')
  }, undefined, { timeout: 20_000 })
  await page.getByRole('button', { name: 'Stop', exact: true }).click({ timeout: 20_000 })
  await answer.getByText('Stopped', { exact: true }).waitFor({ state: 'visible', timeout: 20_000 })
}

/** A compare run through core (its view is not in the app yet): every column's terminal event. */
export async function runCompare(app: SoakApp, prompt: string, models: string[]): Promise<SentChat[]> {
  const pending = new Map<string, (event: EventPayload<'chat'>) => void>()
  const ends: Promise<EventPayload<'chat'>>[] = []
  const seen = new Map<string, EventPayload<'chat'>>()
  const off = app.onChat((event) => {
    if (!TERMINAL.has(event.kind)) return
    const resolve = pending.get(event.requestId)
    if (resolve) resolve(event)
    else seen.set(event.requestId, event)
  })
  try {
    const started = await app.invoke('compare:start', { prompt, models, params: { model: models[0] as string, systemPrompt: '', maxOutputTokens: null, temperature: null } })
    for (const column of started.columns) {
      const early = seen.get(column.requestId)
      ends.push(early ? Promise.resolve(early) : new Promise((resolve) => pending.set(column.requestId, resolve)))
    }
    await withTimeout(Promise.all(ends), 60_000, 'compare run did not end within 60 s')
    return started.columns.map((c) => ({ kind: 'compare', text: prompt, conversationId: started.conversationId, column: c.column }))
  } finally {
    off()
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([promise, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() => clearTimeout(timer))
}

/** What the simulator streams for `text` (the answer depends only on the last user message and the seed). */
export function expectedAnswer(text: string, seed: number, maxTokens: number | null): string {
  return generateAnswer(text, seed, maxTokens).pieces.join('')
}

/**
 * Problems with one sent chat in the store (empty when its text was saved as it should be).
 * `conversation` is null when the conversation is gone (its connection was removed: chats stay).
 */
export function checkSaved(chat: SentChat, conversation: Conversation | null, seed: number): string[] {
  const where = `chat "${chat.text}"`
  if (!conversation) return [`${where}: conversation ${chat.conversationId} not in the store`]
  const userAt = conversation.messages.findIndex((m) => m.role === 'user' && m.content === chat.text)
  if (userAt < 0) return [`${where}: the user message is not saved`]
  const replies = conversation.messages.slice(userAt + 1).filter((m) => m.role === 'assistant')
  const reply = chat.column === null ? replies[0] : replies.find((m) => m.column === chat.column)
  if (!reply) return [`${where}: no answer saved`]
  // A conversation keeps its output limit: a chat after a long one in the same conversation has it too.
  const expected = expectedAnswer(chat.text, seed, conversation.params.maxOutputTokens)
  const problems: string[] = []
  const want = (status: string) => {
    if (reply.status !== status) problems.push(`${where}: status ${reply.status}, expected ${status}`)
  }
  switch (chat.kind) {
    case 'normal':
    case 'long':
    case 'compare':
      want('complete')
      if (reply.content !== expected) problems.push(`${where}: saved text differs from the streamed answer (${reply.content.length} of ${expected.length} chars)`)
      break
    case 'cut':
    case 'stopped':
      want(chat.kind === 'cut' ? 'incomplete' : 'stopped')
      if (reply.content.length === 0) problems.push(`${where}: the partial answer was not saved`)
      else if (!expected.startsWith(reply.content)) problems.push(`${where}: the saved partial answer is not what was streamed`)
      break
    case '429':
    case '503':
      want('error')
      if (reply.error?.status !== Number(chat.kind)) problems.push(`${where}: saved error status ${reply.error?.status}, expected ${chat.kind}`)
      break
  }
  return problems
}
