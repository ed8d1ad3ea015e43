/** Undoes a subscription. */
export type Dispose = () => void

/**
 * One typed event source: `on` returns its own disposal; `emit` calls every listener in order.
 * A listener that throws never stops the others nor the emitter (it goes to `onError`).
 */
export class Emitter<T> {
  private readonly listeners = new Set<(value: T) => void>()

  constructor(private readonly onError: (err: unknown) => void = () => undefined) {}

  on(listener: (value: T) => void): Dispose {
    // Wrapped, so the same function subscribed twice is two subscriptions with their own disposal.
    const entry = (value: T) => listener(value)
    this.listeners.add(entry)
    return () => void this.listeners.delete(entry)
  }

  emit(value: T): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(value)
      } catch (err) {
        this.onError(err)
      }
    }
  }

  get size(): number {
    return this.listeners.size
  }

  clear(): void {
    this.listeners.clear()
  }
}
