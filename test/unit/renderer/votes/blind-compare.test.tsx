// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Vote } from '../../../../shared/domain/votes'
import { ComparePane } from '../../../../renderer/src/features/chat/compare/ComparePane'
import { useBlind } from '../../../../renderer/src/stores/blind'
import { createFakeBridge, FakeFailure } from '../../../support/renderer/fake-bridge'
import { appError, conversation, message } from '../../../support/renderer/fixtures'
import { renderWithBridge } from '../../../support/renderer/render-with-bridge'

const metrics = { ttftMs: 321, outputTokensPerSec: 87.5, totalMs: 900 }
const run = conversation(
  'cmp1',
  [
    message({ id: 'p', role: 'user', content: 'Which is faster?', model: null }),
    message({ id: 'a0', role: 'assistant', content: 'Nano says hi', model: 'tally-nano', column: 0, metrics, usage: { inputTokens: 5, cachedInputTokens: 0, outputTokens: 9 } }),
    message({ id: 'a1', role: 'assistant', content: 'Mini says hi', model: 'tally-mini', column: 1, metrics, usage: { inputTokens: 5, cachedInputTokens: 0, outputTokens: 9 } }),
  ],
  { kind: 'compare', compareModels: ['tally-nano', 'tally-mini'], title: 'Which is faster?', blind: true },
)

let bridge = createFakeBridge()
let stored: Vote | null = null

beforeEach(() => {
  bridge = createFakeBridge()
  stored = null
  bridge.handle('prices:get', () => ({ connectionId: 'c', models: [], tooFewRows: [], fittedAt: null }))
  bridge.handle('votes:forConversation', () => stored)
  bridge.handle('votes:cast', ({ conversationId, choice, tags }) => {
    stored = { id: 'v1', conversationId, prompt: 'Which is faster?', tags: tags ?? [], choice, createdAt: '2026-03-01T10:00:00.000Z', columns: [] }
    return stored
  })
  bridge.handle('votes:undo', () => {
    stored = null
    return { undone: true }
  })
  useBlind.getState().setBlind(true)
})
afterEach(() => {
  cleanup()
  useBlind.getState().setBlind(false)
})

describe('blind compare', () => {
  it('hides names, speed and cost until the vote, then reveals them; the vote can be undone', async () => {
    renderWithBridge(<ComparePane conversation={run} />, bridge)
    await screen.findByRole('group', { name: 'Vote on the blind answers' })
    const a = screen.getByRole('article', { name: 'Answer A' })
    expect(screen.getByRole('article', { name: 'Answer B' })).toBeTruthy()
    expect(screen.queryByText(/tally-nano|tally-mini/)).toBeNull()
    expect(screen.queryByText(/321/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue with this model' })).toBeNull()

    const aModel = within(a).getByText(/says hi/).textContent?.startsWith('Nano') ? 'tally-nano' : 'tally-mini'
    fireEvent.change(screen.getByRole('textbox', { name: /Tags/ }), { target: { value: 'speed, , greetings' } })
    fireEvent.click(screen.getByRole('button', { name: 'Answer A is best' }))
    await screen.findByText(new RegExp(`A \\(${aModel}\\) best`))
    const cast = bridge.callsTo('votes:cast')[0] as { choice: number; tags: string[] }
    expect(cast.tags).toEqual(['speed', 'greetings'])
    expect(cast.choice).toBe(aModel === 'tally-nano' ? 0 : 1)
    expect(screen.getByRole('article', { name: `Answer from ${aModel}` })).toBeTruthy()
    expect(screen.getAllByText(/321/).length).toBeGreaterThan(0)

    fireEvent.click(screen.getByRole('button', { name: 'Undo vote' }))
    await screen.findByRole('group', { name: 'Vote on the blind answers' })
    expect(screen.queryByText(/tally-nano|tally-mini/)).toBeNull()
  })

  it('keeps the run hidden and says so when the vote is not saved', async () => {
    bridge.handle('votes:cast', () => {
      throw new FakeFailure(appError({ kind: 'input', code: 'already_voted', message: 'This compare run already has a vote.' }))
    })
    renderWithBridge(<ComparePane conversation={run} />, bridge)
    fireEvent.click(await screen.findByRole('button', { name: 'Tie' }))
    await screen.findByText('This compare run already has a vote.')
    expect(screen.getByText('Vote not saved')).toBeTruthy()
    expect(screen.queryByText(/tally-nano|tally-mini/)).toBeNull()
  })

  it('waits for every answer to end before voting', async () => {
    const streaming = { ...run, messages: run.messages.map((m) => (m.id === 'a1' ? { ...m, status: 'streaming' as const, content: '' } : m)) }
    renderWithBridge(<ComparePane conversation={streaming} />, bridge)
    await screen.findByText('Vote when every answer has ended.')
    expect((screen.getByRole('button', { name: 'Tie' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('#39: blind is the run’s own: a run started sighted shows names and figures whatever the switch for the next run says, and offers no switch', async () => {
    // The switch is on (for the next run): this run was started without it, and stays as it was.
    useBlind.getState().setBlind(true)
    renderWithBridge(<ComparePane conversation={{ ...run, blind: false }} />, bridge)
    expect(screen.getByRole('article', { name: 'Answer from tally-nano' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Vote on the blind answers' })).toBeNull()
    expect(screen.queryByRole('switch', { name: 'Blind' })).toBeNull()
    expect(screen.queryByText('Blind run')).toBeNull()
    expect(bridge.callsTo('votes:forConversation')).toHaveLength(0)
  })

  it('#39: a run started blind stays blind with the switch off, and says so', async () => {
    useBlind.getState().setBlind(false)
    renderWithBridge(<ComparePane conversation={run} />, bridge)
    await screen.findByRole('group', { name: 'Vote on the blind answers' })
    expect(screen.getByText('Blind run')).toBeTruthy()
    expect(screen.queryByText(/tally-nano|tally-mini/)).toBeNull()
  })
})
