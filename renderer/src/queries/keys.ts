import type { BalanceState } from '../../../shared/domain/balance-state'
import type { HistoryRange } from '../../../shared/domain/guard'
import type { RunPlan } from '../../../shared/domain/preflight'
import type { LeaderboardQuery } from '../../../shared/domain/votes'

type BalanceSeen = Pick<BalanceState, 'connectionId' | 'fetchedAt' | 'stale'> | undefined

/**
 * Every react-query key in one place, so events and mutations invalidate exactly what they change (a prefix
 * such as `ledgerAll` matches every key under it). test/unit/renderer/query-keys.test.ts fails on a key written
 * anywhere else.
 */
export const queryKeys = {
  connections: ['connections'] as const,
  balance: ['balance'] as const,
  usage: (start: string, end: string) => ['usage', start, end] as const,
  usageAll: ['usage'] as const,
  /** The disabled query while no range is chosen. */
  usageNone: ['usage', 'none'] as const,
  models: ['models'] as const,
  conversationList: ['conversations', 'list'] as const,
  conversationSearch: (query: string) => ['conversations', 'search', query] as const,
  conversationsAll: ['conversations'] as const,
  conversation: (id: string) => ['conversation', id] as const,
  /** Every open conversation (`conversation(id)` for all ids). */
  conversationAll: ['conversation'] as const,
  settings: ['settings'] as const,
  /** #14: per-model unit price estimates (refitted after usage syncs). */
  prices: ['prices'] as const,
  modelStats: ['model-stats'] as const,
  inputEstimate: (model: string, text: string) => ['input-estimate', model, text] as const,
  appInfo: ['app-info'] as const,
  storage: ['storage'] as const,
  routerInfo: (id: string) => ['router-info', id] as const,
  updateState: ['update-state'] as const,
  /** #39: where keys are kept, the key file's lock. */
  keyStorage: ['key-storage'] as const,

  /** #25: the spend guard's queries; each read again with every new balance. */
  guardAll: ['guard'] as const,
  guardStatus: (balance: BalanceSeen) => ['guard', 'status', balance?.connectionId ?? null, balance?.fetchedAt ?? null, balance?.stale ?? false] as const,
  guardHistory: (range: HistoryRange, balance: BalanceSeen) => ['guard', 'history', range, balance?.connectionId ?? null, balance?.fetchedAt ?? null] as const,
  /** A message's estimate (`context`: its conversation), or the answers-left figure (`context`: the balance it stands on). */
  guardEstimate: (model: string, text: string, context: string | null) => ['guard', 'estimate', model, text, context] as const,
  /** #33: a run's preflight (what it sends, priced); the preview's `revision` changes with the conversation. */
  preflight: (plan: RunPlan) => ['guard', 'preflight', plan] as const,
  preflightPreview: (plan: RunPlan | null, revision: string) => ['guard', 'preflight', plan, revision] as const,

  /** #26: the ledger (all invalidated with prices after a usage sync, see live-events.ts). */
  ledgerAll: ['ledger'] as const,
  ledgerSplit: (start: string, end: string) => ['ledger', 'split', start, end] as const,
  ledgerToday: (day: string) => ['ledger', 'today', day] as const,
  ledgerAccuracy: ['ledger', 'accuracy'] as const,
  ledgerAnswer: (messageId: string) => ['ledger', 'answer', messageId] as const,

  /** #27: votes and the leaderboard (a vote cast or undone invalidates all of them). */
  votesAll: ['votes'] as const,
  vote: (conversationId: string) => ['votes', 'conversation', conversationId] as const,
  leaderboard: (query: LeaderboardQuery) => ['votes', 'leaderboard', query.tag, query.from, query.to] as const,

  /** #27: the prompt library. */
  promptsAll: ['prompts'] as const,
  prompts: (search: string, tag: string | null) => ['prompts', search, tag] as const,

  /** #27: batches. */
  batchesAll: ['batches'] as const,
  batch: (id: string) => ['batches', 'one', id] as const,
  batchListAll: ['batches', 'list'] as const,
  batchList: (search: string) => ['batches', 'list', search] as const,
  batchRow: (id: string, states: string) => ['batches', 'row', id, states] as const,
  /** #39: a CSV of a batch's {{variable}} values, as main read it. */
  batchVariables: (csv: string) => ['batch-variables', csv] as const,
  /** #34: an import's progress (pushed by main) and "what it would have cost here". */
  importProgress: (importId: string) => ['import-progress', importId] as const,
  costHere: (target: string) => ['cost-here', target] as const,
  backupStatus: ['backup-status'] as const,
  /** #35: all accounts summed (pushed by main); the display currency (pushed by main). */
  accounts: ['accounts'] as const,
  currency: ['currency'] as const,
  /** #35: projects and tags; the Usage split by them (read again with the ledger); project budgets. */
  projectsAll: ['projects'] as const,
  projects: ['projects', 'list'] as const,
  projectStatus: ['projects', 'status'] as const,
  labelSplit: (start: string, end: string) => ['ledger', 'labels', start, end] as const,
  labelSplitNone: ['ledger', 'labels', 'none'] as const,
  /** #35: a month's statement (read again with the ledger). */
  statement: (month: string, accountId: string | null) => ['ledger', 'statement', month, accountId] as const,

  /** #36: what should I change (read again with votes, answers and usage: each view asks on mount). */
  adviceAll: ['advice'] as const,
  whatIf: (start: string, end: string) => ['advice', 'what-if', start, end] as const,
  largestDay: (start: string, end: string) => ['advice', 'largest-day', start, end] as const,
  pickerModels: ['advice', 'picker'] as const,
}
