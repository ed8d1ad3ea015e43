import type { Balance } from '../../../../shared/domain/balance'
import { isNegative, isZero, partsDigits } from '../../../../shared/money'
import { Loading } from '../../components/EmptyState'
import { Money } from '../../components/Money'
import { RelativeTime } from '../../components/RelativeTime'
import { useBalance, useRefreshBalance } from '../../queries/balance'
import { useCommand } from '../shell/commands'
import { BalanceNotice } from './BalanceNotice'
import { Forecast } from './Forecast'

export function BalancePanel() {
  const query = useBalance()
  const refresh = useRefreshBalance()
  const state = query.data
  useCommand('refresh', () => !refresh.isPending && refresh.mutate())

  return (
    <section className="panel balance" aria-labelledby="balance-title" aria-busy={state?.loading ?? true}>
      <div className="panel-header">
        <h2 id="balance-title">Balance</h2>
        <div className="row">
          {state?.balance && (
            <span className="muted small" aria-label="API key">
              Key {state.balance.key.name ? `“${state.balance.key.name}” ` : ''}
              <span className="mono">{state.balance.key.suffix}</span>
            </span>
          )}
          <button type="button" onClick={() => refresh.mutate()} disabled={refresh.isPending || state?.loading} aria-label="Refresh balance">
            {refresh.isPending || state?.loading ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
      </div>
      {!state ? (
        <Loading label="Reading the balance…" />
      ) : (
        <>
          <BalanceNotice state={state} onRetry={() => refresh.mutate()} retrying={refresh.isPending} />
          {state.balance ? (
            <BalanceFigures balance={state.balance} stale={state.stale} forecastDays={state.forecastDays ?? null} />
          ) : (
            !state.error && <Loading label="Reading the balance…" />
          )}
        </>
      )}
    </section>
  )
}

function BalanceFigures({ balance: b, stale, forecastDays }: { balance: Balance; stale: boolean; forecastDays: number | null }) {
  const digits = partsDigits(b.balance, [b.paid, b.promo])
  const negative = isNegative(b.balance)
  return (
    <div className={stale ? 'balance-figures is-stale' : 'balance-figures'}>
      <div className="headline">
        <span className={`headline-amount ${negative ? 'negative' : ''}`}>
          <Money value={b.balance} digits={digits} label="Balance" />
        </span>
        {negative && <span className="badge badge-bad">Negative: debt exceeds your credits</span>}
        {stale && (
          <span className="badge badge-stale" title="The latest read failed or is overdue; these are the last known values">
            STALE
          </span>
        )}
      </div>
      <p className="muted small">
        Credits you can spend, with held and debt already subtracted ·{' '}
        <RelativeTime iso={b.as_of} prefix="as of " /> · spend <RelativeTime iso={b.spend_as_of} prefix="as of " />
      </p>

      <div className="parts" role="group" aria-label="Balance parts">
        <Part label="Paid credits" value={b.paid} digits={digits} note={isNegative(b.paid) ? 'Negative: debt is repaid from purchased credits only' : 'Purchased credits'} />
        <span className="op" aria-hidden="true">+</span>
        <Part label="Promo credits" value={b.promo} digits={digits} note="Bonus credits" />
        <span className="op" aria-hidden="true">=</span>
        <Part label="Balance" value={b.balance} digits={digits} note="What you can spend" />
      </div>

      <dl className="facts">
        <Fact label="Held" value={b.held} note="Reserved by requests in progress; already subtracted from the balance. It returns when they finish, less what they cost." />
        <Fact
          label="Debt"
          value={b.debt}
          note="Charges your credits did not cover; already subtracted from the balance. It is repaid from purchased credits only."
          tone={isZero(b.debt) ? undefined : 'negative'}
        />
        {b.allowance_remaining !== null && (
          <Fact label="Plan allowance remaining" value={b.allowance_remaining} note="Left in your plan's current period. Not part of the balance." />
        )}
        <Fact label="Spend today (UTC)" value={b.spend_today} note="Charges for the current UTC day." />
        <Fact label="Spend this month (UTC)" value={b.spend_month} note="Charges for the current UTC month: the service’s running total, as of this balance read." />
      </dl>
      <p className="muted small">
        Account {b.account.type} <span className="mono">{b.account.id}</span>
      </p>
      <Forecast days={forecastDays} />
    </div>
  )
}

function Part({ label, value, digits, note }: { label: string; value: string; digits: number; note: string }) {
  return (
    <div className="part">
      <span className="part-label">{label}</span>
      <span className={`part-amount ${isNegative(value) ? 'negative' : ''}`}>
        <Money value={value} digits={digits} label={label} />
      </span>
      <span className="part-note">{note}</span>
    </div>
  )
}

function Fact({ label, value, note, tone }: { label: string; value: string; note: string; tone?: 'negative' }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd className={tone}>
        <Money value={value} label={label} />
      </dd>
      <dd className="fact-note">{note}</dd>
    </div>
  )
}
