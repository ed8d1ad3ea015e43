import { todaySplit } from '../../../../shared/ledger/app-split'
import { Money } from '../../components/Money'
import { useLedgerSplit } from '../../queries/ledger'

/** The dashboard's one line: "$0.31 of today's $4.20 came from chats here" (today so far, UTC). */
export function AppShareToday({ today }: { today: string }) {
  const split = useLedgerSplit()
  const row = split.data ? todaySplit(split.data.days, today) : null
  if (!row || row.app === null) return null
  return (
    <p className="muted small app-share-today">
      {row.exact ? '' : '≈ '}
      <Money value={row.app} label="From chats here today" /> of today’s <Money value={row.billed} label="Billed today so far" /> came from chats here
      {row.pending ? ' (so far; UTC day)' : ''}.
    </p>
  )
}
