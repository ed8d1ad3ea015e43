import Decimal from 'decimal.js'
import { XMLParser } from 'fast-xml-parser'

/** Rates with many digits stay exact to this many significant digits (far beyond any display). */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN })
const DIGITS = 12

export interface ReferenceRates {
  /** The reference day (YYYY-MM-DD). */
  date: string
  /** Units of each currency per euro, as the ECB publishes them (decimal strings). */
  perEuro: ReadonlyMap<string, string>
}

/**
 * The ECB's reference rates (eurofxref-daily.xml): `<Cube time="2026-11-26"><Cube currency="USD"
 * rate="1.0856"/>…`. Parsed with fast-xml-parser; anything else (HTML, JSON, an empty list, a rate
 * that is not a positive number) is refused with what is wrong.
 */
export function parseReferenceRates(xml: string): ReferenceRates {
  let doc: unknown
  try {
    doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, isArray: (name) => name === 'Cube' }).parse(xml, true)
  } catch (err) {
    throw new Error(`it is not XML (${(err as Error).message.split('\n')[0]})`, { cause: err })
  }
  const days = findDays(doc)
  const day = days[0]
  if (!day) throw new Error('it holds no rates in the ECB reference format (Cube time="…" with Cube currency/rate)')
  const perEuro = new Map<string, string>()
  for (const cube of day.cubes) {
    const code = String(cube.currency ?? '')
    const rate = String(cube.rate ?? '')
    if (!/^[A-Z]{3}$/.test(code) || !/^\d+(\.\d+)?$/.test(rate) || new D(rate).isZero()) throw new Error(`its rate for "${code.slice(0, 10)}" is not a positive number`)
    perEuro.set(code, rate)
  }
  if (perEuro.size === 0) throw new Error(`it lists no currencies for ${day.time}`)
  return { date: day.time, perEuro }
}

type Cube = { time?: string; currency?: string; rate?: string; Cube?: Cube[] }

/** Every `Cube time=…` with its currency cubes, newest first. */
function findDays(node: unknown): Array<{ time: string; cubes: Cube[] }> {
  const out: Array<{ time: string; cubes: Cube[] }> = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (value === null || typeof value !== 'object') return
    const cube = value as Cube
    if (typeof cube.time === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cube.time)) out.push({ time: cube.time, cubes: cube.Cube ?? [] })
    for (const child of Object.values(value)) walk(child)
  }
  walk(node)
  return out.sort((a, b) => (a.time < b.time ? 1 : -1))
}

/**
 * Units of `code` per US dollar from rates per euro: rate(code) ÷ rate(USD) (1 ÷ rate(USD) for the
 * euro), in Decimal, to 12 significant digits. Null when the list lacks either currency.
 */
export function perDollar(rates: ReferenceRates, code: string): string | null {
  const usd = rates.perEuro.get('USD')
  const target = code === 'EUR' ? '1' : rates.perEuro.get(code)
  if (!usd || !target) return null
  return new D(target).dividedBy(usd).toSignificantDigits(DIGITS).toFixed()
}
