import { afterEach, describe, expect, it } from 'vitest'
import { AnswerTimer } from '../../../electron/services/answers/stream/answer-metrics'
import { byteStream, chunkEvent, controlledStream, fakeClient, usageEvent, DONE } from '../../support/chat/stream-fixtures'
import { makeHarness, PARAMS, type Harness } from '../../support/chat/service-harness'

class FakeMonotonic {
  ms = 1_000
  readonly now = (): number => this.ms
  advance(ms: number): void {
    this.ms += ms
  }
}

describe('AnswerTimer', () => {
  it('measures TTFT to the first content delta, tok/s from first to last delta, and the total time', () => {
    const clock = new FakeMonotonic()
    const timer = new AnswerTimer(clock.now)
    clock.advance(50)
    timer.text('') // the role chunk carries no content
    clock.advance(250)
    timer.text('Hello') // first content: 300 ms after the start
    clock.advance(1_000)
    timer.text(' world') // last content: 1 s after the first
    clock.advance(40)
    expect(timer.finish(120)).toEqual({ ttftMs: 300, outputTokensPerSec: 120, totalMs: 1_340 })
  })

  it('without usage the speed is unknown (null), never 0', () => {
    const clock = new FakeMonotonic()
    const timer = new AnswerTimer(clock.now)
    clock.advance(100)
    timer.text('a')
    clock.advance(500)
    timer.text('b')
    expect(timer.finish(null)).toEqual({ ttftMs: 100, outputTokensPerSec: null, totalMs: 600 })
  })

  it('no content: TTFT and speed unknown; one delta only: speed unknown (no interval)', () => {
    const clock = new FakeMonotonic()
    const none = new AnswerTimer(clock.now)
    clock.advance(2_000)
    expect(none.finish(0)).toEqual({ ttftMs: null, outputTokensPerSec: null, totalMs: 2_000 })
    const one = new AnswerTimer(clock.now)
    clock.advance(80)
    one.text('all at once')
    expect(one.finish(3)).toEqual({ ttftMs: 80, outputTokensPerSec: null, totalMs: 80 })
  })

  it('rounds the speed to one decimal', () => {
    const clock = new FakeMonotonic()
    const timer = new AnswerTimer(clock.now)
    timer.text('x')
    clock.advance(3_000)
    timer.text('y')
    expect(timer.finish(100)?.outputTokensPerSec).toBe(33.3)
  })
})

describe('ChatService answer metrics', () => {
  let h: Harness
  afterEach(async () => {
    await h.cleanup()
  })

  it('sends metrics once, just before the terminal event, and saves them on the message', async () => {
    const clock = new FakeMonotonic()
    h = await makeHarness({ monotonic: clock.now, batchWindowMs: 0 })
    const conv = await h.service.create(PARAMS)
    const s = controlledStream()
    const client = fakeClient(async () => ({ body: s.body, requestId: 'req_m' }))
    const ids = await h.service.start({ requestId: 'r1', conversationId: conv.id, action: 'send', content: 'hi' }, { connectionId: 'c', client })
    await new Promise((r) => setTimeout(r, 5))
    clock.advance(400)
    s.push(chunkEvent('Hello'))
    await new Promise((r) => setTimeout(r, 5))
    clock.advance(2_000)
    s.push(chunkEvent(' there'))
    await new Promise((r) => setTimeout(r, 5))
    clock.advance(100)
    s.push(usageEvent(10, 50, 4) + DONE)
    s.close()
    const end = await h.waitForEnd('r1')
    expect(end.kind).toBe('done')
    const events = h.eventsFor('r1')
    expect(events.filter((e) => e.kind === 'metrics')).toHaveLength(1)
    const metrics = { ttftMs: 400, outputTokensPerSec: 25, totalMs: 2_500 }
    expect(events.at(-2)).toMatchObject({ kind: 'metrics', metrics })
    expect(h.service.get(conv.id).messages.find((m) => m.id === ids.messageId)?.metrics).toEqual(metrics)
  })

  it('a failed request still gets metrics (no TTFT) before its error event', async () => {
    const clock = new FakeMonotonic()
    h = await makeHarness({ monotonic: clock.now })
    const conv = await h.service.create(PARAMS)
    const client = fakeClient(async () => {
      clock.advance(30)
      return { body: byteStream(['data: {"error":{"message":"boom","type":"server_error","code":"stream_error"}}\n\n']), requestId: 'req_e' }
    })
    await h.service.start({ requestId: 'r2', conversationId: conv.id, action: 'send', content: 'hi' }, { connectionId: 'c', client })
    const end = await h.waitForEnd('r2')
    expect(end.kind).toBe('error')
    expect(h.eventsFor('r2').at(-2)).toMatchObject({ kind: 'metrics', metrics: { ttftMs: null, outputTokensPerSec: null, totalMs: 30 } })
  })
})
