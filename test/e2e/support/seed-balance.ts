// #25: a year of balance readings written straight into a running app's database (WAL lets a
// second connection write while main has it open), then the page is reloaded to read them.
import { openDatabase } from '../../../electron/services/db/open-database'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * Hourly readings for `days` back from `now`, ending at `balance` (micro-dollars): spending of
 * $0.80–$2.60 a day (weekdays more), a top-up every ~80 days, and one top-up that lands while a
 * request holds $3. Returns the top-ups it wrote, newest first.
 */
export function seedBalanceYear(dataDir: string, accountId: string, balanceMicros: bigint, now: number, days = 365): { at: number; added: bigint }[] {
  const topUpsAt = new Map<number, bigint>([
    [20, 50_000_000n],
    [95, 100_000_000n],
    [175, 100_000_000n],
    [255, 100_000_000n],
    [335, 100_000_000n],
  ])
  const rows: [number, bigint, bigint][] = []
  const topUps: { at: number; added: bigint }[] = []
  let after = balanceMicros
  const last = Math.floor((now - HOUR) / HOUR) * HOUR
  for (let at = last, i = 0; at > now - days * DAY; at -= HOUR, i++) {
    const dayAgo = Math.floor((now - at) / DAY)
    const weekday = new Date(at).getUTCDay() % 6 !== 0
    const perDay = BigInt(weekday ? 1_600_000 + ((dayAgo * 7919) % 1_000_000) : 800_000 + ((dayAgo * 104_729) % 400_000))
    // The one-hour view of the top-up day that is held: $3 held at that reading.
    const held = dayAgo === 20 && (now - at) % DAY < 2 * HOUR ? 3_000_000n : 0n
    rows.push([at, after - held, held])
    let before = after + perDay / 24n
    const topUp = topUpsAt.get(dayAgo)
    if (topUp !== undefined && (now - at) % DAY < HOUR && before - topUp > 2_000_000n) {
      before -= topUp
      topUps.push({ at, added: topUp })
    }
    after = before
  }
  const { db } = openDatabase({ dataDir })
  try {
    const put = db.prepare(
      'INSERT OR REPLACE INTO balance_readings (connection_id, at, balance_micros, paid_micros, promo_micros, held_micros, debt_micros, allowance_micros) VALUES (?, ?, ?, ?, 0, ?, 0, NULL)',
    )
    db.exec('BEGIN')
    for (const [at, balance, held] of rows) put.run(accountId, at, balance, balance, held)
    db.exec('COMMIT')
  } finally {
    db.close()
  }
  return topUps
}
