import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { CAP_NOT_ENFORCED, CapMeter, deferredCounter } from '../../../shared/guard/cap'

const prices = { input: '3', output: '15' } // per million tokens

function meter(cap: string, inputTokens: number, perMillion: { input: string; output: string } = prices) {
  const m = CapMeter.for(cap, inputTokens, perMillion)
  if (m.kind !== 'enforced') throw new Error('expected a meter')
  return m.meter
}

describe('per-answer cap arithmetic', () => {
  it('counts the input estimate and the output tokens as they arrive, exactly', () => {
    const m = meter('0.010000', 1000) // input $0.003
    expect(m.estimate).toBe('0.003')
    expect(m.addOutput(400)).toBe(false) // + $0.006 = $0.009
    expect(m.estimate).toBe('0.009')
    expect(m.addOutput(66)).toBe(false) // $0.00999
    expect(m.addOutput(1)).toBe(true) // $0.010005: past the cap
    expect(m.estimate).toBe('0.010005')
    expect(m.outputTokens).toBe(467)
  })

  it('is not passed at exactly the cap, only above it', () => {
    const m = meter('0.009000', 1000)
    expect(m.addOutput(400)).toBe(false)
    expect(m.passed).toBe(false)
    expect(m.addOutput(1)).toBe(true)
  })

  it('stays passed, and a prompt alone above the cap has passed before any output', () => {
    const m = meter('0.001000', 1000)
    expect(m.passed).toBe(true)
    expect(m.addOutput(0)).toBe(true)
  })

  it('is off without a cap, and says so rather than pretending without a price estimate', () => {
    expect(CapMeter.for(null, 10, prices)).toEqual({ kind: 'off' })
    expect(CapMeter.for('0.500000', 10, undefined)).toEqual({ kind: 'not-enforced', reason: CAP_NOT_ENFORCED })
    expect(CapMeter.for('0.500000', 10, { input: '3', output: null })).toEqual({ kind: 'not-enforced', reason: CAP_NOT_ENFORCED })
    expect(CAP_NOT_ENFORCED).toBe('cap not enforced for this model: no price estimate yet')
  })

  it('keeps sub-micro-dollar precision over many small deltas (no float drift)', () => {
    const m = meter('1.000000', 0)
    for (let i = 0; i < 10_000; i++) m.addOutput(1)
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
      m.addOutput(first - 1)
      expect(m.passed).toBe(first - 1 >= first)
      m.addOutput(1)
      expect(m.passed).toBe(true)
      expect(m.estimate).toBe(input.plus(per.times(first)).toFixed())
    }
  })

  it('a free output price never passes a cap the prompt is under', () => {
    const m = meter('0.010000', 1000, { input: '3', output: '0' })
    expect(m.addOutput(1_000_000_000)).toBe(false)
  })
})

describe('deferred token counting', () => {
  const words = (text: string) => text.split(' ').filter(Boolean).length

  it('counts nothing while even the most tokens the text could be stay under the cap', () => {
    const m = meter('50.000000', 1000)
    const counted: string[] = []
    const count = deferredCounter(m, (t) => (counted.push(t), words(t)))
    for (let i = 0; i < 1000; i++) expect(m.addOutput(count('some streamed words '))).toBe(false)
    expect(counted).toEqual([])
  })

  it('near the cap counts what was held back, nothing lost, and stops on the same delta as counting each one would', () => {
    // $0.003 of input, $0.000015 a token: the cap leaves room for 466 tokens.
    const m = meter('0.010000', 1000)
    const counted: string[] = []
    const count = deferredCounter(m, (t) => (counted.push(t), words(t)))
    const delta = 'one two three four five six seven eight nine ten '
    let deltas = 0
    while (!m.addOutput(count(delta))) deltas++
    // Held-back deltas are counted together, and every delta is counted once.
    expect(counted[0]?.length).toBeGreaterThan(delta.length)
    expect(counted.join('')).toBe(delta.repeat(deltas + 1))
    expect(m.outputTokens).toBe((deltas + 1) * 10)
    expect(m.outputTokens).toBe(470) // 466 fit; the delta that passes them is the 47th
    expect(count('')).toBe(0)
  })
})
