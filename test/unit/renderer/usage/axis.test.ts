import { describe, expect, it } from 'vitest'
import { moneyTickDigits, niceTicks } from '../../../../renderer/src/features/usage/axis'
import { formatTick } from '../../../../renderer/src/features/usage/format'

const costTicks = (max: number) => {
  const ticks = niceTicks(max, { minStep: 0.000001 })
  return ticks.map((v) => formatTick(v, 'cost', moneyTickDigits(ticks)))
}

describe('round axis ticks', () => {
  it('money: $0.05, $0.10 … never $0.075 or $0.195', () => {
    expect(costTicks(0.32)).toEqual(['$0.00', '$0.10', '$0.20', '$0.30', '$0.40'])
    expect(costTicks(0.19)).toEqual(['$0.00', '$0.05', '$0.10', '$0.15', '$0.20'])
    expect(costTicks(0.3)).toEqual(['$0.00', '$0.10', '$0.20', '$0.30'])
    expect(costTicks(0.013)).toEqual(['$0.000', '$0.005', '$0.010', '$0.015'])
    expect(costTicks(7.3)).toEqual(['$0.00', '$2.00', '$4.00', '$6.00', '$8.00'])
    expect(costTicks(1234)).toEqual(['$0', '$500', '$1,000', '$1,500'])
    // Every tick of an axis is written with the same decimals.
    for (let max = 0.011; max < 5000; max *= 1.37) {
      const decimals = new Set(costTicks(max).map((t) => t.split('.')[1]?.length ?? 0))
      expect(decimals.size, `max ${max}: ${costTicks(max).join(' ')}`).toBe(1)
    }
  })

  it('the ticks cover the data with 2 to 6 steps, the step being 1, 2 or 5 × 10ⁿ', () => {
    for (let max = 0.0013; max < 5e9; max *= 1.9) {
      const ticks = niceTicks(max)
      const step = ticks[1]! - ticks[0]!
      expect(ticks[0]).toBe(0)
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max)
      expect(ticks.length - 1).toBeGreaterThanOrEqual(2)
      expect(ticks.length - 1).toBeLessThanOrEqual(6)
      const mantissa = step / 10 ** Math.floor(Math.log10(step))
      expect([1, 2, 5].some((m) => Math.abs(mantissa - m) < 1e-9), `step ${step} for max ${max}`).toBe(true)
    }
  })

  it('counts never get fractional ticks; nothing to show still gets an axis', () => {
    expect(niceTicks(3, { minStep: 1 })).toEqual([0, 1, 2, 3])
    expect(niceTicks(0.4, { minStep: 1 })).toEqual([0, 1])
    expect(niceTicks(0, { minStep: 1 })).toEqual([0, 1])
    expect(niceTicks(0, { minStep: 0.01 })).toEqual([0, 0.01])
    expect(niceTicks(Number.NaN, { minStep: 1 })).toEqual([0, 1])
  })

  it('token and request axes read in k and M', () => {
    expect(niceTicks(460_958).map((v) => formatTick(v, 'output_tokens'))).toEqual(['0', '100k', '200k', '300k', '400k', '500k'])
    expect(niceTicks(1_800_000).map((v) => formatTick(v, 'input_tokens'))).toEqual(['0', '500k', '1M', '1.5M', '2M'])
    expect(niceTicks(7_200_000).map((v) => formatTick(v, 'input_tokens'))).toEqual(['0', '2M', '4M', '6M', '8M'])
    expect(niceTicks(3_400, { minStep: 1 }).map((v) => formatTick(v, 'requests'))).toEqual(['0', '1k', '2k', '3k', '4k'])
    expect(formatTick(2_500_000_000, 'input_tokens')).toBe('2.5B')
    expect(formatTick(750, 'requests')).toBe('750')
  })
})
