// Data for renderer tests: domain values with every field filled in, changed by a patch.
import type { ConnectionSummary, ConnectionsState } from '../../../shared/domain/connection'
import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import type { AppError } from '../../../shared/domain/errors'
import type { Preflight, PreflightModel } from '../../../shared/domain/preflight'
import { Settings } from '../../../shared/domain/settings'
import type { UsageRow } from '../../../shared/domain/usage'
import type { LeaderboardRow } from '../../../shared/domain/votes'
import type { UsageRange, UsageView } from '../../../shared/domain/usage-view'
import type { Envelope } from '../../../shared/ipc/contract'
import type { KeyStorageStatus } from '../../../shared/domain/key-storage'

export function ok<T>(value: T): Envelope<T> {
  return { ok: true, value }
}

export function fail(error: AppError): Envelope<never> {
  return { ok: false, error }
}

/** An app-side error (endpoint 'app', no HTTP status unless given). */
export function appError(init: Partial<AppError> & Pick<AppError, 'kind' | 'code' | 'message'>): AppError {
  return { status: 0, at: '2025-01-01T00:00:00.000Z', endpoint: 'app', ...init }
}

// Guard (#33)

/** One model's part of a preflight: 1 request, priced, with a usual answer of 120 tokens over 12 answers. */
export function preflightModel(patch: Partial<PreflightModel> = {}): PreflightModel {
  return { model: 'big-model', requests: 1, inputTokens: 80_000, inputCost: '0.24', usualOutputTokens: 120, usualAnswers: 12, usualCost: '0.06', maxOutputTokens: null, maxCost: null, ...patch }
}

/** A preflight of one message to one model, nothing to ask; patch the figures and reasons. */
export function preflight(patch: Partial<Preflight> = {}): Preflight {
  return {
    models: [preflightModel()],
    inputTokens: 80_000,
    atLeast: '0.24',
    total: '0.3',
    upTo: null,
    unpriced: [],
    conversationSoFar: null,
    conversationAfter: null,
    threshold: '0.250000',
    answerCap: null,
    conversationCap: null,
    capEnforced: true,
    balance: '12.000000',
    reasons: [],
    ask: false,
    ...patch,
  }
}

// Chat

export const AT = '2026-03-01T10:00:00.000Z'

export function message(patch: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'role'>): ChatMessage {
  return { content: '', createdAt: AT, model: 'tally-mini', status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null, ...patch }
}

export function conversation(id: string, messages: ChatMessage[], patch: Partial<Conversation> = {}): Conversation {
  return {
    id,
    title: `Conversation ${id}`,
    createdAt: AT,
    updatedAt: AT,
    params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null },
    kind: 'chat',
    compareModels: [],
    blind: false,
    messages,
    ...patch,
  }
}

/** A failed chat request (POST /chat/completions, 400 unless patched). */
export function chatError(patch: Partial<AppError>): AppError {
  return { kind: 'http', status: 400, code: 'error', message: 'Something failed.', at: new Date().toISOString(), endpoint: 'POST /chat/completions', ...patch }
}

// Connections and settings

export function connection(init: Partial<ConnectionSummary> & Pick<ConnectionSummary, 'id' | 'name'>): ConnectionSummary {
  return { baseUrl: 'https://api.example.com/v1', configured: true, demo: false, keyName: null, keySuffix: null, createdAt: '2025-01-01T00:00:00.000Z', kind: 'service', linkedAccountId: null, ...init }
}

export const defaultSettings: Settings = Settings.parse({ pollIntervalSec: 60, alertThreshold: '5.000000', theme: 'system' })
/** What a settings form sends with a change: every field but the spend guard (saved on its own, field by field). */
export const { spendGuard: _savedApart, ...savedSettings } = defaultSettings

export function emptyState(): ConnectionsState {
  return { connections: [], activeId: null }
}

// Usage

/** A failed usage read (GET /usage, 400 invalid_parameter unless patched). */
export function usageError(error: Partial<AppError>): AppError {
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

/** A row of the Models view's leaderboard: rank 1 of 20 votes on the value front unless patched. */
export function leaderboardRow(model: string, patch: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    model,
    strength: 1,
    low: 0.5,
    high: 2,
    rank: 1,
    winRate: 0.5,
    votes: 20,
    fewVotes: false,
    medianTtftMs: 300,
    medianTokensPerSec: 80,
    medianCost: '0.001000',
    valuePerDollar: 1000,
    onFront: true,
    ...patch,
  }
}

/** #39: where keys are kept, as main reports it; the system keychain unless a test says otherwise. */
export function keyStorage(patch: { store?: KeyStorageStatus['store']; keychain?: Partial<KeyStorageStatus['keychain']>; file?: Partial<KeyStorageStatus['file']>; environment?: Partial<KeyStorageStatus['environment']> } = {}): KeyStorageStatus {
  return {
    store: patch.store === undefined ? 'keychain' : patch.store,
    keychain: { available: true, problem: null, ...patch.keychain },
    file: { path: '/home/me/.config/Tokentally/api-keys.enc', state: 'none', problem: null, otherMachine: null, idleLockMinutes: 15, lockedBy: null, ...patch.file },
    environment: { variable: null, path: null, problem: null, ...patch.environment },
  }
}
