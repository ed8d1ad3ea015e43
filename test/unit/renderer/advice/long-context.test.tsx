// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { LongContextNotice } from '../../../../renderer/src/features/advice/LongContextNotice'
import { useChatStore } from '../../../../renderer/src/stores/chat'
import type { ChatMessage } from '../../../../shared/domain/conversation'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, conversation, message, preflight } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'
import { pickerModel } from './fixtures'

afterEach(cleanup)

const answer = (id: string, input: number): ChatMessage =>
  message({ id, role: 'assistant', model: 'tally-large', cost: { source: 'counted', inputTokens: input, cachedInputTokens: 0, outputTokens: 300, cost: '0.01', fromBill: false } })
const turns = (...inputs: number[]) => inputs.flatMap((input, i) => [message({ id: `u${i}`, role: 'user', content: 'q' }), answer(`a${i}`, input)])
const FACTS = [
  pickerModel('tally-large', { inputPerMillion: '3.000000', outputPerMillion: '15.000000' }),
  pickerModel('tally-mini', { inputPerMillion: '0.150000', outputPerMillion: '0.600000' }),
  pickerModel('tally-old', { retired: true, inputPerMillion: '0.010000', outputPerMillion: '0.010000' }),
]

function bridgeWith(fork: () => { conversationId: string; messageId: string }) {
  const bridge = createFakeBridge()
  bridge.handle('models:picker', () => ({ accountId: 'acct', models: FACTS }))
  bridge.handle('guard:preflight', () => preflight())
  bridge.handle('chat:forkWithSummary', fork)
  return bridge
}

describe('a long conversation', () => {
  it('says what each message costs in context alone and continues in a new chat with a summary by the cheapest fitted model', async () => {
    const bridge = bridgeWith(() => ({ conversationId: 'c-new', messageId: 'm-summary' }))
    const c = conversation('c1', turns(2_000, 24_000), { params: { model: 'tally-large', systemPrompt: '', maxOutputTokens: null, temperature: null } })
    renderWithBridge(<LongContextNotice conversation={c} messages={c.messages} busy={false} />, bridge)
    const note = await screen.findByRole('note', { name: 'Long conversation' })
    expect(note.textContent).toContain('Each message now sends 24,000 tokens of context')
    // 24,000 tokens at tally-large's $3.00 per million.
    expect(await screen.findByRole('button', { name: /Context cost per message: \$0\.072/ })).toBeTruthy()
    const writer = screen.getByRole('combobox', { name: 'Summary by' }) as HTMLSelectElement
    await expect.poll(() => writer.value).toBe('tally-mini')
    // A retired model cannot write it.
    expect([...writer.options].map((o) => o.value)).toEqual(['tally-large', 'tally-mini'])
    await userEvent.click(screen.getByRole('button', { name: 'Continue in a new chat with a summary' }))
    await expect.poll(() => useChatStore.getState().selectedId).toBe('c-new')
    expect(bridge.callsTo('guard:preflight')).toEqual([{ plan: { kind: 'summary', conversationId: 'c1', model: 'tally-mini' } }])
    expect(bridge.callsTo('chat:forkWithSummary')).toEqual([expect.objectContaining({ conversationId: 'c1', model: 'tally-mini' })])
  })

  it('below the threshold nothing shows but the links; a fork that fails says why', async () => {
    const short = conversation('c2', turns(2_000, 3_000), { forkedFrom: { id: 'c0', title: 'Parser refactor', exists: true } })
    const quiet = bridgeWith(() => ({ conversationId: 'x', messageId: 'y' }))
    renderWithBridge(<LongContextNotice conversation={short} messages={short.messages} busy={false} />, quiet)
    expect(screen.queryByRole('note')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '“Parser refactor”' }))
    expect(useChatStore.getState().selectedId).toBe('c0')
    cleanup()
    const failing = bridgeWith(() => {
      throw new FakeFailure(appError({ kind: 'input', code: 'busy', message: 'An answer is still running in this conversation.' }))
    })
    const long = conversation('c3', turns(30_000))
    renderWithBridge(<LongContextNotice conversation={long} messages={long.messages} busy={false} />, failing)
    await userEvent.click(await screen.findByRole('button', { name: 'Continue in a new chat with a summary' }))
    expect((await screen.findByRole('alert')).textContent).toContain('The summary did not start')
  })
})
