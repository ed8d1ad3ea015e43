import type { BudgetStatus } from '../../../../shared/domain/guard'
import { formatMoney, microsToMoneyString, toMicros } from '../../../../shared/money'
import { formatDay, formatTime } from './format'

const PERIOD: Record<BudgetStatus['period'], { name: string; end: string }> = {
  day: { name: 'Today', end: 'the day' },
  month: { name: 'This month', end: 'the month' },
}

/** One budget: spent / budget with a bar, the pace and when it would be crossed; stale claims nothing. */
export function BudgetRow({ status: s }: { status: BudgetStatus }) {
  const { name, end } = PERIOD[s.period]
  const label = `${s.period === 'day' ? 'Daily' : 'Monthly'} budget`
  const shown = s.percent === null ? 0 : Math.min(100, s.percent)
  const tone = s.state === 'over' ? 'over' : s.state === 'heading-over' ? 'heading' : s.state === 'stale' || s.state === 'unknown' ? 'stale' : 'within'
  return (
    <div className={`budget budget-${tone}`} role="group" aria-label={label}>
      <div className="budget-head">
        <span className="budget-name">
          {name} <span className="muted small">(UTC, {s.periodKey})</span>
        </span>
        <span className="budget-figures">
          {s.spent === null ? '—' : formatMoney(s.spent)} <span className="muted">of {formatMoney(s.budget)}</span>
          {s.percent !== null && <span className="budget-percent"> · {s.percent}%</span>}
        </span>
      </div>
      <div
        className="budget-bar"
        role="meter"
        aria-label={`${label} used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={s.percent === null ? 'unknown' : `${s.percent}% of the budget`}
      >
        <span className="budget-fill" style={{ width: `${shown}%` }} />
      </div>
      <p className="budget-pace small">{paceText(s, end)}</p>
    </div>
  )
}

function paceText(s: BudgetStatus, end: string): string {
  const at = (iso: string) => (s.period === 'day' ? formatTime(iso) : formatDay(iso))
  switch (s.state) {
    case 'unknown':
      return 'No spend figures yet: the pace shows once the balance has been read.'
    case 'stale':
      return s.spent === null
        ? 'The spend figures are from an earlier period: no pace until the service reports this one.'
        : 'The spend figures are stale (the latest read failed or is overdue): no pace or verdict until they are fresh.'
    case 'over':
      return `Over budget by ${formatMoney(microsToMoneyString(toMicros(s.spent ?? s.budget) - toMicros(s.budget)))}.`
    case 'heading-over':
      return `At this pace ≈ ${formatMoney(s.projected ?? s.budget)} by the end of ${end}: the budget would be crossed ${s.period === 'day' ? 'at' : 'on'} ${at(s.crossesAt ?? '')}.`
    case 'within':
      return s.projected === null ? 'Within budget so far.' : `At this pace ≈ ${formatMoney(s.projected)} by the end of ${end}: within budget.`
  }
}
