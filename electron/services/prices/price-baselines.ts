import { join } from 'node:path'
import { z } from 'zod'
import { ModelPriceEstimate } from '../../../shared/domain/prices'
import { JsonFile } from '../storage/json-file'
import type { PerMillion } from './price-change-alert'

const Schema = z.record(z.string(), z.record(z.string(), ModelPriceEstimate.shape.perMillion))

export interface PriceBaselineStore {
  get(accountId: string, model: string): Promise<PerMillion | undefined>
  put(accountId: string, model: string, prices: PerMillion): Promise<void>
}

/** The prices each model's price-change alert last fired on (or was first seen at), per account, on disk. */
export class PriceBaselines implements PriceBaselineStore {
  private readonly file: JsonFile<typeof Schema>
  private entries: Promise<Record<string, Record<string, PerMillion>>> | null = null

  constructor(dataDir: string) {
    this.file = new JsonFile(join(dataDir, 'price-baselines.json'), Schema, 1)
  }

  async get(accountId: string, model: string): Promise<PerMillion | undefined> {
    return (await this.load())[accountId]?.[model]
  }

  async put(accountId: string, model: string, prices: PerMillion): Promise<void> {
    const entries = await this.load()
    entries[accountId] = { ...entries[accountId], [model]: prices }
    await this.file.save(entries)
  }

  private load(): Promise<Record<string, Record<string, PerMillion>>> {
    this.entries ??= this.file.load().then((r) => (r.status === 'ok' ? r.value : {}))
    return this.entries
  }
}
