import { useEffect, useState } from 'react'
import { formatRelative, formatUtcDateTime } from '../../../shared/i18n/format'
import { t } from '../i18n'

/** "12 seconds ago" in the shown language, re-rendered every few seconds, with the exact UTC time on hover. */
export function RelativeTime({ iso, prefix }: { iso: string; prefix?: string }) {
  const now = useNow(5000)
  const date = new Date(iso)
  const text = Math.abs(now - date.getTime()) < 5000 ? t('time.justNow') : formatRelative(date.getTime(), now)
  return (
    <time dateTime={iso} title={formatUtcDateTime(iso)}>
      {prefix}
      {text}
    </time>
  )
}

export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(id)
  }, [intervalMs])
  return now
}
