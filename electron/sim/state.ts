import { createDemoDirectory, type Directory } from './accounts'
import type { BalanceParts } from './ledger'
import type { Money } from './money'
import { PromptCache } from './chat/prompt-cache'
import { StreamRegistry } from './chat/streams'
import { dayOf, type SimTime } from './sim-time'
import { FaultRegistry } from './faults'
import { generateHistory } from './history'
import type { ResolvedOptions } from './options'
import { createRng, hashString, type Rng } from './random'
import { RateLimiter } from './ratelimit'
import { Stats } from './stats'
import { UsageStore } from './usage-store'

/** Everything a running simulator knows; created once per `startSim`. */

/** The account's balance as last read (see balance-snapshot.ts). */
export interface BalanceSnapshot {
  takenAt: number
  parts: BalanceParts
  allowanceRemaining: Money | null
  spendToday: Money
  spendMonth: Money
  /** Spend counts the charges visible in usage at this time. */
  spendAsOf: number
}

export interface SimState {
  options: ResolvedOptions
  /** The options' clock plus any offset added through `POST /_sim/clock`. */
  clock: SimTime
  advanceClock(ms: number): void
  directory: Directory
  usage: UsageStore
  limiter: RateLimiter
  faults: FaultRegistry
  stats: Stats
  streams: StreamRegistry
  balanceSnapshots: Map<string, BalanceSnapshot>
  promptCache: PromptCache
  /** Scripted answers (`POST /_sim/answers`): the next chats stream these pieces, one chunk each, in order. */
  scripted: string[][]
  /** Picks the model and size of "elsewhere" requests (second funded key); seeded, so runs repeat. */
  elsewhereRng: Rng
}

export function createState(options: ResolvedOptions): SimState {
  let offset = 0
  const clock: SimTime = () => options.now() + offset
  const directory = createDemoDirectory()
  const usage = new UsageStore()
  const today = dayOf(clock())
  for (const account of directory.accounts.values()) generateHistory(usage, account, options.seed, today, options)
  return {
    options,
    clock,
    advanceClock: (ms) => {
      offset += ms
    },
    directory,
    usage,
    limiter: new RateLimiter(options.rateLimit, clock),
    faults: new FaultRegistry(),
    stats: new Stats(),
    streams: new StreamRegistry(),
    balanceSnapshots: new Map(),
    promptCache: new PromptCache(),
    scripted: [],
    elsewhereRng: createRng(hashString(`${options.seed}:elsewhere`)),
  }
}
