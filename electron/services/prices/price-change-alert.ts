import Decimal from 'decimal.js'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import { formatUtcDay } from '../../../shared/i18n/format'
import { formatLocale } from '../../../shared/i18n/format-locale'
import { formatAmount } from '../../../shared/money'
import type { AlertKind, Translate } from '../balance/alert-center'
import { MIN_ROWS } from './price-fit'

export type PricePart = 'input' | 'cachedInput' | 'output'
export type PerMillion = ModelPriceEstimate['perMillion']

/** A model's fitted price moved by ALERT_STEP or more since the price last alerted on (or first seen). */
export interface PriceChangeAlert {
  kind: 'price-change'
  connectionId: string
  model: string
  part: PricePart
  /** USD per million tokens. */
  from: string
  to: string
  /** Signed change in percent, whole numbers (20 = rose 20 %). */
  changePct: number
  /** First UTC day of the new prices when the fit found the change; null when it moved without one. */
  since: string | null
}

export const ALERT_STEP = new Decimal('0.10')
/** A part's move must also change a typical day's cost by this much (a poorly seen cached price swinging alone is not news). */
export const MIN_COST_EFFECT = new Decimal('0.03')

/** Mean tokens per day of the fit's current segment: uncached input, cached input, output. */
export interface TypicalDay {
  input: number
  cached: number
  output: number
}
const PARTS: readonly PricePart[] = ['input', 'cachedInput', 'output']

function dayCost(prices: PerMillion, day: TypicalDay): Decimal {
  const part = (price: string | null, tokens: number): Decimal => (price === null ? new Decimal(0) : new Decimal(price).times(tokens))
  return part(prices.input, day.input).plus(part(prices.cachedInput, day.cached)).plus(part(prices.output, day.output))
}

function moved(from: string | null | undefined, to: string | null, tokens: number, dayTotal: Decimal): Decimal | null {
  if (from === null || from === undefined || to === null) return null
  const base = new Decimal(from)
  if (base.isZero() || dayTotal.isZero()) return null
  const delta = new Decimal(to).minus(base)
  const change = delta.dividedBy(base)
  const effect = delta.abs().times(tokens).dividedBy(dayTotal)
  return change.abs().greaterThanOrEqualTo(ALERT_STEP) && effect.greaterThanOrEqualTo(MIN_COST_EFFECT) ? change : null
}

const TOKENS_OF: Record<PricePart, keyof TypicalDay> = { input: 'input', cachedInput: 'cached', output: 'output' }

/**
 * Compares a model's new fit with the prices last alerted on (its baseline). The first fit of a model
 * sets the baseline without an alert, unless the fit itself found a price change of 10 % or more (then
 * that change is alerted once). A part counts when it moved 10 % or more and that moves a typical day's
 * cost by 3 % or more. An uncertain fit (not a flat price) never alerts and leaves the baseline.
 * A part that moved becomes the new baseline, so the same move never alerts twice. While a change is
 * too recent for a fit of its own (which price moved is not known yet), nothing is told or stored.
 * `next` is null when the baseline stays as it was.
 */
export function priceMoves(connectionId: string, baseline: PerMillion | undefined, fit: ModelPriceEstimate, typical: TypicalDay): { alerts: PriceChangeAlert[]; next: PerMillion | null } {
  const uncertain = fit.uncertainPct !== null && fit.uncertainPct !== undefined
  const settling = Boolean(fit.since) && fit.rows < MIN_ROWS
  if (uncertain || settling) return { alerts: [], next: null }
  const before = baseline ?? fit.previous?.perMillion
  const dayTotal = dayCost(fit.perMillion, typical)
  const alerts: PriceChangeAlert[] = []
  const next: PerMillion = { ...(baseline ?? fit.perMillion) }
  let changed = !baseline
  for (const part of PARTS) {
    const to = fit.perMillion[part]
    if (baseline && baseline[part] === null && to !== null) {
      next[part] = to
      changed = true
    }
    const change = moved(before?.[part], to, typical[TOKENS_OF[part]], dayTotal)
    if (!change || to === null) continue
    changed = true
    alerts.push({ kind: 'price-change', connectionId, model: fit.model, part, from: before?.[part] as string, to, changePct: change.times(100).round().toNumber(), since: fit.since ?? null })
    next[part] = to
  }
  return { alerts, next: changed ? next : null }
}

/** "tally-large's output price rose 20 % on 12 Nov", in main's language. */
export function describePriceChange(alert: PriceChangeAlert, t: Translate): string {
  const values = { model: alert.model, part: alert.part, direction: alert.changePct >= 0 ? 'up' : 'down', pct: Math.abs(alert.changePct) }
  return alert.since ? t('alerts.price.changeOn', { ...values, day: dayName(alert.since) }) : t('alerts.price.change', values)
}

/** "12 Nov" in English, as it always read; the language's own short day elsewhere. */
function dayName(day: string): string {
  return formatLocale() === 'en' ? new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }) : formatUtcDay(day, { year: false })
}

/** How a price change is said (registered with the alert center). */
export const PRICE_CHANGE_ALERT: AlertKind<PriceChangeAlert> = {
  words: (alert, t) => ({
    title: t('alerts.price.title'),
    body: t('alerts.price.body', { change: describePriceChange(alert, t), from: formatAmount(alert.from, { significant: 3 }), to: formatAmount(alert.to, { significant: 3 }) }),
  }),
  level: 'warning',
}
