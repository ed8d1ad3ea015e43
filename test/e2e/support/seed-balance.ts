// #25: a year of balance readings written straight into a running app's database (WAL lets a
// second connection write while main has it open), then the page is reloaded to read them.
import { openDatabase } from '../../../electron/services/db/open-database'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * Hourly readings for `days` back from `now`, ending at `balance` (micro-dollars): spending around
 * `perDayMicros` a day (weekdays more, weekends less), a top-up of ~70 days' spend every ~80 days,
 * and one top-up that lands while a request holds some credits. Returns the top-ups, newest first.
 */
export function seedBalanceYear(dataDir: string, accountId: string, balanceMicros: bigint, now: number, perDayMicros: bigint, days = 365): { at: number; added: bigint }[] {
  const dollars = (micros: bigint) => ((micros + 500_000n) / 1_000_000n) * 1_000_000n
  const big = dollars(perDayMicros * 70n)
  const topUpsAt = new Map<number, bigint>([
    [20, dollars(perDayMicros * 40n)],
    [95, big],
    [175, big],
    [255, big],
    [335, big],
  ])
  const rows: [number, bigint, bigint][] = []
  const topUps: { at: number; added: bigint }[] = []
  let after = balanceMicros
  const last = Math.floor((now - HOUR) / HOUR) * HOUR
  for (let at = last, i = 0; at > now - days * DAY; at -= HOUR, i++) {
    const dayAgo = Math.floor((now - at) / DAY)
    const weekday = new Date(at).getUTCDay() % 6 !== 0
    const wobble = BigInt((dayAgo * 7919) % 60) // 0..59 % more or less
    const perDay = weekday ? (perDayMicros * (100n + wobble)) / 110n : (perDayMicros * (40n + wobble / 2n)) / 100n
    // Around the held top-up, a request holds a day's spend.
    const held = dayAgo === 20 && (now - at) % DAY < 2 * HOUR ? perDayMicros : 0n
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
