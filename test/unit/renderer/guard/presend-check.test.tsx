// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SendEstimate } from '../../../../shared/domain/guard'
import { Composer } from '../../../../renderer/src/features/chat/Composer'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const bridge = createFakeBridge()
const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement

function estimate(patch: Partial<SendEstimate>): SendEstimate {
  return { model: 'big-model', inputTokens: 80_000, inputCost: '0.24', medianAnswer: '0.06', answers: 12, total: '0.30', threshold: '0.250000', ask: true, answersLeft: 200, balance: '12.000000', answerCap: null, capEnforced: false, conversationCap: null, conversationSoFar: null, conversationAfter: null, overConversationCap: false, ...patch }
}

let next: SendEstimate
let onSend: ReturnType<typeof vi.fn<(text: string) => Promise<boolean>>>
beforeEach(() => {
  bridge.reset()
  useChatStore.setState({ drafts: {} })
  next = estimate({})
  onSend = vi.fn(async (_text: string) => true)
  bridge.handle('guard:estimate', ({ text }) => (text === '' ? { ...next, inputTokens: 0, inputCost: '0', total: null, ask: false } : next))
  bridge.handle('chat:estimateInput', () => ({ tokens: 80_000, cost: '0.24' }))
  bridge.handle('balance:get', () => ({ connectionId: 'a', balance: null, fetchedAt: null, stale: false, loading: false, error: null, nextAttemptAt: null }))
})
afterEach(cleanup)

function renderComposer() {
  return renderWithBridge(<Composer draftKey="k" onSend={onSend} streaming={false} model="big-model" onStop={() => undefined} />, bridge)
}

describe('pre-send check', () => {
  it('asks before an expensive message: Escape cancels and the text stays; Enter confirms and sends', async () => {
    renderComposer()
    await userEvent.type(box(), 'A long document{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this expensive message?' })
    expect(dialog.textContent).toContain('≈ $0.3')
    expect(dialog.textContent).toContain('$0.25')
    expect(dialog.textContent).toContain('median of your 12')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onSend).not.toHaveBeenCalled()
    expect(box().value).toBe('A long document')

    box().focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('alertdialog')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Send anyway'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('A long document'))
  })

  it('asks with the figures when the message would take the conversation past its cap', async () => {
    next = estimate({ total: '0.10', overConversationCap: true, conversationCap: '2.000000', conversationSoFar: '1.95', conversationAfter: '2.05' })
    renderComposer()
    await userEvent.type(box(), 'One more{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Send past this conversation’s cap?' })
    expect(dialog.textContent).toContain('≈ $2.05')
    expect(dialog.textContent).toContain('$2.00')
    expect(dialog.textContent).toContain('This conversation so far≈ $1.95')
    expect(bridge.callsTo('guard:estimate')).toContainEqual({ model: 'big-model', text: 'One more', conversationId: 'k' })
    await userEvent.keyboard('{Escape}')
    expect(onSend).not.toHaveBeenCalled()
  })

  it('sends without asking under the threshold', async () => {
    next = estimate({ total: '0.10', ask: false })
    renderComposer()
    await userEvent.type(box(), 'Short{Enter}')
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Short'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('never blocks when the estimate fails', async () => {
    bridge.handle('guard:estimate', () => {
      throw new FakeFailure(appError({ kind: 'input', code: 'x', message: 'No estimate' }))
    })
    renderComposer()
    await userEvent.type(box(), 'Anything{Enter}')
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Anything'))
  })

  it('shows the runway only when the balance and the median answer are known', async () => {
    renderComposer()
    expect(await screen.findByText(/≈ 200 more answers like this at your balance/)).toBeTruthy()
    cleanup()
    next = estimate({ answersLeft: null })
    renderComposer()
    await screen.findByRole('textbox', { name: 'Message' })
    await waitFor(() => expect(bridge.callsTo('guard:estimate').length).toBeGreaterThan(0))
    expect(screen.queryByText(/more answers like this/)).toBeNull()
  })
})
