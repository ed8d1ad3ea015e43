import { create } from 'zustand'
import type { AppError } from '../../../shared/domain/errors'

export type ChatAction = 'new-chat' | 'search'

/** Draft key of the start panel, before any conversation exists. */
export const NEW_CHAT_DRAFT = '__new__'
/** Draft key of the compare setup's prompt. */
export const COMPARE_DRAFT = '__compare__'

interface ChatUiState {
  /** The open conversation. */
  selectedId: string | null
  /** Unsent composer text per conversation (kept until a send is accepted). */
  drafts: Record<string, string>
  /** Why the last send in a conversation was not accepted (the draft is still there). */
  sendErrors: Record<string, AppError>
  /** The model last picked, used for new conversations. */
  lastModel: string | null
  /** A message to bring into view once its conversation is open (a search result); null when none. */
  jumpTo: { conversationId: string; messageId: string } | null
  /** The compare setup is open (instead of a conversation), with these models picked. */
  compareSetup: { models: string[] } | null
  /** A keyboard shortcut's (or menu item's) request to the Chat view, done once the view is shown. */
  pendingAction: ChatAction | null
  /** The conversation whose composer takes the focus once it is shown (after New chat). */
  focusComposer: string | null
  select(id: string | null): void
  requestAction(action: ChatAction): void
  clearAction(): void
  setFocusComposer(conversationId: string | null): void
  /** Opens a conversation scrolled to one of its messages. */
  openAt(conversationId: string, messageId: string | null): void
  clearJump(): void
  openCompareSetup(models: string[], prompt?: string): void
  closeCompareSetup(): void
  setDraft(conversationId: string, text: string): void
  clearDraft(conversationId: string, sent: string): void
  setSendError(conversationId: string, error: AppError | null): void
  setLastModel(model: string): void
}

/** Chat UI state that is not server data: selection, drafts, panels (the live answers are in queries/live-answers.ts). */
export const useChatStore = create<ChatUiState>((set) => ({
  selectedId: null,
  jumpTo: null,
  drafts: {},
  sendErrors: {},
  lastModel: null,
  compareSetup: null,
  pendingAction: null,
  focusComposer: null,
  select: (selectedId) => set({ selectedId, jumpTo: null, compareSetup: null }),
  requestAction: (pendingAction) => set({ pendingAction }),
  clearAction: () => set({ pendingAction: null }),
  setFocusComposer: (focusComposer) => set({ focusComposer }),
  openAt: (conversationId, messageId) => set({ selectedId: conversationId, compareSetup: null, jumpTo: messageId === null ? null : { conversationId, messageId } }),
  clearJump: () => set({ jumpTo: null }),
  openCompareSetup: (models, prompt) => set((s) => ({ compareSetup: { models }, ...(prompt !== undefined ? { drafts: { ...s.drafts, [COMPARE_DRAFT]: prompt } } : {}) })),
  closeCompareSetup: () => set({ compareSetup: null }),
  setDraft: (conversationId, text) => set((s) => ({ drafts: { ...s.drafts, [conversationId]: text } })),
  // Only clears what was sent: text typed while the send was in flight stays.
  clearDraft: (conversationId, sent) =>
    set((s) => {
      if (s.drafts[conversationId] !== sent) return s
      const { [conversationId]: _sent, ...rest } = s.drafts
      return { drafts: rest }
    }),
  setSendError: (conversationId, error) =>
    set((s) => {
      if (error) return { sendErrors: { ...s.sendErrors, [conversationId]: error } }
      if (!(conversationId in s.sendErrors)) return s
      const { [conversationId]: _gone, ...rest } = s.sendErrors
      return { sendErrors: rest }
    }),
  setLastModel: (lastModel) => set({ lastModel }),
}))
