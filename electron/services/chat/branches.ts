import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { ChatMessage } from '../../../shared/domain/conversation'

/** One message's place in the tree (no text), as the branch queries read it. */
export interface TreeRow {
  id: string
  parent_id: string | null
  on_path: number
  position: number
  created_at: string
}

/**
 * #34: the branches of a conversation (migration 9). The shown branch is the messages with
 * `on_path` = 1; the others keep their place through `parent_id`. Reads and the writes that move
 * the shown branch; the caller (ConversationStore) owns the transactions.
 */
export class Branches {
  private readonly s: Record<'offPath' | 'rowids' | 'tree' | 'hide' | 'show' | 'isMember' | 'position', StatementSync>

  constructor(private readonly db: DatabaseSync) {
    const p = (sql: string) => db.prepare(sql)
    this.s = {
      offPath: p('SELECT id, parent_id, created_at, rowid AS n FROM messages WHERE conversation_id = ? AND on_path = 0'),
      rowids: p('SELECT id, rowid AS n FROM messages WHERE id IN (SELECT value FROM json_each(?))'),
      tree: p('SELECT id, parent_id, on_path, position, created_at FROM messages WHERE conversation_id = ? ORDER BY position, rowid'),
      hide: p("UPDATE messages SET on_path = 0 WHERE on_path = 1 AND id IN (SELECT value FROM json_each(?))"),
      show: p("UPDATE messages SET on_path = 1 WHERE id IN (SELECT value FROM json_each(?))"),
      isMember: p('SELECT on_path FROM messages WHERE id = ? AND conversation_id = ?'),
      position: p('UPDATE messages SET position = ? WHERE id = ?'),
    }
  }

  /**
   * For each shown message with siblings, every sibling's ID in the order they were written (itself
   * included); {} when the conversation has one branch (one indexed read that finds nothing).
   */
  siblingsOf(conversationId: string, path: readonly Pick<ChatMessage, 'id' | 'createdAt'>[]): Record<string, string[]> {
    const off = this.s.offPath.all(conversationId) as unknown as { id: string; parent_id: string | null; created_at: string; n: number }[]
    if (off.length === 0) return {}
    type Written = { id: string; at: string; n: number }
    const byParent = new Map<string | null, Written[]>()
    for (const row of off) {
      const list = byParent.get(row.parent_id) ?? []
      list.push({ id: row.id, at: row.created_at, n: row.n })
      byParent.set(row.parent_id, list)
    }
    const branched = path.flatMap((m, i) => {
      const others = byParent.get(i === 0 ? null : (path[i - 1]?.id ?? null))
      return others ? [{ m, others }] : []
    })
    if (branched.length === 0) return {}
    const rowid = new Map((this.s.rowids.all(JSON.stringify(branched.map((b) => b.m.id))) as { id: string; n: number }[]).map((r) => [r.id, r.n]))
    // Written order: by time, then as stored (an edit in the same millisecond comes after its original).
    const order = (a: Written, b: Written) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.n - b.n)
    const siblings: Record<string, string[]> = {}
    for (const { m, others } of branched) siblings[m.id] = [{ id: m.id, at: m.createdAt, n: rowid.get(m.id) ?? 0 }, ...others].sort(order).map((s) => s.id)
    return siblings
  }

  /** Every message of the conversation (every branch) without text: depth order, then as written. */
  tree(conversationId: string): TreeRow[] {
    return this.s.tree.all(conversationId) as unknown as TreeRow[]
  }

  /** null: not a message of this conversation. */
  isShown(conversationId: string, messageId: string): boolean | null {
    const row = this.s.isMember.get(messageId, conversationId) as { on_path: number } | undefined
    return row === undefined ? null : row.on_path === 1
  }

  /** Takes these shown messages off the shown branch (they stay, as another branch). */
  hide(ids: readonly string[]): void {
    if (ids.length > 0) this.s.hide.run(JSON.stringify(ids))
  }

  /** Makes `target`'s branch the shown one: its ancestors, itself, and below it the newest answer at each step. */
  show(conversationId: string, target: string): void {
    const rows = this.tree(conversationId)
    const path = branchThrough(rows, target)
    this.hide(rows.filter((r) => r.on_path === 1).map((r) => r.id))
    this.s.show.run(JSON.stringify(path))
    // A message's position is its depth; kept so should an older writer have numbered it otherwise.
    const position = new Map(rows.map((r) => [r.id, r.position]))
    path.forEach((id, depth) => {
      if (position.get(id) !== depth) this.s.position.run(depth, id)
    })
  }

  /** `root` and everything written after it on its branches. */
  subtree(conversationId: string, root: string): string[] {
    return subtreeOf(this.tree(conversationId), root)
  }
}

/**
 * The branch through `target`: its ancestors up to the first message, itself, then at each step the
 * child written last (rows in depth order, as `tree` reads them). Pure, for tests.
 */
export function branchThrough(rows: readonly TreeRow[], target: string): string[] {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const children = childrenOf(rows)
  const up: string[] = []
  for (let at = byId.get(target); at; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
    if (up.includes(at.id)) break
    up.push(at.id)
  }
  const path = up.reverse()
  for (let kids = children.get(target); kids && kids.length > 0; ) {
    const next = kids.at(-1) as TreeRow
    if (path.includes(next.id)) break
    path.push(next.id)
    kids = children.get(next.id)
  }
  return path
}

/** `root` and all its descendants. Pure, for tests. */
export function subtreeOf(rows: readonly TreeRow[], root: string): string[] {
  const children = childrenOf(rows)
  const out: string[] = []
  const stack = [root]
  const seen = new Set<string>()
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    out.push(id)
    for (const child of children.get(id) ?? []) stack.push(child.id)
  }
  return out
}

function childrenOf(rows: readonly TreeRow[]): Map<string, TreeRow[]> {
  const children = new Map<string, TreeRow[]>()
  for (const row of rows) {
    if (row.parent_id === null) continue
    const list = children.get(row.parent_id) ?? []
    list.push(row)
    children.set(row.parent_id, list)
  }
  for (const list of children.values()) list.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0))
  return children
}
