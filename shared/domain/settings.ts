import { z } from 'zod'
import { MoneyString } from '../money'

export const MIN_POLL_SECONDS = 5
export const DEFAULT_POLL_SECONDS = 60

export const Theme = z.enum(['system', 'light', 'dark'])

export const Settings = z.object({
  pollIntervalSec: z.number().int().min(MIN_POLL_SECONDS).max(3600).default(DEFAULT_POLL_SECONDS),
  /** Low-balance alert threshold in dollars; null turns the alert off. */
  alertThreshold: MoneyString.nullable().default('5.000000'),
  theme: Theme.default('system'),
})
export type Settings = z.infer<typeof Settings>

export const SettingsPatch = Settings.partial()
export type SettingsPatch = z.infer<typeof SettingsPatch>
