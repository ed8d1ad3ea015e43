import { describe, expect, it } from 'vitest'
import { decodeChatStream } from '../../../electron/services/answers/stream/sse-decoder'
import { recordSimStream } from '../../bench/sse-decode'

// The bench's SSE metric replays a recorded simulator stream; when the simulator's stream layout
// changed (usage only on request, on the finish chunk) the metric silently became "no data".
describe('the bench records a real simulator stream', () => {
  it('stretches it to the asked number of chunks, ending with usage and [DONE], and our decoder reads it whole', async () => {
    const stream = await recordSimStream(200)
    const events = stream.split('\n\n').filter(Boolean)
    expect(events).toHaveLength(201)
    expect(events.at(-1)).toBe('data: [DONE]')

    let texts = 0
    let usage: unknown = null
    const body = new Blob([stream]).stream()
    const result = await decodeChatStream(body, {
      onText: () => {
        texts++
      },
      onUsage: (u) => {
        usage = u
      },
    })
    expect(result.state).toBe('done')
    expect(texts).toBe(198)
    expect(usage).toMatchObject({ inputTokens: expect.any(Number), outputTokens: expect.any(Number) })
  })
})
