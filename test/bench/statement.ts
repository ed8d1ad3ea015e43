/**
 * statement_pdf_ms_1_month_100_models (#35): the monthly statement of one account with 100 models used
 * every day of a 31-day month (3,100 usage rows), 20 projects, top-ups and price changes, built by
 * `StatementService` (the statement's arithmetic over the rows) and written as a PDF (pdfkit, fonts
 * embedded) to a file. Value = median wall time of `export` (build + PDF) over the runs.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StatementService } from '../../electron/services/statements/statement-service'
import { writeFileStream } from '../../electron/services/storage/byte-sink'
import type { UsageRow } from '../../shared/domain/usage'
import { translatorFor } from '../support/i18n'
import type { MetricResult } from './lib/report'
import { median, progress, round } from './lib/stats'

const MONTH = '2026-10'
const DAY_MS = 86_400_000

function rows(): UsageRow[] {
  const out: UsageRow[] = []
  for (let d = 1; d <= 31; d++) {
    const date = `${MONTH}-${String(d).padStart(2, '0')}`
    for (let m = 0; m < 100; m++) out.push({ date, model: `bench-model-${m}`, requests: 10 + m, input_tokens: 1000 * m, cached_input_tokens: 0, output_tokens: 200 * m, cost: ((m + 1) * 0.000731 + d * 0.000013).toFixed(6) } as UsageRow)
  }
  return out
}

export async function benchStatement(runs = 7): Promise<{ result: MetricResult; details: Record<string, unknown> }> {
  const dir = await mkdtemp(join(tmpdir(), 'tally-bench-statement-'))
  const start = Date.parse(`${MONTH}-01T00:00:00Z`)
  const usage = rows()
  const readings = [0, 5, 12, 30].map((d, i) => ({ at: start + d * DAY_MS - 1, balance: (100 + i * 50).toFixed(6), paid: (90 + i * 50).toFixed(6), promo: '10.000000', held: '0.000000', debt: '0.000000', allowance: null }))
  const { t } = await translatorFor('en')
  const service = new StatementService({
    language: () => ({ t, direction: 'ltr' }),
    now: () => start + 40 * DAY_MS,
    accounts: () => [{ id: 'acct', name: 'Bench account' }],
    readings: () => readings,
    rows: async () => usage,
    labels: async (_id, range) => ({
      accountId: 'acct',
      start: range.start,
      end: range.end,
      byProject: Array.from({ length: 20 }, (_, p) => ({ key: `p${p}`, name: `Project ${p}`, answers: 40, billed: '0.500000', counted: '0.250000', total: '0.750000', unpriced: 0 })),
      byTag: [],
    }),
    appEstimate: () => ({ estimate: '15.100000', answers: 800 }),
    appBilled: async () => '15.000000',
    prices: async () => ({ connectionId: 'acct', fittedAt: null, tooFewRows: [], models: Array.from({ length: 100 }, (_, m) => ({ model: `bench-model-${m}`, perMillion: { input: '0.20', cachedInput: '0.05', output: '0.90' }, rows: 31, medianRelativeError: 0, since: m % 10 === 0 ? `${MONTH}-15` : null, previous: m % 10 === 0 ? { perMillion: { input: '0.20', cachedInput: '0.05', output: '0.60' }, until: `${MONTH}-15` } : null })) }),
    currency: () => 'EUR',
    rates: () => Array.from({ length: 22 }, (_, i) => ({ code: 'EUR', rate: '0.9210', date: `${MONTH}-${String(i + 1).padStart(2, '0')}`, source: 'fetched' as const, at: '' })),
    saveFile: async () => null,
    saveStream: async (name, write) => {
      const path = join(dir, name)
      await writeFileStream(path, write)
      return path
    },
  })
  const times: number[] = []
  let bytes = 0
  try {
    for (let i = 0; i < runs + 1; i++) {
      const t = performance.now()
      const saved = await service.export({ month: MONTH, accountId: 'acct', format: 'pdf' })
      const ms = performance.now() - t
      if (i > 0) times.push(ms) // the first run loads pdfkit and the fonts
      bytes = (await stat(saved.path!)).size
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  const value = round(median(times), 1)
  progress(`statement: ${value} ms median over ${runs} runs (PDF ${Math.round(bytes / 1024)} KB)`)
  return { result: { name: 'statement_pdf_ms_1_month_100_models', value, note: `median of ${runs} (first run, loading pdfkit and the fonts, not counted)` }, details: { runsMs: times.map((t) => round(t, 1)), pdfBytes: bytes } }
}
