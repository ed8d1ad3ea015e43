import { join } from 'node:path'
import { z } from 'zod'
import { Balance } from '../../../shared/domain/balance'
import { JsonFile } from '../storage/json-file'

const CachedBalance = z.object({ balance: Balance, fetchedAt: z.string() })
export type CachedBalance = z.infer<typeof CachedBalance>
const CacheSchema = z.record(z.string(), CachedBalance)

/** The last good balance per connection, so the dashboard shows it instantly at start, with its age. */
export class BalanceCache {
  private readonly file: JsonFile<typeof CacheSchema>
  private entries: Record<string, CachedBalance> | null = null

  constructor(dataDir: string) {
    this.file = new JsonFile(join(dataDir, 'balance-cache.json'), CacheSchema, 1)
  }

  async get(connectionId: string): Promise<CachedBalance | null> {
    return (await this.load())[connectionId] ?? null
  }

  async put(connectionId: string, entry: CachedBalance): Promise<void> {
    const entries = await this.load()
    entries[connectionId] = entry
    await this.file.save(entries)
  }

  async remove(connectionId: string): Promise<void> {
    const entries = await this.load()
    if (!(connectionId in entries)) return
    delete entries[connectionId]
    await this.file.save(entries)
  }

  private async load(): Promise<Record<string, CachedBalance>> {
    if (!this.entries) {
      const result = await this.file.load()
      this.entries = result.status === 'ok' ? result.value : {}
    }
    return this.entries
  }
}
