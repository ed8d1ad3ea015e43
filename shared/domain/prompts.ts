import { z } from 'zod'
import { Tag } from './votes'

/** A saved prompt (goes into the composer) or a system-prompt preset; both may hold `{{variables}}`. */
export const PromptKind = z.enum(['prompt', 'system'])

export const PromptDraft = z.object({
  /** Absent: a new prompt. */
  id: z.string().min(1).max(100).optional(),
  kind: PromptKind.default('prompt'),
  title: z.string().trim().min(1).max(200),
  body: z.string().min(1).max(200_000),
  tags: z.array(Tag).max(20).default([]),
})
export type PromptDraft = z.input<typeof PromptDraft>

export const SavedPrompt = z.object({
  id: z.string(),
  kind: PromptKind,
  title: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SavedPrompt = z.infer<typeof SavedPrompt>

/** The export file: `{ "tokentally": "prompts", "version": 1, "prompts": [...] }`. */
export const PromptExport = z.object({
  tokentally: z.literal('prompts'),
  version: z.literal(1),
  prompts: z.array(z.object({ kind: PromptKind.default('prompt'), title: z.string(), body: z.string(), tags: z.array(z.string()).default([]) }).passthrough()).max(10_000),
})
