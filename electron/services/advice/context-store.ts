import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { ContextKnowledge } from '../../../shared/domain/advice'
import type { AnswerFinished } from '../answers/answer-finished'

type Row = { model: string; fits_up_to: number | null; refused_from: number | null; stated: number | null }

/** "This model's maximum context length is 16384 tokens": the common wording of such a refusal (the spec names none). */
const STATED = /maximum context length is ([\d,]+) tokens/i

/**
 * #36: what the app learns of each model's context window, per account (migration 13). The service's model
 * list names none (the spec shows no field beyond `id`), so every answer teaches it: one that ran shows its
 * input fits; a `context_length_exceeded` refusal shows its input does not (and may state the limit).
 */
export class ContextStore {
  private readonly s: Record<'fits' | 'refused' | 'of' | 'forget', StatementSync>

  constructor(db: DatabaseSync) {
    this.s = {
      fits: db.prepare(
        `INSERT INTO model_context (account_id, model, fits_up_to) VALUES (?, ?, ?)
         ON CONFLICT (account_id, model) DO UPDATE SET fits_up_to = max(coalesce(fits_up_to, 0), excluded.fits_up_to)`,
      ),
      refused: db.prepare(
        `INSERT INTO model_context (account_id, model, refused_from, stated) VALUES (?, ?, ?, ?)
         ON CONFLICT (account_id, model) DO UPDATE SET refused_from = min(coalesce(refused_from, excluded.refused_from), excluded.refused_from),
           stated = coalesce(excluded.stated, stated)`,
      ),
      of: db.prepare('SELECT model, fits_up_to, refused_from, stated FROM model_context WHERE account_id = ?'),
      forget: db.prepare('DELETE FROM model_context WHERE account_id = ?'),
    }
  }

  /** Learns from one finished answer (its request as counted here); never throws (advice must not break chats). */
  note(answer: Pick<AnswerFinished, 'accountId' | 'model' | 'status' | 'error' | 'inputTokens' | 'hadText'>): void {
    if (answer.accountId === null || answer.inputTokens <= 0) return
    try {
      if (answer.error?.code === 'context_length_exceeded') {
        const said = STATED.exec(answer.error.serviceMessage ?? answer.error.message)?.[1]
        const stated = said ? Number(said.replaceAll(',', '')) : null
        this.s.refused.run(answer.accountId, answer.model, answer.inputTokens, stated && Number.isSafeInteger(stated) ? stated : null)
      } else if (answer.status !== 'error' || answer.hadText) {
        this.s.fits.run(answer.accountId, answer.model, answer.inputTokens)
      }
    } catch {
      // A failed write loses one observation; the next answer teaches it again.
    }
  }

  /** A removed connection's account: what was learnt of it goes. */
  forget(accountId: string): void {
    this.s.forget.run(accountId)
  }

  /** Everything known for an account, per model. */
  of(accountId: string | null): Map<string, ContextKnowledge> {
    if (accountId === null) return new Map()
    const rows = this.s.of.all(accountId) as unknown as Row[]
    return new Map(rows.map((r) => [r.model, { model: r.model, fitsUpTo: r.fits_up_to, refusedFrom: r.refused_from, stated: r.stated }]))
  }
}
