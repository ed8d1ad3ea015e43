/**
 * Two renderer heap snapshots compared as DevTools' "Comparison" view does (pure): objects grouped
 * by constructor (node type and name), count and self size in each, and for the groups that grew,
 * where their new objects hang (the shortest retainer path of a sample of them). Node ids are stable
 * across the snapshots of one HeapProfiler session, so "new" means an id the baseline did not have.
 */

export interface FullHeapSnapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: unknown[]; edge_fields: string[]; edge_types: unknown[] }
    node_count?: number
    edge_count?: number
  }
  nodes: number[]
  edges: number[]
  strings: string[]
}

export interface GroupStats {
  count: number
  size: number
}

/** Where the sampled new objects of a group hang, nearest holder first, with how many of the sample hang there. */
export interface RetainerPath {
  path: string
  count: number
}

export interface Grower {
  /** The constructor: an object's or a DOM wrapper's name, `(string)`, `(closure) name`, `(array) name`, … */
  group: string
  type: string
  baseline: GroupStats
  last: GroupStats
  delta: GroupStats
  /** Objects of the group in the last snapshot whose id the baseline did not have. */
  added: GroupStats
  retainers: RetainerPath[]
}

export interface HeapDiff {
  baselineLabel: string
  lastLabel: string
  /** Self sizes summed by node type in each snapshot, and everything but code, native and synthetic nodes. */
  totals: { baseline: Record<string, number>; last: Record<string, number>; baselineObjects: number; lastObjects: number }
  /** By self-size growth, largest first; compiled code and the snapshot's roots left out. */
  growers: Grower[]
}

/** Node types that are not the app's objects: compiled code, Blink's own, the snapshot's roots. */
const NOT_OBJECTS = new Set(['code', 'native', 'synthetic'])
const STRINGS = new Set(['string', 'concatenated string', 'sliced string'])

interface Index {
  snapshot: FullHeapSnapshot
  nodeFieldCount: number
  edgeFieldCount: number
  typeAt: number
  nameAt: number
  idAt: number
  sizeAt: number
  edgeCountAt: number
  nodeTypes: string[]
  edgeTypes: string[]
  edgeTypeAt: number
  edgeNameAt: number
  edgeToAt: number
  nodeCount: number
  /** First edge (field offset into `edges`) of each node (by ordinal). */
  firstEdge: Uint32Array
}

function indexOf(snapshot: FullHeapSnapshot): Index {
  const meta = snapshot.snapshot.meta
  const nodeFieldCount = meta.node_fields.length
  const edgeFieldCount = meta.edge_fields.length
  const edgeCountAt = meta.node_fields.indexOf('edge_count')
  const nodeCount = snapshot.nodes.length / nodeFieldCount
  const firstEdge = new Uint32Array(nodeCount + 1)
  for (let n = 0, offset = 0; n < nodeCount; n++) {
    firstEdge[n] = offset
    offset += (snapshot.nodes[n * nodeFieldCount + edgeCountAt] as number) * edgeFieldCount
    firstEdge[n + 1] = offset
  }
  return {
    snapshot,
    nodeFieldCount,
    edgeFieldCount,
    typeAt: meta.node_fields.indexOf('type'),
    nameAt: meta.node_fields.indexOf('name'),
    idAt: meta.node_fields.indexOf('id'),
    sizeAt: meta.node_fields.indexOf('self_size'),
    edgeCountAt,
    nodeTypes: meta.node_types[0] as string[],
    edgeTypes: meta.edge_types[0] as string[],
    edgeTypeAt: meta.edge_fields.indexOf('type'),
    edgeNameAt: meta.edge_fields.indexOf('name_or_index'),
    edgeToAt: meta.edge_fields.indexOf('to_node'),
    nodeCount,
    firstEdge,
  }
}

const field = (ix: Index, node: number, at: number) => ix.snapshot.nodes[node * ix.nodeFieldCount + at] as number
const typeOf = (ix: Index, node: number) => ix.nodeTypes[field(ix, node, ix.typeAt)] ?? 'unknown'
const nameOf = (ix: Index, node: number) => ix.snapshot.strings[field(ix, node, ix.nameAt)] ?? ''

