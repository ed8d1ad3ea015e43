import { formatDay } from '../../../../shared/usage/presets'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Money } from '../../components/Money'
import { useLargestDay } from '../../queries/advice'
import { appErrorOf } from '../../queries/errors'
import { DayCauses } from './DayCauses'
import { t } from '../../i18n'
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
        <h2 id="largest-day-title">{explained ? t('advice.largestDayOn', { day: formatDay(explained.day) }) : t('advice.largestDay')}</h2>
        {explained && (
          <span className="small">
            <Money value={explained.total} label={t('advice.largestSpend')} significant={3} />
            {explained.usual !== null && (
              <>
                {t('advice.usualDay')}
                <Money value={explained.usual} label={t('advice.usualDayLabel')} significant={3} />
              </>
            )}
          </span>
        )}
      </div>
      {error ? <ErrorNotice error={error} title={t('advice.largestError')} /> : !explained ? <Loading label={t('advice.largestLoading')} /> : <DayCauses causes={explained.causes} />}
    </section>
  )
}
