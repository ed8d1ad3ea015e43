/** A service that keeps something per connection (a timer, cache, fit or map entry). */
export interface ConnectionScoped {
  forget(connectionId: string): void | Promise<void>
}

/** A service with timers, streams or files to close when the app quits. */
export interface Disposable {
  dispose(): void | Promise<void>
}

/**
 * Everything kept per connection, registered once where it is built: removing a connection forgets
 * it in all of them, and quitting disposes them, so no list is kept by hand (a left-behind entry is a leak).
 */
export class ConnectionScope<State = unknown> {
  private readonly scoped: ConnectionScoped[] = []
  private readonly disposables: Disposable[] = []

  constructor(private readonly store: { remove(connectionId: string): Promise<State> }) {}

  /** Removes a connection (its key too), then everything kept for it. */
  async removeConnection(connectionId: string): Promise<State> {
    const state = await this.store.remove(connectionId)
    await this.forget(connectionId)
    return state
  }

  /** Registers a service and returns it, so it is registered where it is built. */
  add<T extends Partial<ConnectionScoped & Disposable>>(service: T): T {
    if (typeof service.forget === 'function') this.scoped.push(service as ConnectionScoped)
    if (typeof service.dispose === 'function') this.disposables.push(service as Disposable)
    return service
  }

  async forget(connectionId: string): Promise<void> {
    await Promise.all(this.scoped.map((s) => s.forget(connectionId)))
  }

  /** Disposes every registered service at once; one that fails does not keep the others from closing. */
  async dispose(): Promise<void> {
    await Promise.allSettled(this.disposables.map(async (d) => d.dispose()))
  }
}
