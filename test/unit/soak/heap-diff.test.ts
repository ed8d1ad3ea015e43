import { describe, expect, it } from 'vitest'
import { type FullHeapSnapshot, diffSnapshots, diffSummary, groupOf } from '../../soak/heap-diff'

const NODE_TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native', 'synthetic', 'concatenated string', 'sliced string', 'symbol', 'bigint', 'object shape']
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak']

interface TestNode {
  type: string
  name: string
  id: number
  size: number
  edges?: { type: string; name: string | number; to: number }[]
}

/** A snapshot in V8's format from a list of nodes (edges point at list positions; node 0 is the root). */
function snapshotOf(list: TestNode[]): FullHeapSnapshot {
  const strings: string[] = []
  const str = (s: string) => {
    const at = strings.indexOf(s)
    return at >= 0 ? at : strings.push(s) - 1
  }
  const nodeFields = ['type', 'name', 'id', 'self_size', 'edge_count', 'trace_node_id', 'detachedness']
  const nodes: number[] = []
  const edges: number[] = []
  for (const node of list) {
    nodes.push(NODE_TYPES.indexOf(node.type), str(node.name), node.id, node.size, node.edges?.length ?? 0, 0, 0)
    for (const edge of node.edges ?? []) {
      const name = edge.type === 'element' || edge.type === 'hidden' ? (edge.name as number) : str(String(edge.name))
      edges.push(EDGE_TYPES.indexOf(edge.type), name, edge.to * nodeFields.length)
    }
  }
  return { snapshot: { meta: { node_fields: nodeFields, node_types: [NODE_TYPES], edge_fields: ['type', 'name_or_index', 'to_node'], edge_types: [EDGE_TYPES] } }, nodes, edges, strings }
}

/** Root → Window; Window.cache → Map, whose table holds `texts` strings; Window.code → compiled code. */
function page(texts: number[], extra: TestNode[] = []): FullHeapSnapshot {
  const strings = texts.map((id) => ({ type: 'string', name: `answer ${id}`, id, size: 1000 }))
  const first = 5
  return snapshotOf([
    { type: 'synthetic', name: '', id: 1, size: 0, edges: [{ type: 'shortcut', name: 'window', to: 1 }] },
    { type: 'object', name: 'Window', id: 3, size: 50, edges: [{ type: 'property', name: 'cache', to: 2 }, { type: 'property', name: 'code', to: 4 }, { type: 'weak', name: 'w', to: 3 }] },
    { type: 'object', name: 'Map', id: 9, size: 30, edges: [{ type: 'internal', name: 'table', to: 3 }] },
    { type: 'array', name: '(internal array)', id: 11, size: 8 * texts.length, edges: strings.map((_, i) => ({ type: 'element', name: i, to: first + i })) },
    { type: 'code', name: 'f', id: 13, size: 5000 },
    ...strings,
    ...extra,
  ])
}

describe('renderer heap diff', () => {
  it('groups nodes as DevTools does', () => {
    expect(groupOf('object', 'QueryCache')).toBe('QueryCache')
    expect(groupOf('concatenated string', 'ab')).toBe('(string)')
    expect(groupOf('closure', 'onChunk')).toBe('(closure) onChunk')
    expect(groupOf('number', 'heap number')).toBe('(number)')
  })

  it('names the group that grew, its new objects and where they hang', () => {
    const baseline = page([101, 103])
    const last = page([101, 103, 105, 107, 109], [{ type: 'object', name: 'Orphan', id: 201, size: 10 }])
    const diff = diffSnapshots(baseline, last, { baselineLabel: 'hour 2', lastLabel: 'hour 24' })

    const top = diff.growers[0]
    expect(top?.group).toBe('(string)')
    expect(top?.baseline).toEqual({ count: 2, size: 2000 })
    expect(top?.last).toEqual({ count: 5, size: 5000 })
    expect(top?.delta).toEqual({ count: 3, size: 3000 })
    expect(top?.added).toEqual({ count: 3, size: 3000 })
    // Nearest holder first; numbered elements are one path; the weak edge is not a retainer.
    expect(top?.retainers).toEqual([{ path: '(array) (internal array)[] ← Map(table) ← Window.cache ← (root)', count: 3 }])

    expect(diff.growers.map((g) => g.group)).toEqual(['(string)', '(array) (internal array)', 'Orphan'])
    // Unreachable: no retainer at all.
    expect(diff.growers[2]?.retainers).toEqual([{ path: '', count: 1 }])
    expect(diff.totals.baselineObjects).toBe(50 + 30 + 16 + 2000)
    expect(diff.totals.lastObjects).toBe(50 + 30 + 40 + 5000 + 10)
    expect(diff.totals.last.code).toBe(5000)

    const summary = diffSummary(diff)
    expect(summary).toContain('hour 2 → hour 24')
    expect(summary).toMatch(/\+2\.9 KB\s+\+3 {2}\(string\) {2}← \(array\) \(internal array\)\[\] ← Map\(table\)/)
  })

  it('writes a run of the same step (a linked list) once, with its length', () => {
    const node = (id: number, to: number | null): TestNode => ({ type: 'object', name: 'Node', id, size: 16, ...(to === null ? {} : { edges: [{ type: 'property', name: 'next', to }] }) })
    const list = (length: number) =>
      snapshotOf([
        { type: 'synthetic', name: '', id: 1, size: 0, edges: [{ type: 'shortcut', name: 'window', to: 1 }] },
        { type: 'object', name: 'Window', id: 3, size: 50, edges: [{ type: 'property', name: 'head', to: 2 }] },
        ...Array.from({ length }, (_, i) => node(101 + 2 * i, i === length - 1 ? null : 3 + i)),
      ])
    const diff = diffSnapshots(list(1), list(4), { baselineLabel: 'a', lastLabel: 'b' })
    expect(diff.growers[0]?.group).toBe('Node')
    expect(diff.growers[0]?.retainers).toEqual([
      { path: 'Node.next ← Window.head ← (root)', count: 1 },
      { path: 'Node.next ×2 ← Window.head ← (root)', count: 1 },
      { path: 'Node.next ×3 ← Window.head ← (root)', count: 1 },
    ])
  })

  it('a group that shrank or stayed is not a grower', () => {
    const diff = diffSnapshots(page([101, 103]), page([101]), { baselineLabel: 'a', lastLabel: 'b' })
    expect(diff.growers).toEqual([])
  })
})
