import { ConversationSearchHit } from '../domain/conversation-search'
import { z } from 'zod'
import { View } from '../domain/view'
import { COMMANDS } from '../shortcuts'
import { StorageStatus } from '../domain/storage'
import { BalanceState } from '../domain/balance-state'
import { ChatEvent } from '../domain/chat-events'
import { ConnectionDraft, ConnectionId, ConnectionKind, ConnectionsState, ConnectionUpdate } from '../domain/connection'
import { ChatParams, Conversation, ConversationPage } from '../domain/conversation'
import { AppError } from '../domain/errors'
import { ModelsState } from '../domain/models-state'
import { LedgerAccuracy, LedgerAnswerCosts, LedgerSplit, LedgerToday } from '../domain/ledger'
import { UtcDate } from '../domain/usage'
import { PriceEstimates } from '../domain/prices'
import { InputEstimate, ModelStat } from '../domain/model-stats'
import { Settings, SettingsPatch } from '../domain/settings'
import { BalanceHistory, GuardStatus, HistoryRange, SendEstimate, SetBudgetArgs } from '../domain/guard'
import { Preflight, RunPlan } from '../domain/preflight'
import { UsageEvent, UsageRange, UsageView } from '../domain/usage-view'
import { UpdateState } from '../domain/updates'
import { PromptDraft, SavedPrompt } from '../domain/prompts'
import { Batch, BatchSummary, VariableRows } from '../domain/batches'
import { Leaderboard, LeaderboardQuery, Tag, Vote, VoteChoice } from '../domain/votes'
import { IdleLockMinutes, KeyStorageStatus, KeyStoreKind, Passphrase } from '../domain/key-storage'
import { CostHere, ImportProgress } from '../domain/imports'
import { BackupManifest, BackupStatus, RestoreStaged } from '../domain/backup'
import { IMPORT_PIECE_BASE64 } from './pieces'
import { AllAccounts } from '../domain/accounts'
import { CurrencyState, SetRateArgs } from '../domain/currency'
import { Statement, StatementArgs } from '../domain/statement'
import { LabelSplit, Labels, Project, ProjectDraft, ProjectList, ProjectStatus, SetLabelsArgs, SetProjectBudgetArgs } from '../domain/projects'
import { LargestDay, PickerModels, WhatIf, WhatIfQuery } from '../domain/advice'

const Empty = z.object({}).strict()

const Id = z.object({ id: z.string().min(1).max(100) }).strict()
/** Whose draft: a conversation ID, or the start panel's key. */
const DraftKey = z.string().min(1).max(100)

export const AppInfo = z.object({
  name: z.string(),
  version: z.string(),
  versions: z.record(z.string(), z.string()),
  platform: z.string(),
  /** Which shell runs the app: 'electron' or 'browser' (browser mode). */
  shell: z.string(),
  /** The shell has a tray, start at login and updates (the desktop app); browser mode has none of them. */
  desktop: z.boolean(),
})

export const VerifyResult = z.object({
  baseUrl: z.string(),
  modelCount: z.number().int().nullable(),
  keyName: z.string().nullable(),
  keySuffix: z.string().nullable(),
  /** Empty when the service accepted both the base URL and the key. */
  problems: z.array(AppError),
  /** What the check found it is talking to; null when it could not tell (nothing answered). */
  kind: ConnectionKind.nullable(),
  /** The finding in plain words, e.g. "A router: it lists 6 models with this key but has no balance or usage." */
  kindReason: z.string(),
})
export type VerifyResult = z.infer<typeof VerifyResult>

export const ChatStartArgs = z
  .object({
    requestId: z.string().min(1).max(100),
    conversationId: z.string().min(1).max(100),
    /**
     * send: new user message; regenerate/retry: answer the last user message again; edit: replace a
     * user message and resend; continue: carry on the last answer (incomplete or stopped) from its partial text.
     */
    action: z.enum(['send', 'regenerate', 'edit', 'continue']),
    content: z.string().max(5_000_000).optional(),
    messageId: z.string().max(100).optional(),
    /** #33: the user answered the preflight's question with "send anyway" (main asks its own preflight and refuses an unconfirmed run it would ask about). */
    confirmed: z.boolean().default(false),
  })
  .strict()

