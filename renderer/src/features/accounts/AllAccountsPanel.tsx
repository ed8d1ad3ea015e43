import type { AccountPart, AllAccounts } from '../../../../shared/domain/accounts'
import { isNegative, isZero, partsDigits } from '../../../../shared/money'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Money } from '../../components/Money'
import { useAllAccounts, useRefreshAccounts } from '../../queries/accounts'
import { appErrorOf } from '../../queries/errors'
import { useCommand } from '../shell/commands'
import { clockTime, Freshness } from './Freshness'
import { tRich } from '../../components/rich-message'
import { t } from '../../i18n'
import { describeAccountsShown } from './describe'
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
        <h2 id="all-accounts-title">{t('accounts.title')}</h2>
        <button type="button" onClick={() => refresh.mutate()} disabled={refresh.isPending} aria-label={t('accounts.refreshLabel')}>
          {refresh.isPending ? t('balance.refreshing') : t('accounts.refresh')}
        </button>
      </div>
      {failed && <ErrorNotice error={failed} title={t('accounts.sumError')} />}
      {!all ? !query.isError && <Loading label={t('accounts.reading')} /> : <Summed all={all} />}
    </section>
  )
}

function Summed({ all }: { all: AllAccounts }) {
  const said = describeAccountsShown(all, clockTime)
  const partial = all.issues.length > 0 || all.unlinkedRouters.length > 0
  const total = all.total
  return (
    <>
      <p className={partial ? 'accounts-summary is-partial' : 'accounts-summary'} role="status">
        {partial && <span className="badge badge-stale">{t('accounts.partial')}</span>} {said}
      </p>
      {total ? (
        <div className={all.fresh < all.summed ? 'balance-figures is-stale' : 'balance-figures'}>
          <div className="headline">
            <span className={`headline-amount ${isNegative(total.balance) ? 'negative' : ''}`}>
              <Money value={total.balance} digits={partsDigits(total.balance, [total.paid, total.promo])} label={t('accounts.totalBalanceAll')} />
            </span>
            <span className="muted small">
              {t('accounts.summed', { summed: all.summed, count: all.of })}
            </span>
          </div>
          <div className="parts" role="group" aria-label={t('accounts.parts')}>
            <Part label={t('money.paid')} totalLabel={t('accounts.totalPaid')} value={total.paid} total={total} />
            <span className="op" aria-hidden="true">+</span>
            <Part label={t('money.promo')} totalLabel={t('accounts.totalPromo')} value={total.promo} total={total} />
            <span className="op" aria-hidden="true">=</span>
            <Part label={t('money.balance')} totalLabel={t('accounts.partsSum')} value={total.balance} total={total} />
          </div>
          <dl className="facts">
            <Fact label={t('money.held')}>
              <Money value={total.held} label={t('accounts.totalHeld')} />
            </Fact>
            <Fact label={t('money.debt')} tone={isZero(total.debt) ? undefined : 'negative'}>
              <Money value={total.debt} label={t('accounts.totalDebt')} />
            </Fact>
            <Fact label={t('balance.spendToday')}>
              <Money value={total.spendToday} label={t('accounts.totalToday')} />
            </Fact>
            <Fact label={t('balance.spendMonth')}>
              <Money value={total.spendMonth} label={t('accounts.totalMonth')} />
            </Fact>
            <Fact label={t('accounts.monthlyBudgets')}>
              {total.monthlyBudget && total.monthlySpent ? (
                tRich('accounts.spentOf', {
                  spent: <Money value={total.monthlySpent} label={t('accounts.spentAgainst')} />,
                  budget: <Money value={total.monthlyBudget} label={t('accounts.monthlyBudgets')} />,
                })
              ) : (
                <span className="muted">{t('accounts.noneSet')}</span>
              )}
            </Fact>
            <Fact label={t('accounts.runway')}>{total.runwayDays === null ? <span aria-label={t('accounts.runwayUnknown')}>—</span> : t('accounts.runwayDays', { count: Math.floor(total.runwayDays) })}</Fact>
          </dl>
        </div>
      ) : (
        <p className="muted">{t('accounts.nothingToSum')}</p>
      )}
      <PartsTable parts={all.parts} />
    </>
  )
}

