import Papa from 'papaparse'
import type { UsageRow } from '../../../shared/domain/usage'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { addDays } from './ranges'

export const CSV_COLUMNS = ['date', 'model', 'requests', 'input_tokens', 'cached_input_tokens', 'output_tokens', 'cost'] as const

/** A text cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/**
 * Usage rows as CSV (RFC 4180: header, CRLF after every line, quoting by papaparse). Money is the service's exact
 * six-decimal string, never reformatted.
 */
export function usageCsv(rows: readonly UsageRow[]): string {
  const data = rows.map((r) => [r.date, safeText(r.model ?? ''), r.requests, r.input_tokens, r.cached_input_tokens, r.output_tokens, r.cost])
  const csv = Papa.unparse({ fields: [...CSV_COLUMNS], data }, { header: true, newline: '\r\n', quotes: false })
  // Every line ends with CRLF (papaparse ends the header-only file with one, but not the last row).
  return csv.endsWith('\r\n') ? csv : `${csv}\r\n`
}

/** e.g. tokentally-usage-2025-01-01-to-2025-01-31.csv (the last day included, not the exclusive end). */
export function csvFilename(range: UsageRange): string {
  return `tokentally-usage-${range.start}-to-${addDays(range.end, -1)}.csv`
}
