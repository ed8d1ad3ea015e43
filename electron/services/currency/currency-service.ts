import Decimal from 'decimal.js'
import type { CurrencySettings, CurrencyState, Rate } from '../../../shared/domain/currency'
import { inputError, say } from '../../../shared/error-model'
import { rateIsStale } from '../../../shared/money'
import type { Clock, TimerHandle } from '../time/clock'
import { parseReferenceRates, perDollar } from './ecb-rates'
import type { RateStore } from './rate-store'

export interface CurrencyServiceDeps {
  clock: Clock
  settings(): CurrencySettings
  store: RateStore
  fetch?: typeof fetch
  publish(state: CurrencyState): void
  log?(message: string): void
  /** A rates endpoint that has not answered by then is given up on (default 10 s). */
  timeoutMs?: number
}

const DAY_MS = 86_400_000
/** How often the daily fetch looks whether a day has passed since the last one. */
const CHECK_EVERY_MS = 60 * 60_000
const MAX_BODY = 1_000_000

/**
 * #35: the currency money is shown in. The rate is typed by the user with its day, or, only when the
 * user turned it on, fetched once a day from the rates endpoint they chose (ECB reference rates) and
 * kept with its day. A failed fetch keeps the last rate and says why. Conversion is for display: no
 * amount is ever stored converted.
 */
export class CurrencyService {
  private timer: TimerHandle | null = null
  private fetching: Promise<CurrencyState> | null = null

  constructor(private readonly deps: CurrencyServiceDeps) {}

  state(): CurrencyState {
    const s = this.deps.settings()
    const today = new Date(this.deps.clock.now()).toISOString().slice(0, 10)
    const rate = s.code === 'USD' ? null : this.deps.store.on(s.code, today)
    return { code: s.code, rate, stale: rate !== null && rateIsStale(rate.date, this.deps.clock.now()), fetchDaily: s.fetchDaily, url: s.url, lastFetch: this.deps.store.lastFetch() }
  }

  /** The rate of the chosen currency for a day (the newest on or before it); null in dollars or without one. */
  rateOn(day: string, code = this.deps.settings().code): Rate | null {
    return code === 'USD' ? null : this.deps.store.on(code, day)
  }

  ratesBetween(code: string, start: string, end: string): Rate[] {
    return this.deps.store.between(code, start, end)
  }

  /** A rate typed by the user, for a day; refused with a message when it is not a positive decimal number. */
  async setRate(args: { code: string; rate: string; date: string }): Promise<CurrencyState> {
    const code = args.code.trim().toUpperCase()
    if (!/^[A-Z]{3}$/.test(code) || code === 'USD') throw inputError('invalid_currency', say('errors.currency.notUsd'), 'code')
    const text = args.rate.trim()
    if (!/^\d{1,12}(\.\d{1,20})?$/.test(text) || new Decimal(text).isZero()) {
      throw inputError('invalid_rate', say('errors.currency.rate', { code }), 'rate')
    }
    const date = args.date.trim()
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw inputError('invalid_date', say('errors.currency.date'), 'date')
    if (Date.parse(`${date}T00:00:00Z`) > this.deps.clock.now() + DAY_MS) throw inputError('invalid_date', say('errors.currency.future'), 'date')
    await this.deps.store.put({ code, rate: new Decimal(text).toFixed(), date, source: 'typed', at: new Date(this.deps.clock.now()).toISOString() })
    return this.publish()
  }

  /** Fetches the rates now (the daily fetch, or "Fetch now"); a failure keeps the last rate and is kept in `lastFetch`. */
  fetchNow(): Promise<CurrencyState> {
    this.fetching ??= this.fetchOnce().finally(() => {
      this.fetching = null
    })
    return this.fetching
  }

  /** Settings changed: the daily fetch starts or stops, and the window is told. */
  settingsChanged(): void {
    this.schedule()
    this.publish()
  }

  start(): void {
    this.schedule()
  }

  dispose(): void {
    if (this.timer !== null) this.deps.clock.clear(this.timer)
    this.timer = null
  }

  private schedule(): void {
    this.dispose()
    const s = this.deps.settings()
    if (!s.fetchDaily || s.url === '' || s.code === 'USD') return
    this.timer = this.deps.clock.setInterval(() => void this.fetchIfDue(), CHECK_EVERY_MS)
    void this.fetchIfDue()
  }

  private async fetchIfDue(): Promise<void> {
    const last = this.deps.store.lastFetch()
    if (last && this.deps.clock.now() - Date.parse(last.at) < DAY_MS) return
    await this.fetchNow().catch(() => undefined)
  }

  private async fetchOnce(): Promise<CurrencyState> {
    const s = this.deps.settings()
    const at = new Date(this.deps.clock.now()).toISOString()
    try {
      if (s.code === 'USD') throw new Error('choose a currency other than US dollars first')
      const url = checkUrl(s.url)
      const text = await this.download(url)
      let rates
      try {
        rates = parseReferenceRates(text)
      } catch (err) {
        throw new Error(`The rates from ${url.host} could not be read: ${(err as Error).message}. Check the address (ECB reference rates, eurofxref-daily.xml).`, { cause: err })
      }
      const rate = perDollar(rates, s.code)
      if (rate === null) throw new Error(`The rates from ${url.host} (${rates.date}) have no rate for ${s.code === 'EUR' ? 'USD' : `${s.code} or USD`}.`)
      await this.deps.store.put({ code: s.code, rate, date: rates.date, source: 'fetched', at })
      await this.deps.store.fetched(at, null)
    } catch (err) {
      const message = (err as Error).message
      this.deps.log?.(`currency: ${message}`)
      await this.deps.store.fetched(at, message)
    }
    return this.publish()
  }

  private async download(url: URL): Promise<string> {
    const timeoutMs = this.deps.timeoutMs ?? 10_000
    const controller = new AbortController()
    const timer = this.deps.clock.setTimeout(() => controller.abort(), timeoutMs)
    try {
      const res = await (this.deps.fetch ?? fetch)(url, { signal: controller.signal, headers: { accept: 'application/xml, text/xml' } })
      if (!res.ok) throw new Error(`The rates address answered ${res.status}${res.status === 404 ? ' (not found)' : ''}; the last rate is kept. Check the address in Settings → Currency.`)
      const text = await res.text()
      if (text.length > MAX_BODY) throw new Error(`The rates from ${url.host} are too large to be ECB reference rates.`)
      return text
    } catch (err) {
      if (controller.signal.aborted) throw new Error(`The rates address did not answer within ${Math.round(timeoutMs / 1000)} s; the last rate is kept. It is tried again tomorrow, or now with "Fetch now".`, { cause: err })
      if (err instanceof TypeError) throw new Error(`The rates address could not be reached (${(err.cause as Error | undefined)?.message ?? err.message}); the last rate is kept.`, { cause: err })
      throw err
    } finally {
      this.deps.clock.clear(timer)
    }
  }

  private publish(): CurrencyState {
    const state = this.state()
    this.deps.publish(state)
    return state
  }
}

function checkUrl(text: string): URL {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new Error('No rates address is set. Enter one in Settings → Currency.')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The rates address must start with https:// (or http://).')
  return url
}
