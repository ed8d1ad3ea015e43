import { describe, expect, it } from 'vitest'
import { CAP_NOT_ENFORCED, CapMeter } from '../../../shared/guard/cap'

const prices = { input: '3', output: '15' } // per million tokens

function meter(cap: string, inputTokens: number) {
  const m = CapMeter.for(cap, inputTokens, prices)
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
