// Runs inside the page before the app: the same createBridge the preload uses, over Playwright's transport.
import { createBridge } from '../../../shared/ipc/bridge'

type Listener = (payload: unknown) => void
const listeners = new Map<string, Set<Listener>>()

declare global {
  interface Window {
    __tallyInvoke(channel: string, args: unknown): Promise<unknown>
    __tallyEmit(channel: string, payload: unknown): void
    /** Listeners on pushed events right now (the soak watches it for leaks). */
    __tallyListenerCount(): number
  }
}

window.__tallyListenerCount = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0)

window.__tallyEmit = (channel, payload) => {
  for (const listener of listeners.get(channel) ?? []) listener(payload)
}

window.tally = createBridge({
  invoke: (channel, args) => window.__tallyInvoke(channel, args),
  on: (channel, listener) => {
    const set = listeners.get(channel) ?? new Set<Listener>()
    set.add(listener)
    listeners.set(channel, set)
    return () => {
      set.delete(listener)
    }
  },
})
