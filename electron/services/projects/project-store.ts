import { randomUUID } from 'node:crypto'
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { type Labels, Project, type ProjectBudget, type ProjectList, type SetLabelsArgs } from '../../../shared/domain/projects'
import { AppFailure, inputError, makeError, say } from '../../../shared/error-model'
import { transaction } from '../db/open-database'
import { writing } from '../db/storage-error'

interface ProjectRow {
  id: string
  name: string
  created_at: string
  budget: string | null
}

function projectNotFound(id: string): AppFailure {
  return new AppFailure(makeError({ kind: 'input', code: 'project_not_found', say: say('errors.projects.gone', { id: id.slice(0, 100) }), endpoint: 'app', param: 'projectId' }))
}

/** Tags as people type them: trimmed, inner spaces collapsed, each once (case-insensitively, the first spelling kept). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim()
    if (tag === '' || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    out.push(tag)
  }
  return out
}

export function parseTags(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]')
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : []
  } catch {
    return []
  }
}

/**
 * #35: projects (migration 12's `projects` table) and the project and tags each conversation carries
 * (its `project_id` and `tags` columns). Its answers inherit both: they are read through the
 * conversation, never copied onto messages, so a change later (or in bulk) moves every answer with it.
 */
export class ProjectStore {
  private readonly s: Record<'all' | 'get' | 'byName' | 'insert' | 'rename' | 'remove' | 'budget' | 'labelsOf' | 'setLabels', StatementSync>

  constructor(
    private readonly db: DatabaseSync,
    private readonly now: () => number,
    private readonly newId: () => string = randomUUID,
  ) {
    const p = (sql: string) => db.prepare(sql)
    this.s = {
      all: p('SELECT id, name, created_at, budget FROM projects ORDER BY name COLLATE NOCASE'),
      get: p('SELECT id, name, created_at, budget FROM projects WHERE id = ?'),
      byName: p('SELECT id FROM projects WHERE name = ? COLLATE NOCASE AND id != ?'),
      insert: p('INSERT INTO projects (id, name, created_at, budget) VALUES (?, ?, ?, NULL)'),
      rename: p('UPDATE projects SET name = ? WHERE id = ?'),
      remove: p('DELETE FROM projects WHERE id = ?'),
      budget: p('UPDATE projects SET budget = ? WHERE id = ?'),
      labelsOf: p('SELECT project_id, tags FROM conversations WHERE id = ?'),
      setLabels: p('UPDATE conversations SET project_id = ?, tags = ? WHERE id = ?'),
    }
  }

  list(): Project[] {
    return (this.s.all.all() as unknown as ProjectRow[]).map(projectOf)
  }

  get(id: string): Project {
    const row = this.s.get.get(id) as unknown as ProjectRow | undefined
    if (!row) throw projectNotFound(id)
    return projectOf(row)
  }

  has(id: string): boolean {
    return this.s.get.get(id) !== undefined
  }

  create(name: string): Project {
    const clean = this.nameOf(name, '')
    const project: Project = { id: this.newId(), name: clean, createdAt: new Date(this.now()).toISOString(), budget: null }
    writing('project', () => this.s.insert.run(project.id, project.name, project.createdAt))
    return project
  }

  rename(id: string, name: string): Project {
    this.get(id)
    const clean = this.nameOf(name, id)
    writing('project', () => this.s.rename.run(clean, id))
    return this.get(id)
  }

  /** Deletes a project; its conversations keep their answers and tags, and belong to no project. */
  delete(id: string): boolean {
    return writing('projectDeletion', () => Number(this.s.remove.run(id).changes) > 0)
  }

  setBudget(id: string, budget: ProjectBudget | null): Project {
    this.get(id)
    writing('projectBudget', () => this.s.budget.run(budget === null ? null : JSON.stringify(budget), id))
    return this.get(id)
  }

  /** The projects and every tag in use (the pickers' choices). */
  listing(): ProjectList {
    return { projects: this.list(), tags: this.tagsInUse() }
  }

  /** Refuses labels that could not be set (an unknown project), before anything is created with them. */
  check(labels: Labels | undefined): void {
    if (labels?.projectId) this.get(labels.projectId)
  }

  /** A conversation's project and tags (none for one that is not stored). */
  labelsOf(conversationId: string): { projectId: string | null; tags: string[] } {
    const row = this.s.labelsOf.get(conversationId) as { project_id: string | null; tags: string | null } | undefined
    return { projectId: row?.project_id ?? null, tags: parseTags(row?.tags ?? null) }
  }

  /** Sets a new conversation's project and tags (what is given: an absent field keeps none). */
  assign(conversationId: string, labels: Labels): void {
    this.setLabels({ ids: [conversationId], ...(labels.projectId !== undefined ? { projectId: labels.projectId } : {}), ...(labels.tags ? { addTags: labels.tags } : {}) })
  }

