import { z } from 'zod'

export const ConnectionId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)

/**
 * `service`: a direct connection with the service's key (balance, usage and chat).
 * `router`: a model router or proxy in front of the service (chat and models only).
 */
export const ConnectionKind = z.enum(['service', 'router'])
export type ConnectionKind = z.infer<typeof ConnectionKind>

/** What the renderer may know about a connection: never the key itself. */
export const ConnectionSummary = z.object({
  id: ConnectionId,
  name: z.string(),
  baseUrl: z.string(),
  configured: z.boolean(),
  demo: z.boolean(),
  /** From the service's balance response: the key's name and masked ending. */
  keyName: z.string().nullable(),
  keySuffix: z.string().nullable(),
  createdAt: z.string(),
  kind: ConnectionKind,
  /** Router only: the service connection whose balance and usage the dashboard, tray and alerts follow. */
  linkedAccountId: ConnectionId.nullable(),
})
export type ConnectionSummary = z.infer<typeof ConnectionSummary>

export const ConnectionsState = z.object({
  connections: z.array(ConnectionSummary),
  activeId: z.string().nullable(),
})
export type ConnectionsState = z.infer<typeof ConnectionsState>

export const ConnectionDraft = z.object({
  name: z.string().max(200),
  baseUrl: z.string().max(2000),
  key: z.string().max(10_000),
})
export type ConnectionDraft = z.infer<typeof ConnectionDraft>

/** A change to a connection: only the fields given change. */
export const ConnectionUpdate = z
  .object({
    id: ConnectionId,
    name: ConnectionDraft.shape.name.optional(),
    baseUrl: ConnectionDraft.shape.baseUrl.optional(),
    key: ConnectionDraft.shape.key.optional(),
    kind: ConnectionKind.optional(),
    /** Routers only; null unlinks. */
    linkedAccountId: ConnectionId.nullable().optional(),
  })
  .strict()
export type ConnectionUpdate = z.infer<typeof ConnectionUpdate>

