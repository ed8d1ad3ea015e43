/**
 * The simulator's time: milliseconds since the epoch, injectable so tests run it on their FakeClock's `now`.
 * Its own name (not the app's `Clock`, electron/services/time/clock.ts): the simulator shares no code with the client.
 */
export type SimTime = () => number

export const DAY_MS = 86_400_000

/** Days since 1970-01-01 (UTC) for a time in ms. */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS)
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** Parses a strict `YYYY-MM-DD` calendar date into a day number, or null when it is not one. */
export function parseDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [match[1], match[2], match[3]].map((part) => Number.parseInt(part ?? '', 10))
  if (year === undefined || month === undefined || day === undefined || year < 1970) return null
  const ms = Date.UTC(year, month - 1, day)
  if (formatDay(dayOf(ms)) !== text) return null
  return dayOf(ms)
}

export function monthStartDay(day: number): number {
  const date = new Date(day * DAY_MS)
  return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
}

export function isoTime(ms: number): string {
  return new Date(ms).toISOString()
}

export function floorTo(ms: number, step: number): number {
  return Math.floor(ms / step) * step
}
