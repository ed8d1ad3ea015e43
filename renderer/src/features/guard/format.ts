const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const dayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' })

/** "Nov 28" (UTC); with the year when it is not this year's. */
export function formatDay(at: number | string, now = Date.now()): string {
  const d = new Date(at)
  return d.getUTCFullYear() === new Date(now).getUTCFullYear() ? day.format(d) : dayYear.format(d)
}

/** "20:00 UTC". */
export function formatTime(at: number | string): string {
  return `${time.format(new Date(at))} UTC`
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

export function formatDays(days: number): string {
  if (days < 1) return 'less than a day'
  return `${whole.format(days)} day${Math.round(days) === 1 ? '' : 's'}`
}
