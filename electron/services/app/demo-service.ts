import type { ConnectionStore } from '../connections/connection-store'

/** The running simulator, as the composition root started it. */
export interface RunningSim {
  baseUrl: string
  close(): Promise<void>
}

export const DEMO_KEY = 'sk-demo-funded'

/**
 * Demo mode: a simulator (started by the composition root, core.ts) with the funded demo account.
 * Its port changes per run, so demo connections get the current base URL when it starts.
 */
export class DemoService {
  private sim: RunningSim | null = null
  private starting: Promise<string> | null = null

  constructor(
    private readonly deps: {
      connections: ConnectionStore
      startSim(): Promise<RunningSim>
      log(level: 'info' | 'warn' | 'error', message: string): void
      /** #37: the demo connection's name in the app's language when it is added ("Demo account"); then stored, like any name, and the user's to change. */
      demoName(): string
    },
  ) {}

  baseUrl(): string | null {
    return this.sim?.baseUrl ?? null
  }

  /** Where a connection's requests go now: a demo connection follows the simulator's port of this run. */
  baseUrlOf(connection: { demo: boolean; baseUrl: string }): string {
    return connection.demo ? (this.baseUrl() ?? connection.baseUrl) : connection.baseUrl
  }

  /** Where the requests of connection `id` go now, or null when it is gone. */
  baseUrlFor(id: string): string | null {
    const connection = this.deps.connections.get(id)
    return connection ? this.baseUrlOf(connection) : null
  }

  /** Starts the simulator if needed and points the demo connection at it. */
  async ensureRunning(connectionId: string | null): Promise<string> {
    this.starting ??= this.deps.startSim().then((sim) => {
      this.sim = sim
      this.deps.log('info', `demo simulator listening at ${sim.baseUrl}`)
      return sim.baseUrl
    })
    const baseUrl = await this.starting
    const connection = connectionId ? this.deps.connections.get(connectionId) : null
    if (connection?.demo && connection.baseUrl !== baseUrl) await this.deps.connections.update({ id: connection.id, baseUrl })
    return baseUrl
  }

  /** Adds (or reuses) the demo connection and makes it active. */
  async start(): Promise<void> {
    const baseUrl = await this.ensureRunning(null)
    const existing = this.deps.connections.list().connections.find((c) => c.demo)
    if (existing) {
      await this.ensureRunning(existing.id)
      await this.deps.connections.setActive(existing.id)
      return
    }
    await this.deps.connections.add({ name: this.deps.demoName(), baseUrl, key: DEMO_KEY, activate: true, demo: true })
  }

  async stop(): Promise<void> {
    const sim = this.sim
    this.sim = null
    this.starting = null
    await sim?.close()
  }
}
