import Decimal from 'decimal.js'
import type { EndReason } from '../domain/conversation'

const MILLION = new Decimal(1_000_000)

/** Why a cap cannot be computed for a model: said to the user, never enforced silently. */
export const CAP_NOT_ENFORCED = 'cap not enforced for this model: no price estimate yet'

/** Which cap an answer is held to (#25 per answer, #33 per conversation, #35 per project and UTC month): the end reasons a cap gives. */
export type CapKind = Extract<EndReason, 'answer-cap' | 'conversation-cap' | 'project-cap'>

/**
 * An answer's running estimated cost against the money it may still spend (#25, #33): the request's
 * input at the model's fitted price plus the output tokens of the text so far. `passed` turns true once
 * the estimate is above the allowance (strictly), and stays so. Decimal throughout.
 */
export class CapMeter {
  private tokens = 0
  /**
   * The most output tokens that keep the estimate at or under the allowance (-1: the input alone passes
   * it), worked out once in Decimal so each delta compares integers. Infinity for a free output price.
   */
  private readonly allowed: number

  private constructor(
    readonly allowance: Decimal,
    private readonly inputCost: Decimal,
    private readonly perOutputToken: Decimal,
  ) {
    this.allowed = CapMeter.allowedTokens(allowance, inputCost, perOutputToken)
  }

  /** The largest n ≥ -1 with input + n × per ≤ cap, exactly (the division only guesses; products decide). */
  private static allowedTokens(cap: Decimal, input: Decimal, per: Decimal): number {
    if (input.greaterThan(cap)) return -1
    if (per.isZero()) return Number.POSITIVE_INFINITY
    const costOf = (n: number) => input.plus(per.times(n))
    let n = cap.minus(input).dividedToIntegerBy(per).toNumber()
    while (n >= 0 && costOf(n).greaterThan(cap)) n--
    while (!costOf(n + 1).greaterThan(cap)) n++
    return n
  }

  /** A meter for an answer allowed to spend `allowance` (USD), with this input and these unit prices per million. */
  static of(allowance: Decimal.Value, inputTokens: number, perMillion: { input: string; output: string }): CapMeter {
    const inputCost = new Decimal(perMillion.input).times(inputTokens).dividedBy(MILLION)
    return new CapMeter(new Decimal(allowance), inputCost, new Decimal(perMillion.output).dividedBy(MILLION))
  }

  /** Sets the output tokens of the text so far (an exact count of the joined text); true when the estimate is now past the allowance. */
  setOutput(tokens: number): boolean {
    this.tokens = Math.max(this.tokens, tokens)
    return this.passed
  }

  /** Whether `tokens` more output tokens than counted so far would take the estimate past the allowance. */
  wouldPass(tokens: number): boolean {
    return this.tokens + tokens > this.allowed
  }

  get passed(): boolean {
    return this.tokens > this.allowed
  }

  /** The running estimate (USD decimal string). */
  get estimate(): string {
    return this.inputCost.plus(this.perOutputToken.times(this.tokens)).toFixed()
  }

  get outputTokens(): number {
    return this.tokens
  }
}

/** A running count of a text that arrives in pieces: `append` returns the tokens of all the text so far. */
export interface TextCount {
  append(text: string): number
}

/**
 * The cap check of one answer, per delta: true once the answer must stop. Text is held back while even
 * its most tokens (3 per UTF-16 unit, the UTF-8 bytes' bound: a byte-level BPE token covers at least a
 * byte) could not take the estimate past the allowance, and counted, with everything held back, as soon
 * as they could, by a running count over the joined text (so a cap far above the answer tokenizes
 * nothing, and a cap about to be passed is decided on the exact count of the text so far: within one
 * delta of the cap, never early).
 */
export function capCheck(meter: CapMeter, count: TextCount): (text: string) => boolean {
  let held: string[] = []
  let heldUnits = 0
  return (text) => {
    if (text.length === 0) return meter.passed
    held.push(text)
    heldUnits += text.length
    if (!meter.wouldPass(heldUnits * 3)) return false
    const total = count.append(held.join(''))
    held = []
    heldUnits = 0
    return meter.setOutput(total)
  }
}
