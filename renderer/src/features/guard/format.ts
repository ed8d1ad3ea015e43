import { formatCount } from '../../../../shared/i18n/format'
import { intlTag } from '../../../../shared/i18n/format-locale'
import { t } from '../../i18n'

const formats = new Map<string, Intl.DateTimeFormat>()
function format(kind: 'day' | 'dayYear' | 'time'): Intl.DateTimeFormat {
  const key = `${intlTag()}|${kind}`
  let f = formats.get(key)
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time' ? { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' } : { month: 'short', day: 'numeric', ...(kind === 'dayYear' ? { year: 'numeric' } : {}), timeZone: 'UTC' }
    f = new Intl.DateTimeFormat(intlTag(), options)
    formats.set(key, f)
  }
  return f
}

/** "Nov 28" (UTC) in the shown language; with the year when it is not this year's. */
export function formatDay(at: number | string, now = Date.now()): string {
  const d = new Date(at)
  return format(d.getUTCFullYear() === new Date(now).getUTCFullYear() ? 'day' : 'dayYear').format(d)
}

/** "20:00 UTC". */
export function formatTime(at: number | string): string {
  return t('guard.utcTime', { time: format('time').format(new Date(at)) })
}

export function formatDays(days: number): string {
  if (days < 1) return t('guard.lessThanADay')
  return t('guard.days', { days: Math.round(days) })
}

export { formatCount }
