/** Letters of blind columns, in the order shown. */
export const BLIND_LABELS = ['A', 'B', 'C', 'D'] as const

/**
 * A shuffled order of `count` columns, the same every time for one run (seeded by its ID), so a
 * reload does not reshuffle the letters the user is reading. Returns column indices in show order.
 */
export function blindOrder(runId: string, count: number): number[] {
  let state = 0x811c9dc5
  for (let i = 0; i < runId.length; i++) state = Math.imul(state ^ runId.charCodeAt(i), 0x01000193) >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const order = Array.from({ length: count }, (_, i) => i)
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}
