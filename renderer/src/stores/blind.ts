import { create } from 'zustand'

interface BlindState {
  /** Compare runs without a vote hide model names and figures until the user votes. */
  blind: boolean
  setBlind(blind: boolean): void
}

const KEY = 'tokentally.compare.blind'

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1'
  } catch {
    return false
  }
}

/** #27: the compare mode's "Blind" switch (UI state, kept in this window's storage). */
export const useBlind = create<BlindState>((set) => ({
  blind: stored(),
  setBlind: (blind) => {
    try {
      globalThis.localStorage?.setItem(KEY, blind ? '1' : '0')
    } catch {
      // Storage unavailable: the switch still works for this session.
    }
    set({ blind })
  },
}))
