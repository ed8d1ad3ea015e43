import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TokenUsage } from '../../../shared/domain/conversation'
import { createChatDecoder, decodeChatStream, type StreamErrorPayload } from '../../../electron/services/answers/stream/sse-decoder'
import { byteStream, chunkEvent, DONE, enc, sampleStream, splitAt, usageEvent } from '../../support/chat/stream-fixtures'

interface Decoded {
  text: string
  deltas: string[]
  usage: TokenUsage[]
  done: number
  errors: StreamErrorPayload[]
  garbage: string[]
  comments: string[]
  state: 'open' | 'done' | 'error'
}

function decode(chunks: readonly (string | Uint8Array)[], options: { end?: boolean } = {}): Decoded {
  const out: Decoded = { text: '', deltas: [], usage: [], done: 0, errors: [], garbage: [], comments: [], state: 'open' }
  const decoder = createChatDecoder({
    onText: (t) => {
      out.deltas.push(t)
      out.text += t
    },
    onUsage: (u) => out.usage.push(u),
    onDone: () => out.done++,
    onError: (e) => out.errors.push(e),
    onGarbage: (g) => out.garbage.push(g),
    onComment: (c) => out.comments.push(c),
  })
  for (const chunk of chunks) decoder.push(typeof chunk === 'string' ? enc.encode(chunk) : chunk)
  if (options.end !== false) decoder.end()
  out.state = decoder.state
  return out
}

const PARTS = ['Hé', 'llo ', '日本語', ' 🎉', '\n', 'ça "va" \\ ok', '']
const TEXT = PARTS.join('')
const SAMPLE = enc.encode(sampleStream(PARTS))

