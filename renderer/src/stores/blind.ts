import { create } from 'zustand'

interface BlindState {
  /** The next compare run starts blind (#39: each run keeps what it started with). */
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

/** #27: the compare setup's "Blind" switch for the next run (UI state, kept in this window's storage). */
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
