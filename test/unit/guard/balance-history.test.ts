import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import { BalanceHistoryStore } from '../../../electron/services/guard/balance-history'
import { microsToMoneyString } from '../../../shared/money'
import type { Reading } from '../../../shared/guard/readings'
import { useTmpDir } from '../../support/tmp-dir'

const newDir = useTmpDir()
const MIN = 60_000
const DAY = 86_400_000

function reading(at: number, micros: bigint): Reading {
  const balance = microsToMoneyString(micros)
  return { at, balance, paid: balance, promo: '0.000000', held: '0.000000', debt: '0.000000', allowance: null }
}

describe('balance history store (migration 5)', () => {
  it('a busy account read every minute (the balance changing each time) adds at most 300 rows a simulated day', async () => {
    const { db } = openDatabase({ dataDir: await newDir() })
    const store = new BalanceHistoryStore(db)
    const count = () => (db.prepare('SELECT count(*) AS n FROM balance_readings').get() as { n: number }).n
    let micros = 500_000_000n
    let at = Date.UTC(2026, 0, 1)
    const perDay: number[] = []
    for (let day = 0; day < 4; day++) {
      const before = count()
      for (let i = 0; i < 1440; i++, at += MIN) store.record('acct', reading(at, (micros -= 1_000n)))
      perDay.push(count() - before)
    }
    // The first day keeps its last hour whole; from then on each day adds what thinning keeps.
    for (const n of perDay) expect(n).toBeLessThanOrEqual(300)
    expect(store.since('acct', 0).at(-1)?.balance).toBe(microsToMoneyString(micros))
    db.close()
  })

  it('keeps money exact through the micro-dollar columns, and forgets an account', async () => {
    const { db } = openDatabase({ dataDir: await newDir() })
    const store = new BalanceHistoryStore(db)
    const r = { at: 1, balance: '-3.000001', paid: '-5.500000', promo: '2.499999', held: '0.000000', debt: '5.500000', allowance: '12.340000' }
    expect(store.record('acct', r)).toBe(true)
    expect(store.record('acct', { ...r, at: 2 })).toBe(false)
    expect(store.since('acct', 0)).toEqual([r])
    // The chart's lighter read: the same time, balance and held, exactly.
    expect(store.series('acct', 0)).toEqual([{ at: 1, balance: '-3.000001', held: '0.000000' }])
    expect(store.series('acct', 2)).toEqual([])
    store.forget('acct')
    expect(store.since('acct', 0)).toEqual([])
    db.close()
  })

  it('a new store over the same database knows the last reading (no duplicate row after a restart)', async () => {
    const dataDir = await newDir()
    const first = openDatabase({ dataDir })
    new BalanceHistoryStore(first.db).record('acct', reading(DAY, 1_000_000n))
    first.db.close()
    const second = openDatabase({ dataDir })
    const store = new BalanceHistoryStore(second.db)
    expect(store.record('acct', reading(DAY + MIN, 1_000_000n))).toBe(false)
    expect(store.record('acct', reading(DAY + 6 * MIN, 1_000_000n))).toBe(true)
    second.db.close()
  })
})
