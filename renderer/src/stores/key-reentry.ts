import { create } from 'zustand'

interface KeyReentryState {
  /** The connection whose key is being entered again, or null. */
  connectionId: string | null
  open(connectionId: string): void
  close(): void
}

/** #39: "Enter the key again" from wherever a missing or refused key is reported (dashboard, chat, Settings). */
export const useKeyReentry = create<KeyReentryState>((set) => ({
  connectionId: null,
  open: (connectionId) => set({ connectionId }),
  close: () => set({ connectionId: null }),
}))
