import { ENDPOINT } from '../../../shared/endpoints'
import type { ModelsState } from '../../../shared/domain/models-state'
import { toAppError } from '../../../shared/error-model'
import type { Clock } from '../time/clock'
import type { ServiceClient } from '../api/service-client'

const FRESH_MS = 10 * 60_000

/** GET /models per connection, kept in memory; a failed refresh keeps the last good list. */
export class ModelsService {
  private readonly cache = new Map<string, ModelsState>()
  private readonly inflight = new Map<string, Promise<ModelsState>>()
  /** After a 429/503, the list is not asked for again before Retry-After has passed. */
  private readonly blockedUntil = new Map<string, number>()
  /** Models that answered `model_coming_soon` during this session (until one answers normally). */
  private readonly comingSoon = new Set<string>()

  constructor(
    private readonly deps: {
      getClient(connectionId: string): ServiceClient | null
      clock: Pick<Clock, 'now'>
    },
  ) {}

  /** Models that answered `model_coming_soon` during this session. */
  comingSoonModels(): ReadonlySet<string> {
    return new Set(this.comingSoon)
  }

  /** Learns from how an answer ended: `model_coming_soon` marks the model, a complete answer clears it. */
  noteAnswer(answer: { model: string; status: string; error: { code: string } | null }): void {
    if (answer.error?.code === 'model_coming_soon') this.comingSoon.add(answer.model)
    else if (answer.status === 'complete') this.comingSoon.delete(answer.model)
  }

  async list(connectionId: string, refresh: boolean): Promise<ModelsState> {
    const cached = this.cache.get(connectionId)
    const fresh = cached?.fetchedAt && this.deps.clock.now() - Date.parse(cached.fetchedAt) < FRESH_MS && !cached.error
    if (cached && fresh && !refresh) return this.mark(cached)
    if (cached && this.deps.clock.now() < (this.blockedUntil.get(connectionId) ?? 0)) return this.mark(cached)
    let pending = this.inflight.get(connectionId)
    if (!pending) {
      pending = this.fetch(connectionId).finally(() => this.inflight.delete(connectionId))
      this.inflight.set(connectionId, pending)
    }
    return this.mark(await pending)
  }

  /** The models of `connectionId`; none (and no error) while no connection is set up. */
  listFor(connectionId: string | null, refresh: boolean): Promise<ModelsState> {
    return connectionId === null ? Promise.resolve({ models: [], fetchedAt: null, error: null }) : this.list(connectionId, refresh)
  }

  /** Model IDs for the router helper, from the cache when there is one. */
  async ids(connectionId: string): Promise<string[]> {
    return (await this.list(connectionId, false)).models.map((m) => m.id)
  }

  forget(connectionId: string): void {
    this.cache.delete(connectionId)
    this.blockedUntil.delete(connectionId)
  }

  private async fetch(connectionId: string): Promise<ModelsState> {
    const previous = this.cache.get(connectionId)
    const client = this.deps.getClient(connectionId)
    let state: ModelsState
    try {
      if (!client) throw new Error('This connection no longer exists.')
      const list = await client.models()
      const ids = [...new Set(list.data.map((m) => m.id))].sort((a, b) => a.localeCompare(b))
      state = { models: ids.map((id) => ({ id, comingSoon: false })), fetchedAt: new Date(this.deps.clock.now()).toISOString(), error: null }
    } catch (err) {
      const error = toAppError(err, ENDPOINT.models)
      if (error.retryAfterMs !== undefined) this.blockedUntil.set(connectionId, this.deps.clock.now() + error.retryAfterMs)
      state = { models: previous?.models ?? [], fetchedAt: previous?.fetchedAt ?? null, error }
    }
    this.cache.set(connectionId, state)
    return state
  }

  /** A model is "coming soon" once a chat was answered with model_coming_soon; the list does not say. */
  private mark(state: ModelsState): ModelsState {
    const soon = this.comingSoon
    return { ...state, models: state.models.map((m) => ({ ...m, comingSoon: soon.has(m.id) })) }
  }
}
