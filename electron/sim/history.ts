import type { Account } from './accounts'
import { DAY_MS } from './sim-time'
import { findModel } from './models'
import { ZERO } from './money'
import { costOn, type PricingOptions } from './pricing'
import { createRng, hashString, type Rng } from './random'
import type { UsageAmounts, UsageStore } from './usage-store'

/**
 * Fills `store` with deterministic past usage for `account`: the same seed and the same
 * "today" always give the same data. Costs are exact sums of each request's cost at the prices of its day
 * and size (see pricing.ts); rounding happens only on output.
 */
export function generateHistory(store: UsageStore, account: Account, seed: number, today: number, pricing: PricingOptions): void {
  const { days, gapRate, models } = account.history
  const firstDay = today - days + 1
  store.setHistoryStart(account.id, firstDay)
  const rng = createRng(hashString(`${seed}:${account.id}`))
  for (let offset = 0; offset < days; offset++) {
    const day = firstDay + offset
    // The first day (history starts with usage) and today (spend_today is not zero in the demo) always have usage.
    const forced = offset === 0 || day === today
    if (!forced && rng.chance(gapRate)) continue
    const weekend = [0, 6].includes(new Date(day * DAY_MS).getUTCDay())
    for (const entry of models) {
      if (offset < entry.fromDay) continue
      const used = rng.chance(weekend ? 0.35 : 0.7) || (forced && entry === models[0])
      if (!used) continue
      const requests = Math.max(1, Math.round(rng.int(1, 24) * entry.scale * (weekend ? 0.4 : 1)))
      const amounts = modelDay(rng, entry.id, requests, day, pricing)
      store.addHistory(account.id, day, entry.id, amounts)
    }
  }
}

function modelDay(rng: Rng, modelId: string, requests: number, day: number, pricing: PricingOptions): UsageAmounts {
  const model = findModel(modelId)
  if (!model) throw new Error(`unknown model in history profile: ${modelId}`)
  const tokens = { input: 0, cached: 0, output: 0 }
  let cost = ZERO
  for (let i = 0; i < requests; i++) {
    const input = rng.int(120, 7_000)
    const cached = rng.chance(0.45) ? Math.floor(input * rng.next() * 0.7) : 0
    const output = rng.int(40, 1_400)
    // Priced one request at a time: a long-context tier depends on each request's own input.
    cost = cost.plus(costOn(pricing, model, day, { input, cached, output }))
    tokens.input += input
    tokens.cached += cached
    tokens.output += output
  }
  return { requests, ...tokens, cost }
}
