// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import ChatView from '../../../../renderer/src/features/chat/ChatView'
import { ROW_PX } from '../../../../renderer/src/features/chat/ConversationList'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import { useUi } from '../../../../renderer/src/stores/ui'
import { createChatFake } from '../../../support/renderer/chat-fake'
import { chatError, conversation, message } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const fake = createChatFake()

function renderChat() {
  return renderWithBridge(<ChatView />, fake.bridge)
}

/** `n` conversations, the first the newest. */
function many(n: number) {
  return Array.from({ length: n }, (_, i) =>
    conversation(`c${String(i).padStart(5, '0')}`, [message({ id: `m${i}`, role: 'user', content: `Question number ${i}` })], {
      title: `Chat ${i}`,
      updatedAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
    }),
  )
}

const list = () => screen.getByRole('list', { name: 'Conversation list' })
const rows = () => within(list()).getAllByRole('listitem')
const searchBox = () => screen.getByRole('searchbox', { name: 'Search conversations' })

function scrollListTo(top: number) {
  const scroller = document.querySelector<HTMLElement>('.chat-list')
  if (!scroller) throw new Error('no list')
  scroller.scrollTop = top
  fireEvent.scroll(scroller)
}

beforeEach(() => {
  useChatStore.setState({ selectedId: null, jumpTo: null, compareSetup: null, drafts: {}, sendErrors: {}, lastModel: null })
  useUi.setState({ view: 'chat' })
})
afterEach(cleanup)

describe('conversation list', () => {
  it('asks main for the first page only, newest first, and renders only the rows in view', async () => {
    fake.reset(many(10_000))
    renderChat()
    await screen.findByRole('heading', { name: 'Chat 0' })
    expect(fake.log.filter((l) => l.startsWith('list:'))).toEqual(['list:first'])
    const shown = rows()
    expect(shown.length).toBeGreaterThan(5)
    expect(shown.length).toBeLessThan(40)
    expect(within(shown[0] as HTMLElement).getByRole('button').textContent).toContain('Chat 0')
    expect(within(list()).getByRole('button', { name: /Chat 0/ }).getAttribute('aria-current')).toBe('true')
  })

  it('loads the next page when scrolled near the end of what is loaded, and keeps the DOM small', async () => {
    fake.reset(many(120))
    renderChat()
    await screen.findByRole('heading', { name: 'Chat 0' })
    scrollListTo(45 * ROW_PX)
    await waitFor(() => expect(fake.log).toContain('list:50'))
    await waitFor(() => expect(within(list()).getByRole('button', { name: /Chat 55\b/ })).toBeTruthy())
    expect(rows().length).toBeLessThan(40)
    scrollListTo(110 * ROW_PX)
    await waitFor(() => expect(fake.log).toContain('list:100'))
    await waitFor(() => expect(within(list()).getByRole('button', { name: /Chat 119\b/ })).toBeTruthy())
    expect(fake.log.filter((l) => l.startsWith('list:'))).toEqual(['list:first', 'list:50', 'list:100'])
  })

  it('selecting a row opens that conversation', async () => {
    fake.reset(many(3))
    renderChat()
    await screen.findByRole('heading', { name: 'Chat 0' })
    await userEvent.click(within(list()).getByRole('button', { name: /Chat 2\b/ }))
    await screen.findByRole('heading', { name: 'Chat 2' })
  })
})

