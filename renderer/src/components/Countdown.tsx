import { useNow } from './RelativeTime'

/** Seconds until `iso`, ticking each second. */
export function Countdown({ iso }: { iso: string }) {
  const now = useNow(1000)
  const seconds = Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000))
  return <span className="mono">{seconds > 0 ? `${seconds} s` : 'now'}</span>
}
