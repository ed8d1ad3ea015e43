import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { z } from 'zod'
import { accountOf } from '../../../shared/domain/account-of'
import { type ConnectionDraft, ConnectionId, ConnectionKind, type ConnectionSummary, type ConnectionsState, type ConnectionUpdate } from '../../../shared/domain/connection'
import { normalizeBaseUrl } from '../api/base-url'
import { type Clock, systemClock } from '../time/clock'
import { inputError, say } from '../../../shared/error-model'
import { normalizeApiKey, type SecretStore } from '../secrets/secret-store'
import { JsonFile } from '../storage/json-file'
import { Sequencer } from '../../../shared/sequencer'
import { Emitter } from '../../../shared/emitter'

/** What is on disk: everything about a connection except its key. */
const StoredConnection = z.object({
  id: ConnectionId,
  name: z.string(),
  baseUrl: z.string(),
  demo: z.boolean(),
  keyName: z.string().nullable(),
  keySuffix: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the keychain holds a key for it (corrected when a read finds none). */
  keyStored: z.boolean(),
  /** Connections saved before kinds existed are service accounts. */
  kind: ConnectionKind.default('service'),
  linkedAccountId: ConnectionId.nullable().default(null),
})
type StoredConnection = z.infer<typeof StoredConnection>

const ConnectionsFile = z.object({ connections: z.array(StoredConnection), activeId: z.string().nullable() })
type ConnectionsFile = z.infer<typeof ConnectionsFile>

export type ConnectionAdd = ConnectionDraft & { activate?: boolean; demo?: boolean; kind?: ConnectionKind; linkedAccountId?: string | null }
export interface KeyInfo {
  keyName: string | null
  keySuffix: string | null
}

export interface ConnectionStoreOptions {
  dataDir: string
  secrets: SecretStore
  newId?: () => string
  clock?: Pick<Clock, 'now'>
  /** The demo's key (the simulator's, public): demo connections use it and never touch the key store. */
  demoKey?: string
}

const MAX_NAME = 200

/**
 * The user's connections (name, base URL, key) and which one is active. Keys go to the
 * SecretStore only; `<dataDir>/connections.json` holds the rest. Changes are serialized.
 */
export class ConnectionStore {
  // A failing listener must not undo a saved change: the Emitter catches it.
  private readonly changed = new Emitter<ConnectionsState>()
  /** Keys read or written in this session; main-process memory only. */
  private readonly keys = new Map<string, string>()
  private readonly writes = new Sequencer<'connections'>()
  /** #39: a key entered again (or replaced): what failed for want of it can be read now. */
  private readonly keyChanged = new Emitter<string>()

  private constructor(
    private readonly file: JsonFile<typeof ConnectionsFile>,
    private readonly options: ConnectionStoreOptions,
    private state: ConnectionsFile,
  ) {}

  static async open(options: ConnectionStoreOptions): Promise<ConnectionStore> {
    const file = new JsonFile(join(options.dataDir, 'connections.json'), ConnectionsFile, 1)
    const loaded = await file.load()
    const state = loaded.status === 'ok' ? loaded.value : { connections: [], activeId: null }
    if (state.activeId !== null && !state.connections.some((c) => c.id === state.activeId)) state.activeId = state.connections[0]?.id ?? null
    return new ConnectionStore(file, options, state)
  }

  list(): ConnectionsState {
    return { connections: this.state.connections.map(summary), activeId: this.state.activeId }
  }

  active(): ConnectionSummary | null {
    return this.get(this.state.activeId ?? '')
  }

  get(id: string): ConnectionSummary | null {
    const found = this.state.connections.find((c) => c.id === id)
    return found ? summary(found) : null
  }

  /**
   * The connection whose balance and usage apply while `id` is in use: itself for a service
   * account, the linked service account for a router, or null (a router without one).
   */
  accountFor(id: string | null): string | null {
    const state = this.list()
    return accountOf(state.connections.find((c) => c.id === id) ?? null, state.connections)?.id ?? null
  }

  /** Who answers a connection's requests: a router, or the service itself (errors name it). */
  answeredBy(id: string): 'router' | 'service' {
    return this.get(id)?.kind === 'router' ? 'router' : 'service'
  }

