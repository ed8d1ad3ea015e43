import type { AccountPart, AllAccounts } from '../../../../shared/domain/accounts'
import { describeAccounts } from '../../../../shared/accounts/describe-accounts'
import { isNegative, isZero, partsDigits } from '../../../../shared/money'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Money } from '../../components/Money'
import { useAllAccounts, useRefreshAccounts } from '../../queries/accounts'
import { appErrorOf } from '../../queries/errors'
import { useCommand } from '../shell/commands'
import { clockTime, Freshness } from './Freshness'
import './accounts.css'

/** #35: every account summed, each part with its freshness; a partial total says which part and why. */
export function AllAccountsPanel() {
  const query = useAllAccounts()
  const refresh = useRefreshAccounts()
  useCommand('refresh', () => !refresh.isPending && refresh.mutate())
  const all = query.data
  const failed = appErrorOf(query.error)
  return (
    <section className="panel all-accounts" aria-labelledby="all-accounts-title" aria-busy={!all || refresh.isPending}>
      <div className="panel-header">
        <h2 id="all-accounts-title">All accounts</h2>
        <button type="button" onClick={() => refresh.mutate()} disabled={refresh.isPending} aria-label="Refresh all balances">
          {refresh.isPending ? 'Refreshing…' : 'Refresh all'}
        </button>
      </div>
      {failed && <ErrorNotice error={failed} title="Could not sum the accounts" />}
      {!all ? !query.isError && <Loading label="Reading every account…" /> : <Summed all={all} />}
    </section>
  )
}

function Summed({ all }: { all: AllAccounts }) {
  const said = describeAccounts(all, clockTime)
  const partial = all.issues.length > 0 || all.unlinkedRouters.length > 0
  const t = all.total
  return (
    <>
      <p className={partial ? 'accounts-summary is-partial' : 'accounts-summary'} role="status">
        {partial && <span className="badge badge-stale">PARTIAL</span>} {said}
      </p>
      {t ? (
        <div className={all.fresh < all.summed ? 'balance-figures is-stale' : 'balance-figures'}>
          <div className="headline">
            <span className={`headline-amount ${isNegative(t.balance) ? 'negative' : ''}`}>
              <Money value={t.balance} digits={partsDigits(t.balance, [t.paid, t.promo])} label="Total balance of all accounts" />
            </span>
            <span className="muted small">
              {all.summed} of {all.of} account{all.of === 1 ? '' : 's'} summed
            </span>
          </div>
          <div className="parts" role="group" aria-label="Total balance parts">
            <Part label="Paid credits" value={t.paid} total={t} />
            <span className="op" aria-hidden="true">+</span>
            <Part label="Promo credits" value={t.promo} total={t} />
            <span className="op" aria-hidden="true">=</span>
            <Part label="Balance" name="Paid plus promo credits of all accounts" value={t.balance} total={t} />
          </div>
          <dl className="facts">
            <Fact label="Held">
              <Money value={t.held} label="Total held" />
            </Fact>
            <Fact label="Debt" tone={isZero(t.debt) ? undefined : 'negative'}>
              <Money value={t.debt} label="Total debt" />
            </Fact>
            <Fact label="Spend today (UTC)">
              <Money value={t.spendToday} label="Total spend today" />
            </Fact>
            <Fact label="Spend this month (UTC)">
              <Money value={t.spendMonth} label="Total spend this month" />
            </Fact>
            <Fact label="Monthly budgets">
              {t.monthlyBudget && t.monthlySpent ? (
                <>
                  <Money value={t.monthlySpent} label="Spent against monthly budgets" /> of <Money value={t.monthlyBudget} label="Monthly budgets" />
                </>
              ) : (
                <span className="muted">none set</span>
              )}
            </Fact>
            <Fact label="Runway at the 7-day average">{t.runwayDays === null ? <span aria-label="Runway unknown">—</span> : `≈ ${Math.floor(t.runwayDays)} days`}</Fact>
          </dl>
        </div>
      ) : (
        <p className="muted">No account has a balance yet, so there is nothing to sum (never shown as $0).</p>
      )}
      <PartsTable parts={all.parts} />
    </>
  )
}

