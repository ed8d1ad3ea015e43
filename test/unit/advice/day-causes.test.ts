import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { type DayAnswer, type DayFacts, findCauses, SUMMARY_KEEP_TOKENS } from '../../../electron/services/advice/day-causes'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import { causeWords } from '../../../shared/advice/cause-words'
import type { SpikeCause } from '../../../shared/domain/advice'
import { translatorFor } from '../../support/i18n'

const english = await translatorFor('en')
/** A cause as the window says it in English (#37: main finds the facts). */
const said = (c: SpikeCause | undefined) => causeWords(c!, english.t)

const DAY = '2026-03-12'
const fit = (model: string, input: string, output: string, change?: { since: string; input: string; output: string }): ModelPriceEstimate => ({
  model,
  perMillion: { input, cachedInput: null, output },
  rows: 40,
  medianRelativeError: 0,
  since: change?.since ?? null,
  previous: change ? { perMillion: { input: change.input, cachedInput: null, output: change.output }, until: change.since } : null,
  uncertainPct: null,
})
const FITS = [fit('large', '3', '15'), fit('mini', '0.15', '0.6')]

const answer = (over: Partial<DayAnswer> & { input: number; cost: string }): DayAnswer => ({
  conversationId: 'c1',
  conversationTitle: 'Parser refactor',
  model: 'large',
  tokens: { input: over.input, cached: 0, output: 500 },
  superseded: false,
  failed: false,
  compare: false,
  ...over,
})

/** A quiet day: a few small answers, nothing elsewhere. */
function facts(over: Partial<DayFacts> = {}): DayFacts {
  return {
    day: DAY,
    total: new Decimal('1.00'),
    answers: [],
    firstInputOf: () => null,
    fits: FITS,
    billedTokens: new Map(),
    elsewhere: { day: new Decimal(0), usual: new Decimal(0) },
    ...over,
  }
}

/** One conversation whose input per message grew to 48,000 tokens: six answers at $0.15 each today. */
const longAnswers = [8_000, 16_000, 24_000, 32_000, 40_000, 48_000].map((input) => answer({ input, cost: '0.150000' }))

