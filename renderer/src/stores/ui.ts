import { create } from 'zustand'

import type { View } from '../../../shared/domain/view'

export type { View }

interface UiState {
  view: View
  setView(view: View): void
}

/** UI-only state: which view is open. Server data lives in react-query. */
export const useUi = create<UiState>((set) => ({
  view: 'dashboard',
  setView: (view) => set({ view }),
}))
