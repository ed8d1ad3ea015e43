import type { ImportedMessage } from './imported'

export interface Placed {
  message: ImportedMessage
  /** Its position: how many messages come before it on its branch. */
  depth: number
  /** On the branch shown (the other app's current one). */
  shown: boolean
}

/**
 * Where each message of another app's tree goes: its depth, and whether it is on the shown branch
 * (from `current` up to the first message; without one, from the leaf written last). A damaged
 * tree is mended, never refused: a repeated ID is kept once, a parent that is not in the
 * conversation (or a cycle) makes a first message. `all` lists parents before their children.
 */
export function placeTree(messages: readonly ImportedMessage[], current: string | null): { all: Placed[]; shown: Placed[] } {
  const byId = new Map<string, ImportedMessage>()
  for (const m of messages) if (!byId.has(m.sourceId)) byId.set(m.sourceId, m)
  const parent = new Map<string, string | null>()
  for (const m of byId.values()) parent.set(m.sourceId, m.parentSourceId !== null && byId.has(m.parentSourceId) && m.parentSourceId !== m.sourceId ? m.parentSourceId : null)
  const depth = new Map<string, number>()
  for (const id of byId.keys()) {
    const chain: string[] = []
    let at: string | null = id
    while (at !== null && !depth.has(at)) {
      if (chain.includes(at)) {
        // A cycle: the message where it closes becomes a first message.
        parent.set(at, null)
        break
      }
      chain.push(at)
      at = parent.get(at) ?? null
    }
    let d = at !== null && depth.has(at) ? (depth.get(at) as number) + 1 : 0
    for (const link of chain.reverse()) depth.set(link, d++)
  }
  const leaf = current !== null && byId.has(current) ? current : newestLeaf([...byId.values()], parent)
  const shown = new Set<string>()
  for (let at: string | null = leaf; at !== null && !shown.has(at); at = parent.get(at) ?? null) shown.add(at)
  const all = [...byId.values()]
    .map((message, order) => ({ placed: { message: { ...message, parentSourceId: parent.get(message.sourceId) ?? null }, depth: depth.get(message.sourceId) ?? 0, shown: shown.has(message.sourceId) }, order }))
    .sort((a, b) => a.placed.depth - b.placed.depth || a.order - b.order)
    .map((x) => x.placed)
  return { all, shown: all.filter((p) => p.shown) }
}

function newestLeaf(messages: readonly ImportedMessage[], parent: ReadonlyMap<string, string | null>): string | null {
  const parents = new Set(parent.values())
  let best: ImportedMessage | null = null
  for (const m of messages) {
    if (parents.has(m.sourceId)) continue
    if (best === null || (m.createdAt ?? '') >= (best.createdAt ?? '')) best = m
  }
  return best?.sourceId ?? null
}