export const AppEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('navigate'), view: View }),
  // #25: `view` offers to open a view (a budget or spike alert offers the dashboard).
  z.object({ kind: z.literal('notice'), level: z.enum(['info', 'warning']), message: z.string(), view: View.optional() }),
  z.object({ kind: z.literal('settings'), settings: Settings }),
  // #15: an app-menu item (the same commands as the keyboard shortcuts, shared/shortcuts.ts).
  z.object({ kind: z.literal('command'), command: z.enum(COMMANDS) }),
  // #28: the updater's state (Settings → About, the "Update ready" notice).
  z.object({ kind: z.literal('update'), state: UpdateState }),
])
export type AppEvent = z.infer<typeof AppEvent>

/** Every request the renderer can make: channel → argument and result schemas. */
export const invokeContract = {
  'app:info': { args: Empty, result: AppInfo },
  'app:diagnostics': { args: Empty, result: z.object({ text: z.string() }) },
  'app:openExternal': { args: z.object({ url: z.string().max(4000) }).strict(), result: z.object({ opened: z.boolean() }) },
  // #13: where the data lives; a database set aside at this start (corrupt or from a newer version).
  'app:storage': { args: Empty, result: StorageStatus },
  // #28: updates (electron-updater in the shell; unavailable when unpackaged, a deb, or no feed).
  'app:updateState': { args: Empty, result: UpdateState },
  'app:checkForUpdates': { args: Empty, result: UpdateState },
  'app:restartToUpdate': { args: Empty, result: z.object({ restarting: z.literal(true) }) },

  // #39: where keys are kept (keychain, encrypted key file, the environment) and the key file's lock.
  'keys:status': { args: Empty, result: KeyStorageStatus },
  'keys:choose': { args: z.object({ store: KeyStoreKind, passphrase: Passphrase.optional() }).strict(), result: KeyStorageStatus },
  'keys:unlock': { args: z.object({ passphrase: Passphrase }).strict(), result: KeyStorageStatus },
  'keys:lock': { args: Empty, result: KeyStorageStatus },
  'keys:startNewFile': { args: z.object({ passphrase: Passphrase }).strict(), result: KeyStorageStatus },
  'keys:setIdleLock': { args: z.object({ minutes: IdleLockMinutes }).strict(), result: KeyStorageStatus },
  /** The user did something in the window (sent at most once a minute): the key file's idle time starts again. */
  'keys:activity': { args: Empty, result: z.object({ ok: z.literal(true) }) },

  'connections:list': { args: Empty, result: ConnectionsState },
  'connections:verify': { args: ConnectionDraft.strict(), result: VerifyResult },
  'connections:add': {
    args: ConnectionDraft.extend({ activate: z.boolean().default(true), kind: ConnectionKind.optional(), linkedAccountId: ConnectionId.nullable().optional() }).strict(),
    result: ConnectionsState,
  },
  'connections:update': { args: ConnectionUpdate, result: ConnectionsState },
  'connections:remove': { args: Id, result: ConnectionsState },
  'connections:setActive': { args: Id, result: ConnectionsState },
  'connections:startDemo': { args: Empty, result: ConnectionsState },
  'connections:routerInfo': {
    args: Id,
    result: z.object({
      baseUrl: z.string(),
      keyPlaceholder: z.string(),
      models: z.array(z.string()),
      /** Announced but not accepting requests yet (known from a chat's 400 model_coming_soon): left out of `models`. */
      comingSoon: z.array(z.string()).default([]),
      error: AppError.nullable(),
    }),
  },

  'balance:get': { args: Empty, result: BalanceState },
  'balance:refresh': { args: Empty, result: BalanceState },
  // #35: every account summed (two keys of one account once, routers as their linked account), each part with its freshness.
  'accounts:get': { args: Empty, result: AllAccounts },
  'accounts:refresh': { args: Empty, result: AllAccounts },
  // #35: the display currency: its rate (typed or fetched daily, with its day).
  'currency:get': { args: Empty, result: CurrencyState },
  'currency:setRate': { args: SetRateArgs, result: CurrencyState },
  'currency:fetchNow': { args: Empty, result: CurrencyState },
  // #35: projects and tags on conversations (their answers inherit them), the Usage split by them, project budgets and caps.
  'projects:list': { args: Empty, result: ProjectList },
  'projects:create': { args: ProjectDraft, result: Project },
  'projects:rename': { args: Id.extend({ name: z.string().max(200) }).strict(), result: Project },
  'projects:delete': { args: Id, result: z.object({ deleted: z.boolean() }) },
  'projects:setLabels': { args: SetLabelsArgs, result: z.object({ changed: z.number().int() }) },
  'projects:split': { args: UsageRange.strict(), result: LabelSplit },
  'projects:exportCsv': { args: UsageRange.strict(), result: z.object({ saved: z.boolean(), path: z.string().nullable(), rowCount: z.number().int() }) },
  'projects:status': { args: Empty, result: z.array(ProjectStatus) },
  'projects:setBudget': { args: SetProjectBudgetArgs, result: ProjectStatus },
  // #35: the monthly statement of one account or all (a UTC month): shown, and saved as CSV or PDF.
  'statements:get': { args: StatementArgs.omit({ format: true }).strict(), result: Statement },
  'statements:export': { args: StatementArgs, result: z.object({ saved: z.boolean(), path: z.string().nullable() }) },

  'usage:get': { args: UsageRange.strict(), result: UsageView },
  'usage:refresh': { args: UsageRange.extend({ force: z.boolean().default(false) }).strict(), result: UsageView },
  'usage:exportCsv': { args: UsageRange.strict(), result: z.object({ saved: z.boolean(), path: z.string().nullable(), rowCount: z.number().int() }) },

  'models:list': { args: z.object({ refresh: z.boolean().default(false) }).strict(), result: ModelsState },

  // #14 compare: estimated unit prices per model (an estimate from the usage history, not a price list).
  'prices:get': { args: Empty, result: PriceEstimates },
  // #26: the active account's bill per day and model split into chats in Tokentally and elsewhere, estimate accuracy.
  // #26: only what is shown: a range's split (per day and per model), one day's line, the answers asked for, the accuracy.
  'ledger:split': { args: UsageRange.strict(), result: LedgerSplit },
  'ledger:today': { args: z.object({ day: UtcDate }).strict(), result: LedgerToday },
  'ledger:answers': { args: z.object({ ids: z.array(z.string().min(1).max(200)).max(1000) }).strict(), result: LedgerAnswerCosts },
  'ledger:accuracy': { args: Empty, result: LedgerAccuracy },
  'ledger:exportCsv': { args: Empty, result: z.object({ saved: z.boolean(), path: z.string().nullable(), rowCount: z.number().int() }) },
  'compare:start': {
    args: z
      .object({
        conversationId: z.string().optional(),
        prompt: z.string().min(1).max(1_000_000),
        models: z.array(z.string().min(1).max(200)).min(2).max(4),
        params: ChatParams,
        /** One per model, chosen by the renderer so it can listen for a column's events before they start. */
        requestIds: z.array(z.string().min(1).max(100)).min(2).max(4).optional(),
        confirmed: z.boolean().default(false),
        /** #39: start the run blind (kept with the run). */
        blind: z.boolean().optional(),
        /** #35: a new run's project and tags. */
        labels: Labels.optional(),
      })
      .strict(),
    result: z.object({
      conversationId: z.string(),
      columns: z.array(z.object({ column: z.number().int(), model: z.string(), requestId: z.string(), messageId: z.string() })),
    }),
  },
  'models:stats': { args: Empty, result: z.array(ModelStat) },
  'chat:estimateInput': { args: z.object({ text: z.string().max(2_000_000), model: z.string().min(1).max(200) }).strict(), result: InputEstimate },
  /** Runs one column of a compare run again (same model, same prompt); its old answer is replaced. */
  'compare:retry': {
    args: z.object({ conversationId: z.string().min(1).max(100), column: z.number().int().min(0).max(3), requestId: z.string().min(1).max(100), confirmed: z.boolean().default(false) }).strict(),
    result: z.object({ requestId: z.string(), messageId: z.string() }),
  },
  'compare:continue': { args: z.object({ conversationId: z.string().min(1), column: z.number().int().min(0).max(3) }).strict(), result: Conversation },

  'chat:start': { args: ChatStartArgs, result: z.object({ userMessageId: z.string().nullable(), messageId: z.string() }) },
  'chat:abort': { args: z.object({ requestId: z.string().min(1).max(100) }).strict(), result: z.object({ aborted: z.boolean() }) },

  // #13: newest first, a page at a time (keyset cursor from the previous page; null for the first).
  'conversations:list': { args: z.object({ cursor: z.string().max(1000).nullable().default(null), limit: z.number().int().min(1).max(200).default(50) }).strict(), result: ConversationPage },
  'conversations:get': { args: Id, result: Conversation },
  // #13: full-text search (FTS5, bm25), snippets as text + match ranges.
  'conversations:search': { args: z.object({ query: z.string().max(2000), limit: z.number().int().min(1).max(200).default(50) }).strict(), result: z.array(ConversationSearchHit) },
  'conversations:create': { args: z.object({ params: ChatParams, labels: Labels.optional() }).strict(), result: Conversation },
  'conversations:rename': { args: Id.extend({ title: z.string().min(1).max(200) }).strict(), result: Conversation },
  'conversations:updateParams': { args: Id.extend({ params: ChatParams }).strict(), result: Conversation },
  'conversations:delete': { args: Id, result: z.object({ deleted: z.boolean() }) },
  // #13: export through a save dialog; delete every conversation (search index emptied, file compacted).
  'conversations:export': { args: Id.extend({ format: z.enum(['markdown', 'json', 'html']) }).strict(), result: z.object({ saved: z.boolean(), path: z.string().nullable() }) },
  // #34: every conversation (every branch) in one zip, written as a stream; it imports back whole.
  'conversations:exportAll': { args: Empty, result: z.object({ saved: z.boolean(), path: z.string().nullable(), count: z.number().int() }) },
  'conversations:deleteAll': { args: Empty, result: z.object({ deleted: z.number().int(), compacted: z.boolean() }) },
  // #34: branches: "Save only" (a new version of a user message, no request), switch (‹ 2 / 3 ›), delete one.
  'conversations:saveEdit': { args: Id.extend({ messageId: z.string().min(1).max(100), content: z.string().max(5_000_000) }).strict(), result: Conversation },
  'conversations:switchBranch': { args: Id.extend({ messageId: z.string().min(1).max(100) }).strict(), result: Conversation },
  'conversations:deleteBranch': { args: Id.extend({ messageId: z.string().min(1).max(100) }).strict(), result: Conversation },

  // #34: imports, streamed: the renderer sends the file in pieces (base64), main reads it as it comes.
  'imports:begin': { args: z.object({ fileName: z.string().min(1).max(500), size: z.number().int().nonnegative() }).strict(), result: z.object({ importId: z.string() }) },
  'imports:push': { args: z.object({ importId: z.string().min(1).max(100), data: z.string().max(IMPORT_PIECE_BASE64) }).strict(), result: z.object({ accepted: z.boolean() }) },
  'imports:end': { args: z.object({ importId: z.string().min(1).max(100) }).strict(), result: ImportProgress },
  'imports:cancel': { args: z.object({ importId: z.string().min(1).max(100) }).strict(), result: z.object({ cancelled: z.boolean() }) },
  // "What it would have cost here": an import's conversations, or one imported conversation.
  'imports:costHere': {
    args: z.union([z.object({ importId: z.string().min(1).max(100) }).strict(), z.object({ conversationId: z.string().min(1).max(100) }).strict()]),
    result: CostHere,
  },

  // #15: unsent composer text per conversation (and the start panel's), kept across restarts.
  'drafts:get': { args: Empty, result: z.record(z.string(), z.string()) },
  'drafts:set': { args: z.object({ key: DraftKey, text: z.string().max(5_000_000) }).strict(), result: z.object({ kept: z.boolean() }) },

  // #27: blind-compare votes and the personal leaderboard they make.
  'votes:cast': {
    args: z.object({ conversationId: z.string().min(1).max(100), choice: VoteChoice, tags: z.array(Tag).max(10).default([]) }).strict(),
    result: Vote,
  },
  'votes:undo': { args: Id, result: z.object({ undone: z.boolean() }) },
  'votes:forConversation': { args: z.object({ conversationId: z.string().min(1).max(100) }).strict(), result: Vote.nullable() },
  'votes:leaderboard': { args: LeaderboardQuery.strict(), result: Leaderboard },
  'votes:exportCsv': { args: LeaderboardQuery.strict(), result: z.object({ saved: z.boolean(), path: z.string().nullable(), rowCount: z.number().int() }) },

  // #27: the prompt library.
  'prompts:list': {
    args: z.object({ search: z.string().max(500).default(''), tag: z.string().max(40).nullable().default(null) }).strict(),
    result: z.object({ prompts: z.array(SavedPrompt), tags: z.array(z.string()) }),
  },
  'prompts:save': { args: PromptDraft.strict(), result: SavedPrompt },
  'prompts:delete': { args: Id, result: z.object({ deleted: z.boolean() }) },
  'prompts:export': { args: Empty, result: z.object({ saved: z.boolean(), path: z.string().nullable(), count: z.number().int() }) },
  'prompts:import': { args: z.object({ json: z.string().max(20_000_000) }).strict(), result: z.object({ imported: z.number().int(), skipped: z.number().int() }) },

  // #27: prompt sets run across models (batches).
  'batches:start': {
    args: z
      .object({
        title: z.string().max(200).optional(),
        prompts: z.array(z.string().min(1).max(200_000)).min(1).max(50),
        models: z.array(z.string().min(1).max(200)).min(1).max(4),
        maxOutputTokens: z.number().int().positive().max(1_000_000).nullable().default(null),
        confirmed: z.boolean().default(false),
        /** #35: the batch's rows (its conversations) belong to this project and carry these tags. */
        labels: Labels.optional(),
        /** #36: the rows are voted on blind (What if's compare of two models on the user's own prompts). */
        blind: z.boolean().default(false),
      })
      .strict(),
    result: Batch,
  },
  'batches:get': { args: Id, result: Batch },
  /** #39: a CSV of the prompts' {{variable}} values (one run per row), read in main; a bad file is an input error saying why. */
  'batches:readVariables': { args: z.object({ csv: z.string().max(1_000_000) }).strict(), result: VariableRows },
  'batches:list': { args: z.object({ search: z.string().max(500).default('') }).strict(), result: z.array(BatchSummary) },
  'batches:pause': { args: Id, result: Batch },
  'batches:resume': { args: Id, result: Batch },
  'batches:cancel': { args: Id, result: Batch },
  'batches:export': { args: Id.extend({ format: z.enum(['csv', 'markdown']) }).strict(), result: z.object({ saved: z.boolean(), path: z.string().nullable() }) },

  // #34 Settings → Data: one backup file (never a key); restore sent in pieces like an import, checked, then applied at the next start.
  'backup:create': { args: Empty, result: z.object({ saved: z.boolean(), path: z.string().nullable(), backup: BackupManifest.nullable() }) },
  'backup:status': { args: Empty, result: BackupStatus },
  'backup:restoreBegin': { args: z.object({ fileName: z.string().min(1).max(500), size: z.number().int().nonnegative() }).strict(), result: z.object({ restoreId: z.string() }) },
  'backup:restorePush': { args: z.object({ restoreId: z.string().min(1).max(100), data: z.string().max(IMPORT_PIECE_BASE64) }).strict(), result: z.object({ accepted: z.boolean() }) },
  'backup:restoreEnd': { args: z.object({ restoreId: z.string().min(1).max(100) }).strict(), result: RestoreStaged },

  'settings:get': { args: Empty, result: Settings },
  'settings:update': { args: SettingsPatch.strict(), result: Settings },

  // #25 spend guard: budgets with their pace, the balance over time, one message's estimate before sending.
  'guard:status': { args: Empty, result: GuardStatus },
  'guard:setBudget': { args: SetBudgetArgs, result: GuardStatus },
  'guard:history': { args: z.object({ range: HistoryRange }).strict(), result: BalanceHistory },
  // #33: the one preflight of every run (the requests as they will be sent, priced; the questions to ask first).
  'guard:preflight': { args: z.object({ plan: RunPlan }).strict(), result: Preflight },
  'guard:estimate': { args: z.object({ text: z.string().max(2_000_000), model: z.string().min(1).max(200), conversationId: z.string().max(100).optional() }).strict(), result: SendEstimate },

  // #36 what should I change: a range's answers and usage at every model's prices beside the user's votes;
  // the range's largest day explained; each model's prices, cost per answer, context and strength for the picker;
  // a long conversation continued in a new chat with a summary written through the answer runner.
  'advice:whatIf': { args: WhatIfQuery, result: WhatIf },
  'advice:largestDay': { args: WhatIfQuery, result: LargestDay },
  'models:picker': { args: Empty, result: PickerModels },
  'chat:forkWithSummary': {
    args: z.object({ requestId: z.string().min(1).max(100), conversationId: z.string().min(1).max(100), model: z.string().min(1).max(200), confirmed: z.boolean().default(false) }).strict(),
    result: z.object({ conversationId: z.string(), messageId: z.string() }),
  },
} as const

