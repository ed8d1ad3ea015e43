import Decimal from 'decimal.js'
import type { EndReason } from '../domain/conversation'

const MILLION = new Decimal(1_000_000)
const ZERO = new Decimal(0)
/** The most tokens one UTF-16 unit of text can be: its UTF-8 bytes' bound (a byte-level BPE token covers at least a byte). */
const MOST_TOKENS_PER_UNIT = 3

/** Why a cap cannot be computed for a model: said to the user, never enforced silently. */
export const CAP_NOT_ENFORCED = 'cap not enforced for this model: no price estimate yet'

/** Which cap an answer is held to (#25 per answer, #33 per conversation, #35 per project and UTC month): the end reasons a cap gives. */
export type CapKind = Extract<EndReason, 'answer-cap' | 'conversation-cap' | 'project-cap'>

/** A cap as an answer stopped there shows it: which one, and its amount as the user set it (USD). */
export interface CapHit {
  kind: CapKind
  cap: string
}

/** A running count of a text that arrives in pieces: `append` returns the tokens of all the text so far. */
export interface TextCount {
  append(text: string): number
}

/**
 * Money that every answer in flight under one cap spends together (#35): a project's cap this UTC month,
 * a conversation's cap (a compare run's columns, a batch's cells), or one answer's own cap (an allowance
 * with a single answer). It counts, exactly in Decimal, what the answers that ended since `left` was
 * read cost and the running estimates of those in flight; what is left is shared out among them as
 * text each may hold back uncounted (its most tokens priced), so a delta costs an integer comparison
 * until an answer has used its share. Past the cap (strictly), every answer in flight under it stops.
 */
export class SharedAllowance {
  private left: Decimal
  private ended = ZERO
  private running = ZERO
  /** @internal the answers in flight under it (AnswerMeter keeps this up to date). */
  readonly answers = new Set<AnswerMeter>()

  constructor(
    readonly hit: CapHit,
    left: Decimal.Value,
  ) {
    this.left = new Decimal(left)
  }

  /**
   * What the cap leaves, read again from what is saved (the answers ended since the last read are in it
   * now; those in flight are not): a raised cap or a reconciled bill counts at once.
   */
  reread(left: Decimal.Value): void {
    this.left = new Decimal(left)
    this.ended = ZERO
    this.shareOut()
  }

  /** Ended answers' costs and the running estimates of those in flight. */
  get spent(): Decimal {
    return this.ended.plus(this.running)
  }

  /** What is left for another answer (≤ 0: nothing). */
  get room(): Decimal {
    return this.left.minus(this.spent)
  }

  get passed(): boolean {
    return this.spent.greaterThan(this.left)
  }

  get inFlight(): number {
    return this.answers.size
  }

  /** @internal an answer's running estimate moved. */
  move(running: Decimal): void {
    this.running = this.running.plus(running)
  }

  /** @internal an answer joined with this running estimate. */
  join(meter: AnswerMeter, running: Decimal): void {
    this.answers.add(meter)
    this.move(running)
    this.shareOut()
  }

  /** @internal the answer left: its running estimate out, its cost (its record; 0 when nothing was charged) in. */
  leave(meter: AnswerMeter, running: Decimal, cost: Decimal): void {
    if (!this.answers.delete(meter)) return
    this.move(running.negated())
    this.ended = this.ended.plus(cost)
    this.shareOut()
  }

  /**
   * @internal shares what is left (less what the answers hold back now) out equally: each may hold back
   * text whose most tokens cost its share, so together they can never pass the cap uncounted.
   */
  shareOut(): void {
    if (this.answers.size === 0) return
    let free = this.room
    for (const meter of this.answers) free = free.minus(meter.heldCost)
    const share = free.dividedBy(this.answers.size)
    for (const meter of this.answers) meter.setShare(this, share)
  }

  /** @internal past it: every answer still in flight under it stops here. */
  stopAll(): void {
    for (const meter of this.answers) meter.stopAt(this.hit)
  }
}

/** One answer's place under an allowance it is held to. */
interface Share {
  allowance: SharedAllowance
  /** Counted with this answer under this allowance from its start (its first part's cost, when continued and the cap counts it). */
  before: Decimal
}

/**
 * One answer's running estimated cost under the allowances it is held to (#25, #33, #35): the request's
 * input at the model's fitted price plus the output tokens of the text so far. Text is held back while
 * its most tokens stay within the answer's share of what each allowance leaves, and counted (with
 * everything held back) by a running count over the joined text once they pass it: then every answer
 * under its allowances counts what it holds, so a cap is decided on exact counts of the text so far
 * (within one delta of it, never early) and a far cap tokenizes nothing.
 */
