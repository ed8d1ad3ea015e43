import { create } from 'zustand'

export type View = 'dashboard' | 'usage' | 'chat' | 'settings'

interface UiState {
  view: View
  setView(view: View): void
}

/** UI-only state: which view is open. Server data lives in react-query. */
export const useUi = create<UiState>((set) => ({
  view: 'dashboard',
  setView: (view) => set({ view }),
}))