describe('the cause finder on crafted days', () => {
  it('one long conversation: named with its share of the day, its fix a summary, the saving priced at the input price', () => {
    const causes = findCauses(facts({ answers: longAnswers, firstInputOf: () => 1_200 }))
    expect(causes).toHaveLength(1)
    const [c] = causes
    expect(c?.kind).toBe('long-conversation')
    expect(c?.amount).toBe('0.900000')
    expect(c?.share).toBeCloseTo(0.9)
    expect(said(c).words).toContain('“Parser refactor” sends 48,000 tokens of context with every message (its first sent 1,200)')
    expect(said(c).words).toContain('90 % of the day')
    expect(c?.fix.kind).toBe('summary')
    expect(c?.fix.conversationId).toBe('c1')
    // Context above a summary's size on each of the six messages, at large's $3 per million.
    const context = longAnswers.reduce((s, a) => s + a.tokens.input - SUMMARY_KEEP_TOKENS, 0)
    expect(c?.fix.saving).toBe(new Decimal(context).times(3).dividedBy(1e6).toFixed(6))
  })

  it('a conversation that is long but a small part of the day is not named; one that grew 5× from a short start is', () => {
    expect(findCauses(facts({ total: new Decimal(10), answers: longAnswers, firstInputOf: () => 1_200 }))).toEqual([])
    const grown = [answer({ input: 6_000, cost: '0.300000' }), answer({ input: 7_000, cost: '0.300000' })]
    expect(findCauses(facts({ answers: grown, firstInputOf: () => 1_000 }))[0]?.kind).toBe('long-conversation')
    // 7,000 is less than 5× a first message of 2,000 and under 20,000: not long.
    expect(findCauses(facts({ answers: grown, firstInputOf: () => 2_000 }))).toEqual([])
  })

  it('many regenerations and retries: the answers replaced and what they cost', () => {
    const answers = [
      ...Array.from({ length: 4 }, (_, i) => answer({ conversationId: `r${i}`, input: 900, cost: '0.100000', superseded: true, failed: i < 2 })),
      answer({ conversationId: 'r9', input: 900, cost: '0.100000' }),
    ]
    const [c, ...rest] = findCauses(facts({ answers }))
    expect(rest).toEqual([])
    expect(c?.kind).toBe('retries')
    expect(c?.amount).toBe('0.400000')
    expect(said(c).words).toContain('4 answers were asked again (regenerated or retried; 2 had failed or broken off)')
    expect(c?.fix.kind).toBe('continue')
    expect(c?.fix.saving).toBe('0.400000')
    // Compare columns answer one message several times by design: never retries.
    expect(findCauses(facts({ answers: answers.map((a) => ({ ...a, compare: true })) }))).toEqual([])
  })

  it('a price change the fit found in the last 30 days: the rise on the day’s use, and a switch to the cheapest model', () => {
    const fits = [fit('large', '6', '15', { since: '2026-03-05', input: '3', output: '15' }), fit('mini', '0.15', '0.6')]
    const billedTokens = new Map([['large', { input: 200_000, cached: 0, output: 10_000 }]])
    const [c] = findCauses(facts({ total: new Decimal('1.80'), fits, billedTokens }))
    expect(c?.kind).toBe('price-change')
    // 200,000 × (6 − 3) / 1e6 = $0.60 more than at the old prices.
    expect(c?.amount).toBe('0.600000')
    expect(said(c).words).toContain("large's price rose on 5 Mar")
    expect(c?.fix.kind).toBe('switch-model')
    expect(c?.fix.model).toBe('mini')
    // now 1.35 (200,000 × 6 + 10,000 × 15) vs mini 0.036 (200,000 × 0.15 + 10,000 × 0.6).
    expect(c?.fix.saving).toBe('1.314000')
    // A change older than 30 days is not news on this day.
    const old = [fit('large', '6', '15', { since: '2026-01-05', input: '3', output: '15' }), fit('mini', '0.15', '0.6')]
    expect(findCauses(facts({ total: new Decimal('1.80'), fits: old, billedTokens }))).toEqual([])
  })

  it('spend from other keys, well above their usual: named with a cap as its fix', () => {
    const [c] = findCauses(facts({ total: new Decimal('5'), elsewhere: { day: new Decimal('4'), usual: new Decimal('0.5') } }))
    expect(c?.kind).toBe('elsewhere')
    expect(c?.amount).toBe('4.000000')
    expect(c?.share).toBeCloseTo(0.8)
    expect(said(c).words).toContain('Other keys on this account spent $4.00, 80 % of the day (usually $0.50)')
    expect(c?.fix.kind).toBe('cap')
    expect(c?.fix.saving).toBe('3.500000')
    // Elsewhere at its usual level is no cause.
    expect(findCauses(facts({ total: new Decimal('5'), elsewhere: { day: new Decimal('4'), usual: new Decimal('3') } }))).toEqual([])
  })

  it('several at once, largest first', () => {
    const answers = longAnswers.map((a) => ({ ...a, cost: '0.400000' }))
    const causes = findCauses(facts({ total: new Decimal('6'), answers, firstInputOf: () => 1_200, elsewhere: { day: new Decimal('3.6'), usual: new Decimal('0.2') } }))
    expect(causes.map((c) => c.kind)).toEqual(['elsewhere', 'long-conversation'])
  })

  it('none: a day spread over many small answers, nothing elsewhere, no price change', () => {
    const answers = Array.from({ length: 20 }, (_, i) => answer({ conversationId: `c${i}`, input: 800, cost: '0.050000' }))
    expect(findCauses(facts({ answers }))).toEqual([])
    expect(findCauses(facts({ total: new Decimal(0) }))).toEqual([])
  })
})
