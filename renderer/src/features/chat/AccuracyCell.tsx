import { useLedgerSplit } from '../../queries/ledger'
import { accuracyNote } from './LedgerCost'

/** Model stats: how close this model's estimates came to the bill, measured on days only this app used it ("—": not measured yet). */
export function AccuracyCell({ model }: { model: string }) {
  const split = useLedgerSplit()
  const a = split.data?.accuracy.find((x) => x.model === model)
  return (
    <td className="num" title={accuracyNote(a)}>
      {a ? `±${(a.median * 100).toFixed(1)} % (${a.days} ${a.days === 1 ? 'day' : 'days'})` : '—'}
    </td>
  )
}
