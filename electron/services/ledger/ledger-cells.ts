import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { AnswerCostEntry, LedgerDay } from '../../../shared/domain/ledger'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { transaction } from '../db/open-database'
import type { TokenBias } from '../tokens/token-bias'
import type { PerMillion } from './reconcile'

/** A reconciled day and model with app answers, as kept on disk (migration 15). */
export interface KeptCell {
  day: LedgerDay
  final: boolean
  /** A billed row was there when it was reconciled. */
  billed: boolean
  perAnswer: AnswerCostEntry[]
  /** Relative errors of the estimates on an exact day (null on any other). */
  errors: number[] | null
}

/** What the kept cells were reconciled at. */
export interface LedgerState {
  /** The fitted prices per model (null: not fitted, the account had no answers). */
  prices: Record<string, PerMillion> | null
  biases: TokenBias[]
  /** The account's usage version (`usage_versions`: pages written or dropped) the prices were fitted at. */
  pricesAt: number
  /** The account's usage version now. */
  usageChanges: number
}

export interface DirtyCell {
  day: string
  model: string
}

interface CellRow {
  cell: string
  billed: number
}

/** The ledger's reconciliation kept on disk: per account, day and model with app answers; what changed since; what it was made at. */
export class LedgerCells {
  private readonly st: Record<
    'state' | 'version' | 'putState' | 'dirt' | 'dropDirt' | 'inRange' | 'pending' | 'daysOfModel' | 'put' | 'drop' | 'costsOf' | 'errors' | 'clear' | 'clearState' | 'clearDirt',
    StatementSync
  >