function shorten(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ')
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** The group a node counts in, as DevTools' summary names them. */
export function groupOf(type: string, name: string): string {
  if (type === 'object' || type === 'native') return shorten(name) || '(anonymous)'
  if (STRINGS.has(type)) return '(string)'
  if (type === 'number' || type === 'bigint' || type === 'symbol' || type === 'regexp') return `(${type})`
  return name ? `(${type}) ${shorten(name, 50)}` : `(${type})`
}

function groups(ix: Index): Map<string, GroupStats & { type: string }> {
  const byGroup = new Map<string, GroupStats & { type: string }>()
  for (let n = 0; n < ix.nodeCount; n++) {
    const type = typeOf(ix, n)
    const key = groupOf(type, nameOf(ix, n))
    const entry = byGroup.get(key) ?? { count: 0, size: 0, type }
    entry.count++
    entry.size += field(ix, n, ix.sizeAt)
    byGroup.set(key, entry)
  }
  return byGroup
}

function totalsByType(ix: Index): Record<string, number> {
  const totals: Record<string, number> = {}
  for (let n = 0; n < ix.nodeCount; n++) {
    const type = typeOf(ix, n)
    totals[type] = (totals[type] ?? 0) + field(ix, n, ix.sizeAt)
  }
  return totals
}

const objectsTotal = (totals: Record<string, number>) => Object.entries(totals).reduce((sum, [type, size]) => (NOT_OBJECTS.has(type) ? sum : sum + size), 0)

export function nodeIds(snapshot: FullHeapSnapshot): Set<number> {
  const ix = indexOf(snapshot)
  const ids = new Set<number>()
  for (let n = 0; n < ix.nodeCount; n++) ids.add(field(ix, n, ix.idAt))
  return ids
}

interface Retainers {
  /** For each node, the retaining edges (edge field offsets) and their holders, by ordinal ranges. */
  start: Uint32Array
  edge: Uint32Array
  holder: Uint32Array
  /** Hops from the root over strong edges (unreachable: max). */
  distance: Uint32Array
}

function retainersOf(ix: Index): Retainers {
  const { edges } = ix.snapshot
  const weak = ix.edgeTypes.indexOf('weak')
  const count = new Uint32Array(ix.nodeCount + 1)
  for (let n = 0; n < ix.nodeCount; n++) {
    for (let e = ix.firstEdge[n] as number; e < (ix.firstEdge[n + 1] as number); e += ix.edgeFieldCount) {
      if (edges[e + ix.edgeTypeAt] === weak) continue
      const to = (edges[e + ix.edgeToAt] as number) / ix.nodeFieldCount
      count[to + 1] = (count[to + 1] as number) + 1
    }
  }
  const start = new Uint32Array(ix.nodeCount + 1)
  for (let n = 0; n < ix.nodeCount; n++) start[n + 1] = (start[n] as number) + (count[n + 1] as number)
  const total = start[ix.nodeCount] as number
  const edge = new Uint32Array(total)
  const holder = new Uint32Array(total)
  const fill = start.slice()
  const distance = new Uint32Array(ix.nodeCount).fill(0xffffffff)
  for (let n = 0; n < ix.nodeCount; n++) {
    for (let e = ix.firstEdge[n] as number; e < (ix.firstEdge[n + 1] as number); e += ix.edgeFieldCount) {
      if (edges[e + ix.edgeTypeAt] === weak) continue
      const to = (edges[e + ix.edgeToAt] as number) / ix.nodeFieldCount
      const at = fill[to] as number
      edge[at] = e
      holder[at] = n
      fill[to] = at + 1
    }
  }
  // Breadth first from the root (node 0) over strong edges.
  const queue = new Uint32Array(ix.nodeCount)
  let head = 0
  let tail = 0
  distance[0] = 0
  queue[tail++] = 0
  while (head < tail) {
    const n = queue[head++] as number
    for (let e = ix.firstEdge[n] as number; e < (ix.firstEdge[n + 1] as number); e += ix.edgeFieldCount) {
      if (edges[e + ix.edgeTypeAt] === weak) continue
      const to = (edges[e + ix.edgeToAt] as number) / ix.nodeFieldCount
      if (distance[to] !== 0xffffffff) continue
      distance[to] = (distance[n] as number) + 1
      queue[tail++] = to
    }
  }
  return { start, edge, holder, distance }
}

function edgeLabel(ix: Index, e: number): string {
  const { edges, strings } = ix.snapshot
  const type = ix.edgeTypes[edges[e + ix.edgeTypeAt] as number] ?? ''
  const nameOrIndex = edges[e + ix.edgeNameAt] as number
  if (type === 'element' || type === 'hidden') return `[${nameOrIndex}]`
  const name = shorten(strings[nameOrIndex] ?? '', 40)
  return type === 'context' ? `{${name}}` : type === 'internal' ? `(${name})` : `.${name}`
}

/**
 * The shortest path that keeps `node` alive, nearest holder first: `holder.edge` steps up to the
 * root or `maxHops` steps, e.g. `Map(table) ← QueryCache.queries ← …`. Numbered elements are
 * written `[]` so the same shape of path counts once, and a run of the same step (a linked list's
 * `.next`) is written once with its length.
 */
function retainerPath(ix: Index, retainers: Retainers, node: number, maxHops = 10): string {
  const hops: { label: string; times: number }[] = []
  const text = () => hops.map((h) => (h.times > 1 ? `${h.label} ×${h.times}` : h.label)).join(' ← ')
  let current = node
  for (let step = 0; step < 10_000; step++) {
    let best = -1
    let bestEdge = 0
    for (let r = retainers.start[current] as number; r < (retainers.start[current + 1] as number); r++) {
      const holder = retainers.holder[r] as number
      if (best < 0 || (retainers.distance[holder] as number) < (retainers.distance[best] as number)) {
        best = holder
        bestEdge = retainers.edge[r] as number
      }
    }
    if (best <= 0) {
      if (best === 0) hops.push({ label: '(root)', times: 1 })
      return text()
    }
    const label = `${groupOf(typeOf(ix, best), nameOf(ix, best))}${edgeLabel(ix, bestEdge).replace(/^\[\d+\]$/, '[]')}`
    const previous = hops.at(-1)
    if (previous?.label === label) previous.times++
    else if (hops.length === maxHops) return `${text()} ← …`
    else hops.push({ label, times: 1 })
    current = best
  }
  return `${text()} ← …`
}

export interface DiffOptions {
  baselineLabel: string
  lastLabel: string
  /** How many growing groups to report (by self-size growth). */
  top?: number
  /** New objects per group whose retainer path is taken. */
  sample?: number
}

/**
 * Compares the last snapshot with the baseline: the groups that grew most in self size, each with
 * its new objects (ids the baseline did not have) and the retainer paths of up to `sample` of them,
 * spread over all of them.
 */
export function diffSnapshots(baseline: FullHeapSnapshot, last: FullHeapSnapshot, options: DiffOptions): HeapDiff {
  const before = indexOf(baseline)
  const after = indexOf(last)
  const beforeGroups = groups(before)
  const afterGroups = groups(after)
  const baselineIds = nodeIds(baseline)
  const top = options.top ?? 15
  const sample = options.sample ?? 200

  const ranked = [...afterGroups.entries()]
    .map(([group, stats]) => {
      const old = beforeGroups.get(group) ?? { count: 0, size: 0 }
      return { group, type: stats.type, baseline: { count: old.count, size: old.size }, last: { count: stats.count, size: stats.size } }
    })
    // Compiled code and the roots are V8's, not the app's (the soak's target leaves them out too).
    .filter((g) => g.last.size > g.baseline.size && g.type !== 'code' && g.type !== 'synthetic')
    .sort((a, b) => b.last.size - b.baseline.size - (a.last.size - a.baseline.size))
    .slice(0, top)

  const wanted = new Set(ranked.map((g) => g.group))
  const added = new Map<string, GroupStats & { sampled: number[] }>()
  for (let n = 0; n < after.nodeCount; n++) {
    if (baselineIds.has(field(after, n, after.idAt))) continue
    const group = groupOf(typeOf(after, n), nameOf(after, n))
    if (!wanted.has(group)) continue
    const entry = added.get(group) ?? { count: 0, size: 0, sampled: [] }
    entry.count++
    entry.size += field(after, n, after.sizeAt)
    entry.sampled.push(n)
    added.set(group, entry)
  }
  const retainers = retainersOf(after)
  const growers: Grower[] = ranked.map((g) => {
    const entry = added.get(g.group) ?? { count: 0, size: 0, sampled: [] }
    // Every k-th new object rather than the first ones, so the sample spans the whole run.
    const step = Math.max(1, Math.floor(entry.sampled.length / sample))
    const paths = new Map<string, number>()
    for (let i = 0; i < entry.sampled.length; i += step) {
      const path = retainerPath(after, retainers, entry.sampled[i] as number)
      paths.set(path, (paths.get(path) ?? 0) + 1)
    }
    return {
      ...g,
      delta: { count: g.last.count - g.baseline.count, size: g.last.size - g.baseline.size },
      added: { count: entry.count, size: entry.size },
      retainers: [...paths.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([path, count]) => ({ path, count })),
    }
  })
  const baselineTotals = totalsByType(before)
  const lastTotals = totalsByType(after)
  return {
    baselineLabel: options.baselineLabel,
    lastLabel: options.lastLabel,
    totals: { baseline: baselineTotals, last: lastTotals, baselineObjects: objectsTotal(baselineTotals), lastObjects: objectsTotal(lastTotals) },
    growers,
  }
}

const KB = 1024

/** The diff in a few lines for the soak's output. */
export function diffSummary(diff: HeapDiff, lines = 10): string {
  const kb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / KB).toFixed(1)} KB`
  const head =
    `Renderer heap snapshots, ${diff.baselineLabel} → ${diff.lastLabel}: objects (without code, native, synthetic) ` +
    `${(diff.totals.baselineObjects / KB).toFixed(0)} KB → ${(diff.totals.lastObjects / KB).toFixed(0)} KB (${kb(diff.totals.lastObjects - diff.totals.baselineObjects)})`
  const rows = diff.growers.slice(0, lines).map((g) => {
    const where = g.retainers[0] ? `  ← ${g.retainers[0].path.split(' ← ').slice(0, 4).join(' ← ')}` : ''
    return `  ${kb(g.delta.size).padStart(11)}  ${`${g.delta.count >= 0 ? '+' : ''}${g.delta.count}`.padStart(7)}  ${g.group}${where}`
  })
  return [head, '  self size    count  group  ← nearest holders of its new objects', ...rows].join('\n')
}
