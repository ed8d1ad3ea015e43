import Decimal from 'decimal.js'

const MILLION = new Decimal(1_000_000)

/** Why a cap cannot be computed for a model: said to the user, never enforced silently. */
export const CAP_NOT_ENFORCED = 'cap not enforced for this model: no price estimate yet'

/**
 * An answer's running estimated cost against a per-answer cap (#25): the prompt's input estimate
 * plus the output tokens counted as text arrives, at the model's fitted prices. `passed` turns true
 * once the estimate is above the cap (strictly), and stays so. Decimal throughout.
 */
export class CapMeter {
  private tokens = 0
  /**
   * The most output tokens that keep the estimate at or under the cap (-1: the prompt alone passes
   * it), worked out once in Decimal so each delta compares integers. Infinity for a free output price.
   */
  private readonly allowed: number

  private constructor(
    readonly cap: string,
    private readonly inputCost: Decimal,
    private readonly perOutputToken: Decimal,
  ) {
    this.allowed = CapMeter.allowedTokens(new Decimal(cap), inputCost, perOutputToken)
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

  /**
   * A meter for one answer, or why there is none: a cap of null is off; a model without a fitted
   * input or output price cannot be capped ("not-enforced", shown to the user).
   */
  static for(
    cap: string | null,
    inputTokens: number,
    perMillion: { input: string | null; output: string | null } | undefined,
  ): { kind: 'off' } | { kind: 'not-enforced'; reason: string } | { kind: 'enforced'; meter: CapMeter } {
    if (cap === null) return { kind: 'off' }
    if (!perMillion || perMillion.input === null || perMillion.output === null) return { kind: 'not-enforced', reason: CAP_NOT_ENFORCED }
    const inputCost = new Decimal(perMillion.input).times(inputTokens).dividedBy(MILLION)
    return { kind: 'enforced', meter: new CapMeter(cap, inputCost, new Decimal(perMillion.output).dividedBy(MILLION)) }
  }

  /** Adds output tokens counted from the text that arrived; true when the estimate is now past the cap. */
  addOutput(tokens: number): boolean {
    if (tokens > 0) this.tokens += tokens
    return this.passed
  }

  /** Whether `tokens` more output tokens than counted so far would take the estimate past the cap. */
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

/**
 * Output tokens for the meter, counted only when they could matter: text is held back while even
 * its most tokens (3 per UTF-16 unit, the UTF-8 bytes' bound: a byte-level BPE token covers at least
 * a byte) could not take the estimate past the cap, and counted at once, with everything held back,
 * when they could. So a cap far above the answer tokenizes nothing (the 500 tok/s CPU bench), and
 * a cap about to be passed is checked on every delta as before. Returns the tokens to add now.
 */
export function deferredCounter(meter: CapMeter, count: (text: string) => number): (text: string) => number {
  let held: string[] = []
  let heldUnits = 0
  return (text) => {
    if (text.length === 0) return 0
    held.push(text)
    heldUnits += text.length
    if (!meter.wouldPass(heldUnits * 3)) return 0
    const tokens = count(held.join(''))
    held = []
    heldUnits = 0
    return tokens
  }
}
