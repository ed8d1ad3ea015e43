import type { LabelRow } from '../domain/projects'
import { microsToMoneyString, toMicros, toMoneyString } from '../money'

const micros = (amount: string): bigint => toMicros(toMoneyString(amount))

/** One answer as the split reads it: its labels and what it cost, billed or counted here. */
export interface SplitAnswer {
  id: string
  projectId: string | null
  tags: readonly string[]
  /** Its exact share of the service's bill (a reconciled day), when the ledger has one. */
  billed: string | null
  /** Its cost counted here (the answer's cost record, or the ledger's estimate); used when not billed. */
  counted: string | null
}

interface Sum {
  answers: number
  billed: bigint
  counted: bigint
  unpriced: number
}

function add(sums: Map<string | null, Sum>, key: string | null, a: SplitAnswer): void {
  const sum = sums.get(key) ?? { answers: 0, billed: 0n, counted: 0n, unpriced: 0 }
  sum.answers++
  if (a.billed !== null) sum.billed += micros(a.billed)
  else if (a.counted !== null) sum.counted += micros(a.counted)
  else sum.unpriced++
  sums.set(key, sum)
}

function rowsOf(sums: Map<string | null, Sum>, nameOf: (key: string | null) => string, deleted: (key: string) => boolean = () => false): LabelRow[] {
  return [...sums]
    .map(([key, s]) => ({ key, name: nameOf(key), ...(key !== null && deleted(key) ? { deleted: true as const } : {}), answers: s.answers, billed: microsToMoneyString(s.billed), counted: microsToMoneyString(s.counted), total: microsToMoneyString(s.billed + s.counted), unpriced: s.unpriced, micros: s.billed + s.counted }))
    .sort((a, b) => (a.key === null) !== (b.key === null) ? (a.key === null ? 1 : -1) : a.micros === b.micros ? a.name.localeCompare(b.name) : a.micros > b.micros ? -1 : 1)
    .map(({ micros: _m, ...row }) => row)
}

/**
 * #35: answers split by project and by tag. Each answer counts once per project (or under "No project")
 * and once under each of its tags (or "No tag"): tags overlap, so the tag rows may sum to more than the
 * total, and say so where shown. An answer's figure is its share of the bill when reconciled, else its
 * cost counted here; one with neither is counted as unpriced, never as $0.
 */
export function splitByLabels(answers: readonly SplitAnswer[], projectName: (id: string) => string | null): { byProject: LabelRow[]; byTag: LabelRow[] } {
  const byProject = new Map<string | null, Sum>()
  const byTag = new Map<string | null, Sum>()
  for (const a of answers) {
    add(byProject, a.projectId, a)
    if (a.tags.length === 0) add(byTag, null, a)
    for (const tag of new Set(a.tags)) add(byTag, tag, a)
  }
  return {
    // English names for the CSV (machine-read); the window and the statement's PDF say `key: null` and `deleted` in their language.
    byProject: rowsOf(byProject, (key) => (key === null ? 'No project' : (projectName(key) ?? 'Deleted project')), (key) => projectName(key) === null),
    byTag: rowsOf(byTag, (key) => key ?? 'No tag'),
  }
}
