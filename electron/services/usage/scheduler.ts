import type { Clock, TimerHandle } from '../time/clock'

export interface SchedulerOptions {
  clock: Clock
  pollIntervalMs: number
  afterChatDelayMs: number
  /** While visible: right away when shown, then every pollIntervalMs. */
  onPoll: () => void
  /** afterChatDelayMs after the last chat of a connection ended (once per burst of chats). */
  onAfterChat: (connectionId: string) => void
}

interface AfterChat {
  handle: TimerHandle
  due: number
  latest: number
}

/** When to refresh the recent days: a poll while the usage view is visible, and once after chats. */
export class RefreshScheduler {
  private visible = false
  private pollHandle: TimerHandle = null
  private readonly afterChat = new Map<string, AfterChat>()
  private disposed = false

  constructor(private readonly options: SchedulerOptions) {}

  get isVisible(): boolean {
    return this.visible
  }

  setVisible(visible: boolean): void {
    if (this.disposed || visible === this.visible) return
    this.visible = visible
    if (visible) this.tick()
    else this.stopPolling()
  }

  /**
   * A chat ended: refresh once its usage should be visible. A chat ending while one refresh is
   * pending gets a second refresh at its own time (never more than one timer per connection).
   */
  scheduleAfterChat(connectionId: string): void {
    if (this.disposed) return
    const due = this.options.clock.now() + this.options.afterChatDelayMs
    const pending = this.afterChat.get(connectionId)
    if (pending) {
      pending.latest = Math.max(pending.latest, due)
      return
    }
    this.armAfterChat(connectionId, due)
  }

  /** Drops a connection's pending after-chat refresh (the connection was removed). */
  cancelAfterChat(connectionId: string): void {
    const pending = this.afterChat.get(connectionId)
    if (!pending) return
    this.options.clock.clear(pending.handle)
    this.afterChat.delete(connectionId)
  }

  dispose(): void {
    this.disposed = true
    this.stopPolling()
    for (const entry of this.afterChat.values()) this.options.clock.clear(entry.handle)
    this.afterChat.clear()
  }

  private armAfterChat(connectionId: string, due: number): void {
    const delay = Math.max(0, due - this.options.clock.now())
    const entry: AfterChat = { due, latest: due, handle: null }
    entry.handle = this.options.clock.setTimeout(() => {
      this.afterChat.delete(connectionId)
      if (this.disposed) return
      if (entry.latest > entry.due) this.armAfterChat(connectionId, entry.latest)
      this.options.onAfterChat(connectionId)
    }, delay)
    this.afterChat.set(connectionId, entry)
  }

  private tick(): void {
    this.pollHandle = this.options.clock.setTimeout(() => this.tick(), this.options.pollIntervalMs)
    this.options.onPoll()
  }

  private stopPolling(): void {
    if (this.pollHandle !== null) this.options.clock.clear(this.pollHandle)
    this.pollHandle = null
  }
}
