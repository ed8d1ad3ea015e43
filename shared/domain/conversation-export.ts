import { z } from 'zod'
import { ChatMessage, Conversation } from './conversation'

/**
 * Tokentally's JSON export of one conversation: a documented, versioned schema (docs/export-format.md).
 * Version 1 (0.1 to #33): `conversation` only. Version 2 (#34): `branches` too. An export imports
 * back without loss: the same IDs, every field, every branch.
 */
export const EXPORT_FORMAT = 'tokentally-conversation'
export const EXPORT_VERSION = 2

/** The whole-history zip's manifest (`manifest.json`; each conversation is `conversations/*.json`). */
export const ARCHIVE_FORMAT = 'tokentally-archive'

/** A message of a branch that is not the one shown, with the message before it on its branch. */
export const BranchMessage = ChatMessage.extend({ parentId: z.string().nullable() })
export type BranchMessage = z.infer<typeof BranchMessage>

export const ConversationExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  /** Readers refuse a version newer than theirs (what it holds may be lost). */
  version: z.number().int().min(1),
  exportedAt: z.string(),
  /** The conversation with the branch shown when it was exported (`messages`). */
  conversation: Conversation,
  /** Every message on the other branches (absent in version 1). */
  branches: z.array(BranchMessage).default([]),
})
export type ConversationExport = z.infer<typeof ConversationExport>

export const ArchiveManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().min(1),
  exportedAt: z.string(),
  conversations: z.number().int().nonnegative(),
  app: z.string(),
})
export type ArchiveManifest = z.infer<typeof ArchiveManifest>
