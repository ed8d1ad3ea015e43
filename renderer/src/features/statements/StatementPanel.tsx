import { useMemo, useState } from 'react'
import { formatMoney } from '../../../../shared/money'
import { balanceNote } from '../../../../shared/statements/balance-note'
import { Money } from '../../components/Money'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useAllAccounts } from '../../queries/accounts'
import { appErrorOf } from '../../queries/errors'
import { useExportStatement, useStatement } from '../../queries/statements'
import { formatLocale, intlTag } from '../../../../shared/i18n/format-locale'
import { pseudoText } from '../../../../shared/i18n/pseudo'
import { t } from '../../i18n'
import { formatUtcTime } from '../usage/format'

/** The last 12 UTC months, newest first (YYYY-MM). */
function recentMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7))
}

/** "November 2026" in the shown language (English keeps its own, the pseudo-locale accents it). */
function monthName(m: string): string {
  const locale = formatLocale()
  const format = (tag: string) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`))
  if (locale === 'en') return format('en-GB')
  return locale === 'pseudo' ? pseudoText(format('en-GB')) : format(intlTag())
}

function Amount({ value, label }: { value: string | null; label: string }) {
  return value === null ? <span aria-label={t('statements.unknown', { label })}>—</span> : <Money value={value} label={label} exact />
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
          <h2 id="statement-title">{t('statements.title')}</h2>
          <span className="muted small">{t('statements.sub')}</span>
        </div>
        <div className="row">
          <button type="button" onClick={() => save('pdf')} disabled={exporter.isPending || !s}>
            {t('statements.savePdf')}
          </button>
          <button type="button" onClick={() => save('csv')} disabled={exporter.isPending || !s}>
            {t('statements.saveCsv')}
          </button>
        </div>
      </div>
      <div className="row statement-controls">
        <label className="field">
          <span>{t('statements.month')}</span>
          <select value={month} onChange={(e) => setMonth(e.target.value)}>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('statements.account')}</span>
          <select value={account} onChange={(e) => setAccount(e.target.value)}>
            <option value="">{t('statements.allAccounts')}</option>
            {(accounts.data?.parts ?? []).map((p) => (
              <option key={p.connectionId} value={p.connectionId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="usage-export-result" role="status" aria-live="polite">
        {exporter.data ? (exporter.data.saved && exporter.data.path ? t('statements.savedTo', { path: exporter.data.path }) : t('statements.notSaved')) : null}
      </p>
      {error && <ErrorNotice error={error} title={exporter.error ? t('statements.saveError') : t('statements.makeError')} />}
      {!s ? (
        statement.isPending && <Loading label={t('statements.making')} />
      ) : (
        <table className="usage-table statement-summary" aria-label={t('statements.tableLabel', { month: monthName(s.month) })}>
          <tbody>
            <tr>
              <th scope="row">{t('statements.opening')}</th>
              <td className="num">
                <Amount value={s.opening.balance} label={t('statements.opening')} />
              </td>
              <td className="small muted">{balanceNote(s.opening, s.accounts.length, 'opening', t, formatUtcTime)}</td>
            </tr>
            <tr>
              <th scope="row">{t('statements.topUps')}</th>
              <td className="num">
                <Money value={s.topUpsTotal} label={t('statements.topUps')} exact />
              </td>
              <td className="small muted">{s.topUps.length === 0 ? t('statements.noTopUps') : t('statements.topUpsFound', { count: s.topUps.length })}</td>
            </tr>
            <tr>
              <th scope="row">{t('statements.spendRow')}</th>
              <td className="num">
                <Money value={s.spend} label={t('statements.spend')} exact />
              </td>
              <td className="small muted">{s.promoUsed === null ? t('statements.paidPromoUnknown') : t('statements.paidPromo', { paid: formatMoney(s.paidUsed ?? '0', { exact: true }), promo: formatMoney(s.promoUsed, { exact: true }) })}</td>
            </tr>
            <tr>
              <th scope="row">{t('statements.closing')}</th>
              <td className="num">
                <Amount value={s.closing.balance} label={t('statements.closing')} />
              </td>
              <td className="small muted">{balanceNote(s.closing, s.accounts.length, 'closing', t, formatUtcTime)}</td>
            </tr>
            <tr>
              <th scope="row">{t('statements.check')}</th>
              <td className="num">
                <Amount value={s.expectedClosing} label={t('statements.expectedClosing')} />
              </td>
              <td className="small muted">{s.closingDifference === null ? t('statements.noCheck') : t('statements.differs', { difference: formatMoney(s.closingDifference, { exact: true }) })}</td>
            </tr>
            <tr>
              <th scope="row">{t('statements.appRow')}</th>
              <td className="num">
                <Money value={s.app.estimate} label={t('statements.appEstimate')} exact />
              </td>
              <td className="small muted">{t('statements.appLine', { count: s.app.answers, billed: formatMoney(s.app.billed, { exact: true }), difference: formatMoney(s.app.difference, { exact: true }) })}</td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  )
}
