import { useChatStore } from '../../stores/chat'

/** Adds `text` to the end of a composer's draft (on a new paragraph when there is text already): nothing typed is lost. */
export function appendToDraft(draftKey: string, text: string): void {
  const { drafts, setDraft } = useChatStore.getState()
  const current = drafts[draftKey] ?? ''
  setDraft(draftKey, current.trim() === '' ? text : `${current.replace(/\s+$/, '')}\n\n${text}`)
}