  /** Whether `id` (null: the active connection) is the demo connection. */
  isDemo(id: string | null = this.state.activeId): boolean {
    return id !== null && (this.get(id)?.demo ?? false)
  }

  onChange(listener: (state: ConnectionsState) => void): () => void {
    return this.changed.on(listener)
  }

  onKeyChange(listener: (connectionId: string) => void): () => void {
    return this.keyChanged.on(listener)
  }

  /** The connections whose keys live in a key store (every one but the demo's). */
  keyedIds(): string[] {
    return this.state.connections.filter((c) => !this.usesDemoKey(c)).map((c) => c.id)
  }

  add(input: ConnectionAdd): Promise<ConnectionsState> {
    return this.serial(async () => {
      const baseUrl = normalizeBaseUrl(input.baseUrl)
      const name = this.checkName(input.name, null, new URL(baseUrl).host)
      const key = normalizeApiKey(input.key)
      const id = (this.options.newId ?? randomUUID)()
      const demo = input.demo === true && this.options.demoKey !== undefined
      if (!demo) await this.options.secrets.set(id, key)
      this.keys.set(id, key)
      const connection: StoredConnection = {
        id,
        name,
        baseUrl,
        demo: input.demo ?? false,
        keyName: null,
        keySuffix: null,
        createdAt: new Date((this.options.clock ?? systemClock).now()).toISOString(),
        keyStored: true,
        kind: input.kind ?? 'service',
        linkedAccountId: null,
      }
      if (connection.kind === 'router' && input.linkedAccountId) connection.linkedAccountId = this.checkLink(id, input.linkedAccountId)
      const activeId = (input.activate ?? true) || this.state.activeId === null ? id : this.state.activeId
      try {
        await this.commit({ connections: [...this.state.connections, connection], activeId })
      } catch (err) {
        this.keys.delete(id)
        if (!demo) await this.options.secrets.delete(id).catch(() => false)
        throw err
      }
      return this.list()
    })
  }

  update(patch: ConnectionUpdate): Promise<ConnectionsState> {
    return this.serial(async () => {
      const current = this.find(patch.id)
      const next: StoredConnection = { ...current }
      if (patch.baseUrl !== undefined) next.baseUrl = normalizeBaseUrl(patch.baseUrl)
      if (patch.name !== undefined) next.name = this.checkName(patch.name, current.id, new URL(next.baseUrl).host)
      if (patch.kind !== undefined) next.kind = patch.kind
      if (patch.linkedAccountId !== undefined) next.linkedAccountId = patch.linkedAccountId === null ? null : this.checkLink(current.id, patch.linkedAccountId)
      if (next.kind === 'service') next.linkedAccountId = null
      const key = patch.key !== undefined ? normalizeApiKey(patch.key) : null
      if (key !== null) {
        if (!this.usesDemoKey(current)) await this.options.secrets.set(current.id, key)
        this.keys.set(current.id, key)
        // The name and suffix the service reported belonged to the old key.
        Object.assign(next, { keyStored: true, keyName: null, keySuffix: null })
      }
      // A connection that stops being a service account can no longer be anyone's account.
      const connections = this.state.connections.map((c) => (c.id === current.id ? next : c.linkedAccountId === current.id && next.kind !== 'service' ? { ...c, linkedAccountId: null } : c))
      await this.commit({ ...this.state, connections })
      if (key !== null) this.keyChanged.emit(current.id)
      return this.list()
    })
  }

  /** The connection a router may follow for balance and usage: another, existing service account. */
  private checkLink(routerId: string, accountId: string): string {
    const account = this.state.connections.find((c) => c.id === accountId)
    if (!account || account.id === routerId) throw inputError('invalid_link', say('errors.connections.chooseLink'), 'linkedAccountId')
    if (account.kind !== 'service') throw inputError('invalid_link', say('errors.connections.linkIsRouter', { name: account.name }), 'linkedAccountId')
    return account.id
  }