export class AnswerMeter {
  private tokens = 0
  private held: string[] = []
  private heldUnits = 0
  /** The most units it may hold back under each allowance, and the least of them. */
  private readonly quotas = new Map<SharedAllowance, number>()
  private quota = 0
  private estimateNow: Decimal
  private stopped: CapHit | null = null
  private listener: ((hit: CapHit) => void) | null = null
  private left = false
  private readonly perUnit: Decimal
  /** A cap with nothing left, or no room for this answer's input: it must not be sent (it never joined). */
  readonly refused: CapHit | null

  private constructor(
    private readonly shares: readonly Share[],
    private readonly inputCost: Decimal,
    private readonly perOutputToken: Decimal,
    private readonly count: TextCount,
  ) {
    this.estimateNow = inputCost
    this.perUnit = perOutputToken.times(MOST_TOKENS_PER_UNIT)
    const full = shares.find((s) => s.allowance.room.lessThanOrEqualTo(0) || s.allowance.room.lessThan(s.before.plus(inputCost)))
    this.refused = full ? full.allowance.hit : null
    if (this.refused) {
      this.stopped = this.refused
      this.left = true
      return
    }
    for (const s of shares) s.allowance.join(this, s.before.plus(inputCost))
  }

  /**
   * An answer held to these allowances (each with what it counts of the answer from the start), with
   * this input and these unit prices per million. Refused (not joined) when one has nothing left, or
   * its input alone would take one past its cap.
   */
  static join(
    allowances: readonly { allowance: SharedAllowance; before?: Decimal.Value | null }[],
    inputTokens: number,
    perMillion: { input: string; output: string },
    count: TextCount,
  ): AnswerMeter {
    const inputCost = new Decimal(perMillion.input).times(inputTokens).dividedBy(MILLION)
    const shares = allowances.map((a) => ({ allowance: a.allowance, before: new Decimal(a.before ?? 0) }))
    return new AnswerMeter(shares, inputCost, new Decimal(perMillion.output).dividedBy(MILLION), count)
  }

  /** Told once when another answer under a shared cap passed it: this one stops there too. */
  onStop(listener: (hit: CapHit) => void): void {
    this.listener = listener
  }

  /** Per delta: the cap this answer is now past (it must stop), or null. */
  text(text: string): CapHit | null {
    if (this.stopped || text.length === 0) return this.stopped
    this.held.push(text)
    this.heldUnits += text.length
    if (this.heldUnits <= this.quota) return null
    // Past its share somewhere: every answer under its allowances counts what it holds, exactly.
    const touched = new Set<SharedAllowance>()
    for (const s of this.shares) {
      touched.add(s.allowance)
      for (const meter of [...s.allowance.answers]) if (meter.countHeld()) for (const t of meter.shares) touched.add(t.allowance)
    }
    for (const allowance of touched) if (allowance.passed) allowance.stopAll()
    for (const allowance of touched) allowance.shareOut()
    return this.stopped
  }

  /** The answer ended (after its record was saved): it leaves every allowance, its cost counted there until it is read again. */
  end(cost: Decimal.Value | null): void {
    if (this.left) return
    this.left = true
    for (const s of this.shares) s.allowance.leave(this, this.estimateNow.plus(s.before), new Decimal(cost ?? 0))
  }

  /** @internal */
  stopAt(hit: CapHit): void {
    if (this.stopped) return
    this.stopped = hit
    this.listener?.(hit)
  }

  /** @internal the most what it holds back (not counted yet) could cost. */
  get heldCost(): Decimal {
    return this.perUnit.times(this.heldUnits)
  }

  /** @internal its share of what an allowance leaves: as units of text it may hold back uncounted. */
  setShare(allowance: SharedAllowance, share: Decimal): void {
    const more = share.lessThanOrEqualTo(0) ? 0 : this.perUnit.isZero() ? Number.POSITIVE_INFINITY : share.dividedToIntegerBy(this.perUnit).toNumber()
    this.quotas.set(allowance, this.heldUnits + more)
    this.quota = Math.min(...this.quotas.values())
  }

  /** The running estimate of this request (USD decimal string): input plus the output counted so far. */
  get estimate(): string {
    return this.estimateNow.toFixed()
  }

  get outputTokens(): number {
    return this.tokens
  }

  /** Counts the text held back, exactly, over the joined text so far; false when it held none. */
  private countHeld(): boolean {
    if (this.heldUnits === 0 || this.left) return false
    this.tokens = Math.max(this.tokens, this.count.append(this.held.join('')))
    const next = this.inputCost.plus(this.perOutputToken.times(this.tokens))
    for (const s of this.shares) s.allowance.move(next.minus(this.estimateNow))
    this.estimateNow = next
    this.held = []
    this.heldUnits = 0
    return true
  }
}
