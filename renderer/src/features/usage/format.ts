import type { Metric } from '../../../../shared/usage/aggregate'
import { formatMoney, money, toMicros, toMoneyString } from '../../../../shared/money'
import { formatCount as countInLanguage, formatUtcDateTime } from '../../../../shared/i18n/format'
import { formatLocale, intlTag } from '../../../../shared/i18n/format-locale'
import { pseudoText } from '../../../../shared/i18n/pseudo'

/** 1,234,567 (in the shown language: 1.234.567 in German). */
export function formatCount(value: number): string {
  return countInLanguage(value)
}

const compactFormats = new Map<string, Intl.NumberFormat>()

/** Token and request counts on an axis: 750, 100k, 1.5M, 2.5B in English; Intl's short forms elsewhere (1,5 Mio., 150万). */
export function formatCompact(value: number): string {
  const locale = formatLocale()
  if (locale !== 'en' && locale !== 'pseudo') {
    const tag = intlTag()
    let format = compactFormats.get(tag)
    if (!format) {
      format = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 2 })
      compactFormats.set(tag, format)
    }
    return format.format(value)
  }
  const abs = Math.abs(value)
  const scaled = (n: number, unit: string) => `${Number(n.toFixed(2))}${unit}`
  if (abs >= 1e9) return scaled(value / 1e9, 'B')
  if (abs >= 1e6) return scaled(value / 1e6, 'M')
  if (abs >= 1e3) return scaled(value / 1e3, 'k')
  return formatCount(value)
}

/**
 * An axis tick of the chart. Ticks are chart geometry (round numbers chosen by the axis, not the
 * service's amounts); a cost tick is still written through the money formatter, with `digits`
 * decimals (the same for every tick of the axis; see moneyTickDigits).
 */
export function formatTick(value: number, metric: Metric, digits?: number): string {
  if (metric !== 'cost') return formatCompact(value)
  if (!Number.isFinite(value)) return ''
  const amount = toMoneyString(value)
  if (digits !== undefined) return formatMoney(amount, { digits })
  const places = money(amount).decimalPlaces()
  return formatMoney(amount, { digits: places === 0 && Math.abs(value) >= 100 ? 0 : Math.max(2, places) })
}

/** "2025-06-03 14:05 UTC" in English; the language's own date, time and "UTC" elsewhere. */
export function formatUtcTime(iso: string): string {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return iso
  const english = `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
  const locale = formatLocale()
  if (locale === 'en') return english
  return locale === 'pseudo' ? pseudoText(english) : formatUtcDateTime(iso)
}

/**
 * One number of decimals (2 to 6) for a whole table of amounts, so a column never mixes $0.06 with
 * $0.00034: as many as its smallest non-zero amount needs for two significant digits (as a lone
 * sub-cent amount shows), so none shows as zero and all line up.
 */
export function commonDigits(values: readonly (string | null)[]): number {
  let digits = 2
  for (const v of values) {
    if (v === null) continue
    const micros = toMicros(v.startsWith('-') ? v.slice(1) : v)
    if (micros === 0n || micros >= 10_000n) continue
    // Micro-dollars under a cent: 1330 (0.00133) has 4 digits, so its first significant decimal is the 3rd.
    const first = 7 - micros.toString().length
    digits = Math.max(digits, Math.min(6, first + 1))
  }
  return digits
}
