import { z } from 'zod'

const HeaderValue = z.union([z.string(), z.number()]).transform(String)

const RespondSchema = z.union([
  z.strictObject({ hang: z.literal(true) }),
  z.strictObject({ destroy: z.literal(true) }),
  z.strictObject({
    status: z.number().int().min(200).max(599),
    headers: z.record(z.string(), HeaderValue).optional(),
    /** A string is sent raw (e.g. malformed JSON); anything else as JSON. */
    body: z.unknown().optional(),
  }),
])

const StreamBreakSchema = z.strictObject({
  /** Number of `data:` chunks sent before the break. */
  after: z.number().int().min(0),
  mode: z.enum(['cut', 'error', 'stall', 'garbage']),
})

export const FaultInputSchema = z
  .strictObject({
    match: z
      .strictObject({
        method: z.string().min(1).optional(),
        path: z.string().startsWith('/').optional(),
      })
      .optional(),
    times: z.number().int().min(1).max(1_000_000).default(1),
    respond: RespondSchema.optional(),
    stream: StreamBreakSchema.optional(),
  })
  .refine((input) => (input.respond === undefined) !== (input.stream === undefined), {
    message: 'give exactly one of "respond" and "stream"',
  })

export type FaultInput = z.infer<typeof FaultInputSchema>
export type RespondFault = z.infer<typeof RespondSchema>
export type StreamBreak = z.infer<typeof StreamBreakSchema>

export interface FaultRule {
  id: number
  match: { method?: string; path?: string }
  remaining: number
  respond?: RespondFault
  stream?: StreamBreak
}

/** Injected faults, applied in the order they were added; each answers `times` matching requests. */
export class FaultRegistry {
  private rules: FaultRule[] = []
  private nextId = 1

  add(input: FaultInput): FaultRule {
    const rule: FaultRule = { id: this.nextId++, match: input.match ?? {}, remaining: input.times }
    if (input.respond) rule.respond = input.respond
    if (input.stream) rule.stream = input.stream
    this.rules.push(rule)
    return rule
  }

  list(): FaultRule[] {
    return this.rules.map((rule) => structuredClone(rule))
  }

  clear(): number {
    const count = this.rules.length
    this.rules = []
    return count
  }

  remove(id: number): boolean {
    const before = this.rules.length
    this.rules = this.rules.filter((rule) => rule.id !== id)
    return this.rules.length < before
  }

  takeRespond(method: string, path: string): RespondFault | null {
    return this.take(method, path, (rule) => rule.respond)
  }

  takeStreamBreak(method: string, path: string): StreamBreak | null {
    return this.take(method, path, (rule) => rule.stream)
  }

  private take<T>(method: string, path: string, pick: (rule: FaultRule) => T | undefined): T | null {
    const rule = this.rules.find((r) => pick(r) !== undefined && matches(r, method, path))
    const value = rule && pick(rule)
    if (!rule || value === undefined) return null
    rule.remaining--
    if (rule.remaining <= 0) this.rules = this.rules.filter((r) => r !== rule)
    return value
  }
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  const { method: wantMethod, path: wantPath } = rule.match
  if (wantMethod !== undefined && wantMethod.toUpperCase() !== method.toUpperCase()) return false
  // Paths are relative to the root ("/v1/balance"); "/balance" is accepted as relative to /v1.
  if (wantPath !== undefined && wantPath !== path && `/v1${wantPath}` !== path) return false
  return true
}
