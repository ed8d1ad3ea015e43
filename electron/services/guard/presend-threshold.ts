import type { SettingsStore } from '../settings/settings-store'

/** The pre-send check's threshold now (Settings → Spend guard; null: off), for callers that check before sending (batches). */
export function presendThreshold(settings: Pick<SettingsStore, 'get'>): () => string | null {
  return () => settings.get().spendGuard.presendCheck
}