function Part({ label, totalLabel, value, total }: { label: string; totalLabel: string; value: string; total: { balance: string; paid: string; promo: string } }) {
  return (
    <div className="part">
      <span className="part-label">{label}</span>
      <span className={`part-amount ${isNegative(value) ? 'negative' : ''}`}>
        <Money value={value} digits={partsDigits(total.balance, [total.paid, total.promo])} label={totalLabel} />
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
  value == null ? <span aria-label={t('accounts.unknown', { label })}>—</span> : <Money value={value} label={label} />

function PartsTable({ parts }: { parts: readonly AccountPart[] }) {
  return (
    <div className="table-scroll">
      <table className="accounts-table" aria-label={t('accounts.table')}>
        <thead>
          <tr>
            <th scope="col">{t('accounts.col.account')}</th>
            <th scope="col" className="num">{t('accounts.col.balance')}</th>
            <th scope="col" className="num">{t('accounts.col.paid')}</th>
            <th scope="col" className="num">{t('accounts.col.promo')}</th>
            <th scope="col" className="num">{t('accounts.col.held')}</th>
            <th scope="col" className="num">{t('accounts.col.debt')}</th>
            <th scope="col" className="num">{t('accounts.col.today')}</th>
            <th scope="col" className="num">{t('accounts.col.month')}</th>
            <th scope="col" className="num">{t('accounts.col.budget')}</th>
            <th scope="col" className="num">{t('accounts.col.runway')}</th>
            <th scope="col">{t('accounts.col.freshness')}</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => {
            const b = p.balance
            return (
              <tr key={p.key} className={p.freshness === 'fresh' ? undefined : `is-${p.freshness}`}>
                <th scope="row">
                  {/* The connection's own name: data, isolated in any direction. */}
                  <bdi className="account-name connection-name">{p.name}</bdi>
                  {p.demo && <span className="badge badge-demo">{t('shell.demo.badge')}</span>}
                  <span className="account-note">
                    {p.accountId ? <span className="mono">{p.accountId}</span> : t('accounts.notRead')}
                    {p.connectionIds.length > 1 && t('accounts.keysOnce', { count: p.connectionIds.length })}
                    {p.routers.length > 0 && t('accounts.via', { routers: p.routers.join(', ') })}
                  </span>
                </th>
                <td className={`num ${b && isNegative(b.balance) ? 'negative' : ''}`}>
                  <Amount value={b?.balance} label={t('accounts.row.balance', { name: p.name })} />
                </td>
                <td className="num">
                  <Amount value={b?.paid} label={t('accounts.row.paid', { name: p.name })} />
                </td>
                <td className="num">
                  <Amount value={b?.promo} label={t('accounts.row.promo', { name: p.name })} />
                </td>
                <td className="num">
                  <Amount value={b?.held} label={t('accounts.row.held', { name: p.name })} />
                </td>
                <td className={`num ${b && !isZero(b.debt) ? 'negative' : ''}`}>
                  <Amount value={b?.debt} label={t('accounts.row.debt', { name: p.name })} />
                </td>
                <td className="num">
                  <Amount value={b?.spend_today} label={t('accounts.row.today', { name: p.name })} />
                </td>
                <td className="num">
                  <Amount value={b?.spend_month} label={t('accounts.row.month', { name: p.name })} />
                </td>
                <td className="num">
                  {p.budget?.monthly ? (
                    <>
                      <Money value={p.budget.monthly} label={t('accounts.row.budget', { name: p.name })} />
                      {p.monthly?.percent != null && <span className="muted small"> {t('accounts.percent', { percent: p.monthly.percent })}</span>}
                    </>
                  ) : (
                    <span className="muted">{t('accounts.noBudget')}</span>
                  )}
                </td>
                <td className="num">{p.runwayDays === null ? <span aria-label={t('accounts.row.runwayUnknown', { name: p.name })}>—</span> : t('accounts.runwayShort', { count: Math.floor(p.runwayDays) })}</td>
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
