import type { BudgetStatus } from '../../../../shared/domain/guard'
import { t } from '../../i18n'
import type { MessageKey } from '../../../../shared/i18n/catalogue'
import { intlTag } from '../../../../shared/i18n/format-locale'
import { formatMoney, microsToMoneyString, toMicros } from '../../../../shared/money'
import { formatDay, formatTime } from './format'

const PERIOD = {
  day: { name: 'guard.row.today', label: 'guard.row.daily', headingOver: 'guard.row.headingOverDay', within: 'guard.row.withinDay' },
  month: { name: 'guard.row.thisMonth', label: 'guard.row.monthly', headingOver: 'guard.row.headingOverMonth', within: 'guard.row.withinMonth' },
} as const satisfies Record<BudgetStatus['period'], Record<string, MessageKey>>

/** One budget: spent / budget with a bar, the pace and when it would be crossed; stale claims nothing. */
export function BudgetRow({ status: s }: { status: BudgetStatus }) {
  const words = PERIOD[s.period]
  const label = t(words.label)
  const shown = s.percent === null ? 0 : Math.min(100, s.percent)
  const tone = s.state === 'over' ? 'over' : s.state === 'heading-over' ? 'heading' : s.state === 'stale' || s.state === 'unknown' ? 'stale' : 'within'
  return (
    <div className={`budget budget-${tone}`} role="group" aria-label={label}>
      <div className="budget-head">
        <span className="budget-name">
          {t(words.name)} <span className="muted small">{t('guard.row.period', { period: s.periodKey })}</span>
        </span>
        <span className="budget-figures">
          {s.spent === null ? '—' : formatMoney(s.spent)} <span className="muted">{t('guard.row.of', { budget: formatMoney(s.budget) })}</span>
          {s.percent !== null && <span className="budget-percent"> · {percent(s.percent)}</span>}
        </span>
      </div>
      <div
        className="budget-bar"
        role="meter"
        aria-label={t('guard.row.used', { label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={s.percent === null ? t('guard.row.unknown') : t('guard.row.percent', { percent: s.percent })}
      >
        <span className="budget-fill" style={{ width: `${shown}%` }} />
      </div>
      <p className="budget-pace small">{paceText(s)}</p>
    </div>
  )
}

function percent(value: number): string {
  return new Intl.NumberFormat(intlTag(), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)
}

function paceText(s: BudgetStatus): string {
  const words = PERIOD[s.period]
  const at = (iso: string) => (s.period === 'day' ? formatTime(iso) : formatDay(iso))
  switch (s.state) {
    case 'unknown':
      return t('guard.row.noFigures')
    case 'stale':
      return s.spent === null
        ? t('guard.row.earlierPeriod')
        : t('guard.row.stale')
    case 'over':
      return t('guard.row.over', { amount: formatMoney(microsToMoneyString(toMicros(s.spent ?? s.budget) - toMicros(s.budget))) })
    case 'heading-over':
      return t(words.headingOver, { amount: formatMoney(s.projected ?? s.budget), at: at(s.crossesAt ?? '') })
    case 'within':
      return s.projected === null ? t('guard.row.withinSoFar') : t(words.within, { amount: formatMoney(s.projected) })
  }
}
