import type { Balance } from '../../../../shared/domain/balance'
import { t } from '../../i18n'
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
        <h2 id="balance-title">{t('money.balance')}</h2>
        <div className="row">
          {state?.balance && (
            <span className="muted small" aria-label={t('balance.keyLabel')}>
              {t('balance.key')} {state.balance.key.name ? (
                <>
                  <bdi className="key-name">“{state.balance.key.name}”</bdi>{' '}
                </>
              ) : (
                ''
              )}
              <bdi className="mono" dir="ltr">{state.balance.key.suffix}</bdi>
            </span>
          )}
          <button type="button" onClick={() => refresh.mutate()} disabled={refresh.isPending || state?.loading} aria-label={t('balance.refreshLabel')}>
            {refresh.isPending || state?.loading ? t('balance.refreshing') : t('balance.refresh')}
          </button>
        </div>
      </div>
      {!state ? (
        <Loading label={t('balance.reading')} />
      ) : (
        <>
          <BalanceNotice state={state} onRetry={() => refresh.mutate()} retrying={refresh.isPending} />
          {state.balance ? (
            <BalanceFigures balance={state.balance} stale={state.stale} forecastDays={state.forecastDays ?? null} />
          ) : (
            !state.error && <Loading label={t('balance.reading')} />
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
          <Money value={b.balance} digits={digits} label={t('money.balance')} />
        </span>
        {negative && <span className="badge badge-bad">{t('balance.negative')}</span>}
        {stale && (
          <span className="badge badge-stale" title={t('balance.staleHint')}>
            {t('balance.stale')}
          </span>
        )}
      </div>
      <p className="muted small">
        {t('balance.explain')} · <RelativeTime iso={b.as_of} prefix={t('balance.asOf')} /> · <RelativeTime iso={b.spend_as_of} prefix={t('balance.spendAsOf')} />
      </p>

      <div className="parts" role="group" aria-label={t('balance.parts')}>
        <Part label={t('money.paid')} value={b.paid} digits={digits} note={isNegative(b.paid) ? t('balance.paidNegativeNote') : t('balance.paidNote')} />
        <span className="op" aria-hidden="true">+</span>
        <Part label={t('money.promo')} value={b.promo} digits={digits} note={t('balance.promoNote')} />
        <span className="op" aria-hidden="true">=</span>
        <Part label={t('money.balance')} value={b.balance} digits={digits} note={t('balance.balanceNote')} />
      </div>

      <dl className="facts">
        <Fact label={t('money.held')} value={b.held} note={t('balance.heldNote')} />
        <Fact
          label={t('money.debt')}
          value={b.debt}
          note={t('balance.debtNote')}
          tone={isZero(b.debt) ? undefined : 'negative'}
        />
        {b.allowance_remaining !== null && (
          <Fact label={t('money.allowance')} value={b.allowance_remaining} note={t('balance.allowanceNote')} />
        )}
        <Fact label={t('balance.spendToday')} value={b.spend_today} note={t('balance.spendTodayNote')} />
        <Fact label={t('balance.spendMonth')} value={b.spend_month} note={t('balance.spendMonthNote')} />
      </dl>
      <p className="muted small">
        {t('balance.account', { type: b.account.type })} <bdi className="mono" dir="ltr">{b.account.id}</bdi>
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
