import fc from 'fast-check'
import { countTokens } from 'gpt-tokenizer'
import { describe, expect, it } from 'vitest'
import { countText } from '../../../electron/services/tokens/count-text'
import { RunningTokenCount } from '../../../electron/services/tokens/running-count'
import { cutAt } from '../../support/cut-at'

/** Pieces as a stream delivers them: cut anywhere, mid-word and inside multi-byte characters (UTF-16 halves included). */
function piecesOf(text: string, cuts: number[]): string[] {
  return cutAt(text, cuts.map((c) => c % (text.length + 1)))
}

const alphabet = fc.constantFrom(
  ...'abcXYZ 019\n\t.,!?\'’-_*#`',
  'é', 'ß', 'Ω', '日', '本', '語', '。', '、', 'е', 'ж', 'ا', 'ل', '\u0301', '🙂', '𝐀', '👍🏽', 'ﬁ', '<|endoftext|>', '  ', '\r\n',
)
const text = fc.array(alphabet, { minLength: 200, maxLength: 900, size: 'max' }).map((parts) => parts.join(''))

describe('RunningTokenCount', () => {
  it('counts exactly what countText counts on the joined text, however the text is cut', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 60 }), (t, cuts) => {
        const running = new RunningTokenCount()
        let joined = ''
        for (const piece of piecesOf(t, cuts)) {
          joined += piece
          expect(running.append(piece)).toBe(countText(joined))
        }
        expect(running.total).toBe(countText(t))
      }),
      { numRuns: 300 },
    )
  })

  it('counts a long answer in word-sized deltas exactly, keeping only a short tail to count again', () => {
    const words = Array.from({ length: 3000 }, (_, i) => (i % 17 === 0 ? 'naïve,\n' : i % 5 === 0 ? 'token-bucket ' : 'word ')).join('')
    const running = new RunningTokenCount()
    for (let i = 0; i < words.length; i += 7) running.append(words.slice(i, i + 7))
    expect(running.total).toBe(countText(words))
    expect((running as unknown as { tail: string }).tail.length).toBeLessThan(300)
  })

  it('differs from counting each delta on its own (what the old meter did)', () => {
    const deltas = ['Hel', 'lo wo', 'rld, how a', 're you']
    const separately = deltas.reduce((n, d) => n + countText(d), 0)
    const running = new RunningTokenCount()
    for (const d of deltas) running.append(d)
    expect(running.total).toBe(countText(deltas.join('')))
    expect(separately).toBeGreaterThan(running.total)
  })
})

describe('countText', () => {
  it('counts a long run of letters in slices, within a token per slice of the exact count', () => {
    const run = 'x'.repeat(5_000)
    const exact = countTokens(run)
    const slices = Math.ceil(run.length / 256)
    expect(Math.abs(countText(run) - exact)).toBeLessThanOrEqual(slices)
    // A pasted 600,000-letter line (quadratic for the tokenizer at once) is counted, in slices.
    expect(countText(`Look: ${'y'.repeat(600_000)} done`)).toBeGreaterThan(600_000 / 10)
  })

  it('counts special-token look-alikes as text instead of throwing', () => {
    expect(countText('hello <|endoftext|> world')).toBeGreaterThan(3)
    expect(countText('')).toBe(0)
  })
})
