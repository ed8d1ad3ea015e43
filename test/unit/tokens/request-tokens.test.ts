import { describe, expect, it, vi } from 'vitest'
import * as counting from '../../../electron/services/tokens/count-text'
import { countRequest, REPLY_PRIMING_TOKENS, TOKENS_PER_MESSAGE, TokenCountCache } from '../../../electron/services/tokens/request-tokens'
import { countText } from '../../../electron/services/tokens/count-text'

describe('the request as sent, counted (#33)', () => {
  it('every message with its chat framing, and the reply’s priming', () => {
    const messages = [
      { role: 'system', content: 'You are terse.' },
      { role: 'user', content: 'Here is my file:\n```csv\na,b\n1,2\n```' },
      { role: 'assistant', content: 'It has two columns.' },
      { role: 'user', content: 'Sum them.' },
    ]
    const expected = messages.reduce((n, m) => n + TOKENS_PER_MESSAGE + countText(m.role) + countText(m.content), REPLY_PRIMING_TOKENS)
    expect(countRequest(messages)).toBe(expected)
    // The history counts: the same new message alone is far less.
    expect(countRequest(messages.slice(-1))).toBeLessThan(expected / 2)
  })

  it('a cache counts a long history once and gives the same figures; the least used go first past its size', () => {
    const spy = vi.spyOn(counting, 'countText')
    const cache = new TokenCountCache(600)
    const long = (i: number) => `${'history '.repeat(40)} ${i}`
    const first = cache.count(long(1))
    expect(cache.count(long(1))).toBe(first)
    expect(first).toBe(countText(long(1)))
    spy.mockClear()
    cache.count(long(1))
    expect(spy).not.toHaveBeenCalled()
    cache.count(long(2))
    cache.count(long(3)) // 3 × ~330 characters: the oldest goes
    spy.mockClear()
    cache.count(long(3))
    expect(spy).not.toHaveBeenCalled()
    cache.count(long(1))
    expect(spy).toHaveBeenCalledTimes(1)
    spy.mockRestore()
  })
})
