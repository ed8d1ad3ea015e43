import { formatDay } from '../../../../shared/usage/presets'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Money } from '../../components/Money'
import { useLargestDay } from '../../queries/advice'
import { appErrorOf } from '../../queries/errors'
import { DayCauses } from './DayCauses'
import './advice.css'

/** #36: the range's largest day (its bill), what a usual day is, and why it was large, each cause with its fix. */
export function LargestDayPanel({ start, end }: { start: string; end: string }) {
  const query = useLargestDay({ start, end })
  const error = query.error ? appErrorOf(query.error) : null
  const explained = query.data?.explained
  if (query.data && !explained) return null
  return (
    <section className="panel usage" aria-labelledby="largest-day-title">
      <div className="panel-header">
        <h2 id="largest-day-title">Largest day{explained ? `: ${formatDay(explained.day)}` : ''}</h2>
        {explained && (
          <span className="small">
            <Money value={explained.total} label="The largest day's spend" significant={3} />
            {explained.usual !== null && (
              <>
                {' '}
                · a usual day <Money value={explained.usual} label="A usual day (median of the 30 days before)" significant={3} />
              </>
            )}
          </span>
        )}
      </div>
      {error ? <ErrorNotice error={error} title="Could not explain the largest day" /> : !explained ? <Loading label="Finding what made the largest day…" /> : <DayCauses causes={explained.causes} />}
    </section>
  )
}
