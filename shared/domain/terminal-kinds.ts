/**
 * The chat events that end a request: exactly one per request. Plain data without zod, so the
 * renderer's first bundle can tell a terminal event without loading the schemas (chat-events.ts
 * builds its `TerminalKind` schema from this list).
 */
export const TERMINAL_KINDS = ['done', 'stopped', 'incomplete', 'error'] as const
export type TerminalKind = (typeof TERMINAL_KINDS)[number]

const TERMINAL = new Set<string>(TERMINAL_KINDS)

export function isTerminal<E extends { kind: string }>(event: E): event is Extract<E, { kind: TerminalKind }> {
  return TERMINAL.has(event.kind)
}
