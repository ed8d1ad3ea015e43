import type { IncomingMessage } from 'node:http'
import { z } from 'zod'
import { DEMO_KEYS, maskKey } from '../accounts'
import { ApiError } from '../errors'
import { FaultInputSchema } from '../faults'
import { readJson } from '../http/body'
import type { Reply } from '../http/reply'
import { balanceParts, topUp } from '../ledger'
import { Money, formatMoney } from '../money'
import { findModel, SIM_MODELS } from '../models'
import { formatDay, parseDay } from '../sim-time'
import { spendElsewhere } from '../elsewhere'
import type { SimState } from '../state'

const TopUpSchema = z.strictObject({
  key: z.string().min(1),
  amount: z.union([z.string().regex(/^\d{1,7}(\.\d{1,6})?$/), z.number().positive().max(1_000_000)]),
})

const PriceText = z.string().regex(/^\d{1,6}(\.\d{1,8})?$/)
const PartialPrices = z.strictObject({ input: PriceText.optional(), cachedInput: PriceText.optional(), output: PriceText.optional() })
const ModelId = z.string().refine((id) => findModel(id) !== undefined, 'unknown model')

const ConfigSchema = z
  .strictObject({
    strictParams: z.boolean().optional(),
    usageChunk: z.boolean().optional(),
    priceChanges: z.array(z.strictObject({ model: ModelId, from: z.string().refine((d) => parseDay(d) !== null, 'not a YYYY-MM-DD day'), prices: PartialPrices })).optional(),
    longContextTiers: z.array(z.strictObject({ model: ModelId, aboveInputTokens: z.number().int().min(1), prices: PartialPrices })).optional(),
    retiredModels: z.array(ModelId).optional(),
  })
  .refine((c) => Object.keys(c).length > 0, 'give at least one setting')

const ElsewhereSchema = z.strictObject({
  model: ModelId.optional(),
  input: z.number().int().min(1).max(1_000_000).optional(),
  cached: z.number().int().min(0).max(1_000_000).optional(),
  output: z.number().int().min(0).max(1_000_000).optional(),
})

const ClockSchema = z.strictObject({ advanceMs: z.number().int().min(0).max(10 * 365 * 86_400_000) })

/** The next chat answers exactly this text, in these chunks (tests of chunk edges: spaces, mid-word, multi-byte). */
const ScriptSchema = z.strictObject({ pieces: z.array(z.string().min(1).max(10_000)).min(1).max(100_000), times: z.number().int().min(1).max(100).default(1) })

async function parseBody<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await readJson(req, { requireJsonType: false }))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const param = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : null
    throw new ApiError(400, 'invalid_control_request', `Invalid request: ${issue?.message ?? 'bad body'}${param ? ` at '${param}'` : ''}.`, param)
  }
  return parsed.data
}

function notFound(method: string, path: string): ApiError {
  return new ApiError(404, 'not_found', `No simulator control endpoint ${method} ${path}.`)
}

/** The simulator's own control API under `/_sim` (outside `/v1`; never rate-limited or counted). */
export async function handleControl(req: IncomingMessage, path: string, reply: Reply, state: SimState): Promise<void> {
  const method = req.method ?? 'GET'
  const route = `${method} ${path}`
  const faultId = /^\/_sim\/faults\/(\d+)$/.exec(path)?.[1]
  if (faultId !== undefined && method === 'DELETE') {
    if (!state.faults.remove(Number.parseInt(faultId, 10))) throw new ApiError(404, 'not_found', `No fault ${faultId}.`)
    reply.json(200, { deleted: true })
    return
  }
  switch (route) {
    case 'GET /_sim':
      reply.json(200, { keys: DEMO_KEYS, models: SIM_MODELS, options: { ...state.options, now: undefined } })
      return
    case 'GET /_sim/faults':
      reply.json(200, { data: state.faults.list() })
      return
    case 'POST /_sim/faults':
      reply.json(201, state.faults.add(await parseBody(req, FaultInputSchema)))
      return
    case 'DELETE /_sim/faults':
      reply.json(200, { cleared: state.faults.clear() })
      return
    case 'POST /_sim/topup': {
      const input = await parseBody(req, TopUpSchema)
      const key = state.directory.keys.get(input.key)
      if (!key) throw new ApiError(404, 'unknown_key', 'No such key in the simulator.', 'key')
      const account = key.accountId === null ? undefined : state.directory.accounts.get(key.accountId)
      if (!account) throw new ApiError(404, 'no_credit_account', 'This key is not connected to a credit account.', 'key')
      topUp(account, new Money(input.amount))
      const parts = balanceParts(account)
      reply.json(200, {
        key: maskKey(key.key),
        balance: formatMoney(parts.balance),
        paid: formatMoney(parts.paid),
        promo: formatMoney(parts.promo),
        debt: formatMoney(parts.debt),
      })
      return
    }
    case 'POST /_sim/config': {
      // Answers with the settings it changed, as they now are. Prices apply to requests from now on
      // (history was generated at start; pass them to startSim to have it priced the same way).
      const input = await parseBody(req, ConfigSchema)
      Object.assign(state.options, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)))
      reply.json(200, Object.fromEntries(Object.keys(input).map((name) => [name, state.options[name as keyof typeof input]])))
      return
    }
    case 'POST /_sim/elsewhere': {
      const spent = spendElsewhere(state, await parseBody(req, ElsewhereSchema))
      reply.json(200, { ...spent, key: maskKey(spent.key), day: formatDay(spent.day), cost: formatMoney(spent.cost) })
      return
    }
    case 'POST /_sim/answers': {
      const input = await parseBody(req, ScriptSchema)
      for (let i = 0; i < input.times; i++) state.scripted.push(input.pieces)
      reply.json(201, { queued: state.scripted.length })
      return
    }
    case 'GET /_sim/stats':
      reply.json(200, state.stats.snapshot())
      return
    case 'POST /_sim/reset-stats':
      state.stats.reset()
      reply.json(200, { reset: true })
      return
    case 'POST /_sim/clock': {
      const input = await parseBody(req, ClockSchema)
      state.advanceClock(input.advanceMs)
      reply.json(200, { now: new Date(state.clock()).toISOString() })
      return
    }
    default:
      throw notFound(method, path)
  }
}
