import type { Balance } from '../../../shared/domain/balance'
import { Emitter } from '../../../shared/emitter'
import type { AppEvent } from '../../../shared/ipc/contract'
import type { Translator } from '../../../shared/i18n/translator'
import { formatMoney } from '../../../shared/money'
import { type BalanceAlert, BalanceWatcher } from './alerts'

/** Any alert: its kind says who raised it and how it is said (a kind is registered once, by the feature that owns it). */
export interface Alert {
  readonly kind: string
}

type NoticeEvent = Extract<AppEvent, { kind: 'notice' }>
/** Main's words in the app's language (#37). */
export type Translate = Translator['t']

/** How one kind of alert is said: its words (the window's notice and the system notification), how loud, where it leads. */
export interface AlertKind<A extends Alert> {
  words(alert: A, t: Translate): { title: string; body: string }
  level: NoticeEvent['level']
  /** The view the window's notice opens. */
  view?: NoticeEvent['view']
}

/** An alert as it is told: the alert, its words, and the window's notice event carrying them. */
export interface AlertNotice {
  alert: Alert
  title: string
  body: string
  notice: NoticeEvent
}

/** The balance's own kinds: low balance and top-up. */
const LOW_BALANCE: AlertKind<Extract<BalanceAlert, { kind: 'low-balance' }>> = {
  words: (alert, t) => ({ title: t('alerts.lowBalance.title'), body: t('alerts.lowBalance.body', { balance: formatMoney(alert.balance), threshold: formatMoney(alert.threshold) }) }),
  level: 'warning',
}
const TOP_UP: AlertKind<Extract<BalanceAlert, { kind: 'top-up' }>> = {
  words: (alert, t) => ({ title: t('alerts.topUp.title'), body: t('alerts.topUp.body', { amount: formatMoney(alert.added) }) }),
  level: 'info',
}

/**
 * Every alert the app gives passes here: low-balance and top-up alerts (one watcher per connection), and the
 * kinds other features register (the spend guard's budget and spike, the price fit's price change). It knows
 * no feature: each kind brings its own words, level and view.
 */
export class AlertCenter {
  private readonly watchers = new Map<string, BalanceWatcher>()
  private readonly kinds = new Map<string, AlertKind<Alert>>()
  private readonly told = new Emitter<AlertNotice>()

  /** `t`: main's words, in the language shown when the alert is told (a notice is said once, as it happens). */
  constructor(private readonly t: Translate) {
    this.register('low-balance', LOW_BALANCE)
    this.register('top-up', TOP_UP)
  }

  /** How alerts of `kind` are said; once per kind. */
  register<A extends Alert>(kind: A['kind'], how: AlertKind<A>): void {
    if (this.kinds.has(kind)) throw new Error(`The alert kind "${kind}" is registered twice.`)
    this.kinds.set(kind, how as unknown as AlertKind<Alert>)
  }

  observe(connectionId: string, balance: Balance, threshold: string | null): void {
    let watcher = this.watchers.get(connectionId)
    if (!watcher) {
      watcher = new BalanceWatcher()
      this.watchers.set(connectionId, watcher)
    }
    for (const alert of watcher.observe(balance, threshold)) this.raise(alert)
  }

  /** An alert decided elsewhere (its raiser has made sure it is told once), of a registered kind. */
  raise(alert: Alert): void {
    const how = this.kinds.get(alert.kind)
    if (!how) throw new Error(`No one registered how to say a "${alert.kind}" alert.`)
    const { title, body } = how.words(alert, this.t)
    this.told.emit({ alert, title, body, notice: { kind: 'notice', level: how.level, message: `${title}: ${body}`, ...(how.view ? { view: how.view } : {}) } })
  }

  /** Drops the watcher of a removed connection. */
  forget(connectionId: string): void {
    this.watchers.delete(connectionId)
  }

  onAlert(listener: (told: AlertNotice) => void): () => void {
    return this.told.on(listener)
  }
}
