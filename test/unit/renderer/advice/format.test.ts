import { describe, expect, it } from 'vitest'
import { contextText, qualityText, savingText, shareText } from '../../../../renderer/src/features/advice/format'
import { quality } from './fixtures'

describe("What if's words", () => {
  it('a saving: percent and signed amount; a dearer model +; equal "same"; unknown null (never $0)', () => {
    expect(savingText({ saving: '-1.460000', savingPct: -41.01 })).toBe('\u221241 % (\u2212$1.46)')
    expect(savingText({ saving: '0.420000', savingPct: 11.8 })).toBe('+12 % (+$0.42)')
    expect(savingText({ saving: '0.000000', savingPct: 0 })).toBe('same')
    expect(savingText({ saving: null, savingPct: null })).toBeNull()
    // A sub-cent saving keeps its digits.
    expect(savingText({ saving: '-0.000420', savingPct: -3 })).toContain('0.00042')
  })

  it('the votes: head-to-head win share of how many votes, few votes said, strength with its interval', () => {
    const q = quality({ strength: 0.82, low: 0.61, high: 1.1, againstStrength: 1.2, headToHead: { votes: 11, winRate: 0.4545 }, votes: 14, fewVotes: false })
    expect(qualityText(q)).toEqual({ headline: 'wins 45 % of your 11 votes against tally-large', detail: 'strength 0.82 (0.61–1.10) vs 1.20' })
    expect(qualityText(quality({ headToHead: { votes: 1, winRate: 1 }, votes: 1 })).headline).toBe('wins 100 % of your 1 vote against tally-large (too few to tell)')
    expect(qualityText(quality())).toEqual({ headline: 'never compared with tally-large', detail: null })
  })

  it('context marks: too long (warned), unknown above what was seen, all fit', () => {
    expect(contextText({ tooLong: 3, unsure: 0, limit: 8_192, fitsUpTo: 8_000 })).toEqual({ text: '3 answers too long for it (limit 8,192 tokens)', warn: true })
    expect(contextText({ tooLong: 1, unsure: 0, limit: null, fitsUpTo: null }).text).toBe('1 answer too long for it (limit unknown)')
    expect(contextText({ tooLong: 0, unsure: 4, limit: null, fitsUpTo: 30_000 })).toEqual({ text: 'unknown: 4 answers are larger than any it has taken (30,000 tokens)', warn: false })
    expect(contextText({ tooLong: 0, unsure: 2, limit: null, fitsUpTo: null }).text).toBe('context window unknown')
    expect(contextText({ tooLong: 0, unsure: 0, limit: 128_000, fitsUpTo: 40_000 }).text).toBe('all fit (limit 128,000)')
  })

  it("a cause's share: a nonzero part never reads 0 %", () => {
    expect(shareText(0.62)).toBe('62 %')
    expect(shareText(0.001)).toBe('under 1 %')
    expect(shareText(0)).toBe('0 %')
  })
})
