import type { BudgetPeriod } from '../domain/guard'

export const DAY_MS = 86_400_000

/** The UTC period holding `at`: its start, its end (exclusive) and its key (2026-11-26 or 2026-11). */
export function periodOf(period: BudgetPeriod, at: number): { start: number; end: number; key: string } {
  const d = new Date(at)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  if (period === 'day') {
    const start = Date.UTC(y, m, d.getUTCDate())
    return { start, end: start + DAY_MS, key: new Date(start).toISOString().slice(0, 10) }
  }
  const start = Date.UTC(y, m, 1)
  return { start, end: Date.UTC(y, m + 1, 1), key: new Date(start).toISOString().slice(0, 7) }
}
