import { useId, useState } from 'react'
import { BudgetFormFooter } from '../guard/BudgetFormFooter'
import type { Project } from '../../../../shared/domain/projects'
import { convertAmount, currencySymbol, rateDateText } from '../../../../shared/money'
import { appErrorOf } from '../../queries/errors'
import { useDisplayCurrency } from '../../queries/currency'
import { useSetProjectBudget } from '../../queries/projects'
import { t } from '../../i18n'

const plain = (v: string | null | undefined) => (v ? v.replace(/\.?0+$/, '') : '')

/**
 * #35: a project's daily and monthly budgets and its monthly cap (empty = none). With a display currency
 * chosen, amounts are typed in it and converted to dollars at today's rate (kept exact in dollars; said here).
 */
export function ProjectBudgetForm({ project, onDone }: { project: Project; onDone(): void }) {
  const id = useId()
  const setBudget = useSetProjectBudget()
  const currency = useDisplayCurrency()
  const b = project.budget
  // Shown as typed when typed in this currency; else the dollars converted for display.
  const initial = (typed: string | null | undefined, dollars: string | null | undefined) =>
    currency && b?.typedAs?.code === currency.code ? (typed ?? '') : currency && dollars ? convertAmount(dollars, currency.rate).toDecimalPlaces(2).toFixed() : plain(dollars)
  const [daily, setDaily] = useState(initial(b?.typedAs?.daily, b?.daily))
  const [monthly, setMonthly] = useState(initial(b?.typedAs?.monthly, b?.monthly))
  const [cap, setCap] = useState(initial(b?.typedAs?.cap, b?.cap))
  const error = appErrorOf(setBudget.error)
  const unit = currency ? currency.code : t('projects.budget.usd')
  const sign = currency ? currencySymbol(currency.code) : '$'
  const input = (name: 'daily' | 'monthly' | 'cap', label: string, value: string, set: (v: string) => void) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <span className="input-prefix">
        <span aria-hidden="true">{sign}</span>
        <input
          id={`${id}-${name}`}
          className="input-short"
          inputMode="decimal"
          placeholder={t('projects.budget.none')}
          value={value}
          aria-invalid={error?.param === name || undefined}
          aria-describedby={error?.param === name ? `${id}-error` : undefined}
          onChange={(e) => set(e.target.value)}
        />
      </span>
    </div>
  )
  return (
    <form
      className="budget-form"
      noValidate
      aria-label={t('projects.budget.label', { name: project.name })}
      onSubmit={(e) => {
        e.preventDefault()
        setBudget.mutate({ id: project.id, daily: daily.trim() || null, monthly: monthly.trim() || null, cap: cap.trim() || null, ...(currency ? { currency: currency.code } : {}) }, { onSuccess: onDone })
      }}
    >
      <div className="row">
        {input('daily', t('projects.budget.daily', { unit }), daily, setDaily)}
        {input('monthly', t('projects.budget.monthly', { unit }), monthly, setMonthly)}
        {input('cap', t('projects.budget.cap', { unit }), cap, setCap)}
      </div>
      {currency && (
        <p className="muted small">
          {t(currency.stale ? 'projects.budget.typedInStale' : 'projects.budget.typedIn', { code: currency.code, rate: currency.rate, day: rateDateText(currency.date) })}
        </p>
      )}
      <BudgetFormFooter errorId={`${id}-error`} error={error} saving={setBudget.isPending} onCancel={onDone} hint={t('projects.budget.hint')} />
    </form>
  )
}
