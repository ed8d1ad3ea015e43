/** Open chat streams: counted per key (for the concurrency limit) and abortable all at once on close. */
export class StreamRegistry {
  private readonly controllers = new Set<AbortController>()
  private readonly perKey = new Map<string, number>()

  activeFor(key: string): number {
    return this.perKey.get(key) ?? 0
  }

  open(key: string): AbortController {
    const controller = new AbortController()
    this.controllers.add(controller)
    this.perKey.set(key, this.activeFor(key) + 1)
    return controller
  }

  done(key: string, controller: AbortController): void {
    if (!this.controllers.delete(controller)) return
    const left = this.activeFor(key) - 1
    if (left > 0) this.perKey.set(key, left)
    else this.perKey.delete(key)
  }

  abortAll(): void {
    for (const controller of this.controllers) controller.abort()
  }
}
