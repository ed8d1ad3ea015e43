import type { TallyApi } from '../../../shared/ipc/bridge'
import { useChatStore } from '../stores/chat'

/** Typing pauses this long before a draft is written to disk. */
export const DRAFT_WRITE_DELAY_MS = 500

type ChatStore = Pick<typeof useChatStore, 'getState' | 'setState' | 'subscribe'>

/**
 * Keeps composer drafts across restarts: loads main's drafts once (text typed meanwhile wins),
 * then writes each changed draft after a pause in typing (a cleared draft is written as empty,
 * which removes it). Pending writes go out at once when the window is hidden or closed.
 * Returns a function that stops syncing and flushes (tests).
 */
export function syncDrafts(bridge: Pick<TallyApi, 'drafts'>, store: ChatStore = useChatStore, delayMs = DRAFT_WRITE_DELAY_MS): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  /** What main holds, per key, as far as this window knows. */
  const saved = new Map<string, string>()

  const write = (key: string) => {
    timers.delete(key)
    const text = store.getState().drafts[key] ?? ''
    if ((saved.get(key) ?? '') === text) return
    saved.set(key, text)
    void bridge.drafts
      .set({ key, text })
      .then((envelope) => {
        if (!envelope.ok) saved.delete(key)
      })
      .catch(() => saved.delete(key))
  }
  const flush = () => {
    for (const [key, timer] of [...timers]) {
      clearTimeout(timer)
      write(key)
    }
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.drafts === previous.drafts) return
    for (const key of new Set([...Object.keys(state.drafts), ...Object.keys(previous.drafts)])) {
      if (state.drafts[key] === previous.drafts[key]) continue
      clearTimeout(timers.get(key))
      timers.set(key, setTimeout(() => write(key), delayMs))
    }
  })

  void bridge.drafts
    .get()
    .then((envelope) => {
      if (!envelope.ok) return
      for (const [key, text] of Object.entries(envelope.value)) saved.set(key, text)
      store.setState((s) => ({ drafts: { ...envelope.value, ...s.drafts } }))
    })
    .catch(() => undefined)

  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', onHidden)
  return () => {
    unsubscribe()
    flush()
    window.removeEventListener('pagehide', flush)
    document.removeEventListener('visibilitychange', onHidden)
  }
}
