import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { capCheck, CapMeter } from '../../../shared/guard/cap'

const prices = { input: '3', output: '15' } // per million tokens

function meter(cap: string, inputTokens: number, perMillion: { input: string; output: string } = prices) {
  return CapMeter.of(cap, inputTokens, perMillion)
}

/** Output added the way the meter takes it: the exact total of the text so far. */
function adder(m: CapMeter) {
  let total = 0
  return (tokens: number) => m.setOutput((total += tokens))
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
    expect(m.setOutput(400)).toBe(false)
    expect(m.passed).toBe(false)
    expect(m.setOutput(401)).toBe(true)
  })

  it('stays passed, and a prompt alone above the cap has passed before any output', () => {
    const m = meter('0.001000', 1000)
    expect(m.passed).toBe(true)
    expect(m.setOutput(0)).toBe(true)
    // A conversation cap already spent: what it leaves is below zero.
    expect(meter('-0.002', 0).passed).toBe(true)
  })

  it('keeps sub-micro-dollar precision over many small deltas (no float drift)', () => {
    const m = meter('1.000000', 0)
    const add = adder(m)
    for (let i = 0; i < 10_000; i++) add(1)
    expect(m.estimate).toBe('0.15')
  })
})

describe('the cap as a token count (worked out once, compared per delta)', () => {
  it('agrees with the Decimal sum for every count, at awkward prices and caps', () => {
    // Prices and caps whose quotients do not divide evenly (or do, exactly at the cap).
    const cases = [
      { cap: '0.010000', input: '3', output: '15', inputTokens: 1000 },
      { cap: '0.000007', input: '0.1', output: '7', inputTokens: 0 },
      { cap: '1.000001', input: '0.37', output: '2.3', inputTokens: 12_345 },
      { cap: '0.333333', input: '1', output: '3', inputTokens: 1 },
      { cap: '0.500000', input: '2.5', output: '10.000001', inputTokens: 777 },
    ]
    for (const c of cases) {
      const per = new Decimal(c.output).dividedBy(1_000_000)
      const input = new Decimal(c.input).times(c.inputTokens).dividedBy(1_000_000)
      const m = meter(c.cap, c.inputTokens, { input: c.input, output: c.output })
      // The first count whose cost is past the cap, found the slow way.
      let first = 0
      while (!input.plus(per.times(first)).greaterThan(c.cap)) first++
      for (const n of [0, first - 2, first - 1, first, first + 1]) if (n >= 0) expect(m.wouldPass(n), `${JSON.stringify(c)} n=${n}`).toBe(n >= first)
      m.setOutput(first - 1)
      expect(m.passed).toBe(first - 1 >= first)
      m.setOutput(first)
      expect(m.passed).toBe(true)
      expect(m.estimate).toBe(input.plus(per.times(first)).toFixed())
    }
  })

  it('a free output price never passes a cap the prompt is under', () => {
    const m = meter('0.010000', 1000, { input: '3', output: '0' })
    expect(m.setOutput(1_000_000_000)).toBe(false)
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
    const passed = capCheck(meter('50.000000', 1000), count)
    for (let i = 0; i < 1000; i++) expect(passed('some streamed words ')).toBe(false)
    expect(count.counted).toEqual([])
  })

  it('near the cap counts what was held back, nothing lost, and stops on the delta that passes it', () => {
    // $0.003 of input, $0.000015 a token: the cap leaves room for 466 tokens.
    const m = meter('0.010000', 1000)
    const count = wordCount()
    const passed = capCheck(m, count)
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
    const m = meter('0.000045', 0)
    const passed = capCheck(m, wordCount())
    for (const d of ['al', 'pha be', 'ta gam', 'ma']) expect(passed(d)).toBe(false)
    expect(m.outputTokens).toBe(3)
    expect(passed(' delta')).toBe(true)
  })
})
