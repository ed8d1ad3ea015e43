import { isZero } from '../../../../shared/money'
import { Money } from '../../components/Money'
import { useLedgerToday } from '../../queries/ledger'

/** The dashboard's one line: "$0.31 of today's $4.20 came from chats here" (today so far, UTC); none without chats here today. */
export function AppShareToday({ today }: { today: string }) {
  const row = useLedgerToday(today).data?.row ?? null
  // Nothing from chats here today (or unknown): no line, rather than "$0.00 of …".
  if (!row || row.app === null || isZero(row.app)) return null
  return (
    <p className="muted small app-share-today">
      {row.exact ? '' : '≈ '}
      <Money value={row.app} label="From chats here today" /> of today’s <Money value={row.billed} label="Billed today so far" /> came from chats here
      {row.pending ? ' (so far; UTC day)' : ''}.
    </p>
  )
}
