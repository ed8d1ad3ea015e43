import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import { KeptPriceFits } from '../../../electron/services/prices/kept-fits'
import { PriceService } from '../../../electron/services/prices/price-service'
import { UsageCache } from '../../../electron/services/usage/usage-cache'
import { addDays } from '../../../electron/services/usage/ranges'
import type { UsageRow } from '../../../shared/domain/usage'

const dirs: string[] = []
const dbs: DatabaseSync[] = []
afterEach(() => {
  for (const db of dbs.splice(0)) db.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** 30 days of one model at `perMillion` input/output prices. */
function rows(input: number, output: number): UsageRow[] {
  return Array.from({ length: 30 }, (_, i) => {
    const day = addDays('2025-10-01', i)
    const tokens = { input: 1000 + i * 37, output: 200 + i * 11 }
    const micros = Math.round(tokens.input * input + tokens.output * output)
    return { date: day, model: 'm', requests: 3, input_tokens: tokens.input, cached_input_tokens: 0, output_tokens: tokens.output, cost: `0.${String(micros).padStart(6, '0')}` }
  })
}

async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'tally-kept-fits-'))
  dirs.push(dir)
  const { db } = openDatabase({ dataDir: dir })
  dbs.push(db)
  const { cache } = await UsageCache.open(dir, 'acct', db)
  const put = (list: UsageRow[]) => {
    const at = '2025-10-31T12:00:00Z'
    cache.put({ start: '2025-10-01', end: '2025-10-31', query: { start: '2025-10-01', end: '2025-10-31', page: null }, etag: null, rows: list, total: { requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: '0.000000' }, asOf: at, fetchedAt: at, checkedAt: at, final: true, usedAt: at })
  }
  let reads = 0
  const service = () =>
    new PriceService({
      rowsOf: async () => {
        reads++
        return [...cache.dayIndex().values()].flat()
      },
      kept: new KeptPriceFits(db),
    })
  return { put, service, reads: () => reads }
}

describe('#35: fitted prices kept per usage version', () => {
  it('a restart reads the kept fit (no rows read, no fit); a usage page written since makes it fit again', async () => {
    const t = await setup()
    t.put(rows(0.15, 0.6))
    const first = await t.service().get('acct')
    expect(first.models.map((m) => m.model)).toEqual(['m'])
    expect(t.reads()).toBe(1)

    // A restart: the same fit, nothing read.
    expect(await t.service().get('acct')).toEqual(first)
    expect(t.reads()).toBe(1)

    // A sync wrote the page again with other prices: fitted again, and that fit is the one kept.
    t.put(rows(0.3, 1.2))
    const again = t.service()
    const refitted = await again.get('acct')
    expect(t.reads()).toBe(2)
    expect(refitted.models[0]?.perMillion.input).not.toBe(first.models[0]?.perMillion.input)
    expect(await t.service().get('acct')).toEqual(refitted)
    expect(t.reads()).toBe(2)
  })
})
