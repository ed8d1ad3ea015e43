import { isZero } from '../../../../shared/money'
import { Money } from '../../components/Money'
import { useLedgerToday } from '../../queries/ledger'
import { tRich } from '../../components/rich-message'
import { t } from '../../i18n'

/** The dashboard's one line: "$0.31 of today's $4.20 came from chats here" (today so far, UTC); none without chats here today. */
export function AppShareToday({ today }: { today: string }) {
  const row = useLedgerToday(today).data?.row ?? null
  // Nothing from chats here today (or unknown): no line, rather than "$0.00 of …".
  if (!row || row.app === null || isZero(row.app)) return null
  return (
    <p className="muted small app-share-today">
      {tRich(row.exact ? (row.pending ? 'usage.todayShareSoFar' : 'usage.todayShare') : row.pending ? 'usage.todayShareApproxSoFar' : 'usage.todayShareApprox', {
        app: <Money value={row.app} label={t('usage.todayApp')} />,
        billed: <Money value={row.billed} label={t('usage.todayBilled')} />,
      })}
    </p>
  )
}
