import { formatCount } from '../../../../shared/i18n/format'
import { formatLocale, intlTag } from '../../../../shared/i18n/format-locale'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { t } from '../../i18n'
import { fixed } from '../advice/format'

export const strengthText = (v: number) => fixed(v, 2)
export const percentText = (v: number | null) => (v === null ? '—' : t('models.percent', { value: formatCount(Math.round(v * 100)) }))
export const msText = (v: number | null) => (v === null ? '—' : t('models.ms', { value: formatCount(Math.round(v)) }))
export const tpsText = (v: number | null) => (v === null ? '—' : fixed(v, 1))
/** Unknown is "—", never $0. */
export const costText = (v: string | null) => (v === null ? '—' : formatEstimate(v))
export function valueText(v: number | null): string {
  if (v === null) return '—'
  if (v >= 100) return formatCount(Math.round(v))
  const locale = formatLocale()
  return locale === 'en' || locale === 'pseudo' ? v.toPrecision(3) : new Intl.NumberFormat(intlTag(), { maximumSignificantDigits: 3, minimumSignificantDigits: 3 }).format(v)
}
