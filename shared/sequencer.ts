/**
 * Runs tasks one after another per key: a task starts once the previous task under the same key
 * has settled (resolved or failed), so a slow earlier write can never overwrite a later one.
 * Different keys run independently. A task's failure goes to its own caller only.
 */
export class Sequencer<K = string> {
  private readonly tails = new Map<K, Promise<void>>()

  run<T>(key: K, task: () => T | Promise<T>): Promise<T> {
    const run = (this.tails.get(key) ?? Promise.resolve()).then(task)
    const tail = run.then(settled, settled)
    this.tails.set(key, tail)
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key)
    })
    return run
  }

  /** Resolves once every task queued so far under `key` (every key when omitted), and any queued meanwhile, has settled. */
  async idle(key?: K): Promise<void> {
    for (;;) {
      const tails = key === undefined ? [...this.tails.values()] : [this.tails.get(key)].filter((t) => t !== undefined)
      if (tails.length === 0) return
      await Promise.all(tails)
    }
  }
}

function settled(): void {}
