import { formatEstimate } from '../../../../shared/prices/answer-cost'

export const strengthText = (v: number) => v.toFixed(2)
export const percentText = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)} %`)
export const msText = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`)
export const tpsText = (v: number | null) => (v === null ? '—' : `${v.toFixed(1)}`)
/** Unknown is "—", never $0. */
export const costText = (v: string | null) => (v === null ? '—' : formatEstimate(v))
export function valueText(v: number | null): string {
  if (v === null) return '—'
  return v >= 100 ? Math.round(v).toLocaleString('en-US') : v.toPrecision(3)
}
