/**
 * A year of balance readings (#25, migration 5) as the app would have kept them: one a minute (the
 * default poll interval) while the balance keeps changing, then thinned by the app's own policy
 * (`readingsToThin`), written straight into the data directory's database (WAL: main may have it open).
 * Spending is steady with a weekly rhythm; a top-up of ~70 days' spend every ~80 days.
 */
import { openDatabase } from '../../../electron/services/db/open-database'
import { readingsToThin } from '../../../shared/guard/readings'

const MINUTE = 60_000
const DAY = 86_400_000

export function seedBalanceReadings(dataDir: string, accountId: string, balanceMicros: bigint, now: number, days = 365): { rows: number; rawReadings: number } {
  // About two months of runway at the end, whatever the account's balance.
  const perDay = balanceMicros > 60_000_000n ? balanceMicros / 60n : 1_000_000n
  const topUp = ((perDay * 70n) / 1_000_000n) * 1_000_000n
  const readings: { at: number; balance: bigint }[] = []
  let balance = balanceMicros
  const last = Math.floor((now - MINUTE) / MINUTE) * MINUTE
  for (let at = last; at > now - days * DAY; at -= MINUTE) {
    readings.push({ at, balance })
    const dayAgo = Math.floor((now - at) / DAY)
    const weekday = new Date(at).getUTCDay() % 6 !== 0
    // Going back in time: the balance a minute earlier was higher by that minute's spend…
    balance += ((weekday ? perDay * 12n : perDay * 5n) / 10n) / 1440n
    // …and lower by a top-up that landed in this minute.
    if (dayAgo % 80 === 40 && (now - at) % DAY < MINUTE && balance > topUp) balance -= topUp
  }
  readings.reverse()
  const drop = new Set(readingsToThin(readings, now))
  const kept = readings.filter((r) => !drop.has(r.at))
  const { db } = openDatabase({ dataDir })
  try {
    const put = db.prepare(
      'INSERT OR REPLACE INTO balance_readings (connection_id, at, balance_micros, paid_micros, promo_micros, held_micros, debt_micros, allowance_micros) VALUES (?, ?, ?, ?, 0, 0, 0, NULL)',
    )
    db.exec('BEGIN')
    for (const r of kept) put.run(accountId, r.at, r.balance, r.balance)
    db.exec('COMMIT')
  } finally {
    db.close()
  }
  return { rows: kept.length, rawReadings: readings.length }
}
