import Papa from 'papaparse'
import type { Leaderboard } from '../../../shared/domain/votes'

const COLUMNS = ['rank', 'model', 'strength', 'strength_low_95', 'strength_high_95', 'win_rate', 'votes', 'few_votes', 'median_ttft_ms', 'median_tokens_per_sec', 'median_cost_per_answer', 'strength_per_dollar', 'pareto_front'] as const

/** A text cell a spreadsheet would run as a formula gets a leading apostrophe. */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

const num = (v: number | null, places: number) => (v === null ? '' : v.toFixed(places))

/** One line per model (CRLF, RFC 4180); costs as the exact six-place strings; unknown is empty. */
export function leaderboardCsv(board: Leaderboard): string {
  const data = board.rows.map((r) => [
    r.rank,
    safeText(r.model),
    num(r.strength, 4),
    num(r.low, 4),
    num(r.high, 4),
    num(r.winRate, 4),
    r.votes,
    r.fewVotes ? 'yes' : 'no',
    num(r.medianTtftMs, 1),
    num(r.medianTokensPerSec, 1),
    r.medianCost ?? '',
    num(r.valuePerDollar, 2),
    r.onFront ? 'yes' : 'no',
  ])
  const csv = Papa.unparse({ fields: [...COLUMNS], data }, { header: true, newline: '\r\n', quotes: false })
  return csv.endsWith('\r\n') ? csv : `${csv}\r\n`
}
