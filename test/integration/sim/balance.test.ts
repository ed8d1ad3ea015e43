import { describe, expect, it } from 'vitest'
import { SIM_MODELS } from '../../../electron/sim/index'
import { MONEY, addFault, chat, chatBody, dec, eventually, getJson, readEvents, readSse, startTestSim, type TestSim } from '../../support/sim/sim-helpers'
import type { BalanceJson, ErrorJson } from '../../support/sim/wire-shapes'

const MONEY_FIELDS = ['balance', 'paid', 'promo', 'held', 'debt', 'spend_today', 'spend_month'] as const
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/

async function balance(sim: TestSim, key = 'sk-demo-funded'): Promise<BalanceJson> {
  const { res, body } = await getJson<BalanceJson>(`${sim.baseUrl}/balance`, key)
  expect(res.status).toBe(200)
  return body
}

describe('GET /balance', () => {
  it('returns every field of the balance object', async () => {
    const sim = await startTestSim()
    const body = await balance(sim)
    expect(body).toMatchObject({ object: 'balance', scope: 'account', currency: 'USD' })
    expect(body.account).toEqual({ type: expect.any(String), id: 'acct_...7f3a' })
    expect(body.key).toEqual({ name: 'Demo laptop', suffix: 'sk-...nded', spend_today: null, spend_month: null })
    for (const field of MONEY_FIELDS) expect(body[field], field).toMatch(MONEY)
    expect(body.allowance_remaining).toMatch(MONEY)
    expect(body.as_of).toMatch(ISO)
    expect(body.spend_as_of).toMatch(ISO)
    expect(body).toMatchObject({ paid: '42.500000', promo: '7.500000', balance: '50.000000', held: '0.000000', debt: '0.000000' })
  })

  it('keeps paid + promo = balance exactly, for every account', async () => {
    const sim = await startTestSim()
    for (const key of ['sk-demo-funded', 'sk-demo-debt', 'sk-demo-noplan', 'sk-demo-low']) {
      const body = await balance(sim, key)
      for (const field of MONEY_FIELDS) expect(body[field], `${key} ${field}`).toMatch(MONEY)
      expect(dec(body.paid).plus(body.promo).toFixed(6), key).toBe(body.balance)
    }
  })

  it('shows debt above purchased credits as negative paid and balance', async () => {
    const sim = await startTestSim()
    const body = await balance(sim, 'sk-demo-debt')
    expect(body).toMatchObject({ paid: '-3.250000', promo: '0.000000', balance: '-3.250000', debt: '5.000000' })
    expect(body.key.suffix).toBe('sk-...debt')
  })

  it('has a null allowance without a plan and a non-null one with a plan', async () => {
    const sim = await startTestSim()
    expect((await balance(sim, 'sk-demo-noplan')).allowance_remaining).toBeNull()
    expect((await balance(sim, 'sk-demo-funded')).allowance_remaining).toBe('12.340000')
  })

  it('rejects any query parameter with 400 invalid_parameter naming it', async () => {
    const sim = await startTestSim()
    const { res, body } = await getJson<ErrorJson>(`${sim.baseUrl}/balance?verbose=1`, 'sk-demo-funded')
    expect(res.status).toBe(400)
    expect(body.error).toMatchObject({ code: 'invalid_parameter', param: 'verbose' })
    expect(res.headers.get('x-request-id')).toMatch(/^req_/)
  })

  it('is re-read at intervals of 5 s or more: the cached snapshot keeps its as_of', async () => {
    const sim = await startTestSim()
    const first = await balance(sim)
    sim.clock.jump(4_999)
    const second = await balance(sim)
    expect(second.as_of).toBe(first.as_of)
    sim.clock.jump(1)
    const third = await balance(sim)
    expect(Date.parse(third.as_of) - Date.parse(first.as_of)).toBe(5_000)
    expect(Date.parse(third.spend_as_of)).toBeLessThanOrEqual(Date.parse(third.as_of))
  })

  it('holds credits while a stream runs and releases them when it ends', async () => {
    const sim = await startTestSim()
    const before = await balance(sim)
    await addFault(sim, { stream: { after: 2, mode: 'stall' } })
    const controller = new AbortController()
    const stalled = await chat(sim, chatBody({ model: 'tally-large' }), 'sk-demo-funded', { signal: controller.signal })
    await readEvents(stalled, 2)
    sim.clock.jump(5_000)
    const during = await balance(sim)
    expect(dec(during.held).gt(0)).toBe(true)
    expect(during.balance).toBe(dec(before.balance).minus(during.held).toFixed(6))
    expect(dec(during.paid).plus(during.promo).toFixed(6)).toBe(during.balance)
    controller.abort()
    await eventually(() => sim.stats.streams.active === 0)
    sim.clock.jump(5_000)
    const after = await balance(sim)
    expect(after.held).toBe('0.000000')
    // Charged for the prompt (no content had been sent): far less than what was held.
    const charged = dec(before.balance).minus(after.balance)
    expect(charged.gt(0) && charged.lt(during.held)).toBe(true)
  })

  it('charges the exact cost of a finished chat, from promo credits first', async () => {
    const sim = await startTestSim()
    const before = await balance(sim)
    const done = await readSse(await chat(sim, chatBody({ model: 'tally-large' })))
    const large = SIM_MODELS.find((m) => m.id === 'tally-large')
    if (!large || !done.usage) throw new Error('missing data')
    sim.clock.jump(5_000)
    const after = await balance(sim)
    expect(after.held).toBe('0.000000')
    expect(after.paid).toBe(before.paid)
    const cost = dec(done.usage.prompt_tokens - done.usage.prompt_tokens_details.cached_tokens)
      .times(large.prices.input)
      .plus(dec(done.usage.prompt_tokens_details.cached_tokens).times(large.prices.cachedInput))
      .plus(dec(done.usage.completion_tokens).times(large.prices.output))
      .div(1_000_000)
    const spent = dec(before.promo).minus(after.promo)
    expect(spent.minus(cost).abs().lte('0.000001')).toBe(true)
    expect(dec(before.balance).minus(after.balance).toFixed(6)).toBe(spent.toFixed(6))
  })

  it('moves spend_today and spend_month once the charges show in usage (UTC days)', async () => {
    const sim = await startTestSim({ usageDelayMs: 3_000 })
    const before = await balance(sim)
    expect(dec(before.spend_month).gte(before.spend_today)).toBe(true)
    const sse = await readSse(await chat(sim, chatBody({ model: 'tally-reasoner' })))
    expect(sse.done).toBe(true)
    sim.clock.jump(5_000)
    const soon = await balance(sim)
    expect(dec(soon.balance).lt(before.balance)).toBe(true)
    sim.clock.jump(10_000)
    const later = await balance(sim)
    const charged = dec(before.balance).minus(later.balance)
    expect(dec(later.spend_today).minus(before.spend_today).toFixed(6)).toBe(charged.toFixed(6))
    expect(dec(later.spend_month).minus(before.spend_month).toFixed(6)).toBe(charged.toFixed(6))
  })

  it('starts spend_today at zero on a new UTC day and spend_month on a new UTC month', async () => {
    const sim = await startTestSim()
    const before = await balance(sim)
    expect(dec(before.spend_today).gt(0)).toBe(true)
    sim.clock.set(Date.UTC(2025, 3, 1, 0, 0, 30))
    const nextMonth = await balance(sim)
    expect(nextMonth.spend_today).toBe('0.000000')
    expect(nextMonth.spend_month).toBe('0.000000')
  })

  it('keeps serving the balance while a 503 fault is active, never a zero balance', async () => {
    const sim = await startTestSim()
    await addFault(sim, { match: { method: 'GET', path: '/v1/balance' }, respond: { status: 503 } })
    const failed = await getJson<ErrorJson>(`${sim.baseUrl}/balance`, 'sk-demo-funded')
    expect(failed.res.status).toBe(503)
    expect(failed.body.error.code).toBe('503')
    expect(Number.parseInt(failed.res.headers.get('retry-after') ?? '', 10)).toBeGreaterThanOrEqual(1)
    expect((await balance(sim)).balance).toBe('50.000000')
  })
})
