import { create } from 'zustand'

import type { View } from '../../../shared/domain/view'

export type { View }

interface UiState {
  view: View
  setView(view: View): void
  /** #34: the import dialog is open, with a dropped file (or none: it asks for one). */
  importing: { file: File | null } | null
  openImport(file?: File | null): void
  closeImport(): void
  /** #35: the dashboard shows the account in use, or every account summed. */
  dashboardScope: 'account' | 'all'
  setDashboardScope(scope: 'account' | 'all'): void
}

/** UI-only state: which view is open. Server data lives in react-query. */
export const useUi = create<UiState>((set) => ({
  view: 'dashboard',
  setView: (view) => set({ view }),
  importing: null,
  openImport: (file = null) => set((s) => (s.importing?.file ? s : { importing: { file } })),
  closeImport: () => set({ importing: null }),
  dashboardScope: 'account',
  setDashboardScope: (dashboardScope) => set({ dashboardScope }),
}))
