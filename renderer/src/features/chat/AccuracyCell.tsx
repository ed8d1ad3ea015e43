import { useLedgerAccuracy } from '../../queries/ledger'
import { accuracyNote } from './AnswerCostLine'
import { formatSpacedPercent } from './numbers'

/** Model stats: how close this model's estimates came to the bill (median), measured on days only this app used it; days and p90 in the title ("—": not measured yet). */
export function AccuracyCell({ model }: { model: string }) {
  const split = useLedgerAccuracy()
  const a = split.data?.accuracy.find((x) => x.model === model)
  return (
    <td className="num" title={accuracyNote(a)}>
      {a ? `±${formatSpacedPercent(a.median)}` : '—'}
    </td>
  )
}
