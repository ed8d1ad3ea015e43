import type { Metric } from '../../../../shared/usage/aggregate'
import { formatMoney, money, toMoneyString } from '../../../../shared/money'

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** 1,234,567 */
export function formatCount(value: number): string {
  return integer.format(value)
}

/** 1.2M (axis ticks). */
export function formatCompact(value: number): string {
  return compact.format(value)
}

/**
 * An axis tick of the chart. Ticks are chart geometry (numbers chosen by the chart, not the
 * service's amounts); a cost tick is still written through the money formatter.
 */
export function formatTick(value: number, metric: Metric): string {
  if (metric !== 'cost') return formatCompact(value)
  if (!Number.isFinite(value)) return ''
  // As many decimals as the tick needs (so a 0.065 step never shows as "$0.06"), at least cents.
  const amount = toMoneyString(value)
  const places = money(amount).decimalPlaces()
  const digits = places === 0 && Math.abs(value) >= 100 ? 0 : Math.max(2, places)
  return formatMoney(amount, { digits })
}

/** "2025-06-03 14:05 UTC" */
export function formatUtcTime(iso: string): string {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return iso
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
