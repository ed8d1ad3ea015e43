import { createHash } from 'node:crypto'
import type { AppError } from '../../../shared/domain/errors'
import type { UsagePage, UsageRow } from '../../../shared/domain/usage'
import { money, sumMoney, toMoneyString } from '../../../shared/money'
import { AppFailure, inputError, makeError, say } from '../../../shared/error-model'
import type { ServiceClient, UsageQuery, UsageResult } from '../../../electron/services/api/service-client'
import { PAGE_DAYS, addDays, daysBetween, minDay, utcDay } from '../../../electron/services/usage/ranges'

export interface LoggedRequest {
  query: UsageQuery
  etag: string | null
  status: 200 | 304 | 'error'
}

const MODELS = ['m-alpha', 'm-beta', 'm-gamma']

/**
 * An in-memory GET /usage with the spec's rules: 90-day pages starting at start + 90k, page
 * validation, ETag/304, as_of in 10 s steps, empty days before history start. Row costs are
 * rounded on their own, totals from the exact sum (so they can differ in the last digit).
 */
export class FakeUsageService implements ServiceClient {
  readonly baseUrl = 'http://fake.test/v1'
  redact = (text: string): string => text
  readonly log: LoggedRequest[] = []
  /** Failures thrown by the next requests, in order. */
  readonly failures: AppError[] = []
  /** Extra requests per day (e.g. a chat that just ended). */
  readonly extra = new Map<string, number>()
  historyStartDay: string

  constructor(
    private readonly now: () => Date,
    historyDays: number,
  ) {
    this.historyStartDay = addDays(utcDay(now()), -(historyDays - 1))
  }

  get requestCount(): number {
    return this.log.length
  }

  /** Exact (unrounded) cost of one request: 7 decimals, so per-row rounding shows. */
  static readonly UNIT_COST = '0.0000017'

  rowsOf(day: string): { row: UsageRow; exact: string }[] {
    if (day < this.historyStartDay || day > utcDay(this.now())) return []
    const n = daysBetween(this.historyStartDay, day)
    const out: { row: UsageRow; exact: string }[] = []
    MODELS.forEach((model, m) => {
      let requests = (n * 7 + m * 5) % 13
      if (m === 0) requests += this.extra.get(day) ?? 0
      if (requests === 0) return
      const exact = money(requests).times(FakeUsageService.UNIT_COST).times(1 + m).toString()
      out.push({
        exact,
        row: { date: day, model, requests, input_tokens: requests * 100, cached_input_tokens: requests * 10, output_tokens: requests * 50, cost: toMoneyString(exact) },
      })
    })
    return out
  }

  async usage(query: UsageQuery, options: { etag?: string | null } = {}): Promise<UsageResult> {
    const etag = options.etag ?? null
    const failure = this.failures.shift()
    if (failure) {
      this.log.push({ query, etag, status: 'error' })
      throw new AppFailure(failure)
    }
    if (query.groupBy !== 'model') throw inputError('invalid_parameter', say('errors.serviceWords', { words: 'group_by expected' }), 'group_by')
    const page = query.page ?? query.start
    if (page < query.start || page >= query.end || daysBetween(query.start, page) % PAGE_DAYS !== 0) {
      this.log.push({ query, etag, status: 'error' })
      throw new AppFailure(makeError({ kind: 'http', status: 400, code: 'invalid_parameter', message: 'bad page', param: 'page', endpoint: 'GET /usage' }))
    }
    const pageEnd = minDay(addDays(page, PAGE_DAYS), query.end)
    const rows: { row: UsageRow; exact: string }[] = []
    for (let d = page; d < pageEnd; d = addDays(d, 1)) rows.push(...this.rowsOf(d))
    const asOfMs = Math.floor(this.now().getTime() / 10_000) * 10_000
    const body: UsagePage = {
      object: 'usage',
      scope: 'account',
      currency: 'USD',
      start: query.start,
      end: query.end,
      group_by: 'model',
      data: rows.map((r) => r.row),
      total: {
        requests: rows.reduce((a, r) => a + r.row.requests, 0),
        input_tokens: rows.reduce((a, r) => a + r.row.input_tokens, 0),
        cached_input_tokens: rows.reduce((a, r) => a + r.row.cached_input_tokens, 0),
        output_tokens: rows.reduce((a, r) => a + r.row.output_tokens, 0),
        cost: toMoneyString(rows.reduce((a, r) => a.plus(r.exact), money(0))),
      },
      next_page: pageEnd < query.end ? pageEnd : null,
      as_of: new Date(asOfMs).toISOString(),
      history_start: `${this.historyStartDay}T00:00:00.000Z`,
    }
    const tag = `"${createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16)}"`
    if (etag === tag) {
      this.log.push({ query, etag, status: 304 })
      return { status: 304 }
    }
    this.log.push({ query, etag, status: 200 })
    return { status: 200, page: body, etag: tag }
  }

  /** Sum of the row cost strings of a day range, for comparing with the service totals. */
  rowCostSum(start: string, end: string): string {
    const costs: string[] = []
    for (let d = start; d < end; d = addDays(d, 1)) costs.push(...this.rowsOf(d).map((r) => r.row.cost))
    return sumMoney(costs)
  }

  models(): never {
    throw new Error('not used')
  }

  balance(): never {
    throw new Error('not used')
  }

  chatStream(): never {
    throw new Error('not used')
  }
}