describe('search', () => {
  const hay = [
    conversation('a', [message({ id: 'a1', role: 'user', content: 'Plan a trip' }), message({ id: 'a2', role: 'assistant', content: 'Bring a zebra costume to the party.' })], {
      title: 'Trip',
      updatedAt: '2026-01-02T00:00:00.000Z',
    }),
    conversation('b', [message({ id: 'b1', role: 'user', content: 'Unrelated question' })], { title: 'Other', updatedAt: '2026-01-03T00:00:00.000Z' }),
  ]

  it('shows ranked results with the matching words marked, and opening one scrolls to that message and marks it', async () => {
    fake.reset(hay)
    renderChat()
    await screen.findByRole('heading', { name: 'Other' })
    await userEvent.type(searchBox(), 'zebra')
    const results = await screen.findByRole('list', { name: 'Search results for “zebra”' })
    expect(screen.queryByRole('list', { name: 'Conversation list' })).toBeNull()
    const result = within(results).getByRole('button', { name: /Trip/ })
    const marks = result.querySelectorAll('mark')
    expect([...marks].map((m) => m.textContent)).toEqual(['zebra'])
    expect(document.querySelector('.chat-results-status')?.textContent).toMatch(/1 match/)
    await userEvent.click(result)
    await screen.findByRole('heading', { name: 'Trip' })
    await waitFor(() => expect(document.querySelector('[data-message-id="a2"]')?.getAttribute('data-found')).toBe('true'))
    expect(useChatStore.getState().jumpTo).toBeNull()
  })

  it('says when nothing matches, and when only punctuation was typed', async () => {
    fake.reset(hay)
    renderChat()
    await screen.findByRole('heading', { name: 'Other' })
    await userEvent.type(searchBox(), 'quokka')
    await screen.findByText('No conversation mentions “quokka”.')
    await userEvent.clear(searchBox())
    await userEvent.type(searchBox(), '"*-')
    await screen.findByText(/Type a word to search/)
    expect(fake.log.filter((l) => l.startsWith('search:"'))).toEqual([])
  })

  it('a failed search says why and offers Try again', async () => {
    fake.reset(hay)
    let fail = true
    fake.state.searchResult = () => (fail ? { ok: false as const, error: chatError({ kind: 'internal', status: 0, code: 'storage_error', message: 'Could not read the database.', endpoint: 'app' }) } : { ok: true as const, value: [] })
    renderChat()
    await screen.findByRole('heading', { name: 'Other' })
    await userEvent.type(searchBox(), 'zebra')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/Search failed/)
    expect(alert.textContent).toMatch(/Could not read the database/)
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByText('No conversation mentions “zebra”.')
  })

  it('searches as the user types, at most once per short interval, always ending on the last text', async () => {
    fake.reset(hay)
    renderChat()
    await screen.findByRole('heading', { name: 'Other' })
    await userEvent.type(searchBox(), 'zebra costume')
    await screen.findByRole('list', { name: 'Search results for “zebra costume”' })
    const searches = fake.log.filter((l) => l.startsWith('search:'))
    expect(searches.at(-1)).toBe('search:zebra costume')
    expect(searches.length).toBeLessThan('zebra costume'.length)
  })

  it('Escape in the search box clears it and shows the list again', async () => {
    fake.reset(hay)
    renderChat()
    await screen.findByRole('heading', { name: 'Other' })
    await userEvent.type(searchBox(), 'zebra')
    await screen.findByRole('list', { name: /Search results/ })
    act(() => {
      fireEvent.keyDown(searchBox(), { key: 'Escape' })
    })
    expect((searchBox() as HTMLInputElement).value).toBe('')
    await screen.findByRole('list', { name: 'Conversation list' })
  })
})

describe('export', () => {
  const one = [conversation('c1', [message({ id: 'u1', role: 'user', content: 'Hi' })], { title: 'Trip' })]

  it('Export ▾ offers Markdown, a web page and JSON; main saves and the pane says where', async () => {
    fake.reset(one)
    renderChat()
    await screen.findByRole('heading', { name: 'Trip' })
    await userEvent.click(screen.getByRole('button', { name: /Export/ }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Export as Markdown (.md)', 'Export as a web page (.html)', 'Export as JSON, every branch (.json)'])
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Export as JSON, every branch (.json)' }))
    expect(await screen.findByText('Exported to /home/ada/c1.json')).toBeTruthy()
    expect(fake.log).toContain('export:c1:json')
  })

  it('a cancelled save dialog says nothing was saved; a failure says why', async () => {
    fake.reset(one)
    fake.state.exportResult = { ok: true, value: { saved: false, path: null } }
    renderChat()
    await screen.findByRole('heading', { name: 'Trip' })
    await userEvent.click(screen.getByRole('button', { name: /Export/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Export as Markdown (.md)' }))
    expect(await screen.findByText('Export cancelled: nothing was saved.')).toBeTruthy()
    fake.state.exportResult = { ok: false, error: chatError({ kind: 'internal', status: 0, code: 'storage_error', message: 'Could not write the file: permission denied.', endpoint: 'app' }) }
    await userEvent.click(screen.getByRole('button', { name: /Export/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Export as Markdown (.md)' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/Not exported/)
    expect(alert.textContent).toMatch(/permission denied/)
  })
})

// Two hundred messages through the fake bridge and the search box: slow on a busy machine, not a timing check.
describe('long conversations', { timeout: 20_000 }, () => {
  const long = conversation(
    'long',
    Array.from({ length: 200 }, (_, i) => message({ id: `m${i}`, role: i % 2 ? 'assistant' : 'user', content: i === 5 ? 'the quokka message' : `Message number ${i}` })),
    { title: 'Long one' },
  )
  const articles = () => document.querySelectorAll('.chat-scroll article[data-message-id]')

  it('open at the end with the last messages drawn; earlier ones come on request, in order', async () => {
    fake.reset([long])
    renderChat()
    await screen.findByRole('heading', { name: 'Long one' })
    expect(articles()).toHaveLength(6)
    expect(articles()[5]?.getAttribute('data-message-id')).toBe('m199')
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages (194 more)' }))
    expect(articles()).toHaveLength(26)
    expect(articles()[0]?.getAttribute('data-message-id')).toBe('m174')
    expect(screen.getByRole('button', { name: 'Show earlier messages (174 more)' })).toBeTruthy()
  })

  it('a search result far up the conversation is drawn and marked', async () => {
    fake.reset([long])
    renderChat()
    await screen.findByRole('heading', { name: 'Long one' })
    fireEvent.change(searchBox(), { target: { value: 'quokka' } })
    const results = await screen.findByRole('list', { name: 'Search results for “quokka”' })
    await userEvent.click(within(results).getByRole('button'))
    await waitFor(() => expect(document.querySelector('[data-message-id="m5"]')?.getAttribute('data-found')).toBe('true'))
    expect(articles()[0]?.getAttribute('data-message-id')).toBe('m3')
  })
})
