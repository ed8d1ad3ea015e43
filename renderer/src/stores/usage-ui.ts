import { create } from 'zustand'
import type { Metric } from '../../../shared/usage/aggregate'
import type { CustomDays, PresetId } from '../../../shared/usage/presets'

export type UsageTab = 'usage' | 'what-if'

interface UsageUiState {
  /** The range preset of the Usage view (the dashboard always shows this month). */
  preset: PresetId
  /** The two days picked for the custom range, both included; kept when switching presets. */
  custom: CustomDays | null
  /** What the chart shows. */
  metric: Metric
  /** #36: the Usage view's tab: the usage itself, or What if (the answers priced on every model). */
  tab: UsageTab
  setTab(tab: UsageTab): void
  setPreset(preset: PresetId): void
  setCustom(custom: CustomDays): void
  setMetric(metric: Metric): void
}

/** UI-only state of the Usage view. The usage data itself lives in react-query. */
export const useUsageUi = create<UsageUiState>((set) => ({
  preset: 'this-month',
  custom: null,
  metric: 'cost',
  tab: 'usage',
  setTab: (tab) => set({ tab }),
  setPreset: (preset) => set({ preset }),
  setCustom: (custom) => set({ custom }),
  setMetric: (metric) => set({ metric }),
}))
