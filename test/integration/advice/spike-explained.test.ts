import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { addDays, utcDay } from '../../../shared/time/utc-days'
import { seedAnswers } from '../../support/advice/seed-history'
import { addFault } from '../../support/core/sim-client'
import { until, useSimApp } from '../../support/core/use-app'

// #36: the spike alert and the Usage view's largest day name their causes, through the whole main process.

const startApp = useSimApp()
const TODAY = utcDay(new Date())

describe('spikes explained against the simulator', () => {
  it('the spike alert names the long conversation that made today, its share, and the fix with its saving', async () => {
    const app = await startApp({ sim: { usageDelayMs: 0, tokensPerSecond: 3000 } })
    const accountId = app.connectionId as string
    await expect.poll(async () => (await app.invoke('guard:status', {})).average7 !== null, { timeout: 20_000 }).toBe(true)
    await expect.poll(async () => (await app.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 20_000 }).toContain('tally-large')
    // A usual day here: the median of the 30 days before today, as the spike alert reads it.
    const month = (await app.invoke('usage:get', { start: addDays(TODAY, -30), end: TODAY })).rows.filter((r) => r.model !== undefined)
    const days = Array.from({ length: 30 }, (_, i) => month.filter((r) => r.date === addDays(TODAY, -30 + i)).reduce((s, r) => s.plus(r.cost), new Decimal(0))).sort((a, b) => a.comparedTo(b))
    const least = Decimal.max(days[15]!.times(4), 1.5)
    // Today: one conversation on tally-large whose every message resends a long history, 75 % of the day.
    const perAnswer = new Decimal(190_000).times(3).plus(new Decimal(800).times(15)).dividedBy(1e6)
    const n = least.times(0.75).dividedBy(perAnswer).ceil().toNumber() + 1
    const turns = [4_000, ...Array.from({ length: n - 1 }, () => 190_000)]
    const conversationCost = turns.reduce((s, input) => s.plus(new Decimal(input).times(3).plus(800 * 15).dividedBy(1e6)), new Decimal(0))
    const today = conversationCost.dividedBy(0.75).toDecimalPlaces(2, Decimal.ROUND_UP)
    seedAnswers(
      app.dataDir,
      accountId,
      turns.map((input) => ({ day: TODAY, model: 'tally-large', input, output: 800, conversationId: 'runaway', title: 'Parser refactor' })),
    )
    const balance = (await app.invoke('balance:get', {})).balance!
    const body = { ...balance, spend_today: today.toFixed(6), spend_month: new Decimal(balance.spend_month).plus(today).toFixed(6), spend_as_of: new Date().toISOString() }
    await addFault(app.sim, { match: { method: 'GET', path: '/v1/balance' }, times: 5, respond: { status: 200, body } })
    // A read already on the wire is joined by a refresh: the next one reads the service's new figure.
    await app.invoke('balance:refresh', {})
    await app.invoke('balance:refresh', {})
    const notice = () => app.events.find((e) => e.channel === 'app' && JSON.stringify(e.payload).includes('Spending spike'))
    await until(() => notice() !== undefined, 15_000)
    const message = (notice()?.payload as { message: string }).message
    expect(message).toContain(`Today's spend is $${today.toFixed(2)} so far`)
    expect(message).toContain('Why: “Parser refactor” sends 190,000 tokens of context with every message (its first sent 4,000)')
    expect(message).toMatch(new RegExp(`its ${n} answers cost \\$[\\d.,]+, 7\\d % of the day`))
    expect(message).toMatch(/Fix: Continue “Parser refactor” in a new chat with a summary: about \$1\.\d+ less for as many messages\./)
  })

  it('the largest day of a range is found from the bill and explained', async () => {
    const app = await startApp({ sim: { usageDelayMs: 0, tokensPerSecond: 3000 } })
    const range = { start: addDays(TODAY, -30), end: addDays(TODAY, 1) }
    await expect.poll(async () => (await app.invoke('usage:get', range)).rows.length, { timeout: 20_000 }).toBeGreaterThan(0)
    await expect.poll(async () => (await app.invoke('prices:get', {})).models.length, { timeout: 20_000 }).toBeGreaterThan(0)
    const rows = (await app.invoke('usage:get', range)).rows.filter((r) => r.model !== undefined)
    const perDay = new Map<string, Decimal>()
    for (const r of rows) perDay.set(r.date, (perDay.get(r.date) ?? new Decimal(0)).plus(r.cost))
    const [day, bill] = [...perDay].sort((a, b) => b[1].comparedTo(a[1]))[0]!
    const { explained } = await app.invoke('advice:largestDay', range)
    expect(explained?.day).toBe(day)
    expect(explained?.total).toBe(bill.toFixed(6))
    expect(explained?.usual).not.toBeNull()
    // The app sent nothing here: what is named (if the day is well above a usual one) is the spend from elsewhere, all of the day.
    expect(explained?.causes.every((c) => c.kind === 'elsewhere' && c.share === 1)).toBe(true)
    if (new Decimal(explained!.total).greaterThanOrEqualTo(new Decimal(explained!.usual!).times(2))) expect(explained?.causes).toHaveLength(1)
    expect((await app.invoke('advice:largestDay', { start: addDays(TODAY, 2), end: addDays(TODAY, 3) })).explained).toBeNull()
  })
})
