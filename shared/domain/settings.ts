import { z } from 'zod'
import { MoneyString } from './money-string'
import { SpendGuard, SpendGuardPatch } from './guard'
import { BackupSettings, BackupSettingsPatch } from './backup'
import { CurrencySettings, CurrencySettingsPatch } from './currency'
import { DEFAULT_POLL_SECONDS, MIN_POLL_SECONDS } from './poll-interval'
import { LOCALES } from '../i18n/locales'

export const Theme = z.enum(['system', 'light', 'dark'])
/** #37: the UI language; 'system' follows the OS (desktop) or the browser's languages (browser mode). */
export const Language = z.enum([...LOCALES, 'pseudo', 'system'])

const PollIntervalSec = z.number().int().min(MIN_POLL_SECONDS).max(3600)
/** Low-balance alert threshold in dollars; null turns the alert off. */
const AlertThreshold = MoneyString.nullable()

export const Settings = z.object({
  pollIntervalSec: PollIntervalSec.default(DEFAULT_POLL_SECONDS),
  alertThreshold: AlertThreshold.default('5.000000'),
  theme: Theme.default('system'),
  language: Language.default('system'),
  // #28: the desktop shell. Updates are checked at start and every few hours unless turned off.
  autoUpdate: z.boolean().default(true),
  startAtLogin: z.boolean().default(false),
  /** Keep running in the tray when the window is closed; null = not chosen yet (macOS/Windows: on; Linux: asked on the first close). */
  closeToTray: z.boolean().nullable().default(null),
  // #25: budgets, alert thresholds, pre-send check and caps.
  spendGuard: SpendGuard.prefault({}),
  // #34: the optional daily backup.
  backup: BackupSettings.prefault({}),
  // #35: what the tray shows: 'active' (the dashboard's account), 'total' (all accounts) or a service connection's ID.
  trayShows: z.string().min(1).max(100).default('active'),
  // #35: the currency money is shown in (conversion for display only).
  currency: CurrencySettings.prefault({}),
})
export type Settings = z.infer<typeof Settings>

// Not Settings.partial(): in zod 4 the defaults would fill every missing field and reset it.
export const SettingsPatch = z.object({
  pollIntervalSec: PollIntervalSec.optional(),
  alertThreshold: AlertThreshold.optional(),
  theme: Theme.optional(),
  language: Language.optional(),
  autoUpdate: z.boolean().optional(),
  startAtLogin: z.boolean().optional(),
  closeToTray: z.boolean().nullable().optional(),
  spendGuard: SpendGuardPatch.optional(),
  backup: BackupSettingsPatch.optional(),
  trayShows: z.string().max(100).optional(),
  currency: CurrencySettingsPatch.optional(),
})
export type SettingsPatch = z.infer<typeof SettingsPatch>
