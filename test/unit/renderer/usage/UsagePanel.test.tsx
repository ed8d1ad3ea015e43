// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UsageRange } from '../../../../shared/domain/usage-view'
import { presetRange } from '../../../../shared/usage/presets'
import { UsagePanel } from '../../../../renderer/src/features/usage/UsagePanel'
import { resetUsageSession } from '../../../../renderer/src/queries/usage'
import { useUsageUi } from '../../../../renderer/src/stores/usage-ui'
import { useUi } from '../../../../renderer/src/stores/ui'
import { fail, ok, row, usageError, view } from '../../../support/renderer/fixtures'
import { renderWithBridge, testQueryClient } from '../../../support/renderer/render-with-bridge'
import { createUsageFake } from '../../../support/renderer/usage-fake'

const fake = createUsageFake()

function thisMonth(): UsageRange {
  const range = presetRange('this-month', { now: new Date() })
  if (!range) throw new Error('no range')
  return range
}

function renderPanel(compact = false) {
  // As in main.tsx: main's events are wired once for the window, not by the view.
  return renderWithBridge(<UsagePanel compact={compact} />, fake.bridge, { liveEvents: true })
}

function callsOf(channel: string) {
  return fake.calls.filter((c) => c.channel === channel)
}

const rows = (range: UsageRange) => [
  row(range.start, 'tally-mini', '0.100001', { requests: 3 }),
  row(range.start, 'tally-large', '0.200001'),
]

beforeEach(() => {
  fake.reset()
  resetUsageSession()
  useUsageUi.setState({ preset: 'this-month', custom: null, metric: 'cost' })
  useUi.setState({ view: 'usage' })
})

afterEach(() => cleanup())