  constructor(private readonly db: DatabaseSync) {
    const s = (sql: string) => db.prepare(sql)
    this.st = {
      state: s(
        'SELECT s.prices, s.biases, s.prices_at, coalesce(v.changes, 0) AS usage_changes FROM ledger_state s LEFT JOIN usage_versions v ON v.connection_id = s.account_id WHERE s.account_id = ?',
      ),
      version: s('SELECT changes FROM usage_versions WHERE connection_id = ?'),
      putState: s('INSERT OR REPLACE INTO ledger_state (account_id, prices, biases, prices_at) VALUES (:account, :prices, :biases, :at)'),
      dirt: s('SELECT id, day, model FROM ledger_dirty WHERE account_id = ? ORDER BY id'),
      dropDirt: s('DELETE FROM ledger_dirty WHERE account_id = ? AND id <= ?'),
      inRange: s('SELECT cell, billed FROM ledger_cells WHERE account_id = ? AND day >= ? AND day < ? ORDER BY day, model'),
      pending: s('SELECT day, model FROM ledger_cells WHERE account_id = ? AND final = 0'),
      daysOfModel: s('SELECT day, model FROM ledger_cells WHERE account_id = ? AND model = ?'),
      put: s('INSERT OR REPLACE INTO ledger_cells (account_id, day, model, final, billed, cell, per_answer, errors) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      drop: s('DELETE FROM ledger_cells WHERE account_id = ? AND day = ? AND model = ?'),
      costsOf: s(
        `SELECT DISTINCT c.per_answer AS per_answer FROM messages m JOIN ledger_cells c ON c.account_id = m.account_id AND c.day = m.usage_day AND c.model = coalesce(m.model, '')
         WHERE m.id IN (SELECT value FROM json_each(?2)) AND m.account_id = ?1`,
      ),
      errors: s('SELECT day, model, errors FROM ledger_cells WHERE account_id = ? AND errors IS NOT NULL'),
      clear: s('DELETE FROM ledger_cells WHERE account_id = ?'),
      clearState: s('DELETE FROM ledger_state WHERE account_id = ?'),
      clearDirt: s('DELETE FROM ledger_dirty WHERE account_id = ?'),
    }
  }

  /** Null: never reconciled (the whole history is reconciled once). */
  state(accountId: string): LedgerState | null {
    const row = this.st.state.get(accountId) as { prices: string; biases: string; prices_at: number; usage_changes: number } | undefined
    if (!row) return null
    return { prices: JSON.parse(row.prices) as LedgerState['prices'], biases: JSON.parse(row.biases) as TokenBias[], pricesAt: row.prices_at, usageChanges: row.usage_changes }
  }

  /** The account's usage version now (0: its usage was never written). */
  usageVersion(accountId: string): number {
    return (this.st.version.get(accountId) as { changes: number } | undefined)?.changes ?? 0
  }

  /** The cells a change touched since they were last reconciled (`upTo`: the newest mark read). */
  dirt(accountId: string): { cells: DirtyCell[]; upTo: number } {
    const rows = this.st.dirt.all(accountId) as unknown as (DirtyCell & { id: number })[]
    return { cells: rows.map(({ day, model }) => ({ day, model })), upTo: rows.at(-1)?.id ?? 0 }
  }

  /** Cells not final when reconciled (a day turns final once the usage's `as_of` passes its end). */
  pending(accountId: string): DirtyCell[] {
    return this.st.pending.all(accountId) as unknown as DirtyCell[]
  }

  cellsOfModel(accountId: string, model: string): DirtyCell[] {
    return this.st.daysOfModel.all(accountId, model) as unknown as DirtyCell[]
  }

  /** The kept days in [start, end) (null: all), ordered by day and model; `billed`: a billed row was there. */
  days(accountId: string, range: UsageRange | null): { day: LedgerDay; billed: boolean }[] {
    const rows = this.st.inRange.all(accountId, range?.start ?? '0000-01-01', range?.end ?? '9999-12-31') as unknown as CellRow[]
    return rows.map((r) => ({ day: JSON.parse(r.cell) as LedgerDay, billed: r.billed === 1 }))
  }

  /** The answers' costs of the cells these answers are in (more than asked for: the caller picks). */
  costsOf(accountId: string, ids: readonly string[]): AnswerCostEntry[] {
    return (this.st.costsOf.all(accountId, JSON.stringify(ids)) as { per_answer: string }[]).flatMap((r) => JSON.parse(r.per_answer) as AnswerCostEntry[])
  }

  errors(accountId: string): { day: string; model: string; errors: number[] }[] {
    return (this.st.errors.all(accountId) as { day: string; model: string; errors: string }[]).map((r) => ({ day: r.day, model: r.model, errors: JSON.parse(r.errors) as number[] }))
  }

  /**
   * One write: the `touched` cells replaced by `fresh` (a touched cell without answers now is dropped),
   * the dirt read up to `dirtUpTo` cleared, the state saved. `all`: every cell of the account is replaced.
   */
  replace(accountId: string, change: { touched: readonly DirtyCell[] | 'all'; fresh: readonly KeptCell[]; dirtUpTo: number; state: Omit<LedgerState, 'usageChanges'> }): void {
    transaction(this.db, () => {
      if (change.touched === 'all') this.st.clear.run(accountId)
      else for (const t of change.touched) this.st.drop.run(accountId, t.day, t.model)
      for (const c of change.fresh) {
        this.st.put.run(accountId, c.day.day, c.day.model, c.final ? 1 : 0, c.billed ? 1 : 0, JSON.stringify(c.day), JSON.stringify(c.perAnswer), c.errors === null ? null : JSON.stringify(c.errors))
      }
      this.st.dropDirt.run(accountId, change.dirtUpTo)
      this.st.putState.run({ account: accountId, prices: JSON.stringify(change.state.prices), biases: JSON.stringify(change.state.biases), at: change.state.pricesAt })
    })
  }

  /** Everything kept of an account (it is reconciled from scratch on the next read). */
  clear(accountId: string): void {
    transaction(this.db, () => {
      this.st.clear.run(accountId)
      this.st.clearState.run(accountId)
      this.st.clearDirt.run(accountId)
    })
  }
}
