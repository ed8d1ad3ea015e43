import { dayOf, monthStartDay, parseDay } from '../sim-time'
import { invalidParameter } from '../errors'

export const PAGE_DAYS = 90
const ALLOWED = new Set(['start', 'end', 'group_by', 'page'])

export interface UsageQuery {
  start: number
  end: number
  groupByModel: boolean
  /** First day of the requested page. */
  page: number
}

function dayParam(name: string, value: string): number {
  const day = parseDay(value)
  if (day === null) throw invalidParameter(name, `Invalid '${name}': expected a date YYYY-MM-DD, got '${value}'.`)
  return day
}

/** Validates `GET /usage` parameters; any unknown, repeated or invalid one is named in the 400. */
export function parseUsageQuery(params: URLSearchParams, now: number): UsageQuery {
  const values = new Map<string, string>()
  for (const [name, value] of params) {
    if (!ALLOWED.has(name)) throw invalidParameter(name, `Unknown parameter '${name}'. Allowed: start, end, group_by, page.`)
    if (values.has(name)) throw invalidParameter(name, `Parameter '${name}' was sent more than once.`)
    values.set(name, value)
  }
  const today = dayOf(now)
  const startText = values.get('start')
  const endText = values.get('end')
  const start = startText === undefined ? monthStartDay(today) : dayParam('start', startText)
  const end = endText === undefined ? today + 1 : dayParam('end', endText)
  if (start >= end) {
    throw invalidParameter(endText === undefined ? 'start' : 'end', "'start' must be before 'end' ('end' is exclusive).")
  }
  const groupBy = values.get('group_by')
  if (groupBy !== undefined && groupBy !== 'model') {
    throw invalidParameter('group_by', `Invalid 'group_by' '${groupBy}': the only allowed value is 'model'.`)
  }
  const pageText = values.get('page')
  const page = pageText === undefined ? start : dayParam('page', pageText)
  if (page < start || page >= end || (page - start) % PAGE_DAYS !== 0) {
    throw invalidParameter(
      'page',
      "Invalid 'page': use the 'next_page' value of the previous response, with the same 'start' and 'end'.",
    )
  }
  return { start, end, groupByModel: groupBy === 'model', page }
}