  /**
   * Changes many conversations at once, in one transaction: the project when given (null: none), tags
   * added and removed. An unknown project changes nothing; conversations that no longer exist are skipped.
   * Returns how many were changed.
   */
  setLabels(args: SetLabelsArgs): number {
    if (args.projectId) this.get(args.projectId)
    const add = cleanTags(args.addTags ?? [])
    const remove = new Set(cleanTags(args.removeTags ?? []).map((t) => t.toLowerCase()))
    return writing('projectAndTags', () =>
      transaction(this.db, () => {
        let changed = 0
        for (const id of new Set(args.ids)) {
          const row = this.s.labelsOf.get(id) as { project_id: string | null; tags: string | null } | undefined
          if (!row) continue
          const tags = cleanTags([...parseTags(row.tags), ...add]).filter((t) => !remove.has(t.toLowerCase()))
          if (tags.length > MAX_TAGS) throw inputError('too_many_tags', say('errors.projects.tooManyTags', { max: MAX_TAGS }), 'addTags')
          const projectId = args.projectId === undefined ? row.project_id : args.projectId
          this.s.setLabels.run(projectId, JSON.stringify(tags), id)
          changed++
        }
        return changed
      }),
    )
  }

  /** Every tag in use, with how many conversations carry it (most used first). */
  tagsInUse(): { tag: string; conversations: number }[] {
    const rows = this.db.prepare("SELECT j.value AS tag, count(*) AS n FROM conversations c, json_each(c.tags) j WHERE c.tags != '[]' GROUP BY j.value ORDER BY n DESC, j.value").all() as { tag: string; n: number }[]
    return rows.map((r) => ({ tag: r.tag, conversations: Number(r.n) }))
  }

  /**
   * The answers of an account whose request started in [start, end) (UTC days, the ledger's day), each
   * with its conversation's project and tags and its cost record's amount (null: none). Read through
   * the ledger's (account, day) index.
   */
  labelledAnswers(accountId: string, start: string, end: string): LabelledAnswer[] {
    const rows = this.db
      .prepare(
        `SELECT m.id, json_extract(m.cost, '$.cost') AS cost, c.project_id, c.tags FROM messages m JOIN conversations c ON c.id = m.conversation_id
         WHERE m.account_id = ? AND m.role = 'assistant' AND m.usage_day >= ? AND m.usage_day < ?`,
      )
      .all(accountId, start, end) as { id: string; cost: string | null; project_id: string | null; tags: string | null }[]
    return rows.map((r) => ({ id: r.id, cost: typeof r.cost === 'string' ? r.cost : null, projectId: r.project_id, tags: parseTags(r.tags) }))
  }

  /** What the project's answers cost since `since` (ISO; every account), by the UTC day each started: the cost records, counted here. */
  spendByDay(projectId: string, since: string): { day: string; cost: string }[] {
    const rows = this.db
      .prepare(
        `SELECT substr(m.created_at, 1, 10) AS day, json_extract(m.cost, '$.cost') AS cost FROM messages m JOIN conversations c ON c.id = m.conversation_id
         WHERE c.project_id = ? AND m.role = 'assistant' AND m.created_at >= ? AND json_extract(m.cost, '$.cost') IS NOT NULL`,
      )
      .all(projectId, since) as { day: string; cost: unknown }[]
    return rows.flatMap((r) => (typeof r.cost === 'string' ? [{ day: r.day, cost: r.cost }] : []))
  }

  private nameOf(name: string, exceptId: string): string {
    const clean = name.replace(/\s+/g, ' ').trim()
    if (clean === '') throw inputError('invalid_project', say('errors.projects.nameMissing'), 'name')
    if (clean.length > 80) throw inputError('invalid_project', say('errors.projects.nameTooLong', { max: 80 }), 'name')
    if (this.s.byName.get(clean, exceptId)) throw inputError('project_exists', say('errors.projects.nameTaken', { name: clean }), 'name')
    return clean
  }
}

const MAX_TAGS = 20

/** An answer with the labels of its conversation (what the Usage view's split by project and tag reads). */
export interface LabelledAnswer {
  id: string
  /** Its cost record's amount (USD string, counted here); null: none. */
  cost: string | null
  projectId: string | null
  tags: string[]
}

function projectOf(row: ProjectRow): Project {
  let budget: unknown
  try {
    budget = row.budget === null ? null : JSON.parse(row.budget)
  } catch {
    budget = null
  }
  // A damaged budget reads as none (the project stays usable; setting it again writes a good one).
  const parsed = Project.safeParse({ id: row.id, name: row.name, createdAt: row.created_at, budget })
  return parsed.success ? parsed.data : { id: row.id, name: row.name, createdAt: row.created_at, budget: null }
}
