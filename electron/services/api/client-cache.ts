import type { ServiceClient } from './service-client'

export interface ClientCacheDeps {
  /** The base URL a connection's client should use now, or null when the connection is gone. */
  baseUrlOf(connectionId: string): string | null
  create(connectionId: string, baseUrl: string): ServiceClient
}

/** One rate-limited client per connection, rebuilt when its base URL changes. */
export class ClientCache {
  private readonly clients = new Map<string, { baseUrl: string; client: ServiceClient }>()

  constructor(private readonly deps: ClientCacheDeps) {}

  get(connectionId: string): ServiceClient | null {
    const baseUrl = this.deps.baseUrlOf(connectionId)
    if (baseUrl === null) return null
    const cached = this.clients.get(connectionId)
    if (cached?.baseUrl === baseUrl) return cached.client
    const client = this.deps.create(connectionId, baseUrl)
    this.clients.set(connectionId, { baseUrl, client })
    return client
  }

  /**
   * Keeps only the clients of `connections` as they are now: a removed connection's client goes, and so does one
   * whose base URL changed (a demo connection's follows the simulator's port, so it stays).
   */
  pruneTo(connections: readonly { id: string; demo: boolean; baseUrl: string }[]): void {
    for (const [id, entry] of this.clients) {
      const connection = connections.find((c) => c.id === id)
      if (connection === undefined || (!connection.demo && connection.baseUrl !== entry.baseUrl)) this.clients.delete(id)
    }
  }
}
