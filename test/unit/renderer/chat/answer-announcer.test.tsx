// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../../shared/domain/conversation'
import { AnswerAnnouncer } from '../../../../renderer/src/features/chat/AnswerAnnouncer'

function answer(patch: Partial<ChatMessage>): ChatMessage {
  return {
    id: 'a1', role: 'assistant', content: 'Hello', createdAt: '2026-11-27T10:00:00Z', model: 'tally-mini', status: 'streaming', usage: null, error: null,
    incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null, ...patch,
  }
}

afterEach(cleanup)

// #37: the streaming answer is aria-busy, not a live region; one polite status speaks once at its end.
describe('the answer announcer', () => {
  it('is silent while the answer streams, then says once how it ended and what it cost', () => {
    const status = () => screen.getByTestId('answer-announcer')
    const { rerender } = render(<AnswerAnnouncer messages={[answer({ content: 'He' })]} liveId="a1" streaming />)
    expect(status()).toHaveProperty('textContent', '')
    rerender(<AnswerAnnouncer messages={[answer({ content: 'Hello wor' })]} liveId="a1" streaming />)
    expect(status()).toHaveProperty('textContent', '')
    expect(status().getAttribute('aria-live')).toBe('polite')
    const ended = answer({ status: 'stopped', endReason: 'answer-cap', cost: { source: 'counted', inputTokens: 10, cachedInputTokens: 0, outputTokens: 20, cost: '0.001300', fromBill: false } })
    rerender(<AnswerAnnouncer messages={[ended]} liveId={null} streaming={false} />)
    expect(status().textContent).toBe('Answer from tally-mini stopped at the answer’s cost cap. Cost $0.0013.')
    // A re-render with the same messages says nothing new.
    rerender(<AnswerAnnouncer messages={[ended]} liveId={null} streaming={false} />)
    expect(status().textContent).toBe('Answer from tally-mini stopped at the answer’s cost cap. Cost $0.0013.')
  })

  it('waits for the terminal record when the stream ends before the message has it, and says when the cost is unknown', () => {
    const { rerender } = render(<AnswerAnnouncer messages={[answer({})]} liveId="a1" streaming />)
    rerender(<AnswerAnnouncer messages={[answer({})]} liveId={null} streaming={false} />)
    expect(screen.getByTestId('answer-announcer').textContent).toBe('')
    rerender(<AnswerAnnouncer messages={[answer({ status: 'complete', endReason: 'finished' })]} liveId={null} streaming={false} />)
    expect(screen.getByTestId('answer-announcer').textContent).toBe('Answer from tally-mini finished. Cost unknown: no price for this model yet.')
  })
})
