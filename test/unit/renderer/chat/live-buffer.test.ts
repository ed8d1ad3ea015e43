import { describe, expect, it } from 'vitest'
import type { ChatEvent } from '../../../../shared/domain/chat-events'
import type { AppError } from '../../../../shared/domain/errors'
import { applyEvent, createBuffer, forceDrain, hasPendingTerminal, liveMessage, withMessageId } from '../../../../renderer/src/queries/live-buffer'

const ids = { requestId: 'r1', conversationId: 'c1', messageId: 'm1' }
const delta = (seq: number, text: string): ChatEvent => ({ ...ids, seq, kind: 'delta', text })
const done = (seq: number): ChatEvent => ({ ...ids, seq, kind: 'done', endReason: 'finished', cost: null })
const usage = (seq: number): ChatEvent => ({ ...ids, seq, kind: 'usage', usage: { inputTokens: 10, cachedInputTokens: 2, outputTokens: 5 } })
const error: AppError = { kind: 'http', status: 502, code: '502', message: 'Bad gateway', at: '2026-01-01T00:00:00.000Z', endpoint: 'POST /chat/completions', requestId: 'req_1' }

const apply = (events: ChatEvent[]) => events.reduce(applyEvent, createBuffer('r1', 'c1', '2026-01-01T00:00:00.000Z'))

describe('live buffer', () => {
  it('appends deltas in seq order and learns the message ID', () => {
    const buffer = apply([delta(0, 'Hel'), delta(1, 'lo'), delta(2, ' world')])
    expect(buffer.text).toBe('Hello world')
    expect(buffer.nextSeq).toBe(3)
    expect(buffer.messageId).toBe('m1')
    expect(buffer.terminal).toBeNull()
  })

  it('ignores duplicates (same seq again) without changing the buffer', () => {
    const once = apply([delta(0, 'a'), delta(1, 'b')])
    expect(applyEvent(once, delta(1, 'b'))).toBe(once)
    expect(applyEvent(once, delta(0, 'a'))).toBe(once)
    expect(once.text).toBe('ab')
  })

  it('holds events that arrive early until the gap is filled', () => {
    let buffer = apply([delta(0, 'a')])
    buffer = applyEvent(buffer, delta(2, 'c'))
    buffer = applyEvent(buffer, delta(3, 'd'))
    expect(buffer.text).toBe('a')
    expect(buffer.pending.map((e) => e.seq)).toEqual([2, 3])
    // A duplicate of a pending event is ignored too.
    expect(applyEvent(buffer, delta(3, 'd'))).toBe(buffer)
    buffer = applyEvent(buffer, delta(1, 'b'))
    expect(buffer.text).toBe('abcd')
    expect(buffer.pending).toEqual([])
    expect(buffer.nextSeq).toBe(4)
  })

  it('applies a shuffled stream in order', () => {
    const events = [delta(0, '0'), delta(1, '1'), delta(2, '2'), usage(3), delta(4, '4'), done(5)]
    const shuffled = [events[3], events[0], events[5], events[2], events[4], events[1], events[2]] as ChatEvent[]
    const buffer = apply(shuffled)
    expect(buffer.text).toBe('0124')
    expect(buffer.usage).toEqual({ inputTokens: 10, cachedInputTokens: 2, outputTokens: 5 })
    expect(buffer.terminal?.kind).toBe('done')
  })

  it('ignores events of other requests', () => {
    const buffer = apply([delta(0, 'a')])
    expect(applyEvent(buffer, { ...delta(1, 'x'), requestId: 'other' })).toBe(buffer)
  })

  it('stops at the terminal event: nothing after it is applied', () => {
    const buffer = apply([delta(0, 'a'), done(1)])
    expect(applyEvent(buffer, delta(2, 'late'))).toBe(buffer)
    expect(applyEvent(buffer, { ...ids, seq: 3, kind: 'error', error, endReason: 'error', cost: null })).toBe(buffer)
    expect(buffer.text).toBe('a')
  })

  it('keeps partial text with incomplete, stopped and error terminals', () => {
    const incomplete = apply([delta(0, 'partial'), { ...ids, seq: 1, kind: 'incomplete', reason: 'cut', error: null, endReason: 'incomplete', cost: null }])
    expect(incomplete.terminal).toMatchObject({ kind: 'incomplete', reason: 'cut' })
    expect(liveMessage(incomplete, undefined, 'tally-mini')).toMatchObject({ content: 'partial', status: 'incomplete', incompleteReason: 'cut' })

    const stopped = apply([delta(0, 'so far'), { ...ids, seq: 1, kind: 'stopped', endReason: 'user', cost: null }])
    expect(liveMessage(stopped, undefined, 'tally-mini')).toMatchObject({ content: 'so far', status: 'stopped' })

    const failed = apply([{ ...ids, seq: 0, kind: 'error', error, endReason: 'error', cost: null }])
    expect(liveMessage(failed, undefined, 'tally-mini')).toMatchObject({ content: '', status: 'error', error })
  })

  it('shows a streaming message over the stored placeholder', () => {
    const buffer = withMessageId(apply([delta(0, 'Hi'), usage(1)]), 'm1')
    const stored = { id: 'm1', role: 'assistant' as const, content: '', createdAt: '2026-02-02T00:00:00.000Z', model: 'tally-nano', status: 'streaming' as const, usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null }
    expect(liveMessage(buffer, stored, 'tally-mini')).toMatchObject({ id: 'm1', content: 'Hi', status: 'streaming', model: 'tally-nano', createdAt: stored.createdAt, usage: { outputTokens: 5 } })
  })

  it('force-drains pending events past a gap that is never filled', () => {
    let buffer = apply([delta(0, 'a'), delta(2, 'c'), done(3)])
    expect(hasPendingTerminal(buffer)).toBe(true)
    expect(buffer.terminal).toBeNull()
    buffer = forceDrain(buffer)
    expect(buffer.text).toBe('ac')
    expect(buffer.terminal?.kind).toBe('done')
    expect(buffer.pending).toEqual([])
  })
})
