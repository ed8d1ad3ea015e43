import { useId, useState } from 'react'
import { t } from '../../i18n'
import { BudgetFormFooter } from './BudgetFormFooter'
import type { Budget } from '../../../../shared/domain/guard'
import { appErrorOf } from '../../queries/errors'
import { useSetBudget } from '../../queries/guard'

const dollars = (v: string | null | undefined) => (v ? v.replace(/\.?0+$/, '') : '')

/** Daily and monthly budget of one account, in dollars (empty = none); main validates and says what is wrong. */
export function BudgetForm({ accountId, budget, onDone }: { accountId: string; budget: Budget | null; onDone(): void }) {
  const id = useId()
  const setBudget = useSetBudget()
  const [daily, setDaily] = useState(dollars(budget?.daily))
  const [monthly, setMonthly] = useState(dollars(budget?.monthly))
  const error = appErrorOf(setBudget.error)
  const field = error?.param
  return (
    <form
      className="budget-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setBudget.mutate({ accountId, daily: daily.trim() || null, monthly: monthly.trim() || null }, { onSuccess: onDone })
      }}
    >
      <div className="row">
        <div className="field">
          <label htmlFor={`${id}-daily`}>{t('guard.form.daily')}</label>
          <span className="input-prefix">
            <span aria-hidden="true">$</span>
            <input
              id={`${id}-daily`}
              className="input-short"
              inputMode="decimal"
              placeholder={t('guard.none')}
              value={daily}
              aria-invalid={field === 'daily' || undefined}
              aria-describedby={field === 'daily' ? `${id}-error` : undefined}
              onChange={(e) => setDaily(e.target.value)}
            />
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-monthly`}>{t('guard.form.monthly')}</label>
          <span className="input-prefix">
            <span aria-hidden="true">$</span>
            <input
              id={`${id}-monthly`}
              className="input-short"
              inputMode="decimal"
              placeholder={t('guard.none')}
              value={monthly}
              aria-invalid={field === 'monthly' || undefined}
              aria-describedby={field === 'monthly' ? `${id}-error` : undefined}
              onChange={(e) => setMonthly(e.target.value)}
            />
          </span>
        </div>
      </div>
      <BudgetFormFooter errorId={`${id}-error`} error={error} saving={setBudget.isPending} onCancel={onDone} hint={t('guard.form.hint')} />
    </form>
  )
}
