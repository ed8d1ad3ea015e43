import { LargestDayPanel } from '../advice/LargestDayPanel'
import { StatementPanel } from '../statements/StatementPanel'
import { AppShare } from './AppShare'
import { LabelSplit } from './LabelSplit'

/** The Usage view's sections under its tables, for one range: loaded in their own chunk (LazyUsageExtras). */
export function UsageExtras({ start, end }: { start: string; end: string }) {
  return (
    <>
      <AppShare start={start} end={end} />
      <LabelSplit start={start} end={end} />
      <StatementPanel />
      {/* #36: the range's largest day, with its causes and their fixes. */}
      <LargestDayPanel start={start} end={end} />
    </>
  )
}