describe('UsagePanel', () => {
  it('shows the service’s totals (not re-summed rows) with the rounding note', async () => {
    fake.get = (range) =>
      ok(view({ range, rows: rows(range), total: { requests: 5, input_tokens: 2000, cached_input_tokens: 800, output_tokens: 200, cost: '0.300001' } }))
    fake.refresh = (args) => fake.get(args)
    renderPanel()
    const total = await screen.findByRole('button', { name: /^Total cost: \$0\.30 \(exact \$0\.300001\)/ })
    expect(total.dataset.exact).toBe('0.300001')
    expect(screen.getByText(/Row costs are rounded individually/)).toBeTruthy()
    expect(screen.getByText('40.0% of input')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Average daily spend, last 7 days: \$1\.25/ })).toBeTruthy()
    // Per-model summary and daily table.
    const models = await screen.findByRole('table', { name: 'Usage by model' })
    const modelRows = within(models).getAllByRole('row')
    expect(modelRows[1]?.textContent).toContain('tally-large')
    expect(modelRows[1]?.textContent).toContain('66.7%')
    expect(modelRows[2]?.textContent).toContain('tally-mini')
    expect(within(models).getAllByText('40.0%')).toHaveLength(2) // cache hit rate
    const daily = screen.getByRole('region', { name: 'Usage by day (UTC)' })
    expect(within(daily).getByRole('columnheader', { name: 'Date (UTC)' })).toBeTruthy()
    expect(within(daily).getAllByRole('row')).toHaveLength(2)
  })

  it('reads the cached view first, then refreshes the range once in the background', async () => {
    renderPanel()
    await screen.findByText('No usage in this range')
    await waitFor(() => expect(callsOf('usage:refresh')).toHaveLength(1))
    const range = thisMonth()
    expect(callsOf('usage:get')[0]?.args).toEqual(range)
    expect(callsOf('usage:refresh')[0]?.args).toEqual({ ...range, force: false })
  })

  it('shows an empty state with a hint when the range has no usage', async () => {
    renderPanel()
    expect(await screen.findByText('No usage in this range')).toBeTruthy()
    expect(screen.getByText(/Try a longer range/)).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Usage by model' })).toBeNull()
  })

  it('shows a loading skeleton until the first view arrives', async () => {
    let resolve: (value: ReturnType<typeof ok>) => void = () => undefined
    fake.get = () => new Promise((r) => (resolve = r as typeof resolve))
    renderPanel()
    expect(screen.getByRole('status', { name: 'Loading usage…' })).toBeTruthy()
    await act(async () => resolve(ok(view({ range: thisMonth() }))))
    expect(await screen.findByText('No usage in this range')).toBeTruthy()
  })

  it('does not call a range that was never read "empty": it shows a skeleton while main reads it', async () => {
    fake.get = (range) => ok(view({ range, total: null, asOf: null }))
    fake.refresh = () => new Promise(() => undefined)
    renderPanel()
    expect(await screen.findByRole('status', { name: 'Reading usage from the service…' })).toBeTruthy()
    expect(screen.queryByText('No usage in this range')).toBeNull()
    expect(screen.getByText('Not read yet')).toBeTruthy()
  })

  it('names the parameter of an invalid_parameter error', async () => {
    fake.get = () => fail(usageError({ code: 'invalid_parameter', param: 'start', message: 'start must be a date' }))
    renderPanel()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not read usage')
    expect(alert.textContent).toContain('parameter “start”')
    expect(alert.textContent).toContain('HTTP 400')
  })

  it('names the parameter when the sync itself failed with invalid_parameter', async () => {
    fake.get = (range) => ok(view({ range, total: null, error: usageError({ code: 'invalid_parameter', param: 'group_by' }) }))
    fake.refresh = (args) => fake.get(args)
    renderPanel()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('parameter “group_by”')
  })

  it.each([
    ['503', usageError({ status: 503, code: '503', message: 'Data temporarily unavailable', retryAfterMs: 30_000 }), /Usage is temporarily unavailable/],
    ['429', usageError({ status: 429, code: '429', message: 'Too many requests' }), /rate limiting/],
    ['offline', usageError({ kind: 'network', status: 0, code: 'ENOTFOUND', message: 'The service could not be reached' }), /Could not reach the service/],
  ])('keeps cached data visible with a warning on %s', async (_name, error, title) => {
    fake.get = (range) =>
      ok(view({ range, rows: rows(range), stale: true, error, total: { requests: 5, input_tokens: 2000, cached_input_tokens: 800, output_tokens: 200, cost: '0.300002' } }))
    fake.refresh = (args) => fake.get(args)
    renderPanel()
    const notice = await screen.findByText(title)
    const box = notice.closest('.notice')
    expect(box?.classList.contains('notice-warning')).toBe(true)
    expect(box?.getAttribute('role')).toBe('status')
    expect(box?.textContent).toContain('showing cached data from 2025-06-15 10:00 UTC')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: /^Total cost: .*exact \$0\.300002/ })).toBeTruthy()
    expect(await screen.findByRole('table', { name: 'Usage by model' })).toBeTruthy()
    expect(screen.getByText('STALE')).toBeTruthy()
  })

  it('exports the selected range as CSV and says where it was saved', async () => {
    fake.exportCsv = (range) => ok({ saved: true, path: `/data/exports/tokentally-usage-${range.start}.csv`, rowCount: 12 })
    const user = userEvent.setup()
    renderPanel()
    await screen.findByText('No usage in this range')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    const range = thisMonth()
    expect(await screen.findByText(`Saved 12 rows to /data/exports/tokentally-usage-${range.start}.csv`)).toBeTruthy()
    expect(callsOf('usage:exportCsv')[0]?.args).toEqual(range)
  })

  it('says when the export was cancelled, and shows an export failure', async () => {
    const user = userEvent.setup()
    renderPanel()
    await screen.findByText('No usage in this range')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Export cancelled')).toBeTruthy()

    fake.exportCsv = () => fail(usageError({ kind: 'http', status: 503, code: '503', message: 'Usage for this range is not available yet.' }))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not export usage')
  })

  it('refreshes on request with the Refresh usage button', async () => {
    const user = userEvent.setup()
    renderPanel()
    await screen.findByText('No usage in this range')
    await waitFor(() => expect(callsOf('usage:refresh')).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Refresh usage' }))
    await waitFor(() => expect(callsOf('usage:refresh')).toHaveLength(2))
  })

  it('shows "syncing…" while main syncs the range', async () => {
    fake.get = (range) => ok(view({ range, rows: rows(range), syncing: true }))
    fake.refresh = () => new Promise(() => undefined)
    renderPanel()
    expect(await screen.findByText('syncing…')).toBeTruthy()
    // The button's name holds the words it shows (axe: label-content-name-mismatch).
    expect((await screen.findByRole('button', { name: 'Refreshing… usage' })).hasAttribute('disabled')).toBe(true)
  })

  it('re-reads the view when a usage event overlaps its range, not otherwise', async () => {
    renderPanel()
    await screen.findByText('No usage in this range')
    await waitFor(() => expect(callsOf('usage:refresh')).toHaveLength(1))
    const before = callsOf('usage:get').length
    const range = thisMonth()
    act(() => fake.emit({ connectionId: 'conn-1', changed: [{ start: '2000-01-01', end: '2000-01-02' }], asOf: null }))
    act(() => fake.emit({ connectionId: 'other', changed: [range], asOf: null }))
    await new Promise((r) => setTimeout(r, 20))
    expect(callsOf('usage:get')).toHaveLength(before)
    act(() => fake.emit({ connectionId: 'conn-1', changed: [{ start: range.start, end: range.end }], asOf: null }))
    await waitFor(() => expect(callsOf('usage:get')).toHaveLength(before + 1))
  })

  // Fails on the old code, where only a mounted usage view listened to usage events: the event was lost.
  it('a usage event while the usage view is not shown gives fresh data when it is shown again', async () => {
    // One client for both renders, its events wired once (by the first), as in the app.
    const client = testQueryClient()
    const panel = (liveEvents: boolean) => renderWithBridge(<UsagePanel compact={false} />, fake.bridge, { client, liveEvents })
    const range = thisMonth()
    fake.get = (r) => ok(view({ range: r, rows: [row(range.start, 'tally-mini', '0.100001')], total: { requests: 2, input_tokens: 1000, cached_input_tokens: 400, output_tokens: 100, cost: '0.100001' } }))
    fake.refresh = (args) => fake.get(args)
    const first = panel(true)
    await screen.findByRole('button', { name: /^Total cost: \$0\.10/ })
    await waitFor(() => expect(callsOf('usage:refresh')).toHaveLength(1))
    first.unmount()

    const before = callsOf('usage:get').length
    fake.get = (r) => ok(view({ range: r, rows: [row(range.start, 'tally-mini', '0.700001')], total: { requests: 9, input_tokens: 1000, cached_input_tokens: 400, output_tokens: 100, cost: '0.700001' } }))
    act(() => fake.emit({ connectionId: 'conn-1', changed: [{ start: range.start, end: range.end }], asOf: null }))
    await new Promise((r) => setTimeout(r, 20))
    expect(callsOf('usage:get')).toHaveLength(before)

    panel(false)
    await waitFor(() => expect(callsOf('usage:get')).toHaveLength(before + 1))
    expect(await screen.findByRole('button', { name: /^Total cost: \$0\.70/ })).toBeTruthy()
  })

  it('switches range presets and metric with radio buttons that have names', async () => {
    const user = userEvent.setup()
    fake.get = (range) => ok(view({ range, rows: rows(range), total: { requests: 5, input_tokens: 2000, cached_input_tokens: 800, output_tokens: 200, cost: '0.300002' } }))
    renderPanel()
    await screen.findByRole('table', { name: 'Usage by model' })
    const rangeGroup = screen.getByRole('group', { name: 'Range (UTC days)' })
    expect(within(rangeGroup).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['this-month', 'last-7', 'last-30', 'last-90', 'this-year', 'all', 'custom'])
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }))
    const last7 = presetRange('last-7', { now: new Date() })
    await waitFor(() => expect(callsOf('usage:get').at(-1)?.args).toEqual(last7))
    expect((screen.getByRole('radio', { name: 'Last 7 days' }) as HTMLInputElement).checked).toBe(true)

    expect(screen.getByRole('figure', { name: 'Cost per day, UTC' })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Cached input tokens' }))
    expect(screen.getByRole('figure', { name: 'Cached input tokens per day, UTC' })).toBeTruthy()
    expect(useUsageUi.getState().metric).toBe('cached_input_tokens')
  })

  it('asks for all history from the history start the service reported', async () => {
    const user = userEvent.setup()
    renderPanel()
    await screen.findByText('No usage in this range')
    await user.click(screen.getByRole('radio', { name: 'All history' }))
    const expected = presetRange('all', { now: new Date(), historyStart: '2024-05-01T00:00:00Z' })
    await waitFor(() => expect(callsOf('usage:get').at(-1)?.args).toEqual(expected))
  })

  it('takes a custom range from two labelled date inputs, last day included', async () => {
    const user = userEvent.setup()
    renderPanel()
    await screen.findByText('No usage in this range')
    await user.click(screen.getByRole('radio', { name: 'Custom' }))
    const from = screen.getByLabelText('From (UTC)') as HTMLInputElement
    const to = screen.getByLabelText('To (UTC, included)') as HTMLInputElement
    await user.clear(from)
    await user.type(from, '2025-02-01')
    await user.clear(to)
    await user.type(to, '2025-02-28')
    await waitFor(() => expect(callsOf('usage:get').at(-1)?.args).toEqual({ start: '2025-02-01', end: '2025-03-01' }))
    await user.clear(to)
    await user.type(to, '2025-01-15')
    expect(screen.getByText('The end date must be on or after the start date.')).toBeTruthy()
    expect(to.getAttribute('aria-invalid')).toBe('true')
  })
})

