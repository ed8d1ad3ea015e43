import { describe, expect, it } from 'vitest'
import { detectSpike } from '../../../shared/guard/spike'

const days = (values: number[]) => values.map((v) => v.toFixed(6))

describe('spend spike', () => {
  const usual = days([1, 1, 2, 2, 2, 2, 3, 1, 2, 2, 2, 2, 2, 9, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2])

  it('fires at 3× the median of the last 30 days', () => {
    expect(detectSpike({ today: '6.000000', days: usual, factor: 3, floor: '1.000000' })).toEqual({ today: '6.000000', median: '2.000000', factor: 3 })
  })

  it('stays quiet just under it, and under the floor', () => {
    expect(detectSpike({ today: '5.999999', days: usual, factor: 3, floor: '1.000000' })).toBeNull()
    expect(detectSpike({ today: '0.900000', days: days(Array(30).fill(0.1)), factor: 3, floor: '1.000000' })).toBeNull()
  })

  it('uses the median, so one earlier big day does not hide a spike', () => {
    expect(detectSpike({ today: '7.000000', days: days([...Array(29).fill(2), 500]), factor: 3, floor: '1.000000' })).not.toBeNull()
  })

  it('needs a week of history to compare with', () => {
    expect(detectSpike({ today: '50.000000', days: days([1, 1, 1]), factor: 3, floor: '1.000000' })).toBeNull()
  })

  it('follows an edited factor', () => {
    expect(detectSpike({ today: '6.000000', days: usual, factor: 4, floor: '1.000000' })).toBeNull()
  })
})
