import { useState } from 'react'
import { t } from '../../i18n'
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
        <h2 id="budgets-title">{t('guard.budgets.title')}</h2>
        {!editing && (
          <button type="button" onClick={() => setEditing(true)}>
            {rows.length === 0 ? t('guard.budgets.set') : t('guard.budgets.change')}
          </button>
        )}
      </div>
      {editing ? (
        <BudgetForm accountId={s.accountId} budget={s.budget} onDone={() => setEditing(false)} />
      ) : rows.length === 0 ? (
        <p className="muted small">{t('guard.budgets.empty')}</p>
      ) : (
        <div className="budget-list">
          {rows.map((r) => (
            <BudgetRow key={r.period} status={r} />
          ))}
        </div>
      )}
      {!editing && rows.length > 0 && (
        <p className="muted small">
          {s.spendAsOf ? <RelativeTime iso={s.spendAsOf} prefix={t('guard.budgets.spendAsOf')} /> : t('guard.budgets.notRead')}
          {s.stale && <span className="badge badge-stale budget-stale">{t('balance.stale')}</span>}
          {' · '}
          {t('guard.budgets.average', { average: s.average7 === null ? '—' : t('guard.perDay', { amount: formatMoney(s.average7) }) })}
        </p>
      )}
    </section>
  )
}
