// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { aggregateUsage } from '../../../shared/usage/aggregate'
import type { LeaderboardRow } from '../../../shared/domain/votes'
import { BalanceChart } from '../../../renderer/src/features/guard/BalanceChart'
import { UsageChart } from '../../../renderer/src/features/usage/UsageChart'
import { ValueScatter } from '../../../renderer/src/features/models/ValueScatter'
import { leaderboardRow, row } from '../../support/renderer/fixtures'
import { liveStringsMatching } from '../../support/renderer/live-strings'

afterEach(cleanup)

// recharts keeps its memoized selectors' entries per graphical item id for the life of the page.
// An id made per mount (React's useId: `recharts-line-_r_2_`) stays alive after the chart is gone,
// so each visit to the dashboard added to the heap for good (#33, the soak's renderer heap). The
// charts name their items (components/chart-item-ids.ts): a mount leaves nothing of the last one.
const PER_MOUNT_ID = /^recharts-([a-z]+)-_r_/

const T0 = Date.UTC(2025, 5, 16, 7)
const history = {
  accountId: 'acct',
  range: '30d' as const,
  points: Array.from({ length: 12 }, (_, i) => ({ at: T0 + i * 3_600_000, balance: (50 - i * 2).toFixed(6), held: '0.000000' })),
  topUps: [],
  runway: { from: T0 + 11 * 3_600_000, balance: '28.000000', days7: { average: '2.000000', days: 14, at: T0 + 15 * 86_400_000 }, days30: { average: '1.000000', days: 28, at: T0 + 29 * 86_400_000 } },
}
const agg = aggregateUsage([row('2025-06-01', 'tally-large', '0.300000'), row('2025-06-01', 'tally-mini', '0.100000'), row('2025-06-03', 'tally-mini', '0.200000')], { start: '2025-06-01', end: '2025-06-04' })
const leader = (model: string, strength: number, cost: string, onFront: boolean): LeaderboardRow =>
  leaderboardRow(model, { strength, low: strength - 0.2, high: strength + 0.2, medianCost: cost, valuePerDollar: strength / Number(cost), onFront })

const CHARTS: Array<[string, () => ReactElement]> = [
  ['the balance chart', () => <BalanceChart history={history} height={220} />],
  ['the dashboard’s usage chart', () => <UsageChart agg={agg} metric="cost" height={190} compact />],
  ['the Usage view’s chart', () => <UsageChart agg={agg} metric="cost" height={300} />],
  ['the value scatter', () => <ValueScatter rows={[leader('tally-large', 1.4, '0.004000', true), leader('tally-mini', 0.8, '0.000500', true), leader('tally-old', 0.6, '0.002000', false)]} />],
]

// Two counts per test, each a heap snapshot of the test's worker (seconds on a busy machine).
const SNAPSHOTS_MS = 90_000

async function mountTimes(chart: () => ReactElement, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const { container, unmount } = render(chart())
    // Drawn, with its items registered in the chart's store.
    expect(container.querySelector('.recharts-surface')).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 0))
    unmount()
  }
}

/** Ids kept per kind of item, `after` against `before` (the kinds seen in either). */
function kept(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const kinds = new Set([...Object.keys(before), ...Object.keys(after)])
  return Object.fromEntries([...kinds].map((kind) => [kind, (after[kind] ?? 0) - (before[kind] ?? 0)]))
}

describe('a chart shown again (#33)', () => {
  it(
    'keeps nothing of its earlier mounts: the balance chart, both usage charts, the value scatter',
    async () => {
      for (const [, chart] of CHARTS) await mountTimes(chart, 2)
      const before = await liveStringsMatching(PER_MOUNT_ID)
      for (const [, chart] of CHARTS) await mountTimes(chart, 8)
      const after = await liveStringsMatching(PER_MOUNT_ID)
      expect(Object.entries(kept(before, after)).filter(([, n]) => n !== 0)).toEqual([])
    },
    SNAPSHOTS_MS,
  )

  it(
    'the check sees what recharts keeps of an unnamed item (it can fail)',
    async () => {
      const { Line, LineChart } = await import('recharts')
      const unnamed = () => (
        <LineChart width={300} height={150} data={[{ y: 1 }, { y: 2 }]}>
          <Line dataKey="y" isAnimationActive={false} />
        </LineChart>
      )
      const before = await liveStringsMatching(PER_MOUNT_ID)
      await mountTimes(unnamed, 8)
      expect(kept(before, await liveStringsMatching(PER_MOUNT_ID))).toEqual({ line: 8 })
    },
    SNAPSHOTS_MS,
  )
})
