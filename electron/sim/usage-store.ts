import { Money, ZERO } from './money'

export interface UsageAmounts {
  requests: number
  input: number
  cached: number
  output: number
  /** Exact, unrounded cost. */
  cost: Money
}

interface LiveRequest extends UsageAmounts {
  model: string
  /** When its charges become final and it shows in usage (clock ms). */
  visibleAt: number
}

export function emptyAmounts(): UsageAmounts {
  return { requests: 0, input: 0, cached: 0, output: 0, cost: ZERO }
}

export function addAmounts(into: UsageAmounts, more: UsageAmounts): UsageAmounts {
  return {
    requests: into.requests + more.requests,
    input: into.input + more.input,
    cached: into.cached + more.cached,
    output: into.output + more.output,
    cost: into.cost.plus(more.cost),
  }
}

/** Usage per account, by UTC day (day number) and model. History is visible at once; live requests after a delay. */
export class UsageStore {
  private readonly history = new Map<string, Map<number, Map<string, UsageAmounts>>>()
  private readonly live = new Map<string, Map<number, LiveRequest[]>>()
  private readonly starts = new Map<string, number>()

  setHistoryStart(accountId: string, day: number): void {
    this.starts.set(accountId, day)
  }

  historyStart(accountId: string): number | undefined {
    return this.starts.get(accountId)
  }

  addHistory(accountId: string, day: number, model: string, amounts: UsageAmounts): void {
    const byDay = getOrCreate(this.history, accountId, () => new Map<number, Map<string, UsageAmounts>>())
    const byModel = getOrCreate(byDay, day, () => new Map<string, UsageAmounts>())
    byModel.set(model, addAmounts(byModel.get(model) ?? emptyAmounts(), amounts))
  }

  addRequest(accountId: string, day: number, model: string, amounts: UsageAmounts, visibleAt: number): void {
    const byDay = getOrCreate(this.live, accountId, () => new Map<number, LiveRequest[]>())
    getOrCreate(byDay, day, () => []).push({ ...amounts, model, visibleAt })
  }

  /** One day's usage by model, as visible at `asOf`. */
  dayByModel(accountId: string, day: number, asOf: number): Map<string, UsageAmounts> {
    const result = new Map(this.history.get(accountId)?.get(day) ?? [])
    for (const request of this.live.get(accountId)?.get(day) ?? []) {
      if (request.visibleAt > asOf) continue
      result.set(request.model, addAmounts(result.get(request.model) ?? emptyAmounts(), request))
    }
    return result
  }

  /** Exact charges of days `fromDay`..`toDay` (inclusive) visible at `asOf`. */
  spend(accountId: string, fromDay: number, toDay: number, asOf: number): Money {
    let total = ZERO
    for (let day = fromDay; day <= toDay; day++) {
      for (const amounts of this.dayByModel(accountId, day, asOf).values()) total = total.plus(amounts.cost)
    }
    return total
  }
}

function getOrCreate<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  const existing = map.get(key)
  if (existing !== undefined) return existing
  const created = create()
  map.set(key, created)
  return created
}
