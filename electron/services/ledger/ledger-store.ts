import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { TokenUsage } from '../../../shared/domain/conversation'
import type { LedgerAnswer } from './reconcile'

/** What the ledger adds to an answer's row in the messages table (migration 6). */
export interface LedgerEntry {
  accountId: string
  /** UTC day (`YYYY-MM-DD`) its request started. */
  day: string
  /** Tokens counted here (for every answer that has text to count: where the stream reported them too, the pair teaches the bias); null when nothing could be counted. */
  counted: { input: number; output: number } | null
  /** The estimate the answer was shown with (USD decimal string), or null. */
  estimate: string | null
}

interface Row {
  id: string
  model: string | null
  usage_day: string
  usage: string | null
  counted: string | null
  estimate: string | null
}

function parseJson(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0

/** The usage chunk's tokens as saved (TokenUsage's rules, checked by hand: a 100k-answer history is read on every split). */
function reportedOf(value: unknown): TokenUsage | null {
  if (typeof value !== 'object' || value === null) return null
  const u = value as Record<string, unknown>
  return count(u.inputTokens) && count(u.cachedInputTokens) && count(u.outputTokens) ? { inputTokens: u.inputTokens, cachedInputTokens: u.cachedInputTokens, outputTokens: u.outputTokens } : null
}

/** The answer ledger, kept on the answers' own rows: no second copy of any text. */
export class LedgerStore {
  private readonly write: StatementSync
  private readonly byAccount: StatementSync
  private readonly byAccountDay: StatementSync
  private readonly pairsOf: StatementSync
  private readonly recordedOf: StatementSync

  constructor(db: DatabaseSync) {
    this.write = db.prepare('UPDATE messages SET account_id = :account, usage_day = :day, counted = :counted, estimate = :estimate WHERE id = :id')
    this.byAccount = db.prepare(
      "SELECT id, model, usage_day, usage, counted, estimate FROM messages WHERE account_id = ? AND role = 'assistant' AND usage_day IS NOT NULL",
    )
    // One day (messages_by_account_day): the dashboard's line reads today's answers only.
    this.byAccountDay = db.prepare("SELECT id, model, usage_day, usage, counted, estimate FROM messages WHERE account_id = ? AND usage_day = ? AND role = 'assistant'")
    this.recordedOf = db.prepare("SELECT id FROM messages WHERE id IN (SELECT value FROM json_each(?2)) AND account_id = ?1 AND usage_day IS NOT NULL")
    this.pairsOf = db.prepare(
      "SELECT id, model, usage_day, usage, counted, estimate FROM messages WHERE account_id = ? AND role = 'assistant' AND usage_day IS NOT NULL AND counted IS NOT NULL AND usage IS NOT NULL",
    )
  }

  /** Which of these answers the ledger holds for the account (primary-key lookups). */
  recorded(accountId: string, ids: readonly string[]): string[] {
    return (this.recordedOf.all(accountId, JSON.stringify(ids)) as { id: string }[]).map((r) => r.id)
  }

  record(messageId: string, entry: LedgerEntry): void {
    this.write.run({
      id: messageId,
      account: entry.accountId,
      day: entry.day,
      counted: entry.counted === null ? null : JSON.stringify(entry.counted),
      estimate: entry.estimate,
    })
  }

  /** Every answer of an account, tokens as reported (else counted here, else unknown), with the estimate it was shown with. */
  answers(accountId: string): StoredAnswer[] {
    return (this.byAccount.all(accountId) as unknown as Row[]).map(storedOf)
  }

  /** The answers of an account whose request started on one UTC day. */
  answersOn(accountId: string, day: string): StoredAnswer[] {
    return (this.byAccountDay.all(accountId, day) as unknown as Row[]).map(storedOf)
  }

  /** The answers that have both the stream's tokens and a count made here (what the token bias is learnt from). */
  countedAndReported(accountId: string): StoredAnswer[] {
    return (this.pairsOf.all(accountId) as unknown as Row[]).map(storedOf)
  }
}

export interface StoredAnswer {
  answer: LedgerAnswer
  estimate: string | null
  counted: { input: number; output: number } | null
}

function storedOf(row: Row): StoredAnswer {
  const u = reportedOf(parseJson(row.usage))
  const counted = parseJson(row.counted) as { input?: unknown; output?: unknown } | null
  const countedHere = counted && typeof counted.input === 'number' && typeof counted.output === 'number' ? { input: counted.input, output: counted.output } : null
  let tokens: LedgerAnswer['tokens'] = null
  if (u) {
    tokens = { input: u.inputTokens, cached: u.cachedInputTokens, output: u.outputTokens, source: 'reported' }
  } else if (countedHere) {
    tokens = { input: countedHere.input, cached: 0, output: countedHere.output, source: 'counted' }
  }
  return { answer: { id: row.id, model: row.model ?? '', day: row.usage_day, tokens }, estimate: row.estimate, counted: countedHere }
}