/** Everything main pushes to the renderer: one channel per domain. */
export const eventContract = {
  balance: BalanceState,
  usage: UsageEvent,
  chat: ChatEvent,
  connections: ConnectionsState,
  app: AppEvent,
  keys: KeyStorageStatus,
  /** #38: a batch changed (a cell's state or cost, its status): the whole batch, pushed instead of polled. */
  batches: Batch,
  // #34: an import's progress (and its end: done, cancelled or failed, with what was kept).
  imports: ImportProgress,
  /** #35: the sum of all accounts changed (a balance read, a connection, a budget). */
  accounts: AllAccounts,
  /** #35: the display currency or its rate changed. */
  currency: CurrencyState,
} as const

export type InvokeContract = typeof invokeContract
export type InvokeChannel = keyof InvokeContract
export type InvokeArgs<C extends InvokeChannel> = z.input<InvokeContract[C]['args']>
export type InvokeParsedArgs<C extends InvokeChannel> = z.output<InvokeContract[C]['args']>
export type InvokeResult<C extends InvokeChannel> = z.output<InvokeContract[C]['result']>
export type EventContract = typeof eventContract
export type EventChannel = keyof EventContract
export type EventPayload<E extends EventChannel> = z.output<(typeof eventContract)[E]>

/** How every invoke answers across IPC: errors travel as data, never as thrown exceptions. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: AppError }

export const invokeChannels = Object.keys(invokeContract) as InvokeChannel[]
export const eventChannels = Object.keys(eventContract) as EventChannel[]

/**
 * The contract's channel names: the renderer's bridge (shared/ipc/bridge.ts) is derived from them. Builds inline them
 * as `__TALLY_CHANNELS__` (`channelsDefine`), so the page's first bundle gets the names without this module's schemas.
 */
export const channelsOf = (invoke: object, events: object) => ({ invoke: Object.keys(invoke), events: Object.keys(events) })
export const contractChannels = channelsOf(invokeContract, eventContract)
export const channelsDefine = (): Record<string, string> => ({ __TALLY_CHANNELS__: JSON.stringify(contractChannels) })

export function isInvokeChannel(value: unknown): value is InvokeChannel {
  return typeof value === 'string' && Object.hasOwn(invokeContract, value)
}
