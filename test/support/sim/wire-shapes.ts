/** Shapes of the service's JSON as the tests read it (test-only; the app has its own schemas). */
import type { SimStatsSnapshot } from '../../../electron/sim/index'

export interface ErrorJson {
  error: { message: string; type: string; code: string | null; param: string | null }
}

export interface BalanceJson {
  object: string
  scope: string
  currency: string
  account: { type: string; id: string }
  key: { name: string | null; suffix: string; spend_today: string | null; spend_month: string | null }
  balance: string
  paid: string
  promo: string
  allowance_remaining: string | null
  held: string
  debt: string
  spend_today: string
  spend_month: string
  as_of: string
  spend_as_of: string
}

export interface UsageAmountsJson {
  requests: number
  input_tokens: number
  cached_input_tokens: number
  output_tokens: number
  cost: string
}

export interface UsageRowJson extends UsageAmountsJson {
  date: string
  model?: string
}

export interface UsageJson {
  object: string
  scope: string
  currency: string
  start: string
  end: string
  group_by: string
  data: UsageRowJson[]
  total: UsageAmountsJson
  next_page: string | null
  as_of: string
  history_start: string
}

export interface ChunkUsageJson {
  prompt_tokens: number
  completion_tokens: number
  total_tokens: number
  prompt_tokens_details: { cached_tokens: number }
}

export interface ChunkJson {
  id: string
  object: string
  created: number
  model: string
  choices: Array<{ index: number; delta: { role?: string; content?: string }; finish_reason: string | null }>
  usage?: ChunkUsageJson
}

export interface StreamErrorJson {
  error: { message: string; type: string; code: string }
}

export interface ModelsJson {
  object: string
  data: Array<{ id: string; object: string; created: number; owned_by: string }>
}

/** GET /_sim/stats. */
export type StatsJson = SimStatsSnapshot
