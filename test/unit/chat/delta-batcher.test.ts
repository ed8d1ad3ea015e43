import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatEvent } from '../../../shared/domain/chat-events'
import { ChatEvent as ChatEventSchema } from '../../../shared/domain/chat-events'
import type { EventChannel, EventPayload } from '../../../shared/ipc/contract'
import { DeltaBatcher } from '../../../electron/services/answers/stream/delta-batcher'

const END = { endReason: 'finished', cost: null } as const
import { RequestEvents } from '../../../electron/services/answers/stream/request-events'
import type { Emit } from '../../../electron/services/ipc/emitter'

function recorder(): { emit: Emit; events: ChatEvent[] } {
  const events: ChatEvent[] = []
  const emit: Emit = <E extends EventChannel>(channel: E, payload: EventPayload<E>) => {
    expect(channel).toBe('chat')
    events.push(ChatEventSchema.parse(payload))
  }
  return { emit, events }
}

const ids = { requestId: 'r1', conversationId: 'c1', messageId: 'm1' }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('DeltaBatcher', () => {
  it('sends nothing before the window ends, then everything pushed in it at once', () => {
    const sent: string[] = []
    const batcher = new DeltaBatcher((t) => sent.push(t), 24)
    batcher.push('a')
    batcher.push('b')
    vi.advanceTimersByTime(23)
    expect(sent).toEqual([])
    batcher.push('c')
    vi.advanceTimersByTime(1)
    expect(sent).toEqual(['abc'])
    batcher.push('d')
    vi.advanceTimersByTime(24)
    expect(sent).toEqual(['abc', 'd'])
  })

  it('ignores empty text and sends nothing when idle', () => {
    const sent: string[] = []
    const batcher = new DeltaBatcher((t) => sent.push(t), 24)
    batcher.push('')
    vi.advanceTimersByTime(100)
    batcher.flush()
    expect(sent).toEqual([])
  })

  it('flush sends at once and cancels the timer; close refuses more', () => {
    const sent: string[] = []
    const batcher = new DeltaBatcher((t) => sent.push(t), 24)
    batcher.push('x')
    batcher.flush()
    expect(sent).toEqual(['x'])
    vi.advanceTimersByTime(100)
    expect(sent).toEqual(['x'])
    batcher.push('y')
    batcher.close()
    batcher.push('z')
    vi.advanceTimersByTime(100)
    expect(sent).toEqual(['x', 'y'])
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('RequestEvents', () => {
  it('batches deltas with increasing seq; their concatenation is the full text; flushes on the terminal event', () => {
    const { emit, events } = recorder()
    const out = new RequestEvents(emit, ids, 24)
    const tokens = Array.from({ length: 200 }, (_, i) => `t${i} `)
    for (const [i, token] of tokens.entries()) {
      out.text(token)
      vi.advanceTimersByTime(i % 3 === 0 ? 5 : 1)
    }
    out.finish({ kind: 'done', ...END })
    const deltas = events.filter((e) => e.kind === 'delta')
    expect(deltas.length).toBeGreaterThan(1)
    expect(deltas.length).toBeLessThan(tokens.length / 5)
    expect(deltas.map((e) => (e.kind === 'delta' ? e.text : '')).join('')).toBe(tokens.join(''))
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i))
    expect(events.at(-1)).toMatchObject({ kind: 'done', ...ids })
    expect(events.every((e) => e.requestId === 'r1' && e.conversationId === 'c1' && e.messageId === 'm1')).toBe(true)
  })

  it('flushes pending text before usage so the order is kept', () => {
    const { emit, events } = recorder()
    const out = new RequestEvents(emit, ids, 24)
    out.text('hello')
    out.usage({ inputTokens: 1, cachedInputTokens: 0, outputTokens: 2 })
    out.text(' world')
    vi.advanceTimersByTime(24)
    expect(events.map((e) => e.kind)).toEqual(['delta', 'usage', 'delta'])
  })

  it('sends exactly one terminal event and nothing after it', () => {
    const { emit, events } = recorder()
    const out = new RequestEvents(emit, ids, 24)
    out.text('partial')
    out.finish({ kind: 'stopped', endReason: 'user', cost: null })
    out.finish({ kind: 'done', ...END })
    out.text('late')
    out.usage({ inputTokens: 1, cachedInputTokens: 0, outputTokens: 2 })
    vi.advanceTimersByTime(100)
    expect(events.map((e) => e.kind)).toEqual(['delta', 'stopped'])
    expect(out.isEnded).toBe(true)
  })

  it('never sends the whole text again: each delta holds only new text', () => {
    const { emit, events } = recorder()
    const out = new RequestEvents(emit, ids, 24)
    out.text('one ')
    vi.advanceTimersByTime(24)
    out.text('two ')
    vi.advanceTimersByTime(24)
    out.finish({ kind: 'incomplete', reason: 'cut', error: null, endReason: 'incomplete', cost: null })
    expect(events.map((e) => (e.kind === 'delta' ? e.text : e.kind))).toEqual(['one ', 'two ', 'incomplete'])
  })
})
