import { z } from 'zod'
import { UtcDate } from './usage'

/** An ISO 4217 code, e.g. EUR. USD = show dollars, nothing converted. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code such as EUR')
export type CurrencyCode = z.infer<typeof CurrencyCode>

/** A rate as a decimal string: units of the currency for one US dollar (e.g. 0.9210). Never a float. */
export const RateText = z.string().regex(/^\d{1,12}(\.\d{1,20})?$/, 'a positive decimal number')

/** #35: Settings → Currency (default: US dollars, nothing converted; fetching off until the user turns it on). */
export const CurrencySettings = z.object({
  code: CurrencyCode.default('USD'),
  /** Fetch the rate once a day from `url` (ECB reference rates XML); off by default. */
  fetchDaily: z.boolean().default(false),
  url: z.string().max(2000).default(''),
})
export type CurrencySettings = z.infer<typeof CurrencySettings>

export const CurrencySettingsPatch = z
  .object({ code: z.string().max(10).optional(), fetchDaily: z.boolean().optional(), url: z.string().max(2000).optional() })
  .strict()
export type CurrencySettingsPatch = z.infer<typeof CurrencySettingsPatch>

/** One rate with the day it is for, where it came from and when it was kept. */
export const Rate = z.object({
  code: CurrencyCode,
  /** Units of `code` per US dollar. */
  rate: RateText,
  /** The day the rate is for (UTC; the ECB's reference day, or the day the user typed it for). */
  date: UtcDate,
  source: z.enum(['typed', 'fetched']),
  /** When it was kept (ISO). */
  at: z.string(),
})
export type Rate = z.infer<typeof Rate>

/** How money is shown now: the currency, the rate in use (null: none yet: dollars shown), and whether it is old. */
export const CurrencyState = z.object({
  code: CurrencyCode,
  rate: Rate.nullable(),
  /** The rate is older than a week. */
  stale: z.boolean(),
  fetchDaily: z.boolean(),
  url: z.string(),
  /** The last fetch: when, and what went wrong (null: it worked or none was made). */
  lastFetch: z.object({ at: z.string(), error: z.string().nullable() }).nullable(),
})
export type CurrencyState = z.infer<typeof CurrencyState>

export const SetRateArgs = z
  .object({
    code: z.string().max(10),
    /** As typed ("0,921" is refused with a message). */
    rate: z.string().max(40),
    date: z.string().max(20),
  })
  .strict()
