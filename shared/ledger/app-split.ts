import type { LedgerDay, LedgerRow } from '../domain/ledger'
import { microsToMoneyString, toMicros } from '../money'

/** One row of the "this app and the rest of the account" view: a day or a model, summed over the other (the wire's LedgerRow). */
export type SplitRow = LedgerRow

function sum(days: readonly LedgerDay[], key: string): SplitRow {
  let billed = 0n
  let app: bigint | null = 0n
  let elsewhere: bigint | null = 0n
  let answers = 0
  let unknownAnswers = 0
  for (const d of days) {
    answers += d.answers
    unknownAnswers += d.unknownAnswers
    billed += toMicros(d.billedCost)
    app = app === null || d.appShare === null ? null : app + toMicros(d.appShare)
    elsewhere = elsewhere === null || d.elsewhere === null ? null : elsewhere + toMicros(d.elsewhere)
  }
  return {
    key,
    billed: microsToMoneyString(billed),
    app: app === null ? null : microsToMoneyString(app),
    elsewhere: elsewhere === null ? null : microsToMoneyString(elsewhere),
    exact: days.length > 0 && days.every((d) => d.status === 'exact'),
    pending: days.some((d) => d.status === 'pending'),
    answers,
    unknownAnswers,
  }
}

/** Rows (days) summed into one (a week or month of the chart): integer micro-dollars, unknown stays unknown. */
export function mergeRows(rows: readonly LedgerRow[], key: string): LedgerRow {
  let billed = 0n
  let app: bigint | null = 0n
  let elsewhere: bigint | null = 0n
  for (const r of rows) {
    billed += toMicros(r.billed)
    app = app === null || r.app === null ? null : app + toMicros(r.app)
    elsewhere = elsewhere === null || r.elsewhere === null ? null : elsewhere + toMicros(r.elsewhere)
  }
  return {
    key,
    billed: microsToMoneyString(billed),
    app: app === null ? null : microsToMoneyString(app),
    elsewhere: elsewhere === null ? null : microsToMoneyString(elsewhere),
    exact: rows.length > 0 && rows.every((r) => r.exact),
    pending: rows.some((r) => r.pending),
    answers: rows.reduce((n, r) => n + r.answers, 0),
    unknownAnswers: rows.reduce((n, r) => n + r.unknownAnswers, 0),
  }
}

function groupBy(days: readonly LedgerDay[], key: (d: LedgerDay) => string): Map<string, LedgerDay[]> {
  const groups = new Map<string, LedgerDay[]>()
  for (const d of days) {
    const k = key(d)
    const group = groups.get(k)
    // Pushed in place: copying the group on every day was quadratic (3 years × 100 models took seconds).
    if (group) group.push(d)
    else groups.set(k, [d])
  }
  return groups
}

/** Days in [start, end), newest first; each day's models summed (in integer micro-dollars: the parts add up). */
export function splitByDay(days: readonly LedgerDay[], start: string, end: string): SplitRow[] {
  const inRange = days.filter((d) => d.day >= start && d.day < end)
  return [...groupBy(inRange, (d) => d.day)].sort(([a], [b]) => b.localeCompare(a)).map(([day, list]) => sum(list, day))
}

/** Models over [start, end), the largest bill first. */
export function splitByModel(days: readonly LedgerDay[], start: string, end: string): SplitRow[] {
  const inRange = days.filter((d) => d.day >= start && d.day < end)
  return [...groupBy(inRange, (d) => d.model)]
    .map(([model, list]) => sum(list, model))
    .sort((a, b) => (toMicros(b.billed) > toMicros(a.billed) ? 1 : toMicros(b.billed) < toMicros(a.billed) ? -1 : a.key.localeCompare(b.key)))
}

/** Today's bill so far and the part that came from chats here (null: unknown or nothing billed yet). */
export function todaySplit(days: readonly LedgerDay[], today: string): SplitRow | null {
  const list = days.filter((d) => d.day === today)
  if (list.length === 0) return null
  return sum(list, today)
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** One line per UTC day and model: the bill and its two parts, as exact 6-decimal amounts ("" when unknown). */
export function ledgerCsv(days: readonly LedgerDay[]): string {
  const header = ['date', 'model', 'status', 'billed_cost', 'chats_in_tokentally', 'elsewhere', 'app_answers', 'app_answers_unknown_tokens', 'billed_input_tokens', 'billed_output_tokens', 'app_input_tokens', 'app_output_tokens']
  const lines = [...days]
    .sort((a, b) => a.day.localeCompare(b.day) || a.model.localeCompare(b.model))
    .map((d) =>
      [d.day, d.model, d.status, d.billedCost, d.appShare ?? '', d.elsewhere ?? '', String(d.answers), String(d.unknownAnswers), String(d.billedTokens.input), String(d.billedTokens.output), String(d.appTokens.input), String(d.appTokens.output)]
        .map(csvField)
        .join(','),
    )
  return `${[header.join(','), ...lines].join('\n')}\n`
}
