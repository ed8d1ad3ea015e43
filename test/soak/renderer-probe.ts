/** The renderer's memory through CDP, after forced garbage collection. */
import type { CDPSession, Page } from '@playwright/test'

export interface RendererMemory {
  /** V8 heap in use (Runtime.getHeapUsage usedSize), compiled code included. */
  heapUsed: number
  /** Self sizes by V8 snapshot node type (`code` is bytecode, compiled code and their metadata). */
  byType: Record<string, number> | null
  /** DOM nodes no longer in the document but still referenced, by name (from the snapshot). */
  detached: Record<string, number> | null
  domNodes: number
  /** Nodes in the page's document right now (the rest of domNodes is kept outside it). */
  pageNodes: number
  documents: number
  jsEventListeners: number
  bridgeListeners: number
}

async function collectGarbage(cdp: CDPSession): Promise<void> {
  // Twice: objects kept by weak callbacks or finalizers of the first pass go in the second.
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
}

/**
 * Self size per node type from a heap snapshot (the snapshot itself runs a full GC first).
 * Summing `code` apart is what separates "the app keeps objects" from "V8 compiled more of the
 * app's functions" (lazily, as views are first used, and optimized as they get hot).
 */
export async function heapSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  const chunks: string[] = []
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  }
  return JSON.parse(chunks.join('')) as HeapSnapshot
}

export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[] } }
  nodes: number[]
  strings: string[]
}

/** DOM nodes out of the document but kept alive (the snapshot's `detachedness` 2), counted by name (`<div>`, …). */
export function detachedByName(snapshot: HeapSnapshot): Record<string, number> {
  const fields = snapshot.snapshot.meta.node_fields
  const nameAt = fields.indexOf('name')
  const detachedAt = fields.indexOf('detachedness')
  const counts: Record<string, number> = {}
  if (detachedAt < 0) return counts
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (snapshot.nodes[i + detachedAt] !== 2) continue
    const name = snapshot.strings[snapshot.nodes[i + nameAt] as number] ?? ''
    counts[name] = (counts[name] ?? 0) + 1
  }
  return counts
}

export function sumByType(snapshot: HeapSnapshot): Record<string, number> {
  const fields = snapshot.snapshot.meta.node_fields
  const typeNames = snapshot.snapshot.meta.node_types[0] as string[]
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const width = fields.length
  const sums: Record<string, number> = {}
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = typeNames[snapshot.nodes[i + typeAt] as number] ?? 'unknown'
    sums[type] = (sums[type] ?? 0) + (snapshot.nodes[i + sizeAt] as number)
  }
  return sums
}

export async function rendererMemory(page: Page, cdp: CDPSession, options: { snapshot: boolean }): Promise<RendererMemory> {
  await collectGarbage(cdp)
  const usage = await cdp.send('Runtime.getHeapUsage')
  const dom = await cdp.send('Memory.getDOMCounters')
  const bridgeListeners = await page.evaluate(() => (window as unknown as { __tallyListenerCount(): number }).__tallyListenerCount())
  const pageNodes = await page.evaluate(() => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL)
    let count = 1
    while (walker.nextNode()) count++
    return count
  })
  const snapshot = options.snapshot ? await heapSnapshot(cdp) : null
  const byType = snapshot ? sumByType(snapshot) : null
  const detached = snapshot ? detachedByName(snapshot) : null
  return { heapUsed: usage.usedSize, byType, detached, domNodes: dom.nodes, pageNodes, documents: dom.documents, jsEventListeners: dom.jsEventListeners, bridgeListeners }
}

/** Not the JS objects the app keeps: compiled code and bytecode, Blink's own (native) objects, snapshot roots. */
const NOT_APP_OBJECTS = new Set(['code', 'native', 'synthetic'])

/** The JS heap without compiled code: the objects the app keeps. */
export function heapWithoutCode(byType: Record<string, number>): number {
  return Object.entries(byType).reduce((sum, [type, size]) => (NOT_APP_OBJECTS.has(type) ? sum : sum + size), 0)
}
