import { useMemo, useState } from 'react'
import { formatMoney } from '../../../../shared/money'
import { Money } from '../../components/Money'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useAllAccounts } from '../../queries/accounts'
import { appErrorOf } from '../../queries/errors'
import { useExportStatement, useStatement } from '../../queries/statements'

/** The last 12 UTC months, newest first (YYYY-MM). */
function recentMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7))
}

const monthName = (m: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`))

function Amount({ value, label }: { value: string | null; label: string }) {
  return value === null ? <span aria-label={`${label}: unknown`}>—</span> : <Money value={value} label={label} exact />
}

/**
 * #35: the monthly statement of one account or all, for expense claims: the balances and their check,
 * top-ups and spend here; the whole of it (lines per model and project, this app's estimate against the
 * bill, price changes, rates) in the CSV and the PDF main writes.
 */
export function StatementPanel() {
  const months = useMemo(() => recentMonths(new Date()), [])
  const [month, setMonth] = useState(months[0] ?? '')
  const [account, setAccount] = useState<string>('')
  const accounts = useAllAccounts()
  const statement = useStatement(month, account === '' ? null : account)
  const exporter = useExportStatement()
  const s = statement.data
  const error = appErrorOf(statement.error) ?? appErrorOf(exporter.error)
  const save = (format: 'csv' | 'pdf') => exporter.mutate({ month, accountId: account === '' ? null : account, format })
  return (
    <section className="panel usage statement" aria-labelledby="statement-title">
      <div className="panel-header">
        <div>
          <h2 id="statement-title">Monthly statement</h2>
          <span className="muted small">A UTC month, like a bank statement: for expense claims and to check the bill</span>
        </div>
        <div className="row">
          <button type="button" onClick={() => save('pdf')} disabled={exporter.isPending || !s}>
            Save PDF
          </button>
          <button type="button" onClick={() => save('csv')} disabled={exporter.isPending || !s}>
            Save CSV
          </button>
        </div>
      </div>
      <div className="row statement-controls">
        <label className="field">
          <span>Month (UTC)</span>
          <select value={month} onChange={(e) => setMonth(e.target.value)}>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Account</span>
          <select value={account} onChange={(e) => setAccount(e.target.value)}>
            <option value="">All accounts</option>
            {(accounts.data?.parts ?? []).map((p) => (
              <option key={p.connectionId} value={p.connectionId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="usage-export-result" role="status" aria-live="polite">
        {exporter.data ? (exporter.data.saved && exporter.data.path ? `Saved to ${exporter.data.path}` : 'Not saved') : null}
      </p>
      {error && <ErrorNotice error={error} title={exporter.error ? 'The statement was not saved' : 'Could not make the statement'} />}
      {!s ? (
        statement.isPending && <Loading label="Making the statement…" />
      ) : (
        <table className="usage-table statement-summary" aria-label={`Statement for ${monthName(s.month)}`}>
          <tbody>
            <tr>
              <th scope="row">Opening balance</th>
              <td className="num">
                <Amount value={s.opening.balance} label="Opening balance" />
              </td>
              <td className="small muted">{s.opening.note}</td>
            </tr>
            <tr>
              <th scope="row">Top-ups</th>
              <td className="num">
                <Money value={s.topUpsTotal} label="Top-ups" exact />
              </td>
              <td className="small muted">{s.topUps.length === 0 ? 'none found' : `${s.topUps.length} found in the balance history`}</td>
            </tr>
            <tr>
              <th scope="row">Spend (the service’s bill)</th>
              <td className="num">
                <Money value={s.spend} label="Spend" exact />
              </td>
              <td className="small muted">{s.promoUsed === null ? 'paid and promo: unknown (a reading is missing)' : `paid ${formatMoney(s.paidUsed ?? '0', { exact: true })}, promo ${formatMoney(s.promoUsed, { exact: true })}`}</td>
            </tr>
            <tr>
              <th scope="row">Closing balance</th>
              <td className="num">
                <Amount value={s.closing.balance} label="Closing balance" />
              </td>
              <td className="small muted">{s.closing.note}</td>
            </tr>
            <tr>
              <th scope="row">Opening + top-ups − spend</th>
              <td className="num">
                <Amount value={s.expectedClosing} label="Expected closing" />
              </td>
              <td className="small muted">{s.closingDifference === null ? 'a part is unknown: no check' : `closing differs by ${formatMoney(s.closingDifference, { exact: true })} (holds and late usage explain small differences)`}</td>
            </tr>
            <tr>
              <th scope="row">This app: estimate vs bill</th>
              <td className="num">
                <Money value={s.app.estimate} label="This app's estimate" exact />
              </td>
              <td className="small muted">{`${s.app.answers} ${s.app.answers === 1 ? 'answer' : 'answers'}; their share of the bill ${formatMoney(s.app.billed, { exact: true })}; difference ${formatMoney(s.app.difference, { exact: true })}`}</td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  )
}
