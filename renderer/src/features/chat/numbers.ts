import { intlTag } from '../../../../shared/i18n/format-locale'

// Numbers with decimals in the shown language (#37): speeds, seconds, temperatures, shares.
// Counts are shared/i18n/format.ts's formatCount; money stays with formatAmount/formatEstimate.

/** 0.7, 12.5, 1,234.5 (English); 0,7 … (German): at most `digits` decimals, at least `min`. */
export function formatDecimal(value: number, digits = 2, min = 0): string {
  return new Intl.NumberFormat(intlTag(), { minimumFractionDigits: min, maximumFractionDigits: digits }).format(value)
}

/** A share (0.004) as a percentage in the language's own style: "0.4%", "0,4 %". */
export function formatShare(share: number, digits = 1): string {
  return new Intl.NumberFormat(intlTag(), { style: 'percent', maximumFractionDigits: digits }).format(share)
}

/** A share as "0.4 %" (one decimal, a space before the sign), the accuracy notes' style. */
export function formatSpacedPercent(share: number): string {
  return `${formatDecimal(share * 100, 1, 1)} %`
}

/** A duration: "850 ms" under a second, else "1.2 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${formatDecimal(ms, 0)} ms` : `${formatDecimal(ms / 1000, 1)} s`
}
