import Papa from 'papaparse'
import type { LabelRow, LabelSplit } from '../../../shared/domain/projects'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { splitByLabels } from '../../../shared/projects/label-split'
import type { ProjectStore } from '../projects/project-store'
import { safeText } from '../usage/csv'
import { addDays, validateRange } from '../usage/ranges'
import type { LedgerService } from './ledger-service'

export interface LabelSplitsDeps {
  ledger: Pick<LedgerService, 'answerCosts'>
  projects: Pick<ProjectStore, 'labelledAnswers' | 'list'>
  now(): number
}

/**
 * #35: the Usage view's split of the ledger by project and by tag over a range: each answer's exact
 * share of the bill where its day is reconciled ("billed"), else its cost counted here.
 */
export class LabelSplits {
  constructor(private readonly d: LabelSplitsDeps) {}

  async split(accountId: string | null, range: UsageRange): Promise<LabelSplit> {
    validateRange(range, new Date(this.d.now()))
    const base = { accountId, start: range.start, end: range.end }
    if (accountId === null) return { ...base, byProject: [], byTag: [] }
    const answers = this.d.projects.labelledAnswers(accountId, range.start, range.end)
    const { perAnswer } = answers.length === 0 ? { perAnswer: [] } : await this.d.ledger.answerCosts(accountId, answers.map((a) => a.id))
    const ledger = new Map(perAnswer.map((p) => [p.id, p]))
    const names = new Map(this.d.projects.list().map((p) => [p.id, p.name]))
    const split = splitByLabels(
      answers.map((a) => {
        const entry = ledger.get(a.id)
        return { id: a.id, projectId: a.projectId, tags: a.tags, billed: entry?.kind === 'billed' ? entry.amount : null, counted: a.cost ?? (entry?.kind === 'estimate' ? entry.amount : null) }
      }),
      (id) => names.get(id) ?? null,
    )
    return { ...base, ...split }
  }

  /** The split as CSV (one line per project, then per tag; money as exact six-decimal strings). */
  async exportCsv(accountId: string | null, range: UsageRange): Promise<{ filename: string; csv: string; rowCount: number }> {
    const split = await this.split(accountId, range)
    const line = (by: string) => (r: LabelRow) => [by, safeText(r.name), r.answers, r.billed, r.counted, r.total, r.unpriced]
    const data = [...split.byProject.map(line('project')), ...split.byTag.map(line('tag'))]
    const csv = Papa.unparse({ fields: ['by', 'name', 'answers', 'billed', 'counted_here', 'total', 'unpriced_answers'], data }, { header: true, newline: '\r\n', quotes: false })
    return { filename: `tokentally-projects-tags-${range.start}-to-${addDays(range.end, -1)}.csv`, csv: csv.endsWith('\r\n') ? csv : `${csv}\r\n`, rowCount: data.length }
  }
}
