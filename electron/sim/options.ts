import type { SimTime } from './sim-time'
import { checkPricing, type LongContextTier, type PriceChange } from './pricing'
import type { RateLimitConfig } from './ratelimit'

export interface SimOptions {
  /** TCP port on 127.0.0.1; 0 picks a free one. Default 8787. */
  port?: number
  /** Seed of the deterministic demo data. Default 42. */
  seed?: number
  /** Chat speed; `Infinity` or 0 means as fast as possible. Default 200. */
  tokensPerSecond?: number
  /**
   * Each model streams at its own realistic speed (time to first token and tokens/s, see `SIM_MODELS`)
   * instead of `tokensPerSecond`. Default false; the CLI turns it on (`--uniform-speed` turns it off).
   */
  perModelSpeed?: boolean
  /** How long after a chat ends its charges show in usage (and spend). Default 3000. */
  usageDelayMs?: number
  /** Balance and usage limit per key and endpoint. Default 20/min, burst 5. */
  rateLimit?: RateLimitConfig
  /** Simultaneous chat streams per key. Default 4. */
  maxConcurrentChats?: number
  /** The time in ms since the epoch (a test's FakeClock `now`). Default `Date.now`. */
  now?: SimTime
  /**
   * Reject chat parameters the spec does not list (`stream_options`, `temperature`, ...) with 400
   * `unsupported_parameter` naming them in `param`. Default false (accepted; only `include_usage` is used).
   * Can be switched at run time with `POST /_sim/config`.
   */
  strictParams?: boolean
  /**
   * Send an OpenAI-style usage chunk when `stream_options.include_usage` asks for it. Default false, as
   * the spec reads: it shows no `stream_options` and no chunk payload, so a client can count on no usage
   * in a stream (#33). true: like a service that honours the option. `POST /_sim/config {"usageChunk": true}` at run time.
   */
  usageChunk?: boolean
  /** Price changes on given UTC days (history and live requests). Default none. */
  priceChanges?: PriceChange[]
  /** Long-context price tiers per model (a request above the threshold is priced at the tier). Default none. */
  longContextTiers?: LongContextTier[]
  /**
   * Models the service no longer offers (#36): `GET /models` leaves them out and a chat asking for one is
   * refused as for an unknown model; the usage history keeps them. Default none; `POST /_sim/config` at run time.
   */
  retiredModels?: string[]
  /**
   * "Elsewhere" traffic: every `everyMs` (real time) the second demo key of the funded account
   * (`sk-demo-funded-2`) spends one small request. Default off; `POST /_sim/elsewhere` spends at once.
   */
  elsewhereEveryMs?: number | null
}

export interface ResolvedOptions {
  port: number
  seed: number
  tokensPerSecond: number
  perModelSpeed: boolean
  usageDelayMs: number
  rateLimit: RateLimitConfig
  maxConcurrentChats: number
  now: SimTime
  strictParams: boolean
  usageChunk: boolean
  priceChanges: PriceChange[]
  longContextTiers: LongContextTier[]
  retiredModels: string[]
  elsewhereEveryMs: number | null
}

export const DEFAULT_PORT = 8787

function check(ok: boolean, message: string): void {
  if (!ok) throw new RangeError(`startSim: ${message}`)
}

export function resolveOptions(options: SimOptions = {}): ResolvedOptions {
  const resolved: ResolvedOptions = {
    port: options.port ?? DEFAULT_PORT,
    seed: options.seed ?? 42,
    tokensPerSecond: options.tokensPerSecond ?? 200,
    perModelSpeed: options.perModelSpeed ?? false,
    usageDelayMs: options.usageDelayMs ?? 3000,
    rateLimit: options.rateLimit ?? { perMinute: 20, burst: 5 },
    maxConcurrentChats: options.maxConcurrentChats ?? 4,
    now: options.now ?? Date.now,
    strictParams: options.strictParams ?? false,
    usageChunk: options.usageChunk ?? false,
    priceChanges: [...(options.priceChanges ?? [])],
    longContextTiers: [...(options.longContextTiers ?? [])],
    retiredModels: [...(options.retiredModels ?? [])],
    elsewhereEveryMs: options.elsewhereEveryMs ?? null,
  }
  check(Number.isInteger(resolved.port) && resolved.port >= 0 && resolved.port <= 65_535, 'port must be 0..65535')
  check(Number.isInteger(resolved.seed), 'seed must be an integer')
  check(resolved.tokensPerSecond >= 0, 'tokensPerSecond must be >= 0 (0 or Infinity: as fast as possible)')
  check(Number.isFinite(resolved.usageDelayMs) && resolved.usageDelayMs >= 0, 'usageDelayMs must be >= 0')
  check(resolved.rateLimit.perMinute > 0 && Number.isFinite(resolved.rateLimit.perMinute), 'rateLimit.perMinute must be > 0')
  check(Number.isInteger(resolved.rateLimit.burst) && resolved.rateLimit.burst >= 1, 'rateLimit.burst must be an integer >= 1')
  check(Number.isInteger(resolved.maxConcurrentChats) && resolved.maxConcurrentChats >= 1, 'maxConcurrentChats must be >= 1')
  const pricingProblem = checkPricing(resolved)
  check(pricingProblem === null, pricingProblem ?? '')
  check(resolved.elsewhereEveryMs === null || (Number.isFinite(resolved.elsewhereEveryMs) && resolved.elsewhereEveryMs >= 10), 'elsewhereEveryMs must be >= 10 or null')
  return resolved
}
