import { z } from 'zod'

/** A unit price estimate in USD per million tokens, as a decimal string; null when the history cannot tell it. */
const UnitPrice = z.string().regex(/^\d+(\.\d+)?$/).nullable()

/**
 * Per-model unit prices estimated from the usage history (non-negative least squares over the
 * cached day rows of the model; the service publishes no price list). Estimates, labelled so.
 */
export const ModelPriceEstimate = z.object({
  model: z.string(),
  perMillion: z.object({ input: UnitPrice, cachedInput: UnitPrice, output: UnitPrice }),
  /** Day rows the fit used. */
  rows: z.number().int().nonnegative(),
  /** Median relative error of the fitted day costs against the service's own (0.01 = 1 %). */
  medianRelativeError: z.number().nonnegative(),
  /** First UTC day of the current price segment when a price change was found (the fit uses the days since); null: none found. */
  since: z.string().nullable().optional(),
  /** The prices before that change, in effect until `until` (exclusive). */
  previous: z.object({ perMillion: z.object({ input: UnitPrice, cachedInput: UnitPrice, output: UnitPrice }), until: z.string() }).nullable().optional(),
  /**
   * The days do not fit a flat per-token price (e.g. a long-context tier): "estimate uncertain, ±x %",
   * x being the 90th-percentile relative error of the days seen (percent, one decimal). Null: they fit.
   */
  uncertainPct: z.number().nonnegative().nullable().optional(),
})
export type ModelPriceEstimate = z.infer<typeof ModelPriceEstimate>

export const PriceEstimates = z.object({
  connectionId: z.string().nullable(),
  models: z.array(ModelPriceEstimate),
  /** Models with usage but too few rows to estimate: "no estimate yet". */
  tooFewRows: z.array(z.string()),
  fittedAt: z.string().nullable(),
})
export type PriceEstimates = z.infer<typeof PriceEstimates>
