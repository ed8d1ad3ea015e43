import type { ImportedMessage } from '../imported'

/**
 * Messages whose parent was dropped (a hidden system node, an empty one, the root placeholder) are
 * attached to their nearest kept ancestor, so the tree keeps its shape. `parentOf` holds every
 * node of the other app's tree, kept or not. A cycle in a damaged file ends the walk.
 */
export function reparent(kept: readonly ImportedMessage[], parentOf: ReadonlyMap<string, string | null>): ImportedMessage[] {
  const ids = new Set(kept.map((m) => m.sourceId))
  return kept.map((m) => {
    const seen = new Set<string>([m.sourceId])
    let parent = m.parentSourceId
    while (parent !== null && !ids.has(parent) && !seen.has(parent)) {
      seen.add(parent)
      parent = parentOf.get(parent) ?? null
    }
    return { ...m, parentSourceId: parent !== null && ids.has(parent) && parent !== m.sourceId ? parent : null }
  })
}

/** A list without a tree (each message answers the one before): the previous message is the parent. */
export function linear(messages: readonly Omit<ImportedMessage, 'parentSourceId'>[]): ImportedMessage[] {
  return messages.map((m, i) => ({ ...m, parentSourceId: i === 0 ? null : (messages[i - 1]?.sourceId ?? null) }))
}