  /** Deletes the keychain entry first: if the keychain fails, the connection stays so its key is not orphaned. */
  remove(id: string): Promise<ConnectionsState> {
    return this.serial(async () => {
      const current = this.find(id)
      // The demo's key may still sit in an older version's keychain entry: removed when it can be.
      if (this.usesDemoKey(current)) await this.options.secrets.delete(current.id).catch(() => false)
      else await this.options.secrets.delete(current.id)
      this.keys.delete(current.id)
      const connections = this.state.connections.filter((c) => c.id !== current.id).map((c) => (c.linkedAccountId === current.id ? { ...c, linkedAccountId: null } : c))
      const activeId = this.state.activeId === current.id ? (connections[0]?.id ?? null) : this.state.activeId
      await this.commit({ connections, activeId })
      return this.list()
    })
  }

  setActive(id: string): Promise<ConnectionsState> {
    return this.serial(async () => {
      const current = this.find(id)
      if (this.state.activeId !== current.id) await this.commit({ ...this.state, activeId: current.id })
      return this.list()
    })
  }

  /** Main process only: the key for a request. Null when the keychain holds none. */
  /** #34: whether this computer's keychain holds the connection's key (a restored backup's connections may not). */
  async hasKey(id: string): Promise<boolean> {
    return (await this.getKey(id).catch(() => null)) !== null
  }

  async getKey(id: string): Promise<string | null> {
    const cached = this.keys.get(id)
    if (cached !== undefined) return cached
    const connection = this.state.connections.find((c) => c.id === id)
    if (!connection) return null
    if (this.usesDemoKey(connection)) return this.options.demoKey ?? null
    const key = await this.options.secrets.get(id)
    if (key !== null) this.keys.set(id, key)
    else await this.markKeyMissing(id)
    return key
  }

  /** The key store locked (#39): keys held for requests are dropped until it opens again. */
  forgetKeys(): void {
    this.keys.clear()
  }

  /** Keys read or written in this session (main-process memory), so logs can scrub them. */
  knownKeys(): string[] {
    return [...this.keys.values()]
  }

  /** The key's name and masked ending, as the service's balance response reports them. */
  setKeyInfo(id: string, info: KeyInfo): Promise<void> {
    return this.serial(async () => {
      const current = this.state.connections.find((c) => c.id === id)
      if (!current || (current.keyName === info.keyName && current.keySuffix === info.keySuffix)) return
      const next = { ...current, keyName: info.keyName, keySuffix: info.keySuffix }
      await this.commit({ ...this.state, connections: this.state.connections.map((c) => (c.id === id ? next : c)) })
    })
  }

  private usesDemoKey(connection: StoredConnection): boolean {
    return connection.demo && this.options.demoKey !== undefined
  }

  private markKeyMissing(id: string): Promise<void> {
    return this.serial(async () => {
      const current = this.state.connections.find((c) => c.id === id)
      if (!current?.keyStored) return
      await this.commit({ ...this.state, connections: this.state.connections.map((c) => (c.id === id ? { ...c, keyStored: false } : c)) })
    })
  }

  private find(id: string): StoredConnection {
    const found = this.state.connections.find((c) => c.id === id)
    if (!found) throw inputError('connection_not_found', say('errors.connections.gone'), 'id')
    return found
  }

  private checkName(input: string, selfId: string | null, fallback: string): string {
    const name = input.trim().replace(/\s+/g, ' ') || fallback
    if (name.length > MAX_NAME) throw inputError('name_too_long', say('errors.connections.nameTooLong', { max: MAX_NAME }), 'name')
    const taken = this.state.connections.some((c) => c.id !== selfId && c.name.toLowerCase() === name.toLowerCase())
    if (taken) throw inputError('name_taken', say('errors.connections.nameTaken', { name }), 'name')
    return name
  }

  /** Saves, then publishes: memory changes only once the file is written. */
  private async commit(next: ConnectionsFile): Promise<void> {
    await this.file.save(next)
    this.state = next
    const state = this.list()
    this.changed.emit(state)
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    return this.writes.run('connections', task)
  }
}

function summary(c: StoredConnection): ConnectionSummary {
  return { id: c.id, name: c.name, baseUrl: c.baseUrl, configured: c.keyStored, demo: c.demo, keyName: c.keyName, keySuffix: c.keySuffix, createdAt: c.createdAt, kind: c.kind, linkedAccountId: c.linkedAccountId }
}
