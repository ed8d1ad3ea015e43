import { describe, expect, it } from 'vitest'
import type { Project } from '../../../shared/domain/projects'
import { projectSpend, projectStatusOf, spendSince } from '../../../shared/projects/project-budget'

const project = (budget: Project['budget']): Project => ({ id: 'p', name: 'Client', createdAt: '2026-01-01T00:00:00.000Z', budget })
const budget = (b: { daily?: string; monthly?: string; cap?: string }): Project['budget'] => ({ daily: b.daily ?? null, monthly: b.monthly ?? null, cap: b.cap ?? null, setAt: '2026-11-01T00:00:00.000Z', typedAs: null })

describe('project budgets at UTC boundaries', () => {
  const rows = [
    { day: '2026-10-31', cost: '4.000000' },
    { day: '2026-11-01', cost: '1.000000' },
    { day: '2026-11-01', cost: '0.500000' },
  ]

  it('a day and a month are UTC: 23:59:59.999 on the last day is still October; midnight UTC starts November', () => {
    expect(projectSpend(rows, Date.parse('2026-10-31T23:59:59.999Z'))).toMatchObject({ today: '4.000000', month: '4.000000' })
    expect(projectSpend(rows, Date.parse('2026-11-01T00:00:00.000Z'))).toMatchObject({ today: '1.500000', month: '1.500000' })
    expect(projectSpend(rows, Date.parse('2026-11-02T00:00:00.000Z'))).toMatchObject({ today: '0.000000', month: '1.500000' })
  })

  it('the rows read start at the month or 7 days back, whichever is earlier', () => {
    expect(spendSince(Date.parse('2026-11-03T10:00:00Z'))).toBe('2026-10-27T00:00:00.000Z')
    expect(spendSince(Date.parse('2026-11-20T10:00:00Z'))).toBe('2026-11-01T00:00:00.000Z')
  })

  it('the monthly cap leaves the month’s rest, reached at exactly the cap, and starts again on the 1st (UTC)', () => {
    const capped = project(budget({ cap: '1.500000' }))
    expect(projectStatusOf(capped, rows, Date.parse('2026-11-01T08:00:00Z')).cap).toEqual({ cap: '1.500000', left: '0.000000', reached: true })
    expect(projectStatusOf(capped, rows.slice(0, 2), Date.parse('2026-11-01T08:00:00Z')).cap).toEqual({ cap: '1.500000', left: '0.500000', reached: false })
    expect(projectStatusOf(capped, rows.slice(0, 1), Date.parse('2026-10-31T23:00:00Z')).cap).toMatchObject({ reached: true })
    expect(projectStatusOf(capped, rows.slice(0, 1), Date.parse('2026-11-01T00:00:00Z')).cap).toEqual({ cap: '1.500000', left: '1.500000', reached: false })
  })

  it('pace and crossing date like the account budgets; over at or past the budget; none without budgets', () => {
    const p = project(budget({ daily: '2.000000', monthly: '10.000000' }))
    const status = projectStatusOf(p, rows, Date.parse('2026-11-01T12:00:00Z'))
    expect(status.daily).toMatchObject({ period: 'day', spent: '1.500000', state: 'heading-over', periodKey: '2026-11-01' })
    expect(status.daily?.crossesAt && status.daily.crossesAt < '2026-11-02').toBe(true)
    expect(status.monthly).toMatchObject({ period: 'month', spent: '1.500000', periodKey: '2026-11' })
    expect(projectStatusOf(project(budget({ daily: '1.500000' })), rows, Date.parse('2026-11-01T12:00:00Z')).daily?.state).toBe('over')
    const none = projectStatusOf(project(null), rows, Date.parse('2026-11-01T12:00:00Z'))
    expect([none.daily, none.monthly, none.cap]).toEqual([null, null, null])
    expect(none.spentMonth).toBe('1.500000')
  })
})