describe('chat stream decoder', () => {
  it('decodes text deltas, usage and [DONE]', () => {
    const out = decode([SAMPLE])
    expect(out.text).toBe(TEXT)
    expect(out.usage).toEqual([{ inputTokens: 12, cachedInputTokens: 4, outputTokens: PARTS.length }])
    expect(out.done).toBe(1)
    expect(out.state).toBe('done')
    expect(out.garbage).toEqual([])
    expect(out.errors).toEqual([])
  })

  it('skips empty deltas (the role chunk) and never emits empty text', () => {
    expect(decode([SAMPLE]).deltas.every((d) => d.length > 0)).toBe(true)
  })

  it('gives the same result for a split at every byte offset (mid-line and mid-UTF-8 character)', () => {
    for (let i = 1; i < SAMPLE.length; i++) {
      const out = decode(splitAt(SAMPLE, [i]))
      expect(out.text, `split at ${i}`).toBe(TEXT)
      expect(out.done).toBe(1)
      expect(out.usage).toHaveLength(1)
      expect(out.garbage).toEqual([])
    }
  })

  it('decodes the stream fed one byte at a time', () => {
    const bytes = Array.from(SAMPLE, (b) => Uint8Array.of(b))
    const out = decode(bytes)
    expect(out.text).toBe(TEXT)
    expect(out.state).toBe('done')
  })

  it('splits a 4-byte emoji across three chunks', () => {
    const bytes = enc.encode(chunkEvent('🎉') + DONE)
    const at = bytes.indexOf(0xf0)
    const out = decode(splitAt(bytes, [at + 1, at + 2, at + 3]))
    expect(out.text).toBe('🎉')
  })

  it('accepts CRLF and bare CR line endings, also split between CR and LF', () => {
    const crlf = enc.encode(sampleStream(PARTS).replace(/\n/g, '\r\n'))
    for (let i = 1; i < crlf.length; i += 7) {
      const out = decode(splitAt(crlf, [i]))
      expect(out.text).toBe(TEXT)
      expect(out.state).toBe('done')
    }
    const cr = decode([sampleStream(PARTS).replace(/\n/g, '\r')])
    expect(cr.text).toBe(TEXT)
    expect(cr.state).toBe('done')
  })

  it('ignores comment lines such as ": ping"', () => {
    const out = decode([': ping\n\n', chunkEvent('a'), ':keep-alive\n', chunkEvent('b'), DONE])
    expect(out.text).toBe('ab')
    expect(out.comments).toEqual(['ping', 'keep-alive'])
    expect(out.garbage).toEqual([])
  })

  it('notes a payload that is not JSON and goes on', () => {
    const out = decode([chunkEvent('a'), 'data: {"choices":[{"delta":{"content": this is not JSON\n\n', chunkEvent('b'), DONE])
    expect(out.text).toBe('ab')
    expect(out.garbage).toHaveLength(1)
    expect(out.garbage[0]).toContain('this is not JSON')
    expect(out.state).toBe('done')
  })

  it('notes lines that are not SSE fields and JSON that is not an object', () => {
    const out = decode([chunkEvent('a'), 'hello there\n\n', 'data: 42\n\n', 'data: [1,2]\n\n', chunkEvent('b'), DONE])
    expect(out.text).toBe('ab')
    expect(out.garbage).toHaveLength(3)
    expect(out.state).toBe('done')
  })

  it('ignores JSON objects without choices, and unknown SSE fields that are standard (id, retry, event)', () => {
    const out = decode(['id: 7\nevent: message\nretry: 1000\n', chunkEvent('a'), 'data: {"object":"keepalive"}\n\n', DONE])
    expect(out.text).toBe('a')
    expect(out.garbage).toEqual([])
  })

  it('stays open when [DONE] is missing', () => {
    const out = decode([chunkEvent('partial')])
    expect(out.text).toBe('partial')
    expect(out.state).toBe('open')
    expect(out.done).toBe(0)
  })

  it('does not count a payload cut by the end of the body as garbage', () => {
    const out = decode([chunkEvent('a'), 'data: {"choices":[{"delta":{"con'])
    expect(out.text).toBe('a')
    expect(out.state).toBe('open')
    expect(out.garbage).toEqual([])
  })

  it('accepts a final [DONE] line without its blank line or newline', () => {
    expect(decode([chunkEvent('a'), 'data: [DONE]\n']).state).toBe('done')
    expect(decode([chunkEvent('a'), 'data: [DONE]']).state).toBe('done')
    expect(decode([chunkEvent('a'), 'data: [DONE]'], { end: false }).state).toBe('open')
  })

  it('reports an error event with its message and code, and reads nothing after it', () => {
    const error = 'data: {"error":{"message":"The model stream failed.","type":"server_error","code":"stream_error"}}\n\n'
    const out = decode([chunkEvent('par'), chunkEvent('tial'), error, chunkEvent('ignored'), DONE])
    expect(out.text).toBe('partial')
    expect(out.errors).toEqual([{ message: 'The model stream failed.', type: 'server_error', code: 'stream_error' }])
    expect(out.state).toBe('error')
    expect(out.done).toBe(0)
  })

  it('reads error events of other shapes leniently', () => {
    expect(decode(['data: {"error":"overloaded"}\n\n']).errors).toEqual([{ message: 'overloaded', type: null, code: null }])
    expect(decode(['data: {"error":{"code":500}}\n\n']).errors).toEqual([{ message: null, type: null, code: '500' }])
    expect(decode(['event: error\ndata: upstream timeout\n\n']).errors).toEqual([{ message: 'upstream timeout', type: null, code: null }])
  })

  it('maps usage, with or without cached token details', () => {
    expect(decode([usageEvent(100, 20, null), DONE]).usage).toEqual([{ inputTokens: 100, cachedInputTokens: 0, outputTokens: 20 }])
    expect(decode([usageEvent(100, 20, 64), DONE]).usage).toEqual([{ inputTokens: 100, cachedInputTokens: 64, outputTokens: 20 }])
  })

  it('treats an invalid usage object as garbage, and usage: null as nothing', () => {
    const out = decode(['data: {"choices":[],"usage":{"prompt_tokens":-1}}\n\n', 'data: {"choices":[],"usage":null}\n\n', DONE])
    expect(out.usage).toEqual([])
    expect(out.garbage).toHaveLength(1)
  })

  it('ignores anything after [DONE]', () => {
    const out = decode([chunkEvent('a'), DONE, chunkEvent('b'), 'data: {"error":{"message":"x"}}\n\n'])
    expect(out.text).toBe('a')
    expect(out.done).toBe(1)
    expect(out.errors).toEqual([])
  })

  it('strips a leading BOM', () => {
    expect(decode([Uint8Array.of(0xef, 0xbb, 0xbf), chunkEvent('a'), DONE]).text).toBe('a')
  })

  it('property: any chunking of a valid stream yields the same text, usage and [DONE]', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: SAMPLE.length - 1 }), { maxLength: 40 }), (cuts) => {
        const out = decode(splitAt(SAMPLE, cuts))
        return out.text === TEXT && out.done === 1 && out.usage.length === 1 && out.garbage.length === 0
      }),
      { numRuns: 500 },
    )
  })

  it('property: any text (any Unicode) survives any chunking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (parts, cuts) => {
          const bytes = enc.encode(sampleStream(parts, false))
          const out = decode(splitAt(bytes, cuts.map((c) => c % bytes.length)))
          // Lone surrogates become U+FFFD through UTF-8, exactly as TextEncoder already made them.
          const expected = new TextDecoder().decode(enc.encode(parts.join('')))
          return out.text === expected && out.state === 'done'
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('decodeChatStream', () => {
  it('reads a body to [DONE]', async () => {
    let text = ''
    const result = await decodeChatStream(byteStream(splitAt(SAMPLE, [5, 50, 51, 200])), { onText: (t) => (text += t) })
    expect(text).toBe(TEXT)
    expect(result).toEqual({ state: 'done', garbage: 0 })
  })

  it('reports an open state for a body that ends without [DONE]', async () => {
    const result = await decodeChatStream(byteStream([chunkEvent('x')]), { onText: () => undefined })
    expect(result.state).toBe('open')
  })
})
