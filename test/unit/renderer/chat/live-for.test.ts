import { describe, expect, it } from 'vitest'
import { createBuffer, type LiveBuffer } from '../../../../renderer/src/queries/live-buffer'
import { liveFor } from '../../../../renderer/src/queries/live-answers'

const finished = (requestId: string, conversationId: string, at: string): LiveBuffer => ({
  ...createBuffer(requestId, conversationId, at),
  terminal: { requestId, conversationId, messageId: 'm', seq: 0, kind: 'done', endReason: 'finished', cost: null },
})

describe('liveFor', () => {
  it('prefers the running request over a finished one still being put away', () => {
    const old = finished('r1', 'c1', '2026-01-01T00:00:00.000Z')
    const running = createBuffer('r2', 'c1', '2026-01-01T00:00:01.000Z')
    expect(liveFor({ r1: old, r2: running }, 'c1')).toBe(running)
  })

  it('of finished requests, the newest', () => {
    const a = finished('r1', 'c1', '2026-01-01T00:00:00.000Z')
    const b = finished('r2', 'c1', '2026-01-01T00:00:05.000Z')
    expect(liveFor({ r1: a, r2: b }, 'c1')).toBe(b)
    expect(liveFor({ r2: b, r1: a }, 'c1')).toBe(b)
  })

  it('only the asked conversation, and nothing without one', () => {
    const other = createBuffer('r1', 'c2', '2026-01-01T00:00:00.000Z')
    expect(liveFor({ r1: other }, 'c1')).toBeUndefined()
    expect(liveFor({ r1: other }, null)).toBeUndefined()
  })
})
