import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { Balance } from '../../../shared/domain/balance'
import { microsToMoneyString, toMicros } from '../../../shared/money'
import { type Reading, readingsToThin, worthKeeping } from '../../../shared/guard/readings'
import { writing } from '../db/storage-error'

interface Row {
  at: number
  balance_micros: number | bigint
  paid_micros: number | bigint
  promo_micros: number | bigint
  held_micros: number | bigint
  debt_micros: number | bigint
  allowance_micros: number | bigint | null
}

/** Old readings are thinned at most this often per connection. */
const THIN_EVERY_MS = 10 * 60_000

export function readingOf(balance: Balance, at: number): Reading {
  return { at, balance: balance.balance, paid: balance.paid, promo: balance.promo, held: balance.held, debt: balance.debt, allowance: balance.allowance_remaining }
}

/**
 * The balance over time, per service account (migration 5): a row when something changed, at most
 * one per 5 minutes when nothing did; old rows thinned so years stay small.
 */
export class BalanceHistoryStore {
  private readonly s: Record<'last' | 'put' | 'range' | 'series' | 'before' | 'drop' | 'forget', StatementSync>
  private readonly last = new Map<string, Reading | null>()
  private readonly thinnedAt = new Map<string, number>()

  constructor(private readonly db: DatabaseSync) {
    const p = (sql: string) => db.prepare(sql)
    const cols = 'at, balance_micros, paid_micros, promo_micros, held_micros, debt_micros, allowance_micros'
    this.s = {
      last: p(`SELECT ${cols} FROM balance_readings WHERE connection_id = ? ORDER BY at DESC LIMIT 1`),
      put: p(`INSERT OR REPLACE INTO balance_readings (connection_id, ${cols}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
      range: p(`SELECT ${cols} FROM balance_readings WHERE connection_id = ? AND at >= ? ORDER BY at`),
      series: p('SELECT at, balance_micros, held_micros FROM balance_readings WHERE connection_id = ? AND at >= ? ORDER BY at'),
      before: p('SELECT at FROM balance_readings WHERE connection_id = ? AND at < ? ORDER BY at'),
      drop: p('DELETE FROM balance_readings WHERE connection_id = ? AND at = ?'),
      forget: p('DELETE FROM balance_readings WHERE connection_id = ?'),
    }
  }

  /** Keeps a reading if it is worth a row; thins old rows now and then. True when a row was written. */
  record(connectionId: string, reading: Reading): boolean {
    const last = this.lastOf(connectionId)
    if (!worthKeeping(last, reading)) return false
    writing('balanceHistory', () => {
      const m = (v: string) => toMicros(v)
      this.s.put.run(connectionId, reading.at, m(reading.balance), m(reading.paid), m(reading.promo), m(reading.held), m(reading.debt), reading.allowance === null ? null : m(reading.allowance))
    })
    this.last.set(connectionId, reading)
    if (reading.at - (this.thinnedAt.get(connectionId) ?? 0) >= THIN_EVERY_MS) this.thin(connectionId, reading.at)
    return true
  }

  /** Drops the old readings the thinning policy does not keep. */
  thin(connectionId: string, now: number): number {
    this.thinnedAt.set(connectionId, now)
    const old = this.s.before.all(connectionId, now - 3_600_000) as unknown as { at: number }[]
    const drop = readingsToThin(old, now)
    if (drop.length === 0) return 0
    writing('balanceHistory', () => {
      this.db.exec('BEGIN')
      try {
        for (const at of drop) this.s.drop.run(connectionId, at)
        this.db.exec('COMMIT')
      } catch (err) {
        this.db.exec('ROLLBACK')
        throw err
      }
    })
    return drop.length
  }

  /** Readings since `from` (epoch ms), oldest first. */
  since(connectionId: string, from: number): Reading[] {
    return (this.s.range.all(connectionId, from) as unknown as Row[]).map(toReading)
  }

  /** The balance and held credits since `from`, oldest first: all the chart needs, read lighter than `since`. */
  series(connectionId: string, from: number): Array<Pick<Reading, 'at' | 'balance' | 'held'>> {
    const rows = this.s.series.all(connectionId, from) as unknown as Pick<Row, 'at' | 'balance_micros' | 'held_micros'>[]
    return rows.map((r) => ({ at: Number(r.at), balance: microsToMoneyString(BigInt(r.balance_micros)), held: microsToMoneyString(BigInt(r.held_micros)) }))
  }

  forget(connectionId: string): void {
    writing('balanceHistory', () => this.s.forget.run(connectionId))
    this.last.delete(connectionId)
    this.thinnedAt.delete(connectionId)
  }

  private lastOf(connectionId: string): Reading | null {
    if (!this.last.has(connectionId)) {
      const row = this.s.last.get(connectionId) as unknown as Row | undefined
      this.last.set(connectionId, row ? toReading(row) : null)
    }
    return this.last.get(connectionId) ?? null
  }
}

function toReading(row: Row): Reading {
  const m = (v: number | bigint) => microsToMoneyString(BigInt(v))
  return {
    at: Number(row.at),
    balance: m(row.balance_micros),
    paid: m(row.paid_micros),
    promo: m(row.promo_micros),
    held: m(row.held_micros),
    debt: m(row.debt_micros),
    allowance: row.allowance_micros === null ? null : m(row.allowance_micros),
  }
}