/** `name`: the amount's accessible name when "Total <label>" would repeat another's. */
function Part({ label, name, value, total }: { label: string; name?: string; value: string; total: { balance: string; paid: string; promo: string } }) {
  return (
    <div className="part">
      <span className="part-label">{label}</span>
      <span className={`part-amount ${isNegative(value) ? 'negative' : ''}`}>
        <Money value={value} digits={partsDigits(total.balance, [total.paid, total.promo])} label={name ?? `Total ${label.toLowerCase()}`} />
      </span>
    </div>
  )
}

function Fact({ label, children, tone }: { label: string; children: React.ReactNode; tone?: 'negative' }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd className={tone}>{children}</dd>
    </div>
  )
}

const Amount = ({ value, label }: { value: string | null | undefined; label: string }) =>
  value == null ? <span aria-label={`${label}: unknown`}>—</span> : <Money value={value} label={label} />

function PartsTable({ parts }: { parts: readonly AccountPart[] }) {
  return (
    <div className="table-scroll">
      <table className="accounts-table" aria-label="Accounts">
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col" className="num">Balance</th>
            <th scope="col" className="num">Paid</th>
            <th scope="col" className="num">Promo</th>
            <th scope="col" className="num">Held</th>
            <th scope="col" className="num">Debt</th>
            <th scope="col" className="num">Today</th>
            <th scope="col" className="num">This month</th>
            <th scope="col" className="num">Monthly budget</th>
            <th scope="col" className="num">Runway</th>
            <th scope="col">Freshness</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => {
            const b = p.balance
            return (
              <tr key={p.key} className={p.freshness === 'fresh' ? undefined : `is-${p.freshness}`}>
                <th scope="row">
                  <span className="account-name">{p.name}</span>
                  {p.demo && <span className="badge badge-demo">DEMO</span>}
                  <span className="account-note">
                    {p.accountId ? <span className="mono">{p.accountId}</span> : 'account not read yet'}
                    {p.connectionIds.length > 1 && ` · ${p.connectionIds.length} keys, counted once`}
                    {p.routers.length > 0 && ` · via ${p.routers.join(', ')}`}
                  </span>
                </th>
                <td className={`num ${b && isNegative(b.balance) ? 'negative' : ''}`}>
                  <Amount value={b?.balance} label={`${p.name} balance`} />
                </td>
                <td className="num">
                  <Amount value={b?.paid} label={`${p.name} paid`} />
                </td>
                <td className="num">
                  <Amount value={b?.promo} label={`${p.name} promo`} />
                </td>
                <td className="num">
                  <Amount value={b?.held} label={`${p.name} held`} />
                </td>
                <td className={`num ${b && !isZero(b.debt) ? 'negative' : ''}`}>
                  <Amount value={b?.debt} label={`${p.name} debt`} />
                </td>
                <td className="num">
                  <Amount value={b?.spend_today} label={`${p.name} spend today`} />
                </td>
                <td className="num">
                  <Amount value={b?.spend_month} label={`${p.name} spend this month`} />
                </td>
                <td className="num">
                  {p.budget?.monthly ? (
                    <>
                      <Money value={p.budget.monthly} label={`${p.name} monthly budget`} />
                      {p.monthly?.percent != null && <span className="muted small"> ({p.monthly.percent}%)</span>}
                    </>
                  ) : (
                    <span className="muted">none</span>
                  )}
                </td>
                <td className="num">{p.runwayDays === null ? <span aria-label={`${p.name} runway: unknown`}>—</span> : `≈ ${Math.floor(p.runwayDays)} d`}</td>
                <td>
                  <Freshness part={p} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
