import { DEMO_KEYS } from './accounts'
import { dayOf } from './sim-time'
import { charge } from './ledger'
import { findModel } from './models'
import type { Money } from './money'
import { costOn } from './pricing'
import type { SimState } from './state'

/** Models the background job picks from (all on the funded account's history). */
const ELSEWHERE_MODELS = ['tally-mini', 'tally-nano', 'tally-standard'] as const

export interface ElsewhereRequest {
  model?: string
  input?: number
  cached?: number
  output?: number
}

export interface ElsewhereSpend {
  key: string
  model: string
  day: number
  input: number
  cached: number
  output: number
  cost: Money
}

/**
 * One request made through the funded account's second key by someone other than the app (a build
 * server, another device): charged and shown in usage like a chat, but no stream is involved.
 */
export function spendElsewhere(state: SimState, request: ElsewhereRequest = {}): ElsewhereSpend {
  const rng = state.elsewhereRng
  const key = state.directory.keys.get(DEMO_KEYS.fundedOther)
  const account = key?.accountId ? state.directory.accounts.get(key.accountId) : undefined
  if (!key || !account) throw new Error('the second funded key is missing from the demo directory')
  const modelId = request.model ?? rng.pick(ELSEWHERE_MODELS)
  const model = findModel(modelId)
  if (!model || model.status !== 'available') throw new RangeError(`elsewhere: unknown or unavailable model '${modelId}'`)
  const input = request.input ?? rng.int(200, 3_000)
  const cached = Math.min(request.cached ?? 0, input)
  const output = request.output ?? rng.int(50, 600)
  const now = state.clock()
  const day = dayOf(now)
  const tokens = { input, cached, output }
  const cost = costOn(state.options, model, day, tokens)
  charge(account, cost)
  state.usage.addRequest(account.id, day, model.id, { requests: 1, ...tokens, cost }, now + state.options.usageDelayMs)
  return { key: key.key, model: model.id, day, ...tokens, cost }
}

/** The background job: one elsewhere request every `everyMs` of real time until stopped. */
export function startElsewhereJob(state: SimState, everyMs: number): () => void {
  const timer = setInterval(() => spendElsewhere(state), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
