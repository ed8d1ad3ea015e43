import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { DAY_MS, dayOf, formatDay, isoTime } from '../sim-time'
import { usageAsOf } from '../freshness'
import { authenticate } from '../http/auth'
import type { Reply } from '../http/reply'
import { formatMoney } from '../money'
import type { SimState } from '../state'
import { addAmounts, emptyAmounts, type UsageAmounts } from '../usage-store'
import { creditAccountOf, withRateLimit } from './limited'
import { PAGE_DAYS, parseUsageQuery } from './usage-query'

function amountsJson(amounts: UsageAmounts): Record<string, number | string> {
  return {
    requests: amounts.requests,
    input_tokens: amounts.input,
    cached_input_tokens: amounts.cached,
    output_tokens: amounts.output,
    cost: formatMoney(amounts.cost),
  }
}

/** True when `If-None-Match` names this ETag (or `*`); weak validators compare equal too. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
  })
}

/** `GET /usage`: 90-day pages of daily (or daily per model) rows, with ETag / 304 support. */
export async function handleUsage(req: IncomingMessage, url: URL, reply: Reply, state: SimState): Promise<void> {
  const key = authenticate(req, state.directory.keys, '401')
  await withRateLimit(state, key, 'usage', (rateHeaders) => {
    const account = creditAccountOf(state, key)
    const now = state.clock()
    const query = parseUsageQuery(url.searchParams, now)
    const asOf = usageAsOf(now)
    const pageEnd = Math.min(query.page + PAGE_DAYS, query.end)
    const data: Array<Record<string, number | string>> = []
    let total = emptyAmounts()
    for (let day = query.page; day < pageEnd; day++) {
      const byModel = state.usage.dayByModel(account.id, day, asOf)
      if (byModel.size === 0) continue
      const date = formatDay(day)
      let dayTotal = emptyAmounts()
      for (const model of [...byModel.keys()].sort()) {
        const amounts = byModel.get(model) ?? emptyAmounts()
        dayTotal = addAmounts(dayTotal, amounts)
        if (query.groupByModel) data.push({ date, model, ...amountsJson(amounts) })
      }
      if (!query.groupByModel) data.push({ date, ...amountsJson(dayTotal) })
      total = addAmounts(total, dayTotal)
    }
    const body = JSON.stringify({
      object: 'usage',
      scope: 'account',
      currency: 'USD',
      start: formatDay(query.start),
      end: formatDay(query.end),
      group_by: query.groupByModel ? 'model' : 'none',
      data,
      total: amountsJson(total),
      next_page: pageEnd < query.end ? formatDay(pageEnd) : null,
      as_of: isoTime(asOf),
      history_start: isoTime((state.usage.historyStart(account.id) ?? dayOf(now)) * DAY_MS),
    })
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`
    const headers = { ...rateHeaders, etag, 'cache-control': 'private, no-cache' }
    if (etagMatches(req.headers['if-none-match'], etag)) reply.empty(304, headers)
    else reply.raw(200, body, { ...headers, 'content-type': 'application/json; charset=utf-8' })
  })
}
