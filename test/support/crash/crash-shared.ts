/** Names shared by the crash-writer child and the crash-storage test (no side effects on import). */
export const CONNECTION_ID = 'conn-crash'
export const CONVERSATION_ID = 'crash-conv'
export const USAGE_PAGE = { start: '2025-01-01', end: '2025-04-01' } as const
/** Rows in the usage page the child writes: 90 days × 6 models. */
export const USAGE_ROWS = 540
