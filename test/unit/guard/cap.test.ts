import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { AnswerMeter, SharedAllowance, type TextCount } from '../../../shared/guard/cap'

const prices = { input: '3', output: '15' } // per million tokens

/** A count that reads the text as a number of tokens ("400" is 400 tokens), so tests set exact totals. */
function tokensAsText(): TextCount {
  let total = 0
  return { append: (t: string) => (total += t.split('|').filter(Boolean).reduce((a, n) => a + Number(n), 0)) }
}

/** One answer under its own cap (an allowance with a single answer). */
function meter(cap: string, inputTokens: number, perMillion: { input: string; output: string } = prices, count: TextCount = tokensAsText()) {
  return AnswerMeter.join([{ allowance: new SharedAllowance({ kind: 'answer-cap', cap }, cap) }], inputTokens, perMillion, count)
}

/** Output added the way the meter takes it: `n` more tokens, as text long enough (its most tokens) that these caps count it at once. */
function adder(m: AnswerMeter) {
  return (tokens: number) => m.text(`${tokens}|`.padEnd(5000, ' ')) !== null
}

describe('per-answer cap arithmetic', () => {
  it('counts the input estimate and the output tokens as they arrive, exactly', () => {
    const m = meter('0.010000', 1000) // input $0.003
    const add = adder(m)
    expect(m.estimate).toBe('0.003')
    expect(add(400)).toBe(false) // + $0.006 = $0.009
    expect(m.estimate).toBe('0.009')
    expect(add(66)).toBe(false) // $0.00999
    expect(add(1)).toBe(true) // $0.010005: past the cap
    expect(m.estimate).toBe('0.010005')
    expect(m.outputTokens).toBe(467)
  })

  it('is not passed at exactly the cap, only above it', () => {
    const m = meter('0.009000', 1000)
    const add = adder(m)
    expect(add(400)).toBe(false)
    expect(add(1)).toBe(true)
  })

  it('a prompt alone above the cap is refused before anything is sent, and so is a conversation cap already spent', () => {
    const m = meter('0.001000', 1000)
    expect(m.refused).toEqual({ kind: 'answer-cap', cap: '0.001000' })
    expect(m.text('1|')).toEqual({ kind: 'answer-cap', cap: '0.001000' })
    const spent = AnswerMeter.join([{ allowance: new SharedAllowance({ kind: 'conversation-cap', cap: '0.01' }, '-0.002') }], 0, prices, tokensAsText())
    expect(spent.refused).toMatchObject({ kind: 'conversation-cap' })
  })

  it('keeps sub-micro-dollar precision over many small deltas (no float drift)', () => {
    const m = meter('0.150001', 0)
    const add = adder(m)
    for (let i = 0; i < 10_000; i++) expect(add(1)).toBe(false)
    expect(m.estimate).toBe('0.15')
    expect(new Decimal(m.estimate).equals('0.15')).toBe(true)
  })

  it('a free output price never passes a cap the prompt is under', () => {
    const m = meter('0.010000', 1000, { input: '3', output: '0' })
    expect(m.text('1000000000|')).toBeNull()
  })
})

describe('the cap check per delta', () => {
  /** A running count that counts words of the joined text (records what it was asked to count). */
  function wordCount() {
    const counted: string[] = []
    let joined = ''
    return { counted, append: (t: string) => (counted.push(t), (joined += t).split(' ').filter(Boolean).length) }
  }

  it('counts nothing while even the most tokens the text could be stay under the cap', () => {
    const count = wordCount()
    const m = meter('50.000000', 1000, prices, count)
    for (let i = 0; i < 1000; i++) expect(m.text('some streamed words ')).toBeNull()
    expect(count.counted).toEqual([])
  })

  it('near the cap counts what was held back, nothing lost, and stops on the delta that passes it', () => {
    // $0.003 of input, $0.000015 a token: the cap leaves room for 466 tokens.
    const count = wordCount()
    const m = meter('0.010000', 1000, prices, count)
    const passed = (t: string) => m.text(t) !== null
    const delta = 'one two three four five six seven eight nine ten '
    let deltas = 0
    while (!passed(delta)) deltas++
    // Held-back deltas are counted together, and every delta is counted once.
    expect(count.counted[0]?.length).toBeGreaterThan(delta.length)
    expect(count.counted.join('')).toBe(delta.repeat(deltas + 1))
    expect(m.outputTokens).toBe((deltas + 1) * 10)
    expect(m.outputTokens).toBe(470) // 466 fit; the delta that passes them is the 47th
    expect(passed('')).toBe(true)
  })

  it('counts the joined text, so a word cut between deltas is one word (never stops early)', () => {
    // Room for exactly 3 words of output.
    const m = meter('0.000045', 0, prices, wordCount())
    const passed = (t: string) => m.text(t) !== null
    for (const d of ['al', 'pha be', 'ta gam', 'ma']) expect(passed(d)).toBe(false)
    expect(m.outputTokens).toBe(3)
    expect(passed(' delta')).toBe(true)
  })
})
