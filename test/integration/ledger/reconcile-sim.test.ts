import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { type LedgerAnswer } from '../../../electron/services/ledger/reconcile'
import { reconcileAccount } from '../../../electron/services/ledger/reconcile-account'
import { fitAllPrices } from '../../../electron/services/prices/price-fit'
import type { UsageRow } from '../../../shared/domain/usage'
import { chat, chatBody, getJson, postJson, readSse, startTestSim, type TestSim } from '../../support/sim/sim-helpers'
import type { UsageJson } from '../../support/sim/wire-shapes'

const DAY_MS = 86_400_000

async function usage(sim: TestSim, start: string, end: string): Promise<{ rows: UsageRow[]; asOf: string }> {
  const rows: UsageRow[] = []
  let page: string | null = null
  let asOf: string
  do {
    const { body }: { body: UsageJson & { as_of: string } } = await getJson<UsageJson & { as_of: string }>(`${sim.baseUrl}/usage?start=${start}&end=${end}&group_by=model${page ? `&page=${page}` : ''}`, 'sk-demo-funded')
    rows.push(...(body.data as UsageRow[]))
    page = body.next_page
    asOf = body.as_of
  } while (page)
  return { rows, asOf }
}

let n = 0
async function appAnswer(sim: TestSim, model: string, question: string): Promise<LedgerAnswer> {
  const sse = await readSse(await chat(sim, chatBody({ model, messages: [{ role: 'user', content: question }] })))
  const u = sse.usage
  if (!u) throw new Error('no usage chunk')
  const day = new Date(sim.clock.now()).toISOString().slice(0, 10)
  return { id: `answer-${n++}`, model, day, tokens: { input: u.prompt_tokens, cached: u.prompt_tokens_details.cached_tokens, output: u.completion_tokens, source: 'reported' } }
}

describe('reconciliation against the simulator, with the second key spending on the same account', () => {
  it('an app-only model is split exactly from the bill; a shared model splits into the app share and elsewhere, adding up to the bill', async () => {
    const sim = await startTestSim({ usageDelayMs: 1_000 })
    const history = await usage(sim, '2025-01-01', '2025-03-16')
    sim.clock.jump(DAY_MS) // 2025-03-16: no generated history, only what happens now
    const answers = [
      await appAnswer(sim, 'tally-coder', 'Explain token buckets for HTTP rate limits'),
      await appAnswer(sim, 'tally-coder', 'Write a retry loop with jitter in TypeScript'),
      await appAnswer(sim, 'tally-coder', 'Why do caches need eviction'),
      await appAnswer(sim, 'tally-mini', 'Summarise the CAP theorem'),
    ]
    for (const spend of [{ model: 'tally-mini', input: 2_400, output: 500 }, { model: 'tally-mini', input: 900, output: 120 }]) {
      expect((await postJson(`${sim.rootUrl}/_sim/elsewhere`, spend)).status).toBe(200)
    }
    sim.clock.jump(12 * 3_600_000) // 2025-03-17 00:00:03
    const early = await usage(sim, '2025-03-16', '2025-03-17')
    const fits = fitAllPrices(history.rows).models
    const pricesOf = (model: string) => fits.find((f) => f.model === model)?.perMillion ?? null
    expect(reconcileAccount({ rows: early.rows, answers, pricesOf, asOfFor: () => early.asOf }).map((d) => d.status)).toEqual(['pending', 'pending'])

    sim.clock.jump(11 * 60_000) // past the day's end plus the slack: final
    const final = await usage(sim, '2025-03-16', '2025-03-17')
    const [coder, mini] = reconcileAccount({ rows: final.rows, answers, pricesOf, asOfFor: () => final.asOf })

    expect(coder?.status).toBe('exact')
    expect(coder?.perAnswer.map((p) => p.kind)).toEqual(['billed', 'billed', 'billed'])
    const coderSum = (coder?.perAnswer ?? []).reduce((s, p) => s.plus(p.amount), new Decimal(0))
    expect(coderSum.toFixed(6)).toBe(coder?.billedCost)
    expect(coder?.billedCost).toBe(final.rows.find((r) => r.model === 'tally-coder')?.cost)

    expect(mini?.status).toBe('estimated')
    expect(mini?.appTokens.output).toBeLessThan(mini?.billedTokens.output ?? 0)
    expect(new Decimal(mini?.appShare ?? 'NaN').plus(mini?.elsewhere ?? 'NaN').toFixed(6)).toBe(mini?.billedCost)
    expect(new Decimal(mini?.elsewhere ?? '0').gt(0)).toBe(true)
    // The sim's prices are what the fit found, so the app's share is its answer's real cost within rounding.
    const real = new Decimal(answers[3]?.tokens?.input ?? 0).times('0.15').plus(new Decimal(answers[3]?.tokens?.output ?? 0).times('0.60')).div(1e6)
    expect(new Decimal(mini?.appShare ?? '0').minus(real).abs().lte('0.000002')).toBe(true)
  })
})
