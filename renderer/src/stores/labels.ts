import { create } from 'zustand'

/**
 * #35: the chat list's project and tag choices (UI state only): which project new conversations go
 * in, and the conversations picked for a bulk change while selecting.
 */
interface LabelsState {
  /** Project new chats, compare runs and batches are created in (null: none). */
  newProjectId: string | null
  setNewProjectId(id: string | null): void
  selecting: boolean
  selected: ReadonlySet<string>
  startSelecting(): void
  stopSelecting(): void
  toggle(id: string): void
}

export const useLabels = create<LabelsState>((set) => ({
  newProjectId: null,
  setNewProjectId: (id) => set({ newProjectId: id }),
  selecting: false,
  selected: new Set(),
  startSelecting: () => set({ selecting: true, selected: new Set() }),
  stopSelecting: () => set({ selecting: false, selected: new Set() }),
  toggle: (id) =>
    set((s) => {
      const selected = new Set(s.selected)
      if (selected.has(id)) selected.delete(id)
      else selected.add(id)
      return { selected }
    }),
}))

/** The labels a new conversation is created with (none when no project is chosen). */
export function newConversationLabels(): { projectId: string } | undefined {
  const id = useLabels.getState().newProjectId
  return id === null ? undefined : { projectId: id }
}
