import { z } from 'zod'
import { MoneyString } from './money-string'

export const BatchCellState = z.enum(['queued', 'running', 'waiting', 'done', 'failed', 'stopped', 'cancelled'])

/** One prompt × one model. Its answer is a column of the row's compare run (`conversationId`). */
export const BatchCell = z.object({
  prompt: z.number().int().nonnegative(),
  model: z.string(),
  conversationId: z.string(),
  messageId: z.string(),
  state: BatchCellState,
  attempts: z.number().int().nonnegative(),
  /** Estimated cost of the answer (USD); null: none yet or no estimate. */
  cost: MoneyString.nullable(),
  /** #38: the request of its current attempt (the window follows its live answer events); null before its first. */
  requestId: z.string().nullable().default(null),
})
export type BatchCell = z.infer<typeof BatchCell>

export const Batch = z.object({
  id: z.string(),
  title: z.string(),
  models: z.array(z.string()).min(1).max(4),
  prompts: z.array(z.string()).min(1).max(50),
  maxOutputTokens: z.number().int().positive().nullable(),
  status: z.enum(['running', 'paused', 'done', 'cancelled']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  cells: z.array(BatchCell),
  /** #36: its rows are voted on blind (started from What if to compare two models on the user's own prompts); absent: no. */
  blind: z.boolean().optional(),
})
export type Batch = z.infer<typeof Batch>

export const BatchSummary = Batch.pick({ id: true, title: true, status: true, createdAt: true, models: true }).extend({ prompts: z.number().int(), done: z.number().int(), cells: z.number().int() })
export type BatchSummary = z.infer<typeof BatchSummary>

/** #39: a CSV of a batch's `{{variable}}` values as main read it: its columns, and one row of values per run. */
export const VariableRows = z.object({ columns: z.array(z.string()), rows: z.array(z.record(z.string(), z.string())) })
export type VariableRows = z.infer<typeof VariableRows>
