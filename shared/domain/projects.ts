import { z } from 'zod'
import { BudgetStatus } from './guard'
import { MoneyString } from './money-string'

/** A tag on a conversation (and so on its answers): trimmed, 1–40 characters. */
export const Tag = z.string().trim().min(1).max(40)

/** #35: a project's budgets (UTC day and month) and its optional cap (per UTC month): stops answers like the other caps. */
export const ProjectBudget = z.object({
  daily: MoneyString.nullable(),
  monthly: MoneyString.nullable(),
  cap: MoneyString.nullable(),
  setAt: z.string(),
  /** The amounts were typed in another currency and converted at that day's rate (said where they are shown). */
  typedAs: z.object({ code: z.string(), rate: z.string(), date: z.string(), daily: z.string().nullable(), monthly: z.string().nullable(), cap: z.string().nullable() }).nullable().default(null),
})
export type ProjectBudget = z.infer<typeof ProjectBudget>

export const Project = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  budget: ProjectBudget.nullable(),
})
export type Project = z.infer<typeof Project>

export const ProjectList = z.object({ projects: z.array(Project), tags: z.array(z.object({ tag: z.string(), conversations: z.number().int() })) })
export type ProjectList = z.infer<typeof ProjectList>

/** What a conversation carries (a new one, or a change): its project (null: none) and tags. */
export const Labels = z.object({ projectId: z.string().max(100).nullable().optional(), tags: z.array(Tag).max(20).optional() }).strict()
export type Labels = z.infer<typeof Labels>

/** A change to many conversations at once (the list's bulk assignment): only what is given changes. */
export const SetLabelsArgs = z
  .object({
    ids: z.array(z.string().min(1).max(100)).min(1).max(5000),
    projectId: z.string().max(100).nullable().optional(),
    addTags: z.array(Tag).max(20).optional(),
    removeTags: z.array(Tag).max(20).optional(),
  })
  .strict()
export type SetLabelsArgs = z.infer<typeof SetLabelsArgs>

export const ProjectDraft = z.object({ name: z.string().max(200) }).strict()

export const SetProjectBudgetArgs = z
  .object({
    id: z.string().min(1).max(100),
    /** As typed ("" or null: none), in `currency` (default USD: dollars). */
    daily: z.string().max(40).nullable(),
    monthly: z.string().max(40).nullable(),
    cap: z.string().max(40).nullable(),
    currency: z.string().max(10).optional(),
  })
  .strict()

/** One row of the Usage view's split by project or by tag: what its answers cost, from the bill and counted here. */
export const LabelRow = z.object({
  /** Project ID or tag; null: no project / no tag. */
  key: z.string().nullable(),
  name: z.string(),
  answers: z.number().int().nonnegative(),
  /** The answers' exact shares of the bill (reconciled days). */
  billed: MoneyString,
  /** Estimates counted here (days not reconciled yet, or another app's usage mixed in). */
  counted: MoneyString,
  total: MoneyString,
  /** Answers with no cost at all (a model without a fitted price). */
  unpriced: z.number().int().nonnegative(),
  /** A project deleted since: `name` is "Deleted project" in English; the window says it in its language (#37). */
  deleted: z.literal(true).optional(),
})
export type LabelRow = z.infer<typeof LabelRow>

export const LabelSplit = z.object({
  accountId: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  byProject: z.array(LabelRow),
  byTag: z.array(LabelRow),
})
export type LabelSplit = z.infer<typeof LabelSplit>

/** A project's budgets now: each with its pace, and its cap with what is left of it this month. */
export const ProjectStatus = z.object({
  project: Project,
  daily: BudgetStatus.nullable(),
  monthly: BudgetStatus.nullable(),
  /** Spend of the project's answers this UTC month and today (every account). */
  spentMonth: MoneyString,
  spentToday: MoneyString,
  cap: z.object({ cap: MoneyString, left: MoneyString, reached: z.boolean() }).nullable(),
})
export type ProjectStatus = z.infer<typeof ProjectStatus>
