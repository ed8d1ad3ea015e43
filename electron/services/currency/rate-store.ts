import { join } from 'node:path'
import { z } from 'zod'
import { Rate } from '../../../shared/domain/currency'
import { JsonFile } from '../storage/json-file'

const Stored = z.object({
  /** Every rate kept, by day (a statement shows the rate used on each date). */
  rates: z.array(Rate),
  lastFetch: z.object({ at: z.string(), error: z.string().nullable() }).nullable(),
})
type Stored = z.infer<typeof Stored>

/** Rates kept per currency: about three years of daily fetches. */
const KEEP = 1200

/** #35: the rates typed or fetched, each with its day, in `<dataDir>/currency-rates.json`. */
export class RateStore {
  private data: Stored = { rates: [], lastFetch: null }

  private constructor(private readonly file: JsonFile<typeof Stored>) {}

  static async open(dataDir: string): Promise<RateStore> {
    const store = new RateStore(new JsonFile(join(dataDir, 'currency-rates.json'), Stored, 1))
    const loaded = await store.file.load()
    if (loaded.status === 'ok') store.data = loaded.value
    return store
  }

  /** The newest rate of `code` for `day` or before (null: none). */
  on(code: string, day: string): Rate | null {
    let best: Rate | null = null
    for (const r of this.data.rates) if (r.code === code && r.date <= day && (!best || r.date > best.date || (r.date === best.date && r.at > best.at))) best = r
    return best
  }

  /** Rates of `code` over [start, end) days, oldest first. */
  between(code: string, start: string, end: string): Rate[] {
    return this.data.rates.filter((r) => r.code === code && r.date >= start && r.date < end).sort((a, b) => (a.date < b.date ? -1 : 1))
  }

  lastFetch(): Stored['lastFetch'] {
    return this.data.lastFetch
  }

  /** Keeps a rate (one per currency and day: a new one for the same day replaces it). */
  async put(rate: Rate): Promise<void> {
    const others = this.data.rates.filter((r) => !(r.code === rate.code && r.date === rate.date))
    const mine = [...others.filter((r) => r.code === rate.code), rate].sort((a, b) => (a.date < b.date ? -1 : 1)).slice(-KEEP)
    this.data = { ...this.data, rates: [...others.filter((r) => r.code !== rate.code), ...mine] }
    await this.file.save(this.data)
  }

  async fetched(at: string, error: string | null): Promise<void> {
    this.data = { ...this.data, lastFetch: { at, error } }
    await this.file.save(this.data)
  }
}
