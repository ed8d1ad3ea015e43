// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { aggregateUsage } from '../../../../shared/usage/aggregate'
import { ChartSketch } from '../../../../renderer/src/features/usage/ChartSketch'
import { row } from '../../../support/renderer/fixtures'

afterEach(cleanup)

// The end is exclusive: three days.
const range = { start: '2025-06-01', end: '2025-06-04' }
const agg = aggregateUsage([row('2025-06-01', 'tally-large', '0.300000'), row('2025-06-01', 'tally-mini', '0.100000'), row('2025-06-03', 'tally-mini', '0.200000')], range)

describe('ChartSketch (the usage bars while recharts loads)', () => {
  it('is the same figure as the chart, with its title and legend', () => {
    render(<ChartSketch agg={agg} metric="cost" height={190} />)
    expect(screen.getByRole('figure', { name: 'Cost per day, UTC' })).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Chart colours' }).textContent).toContain('tally-large')
  })

  it('stacks one bar segment per model and day, heights proportional to the values', () => {
    const { container } = render(<ChartSketch agg={agg} metric="cost" height={190} />)
    const bars = [...container.querySelectorAll('rect.usage-sketch-bar')]
    expect(bars).toHaveLength(3)
    const heights = bars.map((b) => Math.round(Number(b.getAttribute('height')) * 1000) / 1000)
    const plot = 190 - 8 - 30
    // The tallest day (0.4) fills the plot; 0.3 + 0.1 stacked, then 0.2 alone on day three.
    expect(heights.sort((a, b) => a - b)).toEqual([plot * 0.25, plot * 0.5, plot * 0.75].sort((a, b) => a - b))
    const xs = new Set(bars.map((b) => b.getAttribute('x')))
    expect(xs.size).toBe(2)
  })

  it('draws no bars when nothing was spent', () => {
    const empty = aggregateUsage([], range)
    const { container } = render(<ChartSketch agg={empty} metric="cost" height={190} />)
    expect(container.querySelectorAll('rect.usage-sketch-bar')).toHaveLength(0)
  })
})
