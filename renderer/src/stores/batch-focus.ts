import { create } from 'zustand'

interface BatchFocus {
  /** A batch another view started and wants shown when the Batches view opens (#36: What if's blind compare). */
  focus: string | null
  show(id: string): void
  /** The Batches view takes it once. */
  take(): string | null
}

export const useBatchFocus = create<BatchFocus>((set, get) => ({
  focus: null,
  show: (id) => set({ focus: id }),
  take: () => {
    const id = get().focus
    if (id !== null) set({ focus: null })
    return id
  },
}))
