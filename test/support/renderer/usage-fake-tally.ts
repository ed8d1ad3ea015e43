import type { AppError } from '../../../shared/domain/errors'
import type { UsageRow } from '../../../shared/domain/usage'
import type { UsageEvent, UsageRange, UsageView } from '../../../shared/domain/usage-view'
import type { Envelope } from '../../../shared/ipc/contract'

type Handler<A, R> = (args: A) => Promise<Envelope<R>> | Envelope<R>

export interface ExportResult {
  saved: boolean
  path: string | null
  rowCount: number
}

/** A stand-in for window.tally with only what the usage panel uses; every call is recorded. */
export interface FakeTally {
  calls: Array<{ channel: string; args: unknown }>
  get: Handler<UsageRange, UsageView>
  refresh: Handler<UsageRange & { force?: boolean }, UsageView>
  exportCsv: Handler<UsageRange, ExportResult>
  listeners: Set<(event: UsageEvent) => void>
  emit(event: UsageEvent): void
  reset(): void
}

export function createFakeTally(): { fake: FakeTally; api: unknown } {
  const fake: FakeTally = {
    calls: [],
    get: (range) => ok(view({ range })),
    refresh: (args) => fake.get({ start: args.start, end: args.end }),
    exportCsv: () => ok({ saved: false, path: null, rowCount: 0 }),
    listeners: new Set(),
    emit: (event) => fake.listeners.forEach((l) => l(event)),
    reset: () => {
      fake.calls.length = 0
      fake.listeners.clear()
      fake.get = (range) => ok(view({ range }))
      fake.refresh = (args) => fake.get({ start: args.start, end: args.end })
      fake.exportCsv = () => ok({ saved: false, path: null, rowCount: 0 })
    },
  }
  const record =
    <A, R>(channel: string, pick: () => Handler<A, R>) =>
    async (args: A) => {
      fake.calls.push({ channel, args })
      return pick()(args)
    }
  const api = {
    usage: {
      get: record('usage:get', () => fake.get),
      refresh: record('usage:refresh', () => fake.refresh),
      exportCsv: record('usage:exportCsv', () => fake.exportCsv),
      onChange: (listener: (event: UsageEvent) => void) => {
        fake.listeners.add(listener)
        return () => fake.listeners.delete(listener)
      },
    },
    app: { onEvent: () => () => undefined },
    connections: { onChange: () => () => undefined },
    balance: { onUpdate: () => () => undefined },
  }
  return { fake, api }
}

export function ok<T>(value: T): Envelope<T> {
  return { ok: true, value }
}

export function fail(error: Partial<AppError>): Envelope<never> {
  return { ok: false, error: appError(error) }
}

export function appError(error: Partial<AppError>): AppError {
  return { kind: 'http', status: 400, code: 'invalid_parameter', message: 'Bad parameter', at: '2025-06-15T10:00:00.000Z', endpoint: 'GET /usage', ...error }
}

export function row(date: string, model: string, cost: string, extra: Partial<UsageRow> = {}): UsageRow {
  return { date, model, requests: 2, input_tokens: 1000, cached_input_tokens: 400, output_tokens: 100, cost, ...extra }
}

export function view(partial: Partial<UsageView> & { range: UsageRange }): UsageView {
  return {
    connectionId: 'conn-1',
    rows: [],
    total: { requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: '0.000000' },
    asOf: '2025-06-15T10:00:00.000Z',
    historyStart: '2024-05-01T00:00:00Z',
    fetchedAt: '2025-06-15T10:00:01.000Z',
    averageDailySpend: { days7: '1.250000', days30: '0.980000' },
    syncing: false,
    stale: false,
    error: null,
    ...partial,
  }
}
