import { useState } from 'react'
import { formatMoney } from '../../../../shared/money'
import { RelativeTime } from '../../components/RelativeTime'
import { useGuardStatus } from '../../queries/guard'
import { BudgetForm } from './BudgetForm'
import { BudgetRow } from './BudgetRow'
import './guard.css'

/** #25 on the dashboard: the account's daily and monthly budgets, their pace, and a way to set them. */
export function BudgetPanel() {
  const status = useGuardStatus()
  const [editing, setEditing] = useState(false)
  const s = status.data
  if (!s?.accountId) return null
  const rows = [s.daily, s.monthly].filter((r) => r !== null)
  return (
    <section className="panel guard-budgets" aria-labelledby="budgets-title">
      <div className="panel-header">
        <h2 id="budgets-title">Budgets</h2>
        {!editing && (
          <button type="button" onClick={() => setEditing(true)}>
            {rows.length === 0 ? 'Set a budget' : 'Change budgets'}
          </button>
        )}
      </div>
      {editing ? (
        <BudgetForm accountId={s.accountId} budget={s.budget} onDone={() => setEditing(false)} />
      ) : rows.length === 0 ? (
        <p className="muted small">No budget yet. A daily or monthly budget (UTC) shows where your spending is heading and the day it would pass the budget.</p>
      ) : (
        <div className="budget-list">
          {rows.map((r) => (
            <BudgetRow key={r.period} status={r} />
          ))}
        </div>
      )}
      {!editing && rows.length > 0 && (
        <p className="muted small">
          {s.spendAsOf ? <RelativeTime iso={s.spendAsOf} prefix="Spend (the balance’s running total) as of " /> : 'Spend not read yet'}
          {s.stale && <span className="badge badge-stale budget-stale">STALE</span>}
          {' · '}7-day average {s.average7 === null ? '—' : `${formatMoney(s.average7)} a day`} · the pace blends this period’s own rate with it
        </p>
      )}
    </section>
  )
}