describe('UsagePanel compact', () => {
  it('leaves the alert about a rejected key to the balance panel and shows a plain note', async () => {
    useUi.setState({ view: 'dashboard' })
    fake.get = (range) => ok(view({ range, total: null, asOf: null, error: usageError({ status: 401, code: '401', message: 'The key was rejected.' }) }))
    renderPanel(true)
    expect(await screen.findByText(/Usage is unavailable: The key was rejected\./)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('still raises an alert for a rejected key in the Usage view', async () => {
    fake.get = (range) => ok(view({ range, total: null, asOf: null, error: usageError({ status: 401, code: '401', message: 'The key was rejected.' }) }))
    renderPanel()
    expect((await screen.findByRole('alert')).textContent).toContain('The key was rejected.')
  })

  it('shows this month’s totals and average spend and opens the Usage view', async () => {
    useUi.setState({ view: 'dashboard' })
    useUsageUi.setState({ preset: 'last-90' })
    fake.get = (range) => ok(view({ range, rows: rows(range), total: { requests: 5, input_tokens: 2000, cached_input_tokens: 800, output_tokens: 200, cost: '0.300002' } }))
    const user = userEvent.setup()
    renderPanel(true)
    expect(await screen.findByRole('heading', { name: 'Usage this month' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: /^Total cost: .*exact \$0\.300002/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Average daily spend, last 30 days: \$0\.98/ })).toBeTruthy()
    expect(screen.getByRole('figure', { name: 'Cost per day, UTC' })).toBeTruthy()
    expect(callsOf('usage:get')[0]?.args).toEqual(thisMonth())
    await user.click(screen.getByRole('button', { name: 'Open usage' }))
    expect(useUi.getState().view).toBe('usage')
    expect(useUsageUi.getState().preset).toBe('this-month')
  })
})
