import { formatDistanceStrict } from 'date-fns'
import { useEffect, useState } from 'react'

/** "12 s ago", re-rendered every few seconds, with the exact UTC time on hover. */
export function RelativeTime({ iso, prefix }: { iso: string; prefix?: string }) {
  const now = useNow(5000)
  const date = new Date(iso)
  const text = Math.abs(now - date.getTime()) < 5000 ? 'just now' : `${formatDistanceStrict(date, now)} ago`
  return (
    <time dateTime={iso} title={date.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}>
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
