import { inputError, say } from '../../../shared/error-model'
import type { ServiceClient } from '../api/service-client'
import type { ConnectionStore } from './connection-store'

/** The connection in use now, for the handlers: its ID, its account, its client, or the error saying there is none. */
export class ActiveConnection {
  constructor(private readonly deps: { connections: ConnectionStore; getClient(connectionId: string): ServiceClient | null }) {}

  id(): string | null {
    return this.deps.connections.list().activeId
  }

  /** Balance and usage come from the active connection's account (a router's linked service account). */
  accountId(): string | null {
    return this.deps.connections.accountFor(this.id())
  }

  /** The active connection's ID; throws `no_connection` when none is set up. */
  require(): string {
    const id = this.id()
    if (!id) throw inputError('no_connection', say('errors.connections.none'))
    return id
  }

  /** The active connection and its client, as an answer needs them; throws `no_connection` when there is none. */
  requireClient(): { connectionId: string; client: ServiceClient } {
    const connectionId = this.require()
    const client = this.deps.getClient(connectionId)
    if (!client) throw inputError('no_connection', say('errors.connections.activeGone'))
    return { connectionId, client }
  }
}
