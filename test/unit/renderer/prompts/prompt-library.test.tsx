// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SavedPrompt } from '../../../../shared/domain/prompts'
import { Composer } from '../../../../renderer/src/features/chat/Composer'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const AT = '2026-03-01T10:00:00.000Z'
const PROMPTS: SavedPrompt[] = [
  { id: 'p1', kind: 'prompt', title: 'Explain code', body: 'Explain {{snippet}} to a {{audience}}.', tags: ['code'], createdAt: AT, updatedAt: AT },
  { id: 'p2', kind: 'system', title: 'Terse', body: 'Answer tersely.', tags: [], createdAt: AT, updatedAt: AT },
]

let bridge = createFakeBridge()
let systemPrompts: string[] = []
let sent: string[] = []
beforeEach(() => {
  bridge = createFakeBridge()
  systemPrompts = []
  sent = []
  bridge.handle('prompts:list', () => ({ prompts: PROMPTS, tags: ['code'] }))
  bridge.handle('chat:estimateInput', () => ({ tokens: 1, cost: null }))
  useChatStore.setState({ drafts: {} })
})
afterEach(cleanup)

function renderComposer() {
  return renderWithBridge(<Composer draftKey="k" onSend={async (t) => (sent.push(t), true)} streaming={false} onStop={() => undefined} onSystemPrompt={(t) => systemPrompts.push(t)} />, bridge)
}

describe('the prompt library in the composer', () => {
  it('opens on "/" in an empty box, fills variables (braces in values kept) and inserts after what was typed', async () => {
    renderComposer()
    const box = screen.getByRole('textbox', { name: 'Message' })
    fireEvent.keyDown(box, { key: '/' })
    // The library's code loads on first open.
    fireEvent.click(await screen.findByRole('button', { name: /Explain code/ }, { timeout: 10_000 }))
    fireEvent.change(screen.getByRole('textbox', { name: 'snippet' }), { target: { value: 'f = {{x}} => $&' } })
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }))
    // audience is missing: said so, and a second Insert uses it as written.
    expect((await screen.findByRole('alert')).textContent).toMatch(/No value for \{\{audience\}\}/)
    fireEvent.change(screen.getByRole('textbox', { name: 'audience' }), { target: { value: 'beginner' } })
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(useChatStore.getState().drafts.k).toBe('Explain f = {{x}} => $& to a beginner.')
    // Filling the form never sends the message.
    expect(sent).toEqual([])

    // With text typed, "/" is a character and the library button appends below it.
    useChatStore.getState().setDraft('k', 'Context first')
    fireEvent.click(screen.getByRole('button', { name: 'Prompts' }))
    fireEvent.click(await screen.findByRole('button', { name: /Explain code/ }))
    fireEvent.change(screen.getByRole('textbox', { name: 'snippet' }), { target: { value: 'a' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'audience' }), { target: { value: 'b' } })
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }))
    await waitFor(() => expect(useChatStore.getState().drafts.k).toBe('Context first\n\nExplain a to a b.'))
  })

  it('applies a system preset as the system prompt, and searches with the typed text', async () => {
    renderComposer()
    fireEvent.click(screen.getByRole('button', { name: 'Prompts' }))
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search prompts' }), { target: { value: 'ters' } })
    await waitFor(() => expect(bridge.callsTo('prompts:list').at(-1)).toEqual({ search: 'ters', tag: null }))
    fireEvent.click(screen.getByRole('button', { name: /Terse/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Use as system prompt' }))
    expect(systemPrompts).toEqual(['Answer tersely.'])
    expect(useChatStore.getState().drafts.k ?? '').toBe('')
  })

  it('shows an import that failed', async () => {
    bridge.handle('prompts:import', () => {
      throw new FakeFailure(appError({ kind: 'input', code: 'invalid_import', message: 'This file is not a Tokentally prompt export.' }))
    })
    renderComposer()
    fireEvent.click(screen.getByRole('button', { name: 'Prompts' }))
    const input = (await screen.findByLabelText('Import prompts from a JSON file')) as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['{"x":1}'], 'p.json', { type: 'application/json' })] } })
    await screen.findByText('This file is not a Tokentally prompt export.')
  })
})
