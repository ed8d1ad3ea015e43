// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { aggregateUsage } from '../../../../shared/usage/aggregate'
import { addDays } from '../../../../shared/time/utc-days'
import { DailyTable } from '../../../../renderer/src/features/usage/DailyTable'
import { row as usageRow } from '../../../support/renderer/fixtures'

afterEach(cleanup)

const row = (date: string) => usageRow(date, 'tally-mini', '0.000100')

describe('usage by day', () => {
  it('a long range shows its newest month of days; the rest is one press away, and can be hidden again', async () => {
    const days = Array.from({ length: 45 }, (_, i) => addDays('2025-01-01', i))
    render(<DailyTable agg={aggregateUsage(days.map(row), { start: '2025-01-01', end: '2025-02-15' })} />)
    const table = screen.getByRole('region', { name: 'Usage by day (UTC)' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(32)
    expect(rows[1]?.querySelector('time')?.getAttribute('datetime')).toBe('2025-02-14')
    await userEvent.click(screen.getByRole('button', { name: 'Show all 45 days' }))
    expect(within(table).getAllByRole('row')).toHaveLength(46)
    await userEvent.click(screen.getByRole('button', { name: 'Show the first 31 days' }))
    expect(within(table).getAllByRole('row')).toHaveLength(32)
  })

  it('a short range shows every day and no button', () => {
    render(<DailyTable agg={aggregateUsage([row('2025-01-01'), row('2025-01-02')], { start: '2025-01-01', end: '2025-01-08' })} />)
    expect(within(screen.getByRole('region', { name: 'Usage by day (UTC)' })).getAllByRole('row')).toHaveLength(3)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
