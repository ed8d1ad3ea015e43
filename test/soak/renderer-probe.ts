/** The renderer's memory through CDP, after forced garbage collection. */
import { writeFile } from 'node:fs/promises'
import type { CDPSession, Page } from '@playwright/test'

export interface RendererMemory {
  /** V8 heap in use (Runtime.getHeapUsage usedSize), compiled code included. */
  heapUsed: number
  /** Bytes in use per V8 heap space of the renderer (a memory-infra dump), e.g. `old_space`, `code_space`. */
  spaces: Record<string, number> | null
  /** DOM nodes out of the document but kept alive, by name (heap snapshot; only with --snapshots). */
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
 * V8's spaces holding code and what only code uses: machine code (`code_space`, its large-object
 * space) and the "trusted" spaces, where V8 keeps bytecode arrays, deoptimization data and code
 * metadata out of reach of sandboxed objects. What remains (old, new, large-object spaces) is the
 * objects the app's JavaScript keeps.
 */
const CODE_SPACES = /^(code|code_large_object|trusted|trusted_large_object|shared_trusted|shared_trusted_large_object)_space$/

export function heapWithoutCode(spaces: Record<string, number>): number {
  return Object.entries(spaces).reduce((sum, [space, size]) => (CODE_SPACES.test(space) ? sum : sum + size), 0)
}

export function codeBytes(spaces: Record<string, number>): number {
  return Object.entries(spaces).reduce((sum, [space, size]) => (CODE_SPACES.test(space) ? sum + size : sum), 0)
}

interface TraceEvent {
  ph?: string
  pid?: number
  args?: { dumps?: { allocators?: Record<string, { attrs?: Record<string, { value?: string }> }> } }
}

/**
 * Per-space usage of every process's main V8 heap in a memory-infra trace, by pid. Sizes are hex
 * strings in the trace; `allocated_objects_size` is what the objects use (`size` is what is reserved).
 */
export function v8SpacesByPid(trace: { traceEvents?: TraceEvent[] } | TraceEvent[]): Map<number, Record<string, number>> {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? [])
  const byPid = new Map<number, Record<string, number>>()
  // Without periodic triggers the trace holds the one dump asked for (its events' ids need not match the guid returned).
  for (const event of events) {
    const allocators = event.ph === 'v' ? event.args?.dumps?.allocators : undefined
    if (!allocators || event.pid === undefined) continue
    const spaces: Record<string, number> = {}
    for (const [name, dump] of Object.entries(allocators)) {
      const match = /^v8\/main\/heap\/([a-z_]+)$/.exec(name)
      const value = dump.attrs?.allocated_objects_size?.value ?? dump.attrs?.size?.value
      if (match?.[1] && value !== undefined) spaces[match[1]] = Number.parseInt(value, 16)
    }
    if (Object.keys(spaces).length > 0) byPid.set(event.pid, spaces)
  }
  return byPid
}

/** The spaces whose total is nearest `heapUsed`: the page's renderer among the browser's processes. */
export function pickRenderer(byPid: Map<number, Record<string, number>>, heapUsed: number): Record<string, number> | null {
  let best: Record<string, number> | null = null
  let bestDistance = Number.POSITIVE_INFINITY
  for (const spaces of byPid.values()) {
    const total = Object.values(spaces).reduce((a, b) => a + b, 0)
    if (Math.abs(total - heapUsed) < bestDistance) {
      best = spaces
      bestDistance = Math.abs(total - heapUsed)
    }
  }
  return best
}

/** A "light" memory-infra dump (Chromium's own memory accounting, as chrome://tracing records it). */
async function v8Spaces(cdp: CDPSession, heapUsed: number): Promise<Record<string, number> | null> {
  const complete = new Promise<{ stream?: string }>((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  // No periodic dumps, only the one asked for below (Playwright's protocol types have this config as strings only).
  const memoryDumpConfig = { triggers: [] } as unknown as Record<string, string>
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['disabled-by-default-memory-infra'], memoryDumpConfig }, transferMode: 'ReturnAsStream' })
  const dumped = await cdp.send('Tracing.requestMemoryDump', { deterministic: true, levelOfDetail: 'light' })
  await cdp.send('Tracing.end')
  const { stream } = await complete
  if (!stream) return null
  let text = ''
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 })
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data
    if (chunk.eof) break
  }
  await cdp.send('IO.close', { handle: stream })
  if (!dumped.success) return null
  return pickRenderer(v8SpacesByPid(JSON.parse(text) as { traceEvents?: TraceEvent[] }), heapUsed)
}

export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[] } }
  nodes: number[]
  strings: string[]
}

/** A full heap snapshot as DevTools saves it (slow: seconds, tens of seconds on a busy machine); the snapshot runs a full GC first. */
export async function heapSnapshotText(cdp: CDPSession): Promise<string> {
  const chunks: string[] = []
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  }
  return chunks.join('')
}

export async function heapSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  return JSON.parse(await heapSnapshotText(cdp)) as HeapSnapshot
}

/**
 * A heap snapshot written to `file` (a `.heapsnapshot` DevTools opens) and not kept: the soak's
 * own process is main's heap figure, so the text is dropped before the next sample's GC.
 */
export async function saveHeapSnapshot(cdp: CDPSession, file: string): Promise<number> {
  const text = await heapSnapshotText(cdp)
  await writeFile(file, text)
  return text.length
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

export async function rendererMemory(page: Page, cdp: CDPSession, options: { snapshot: boolean }): Promise<RendererMemory> {
  await collectGarbage(cdp)
  const usage = await cdp.send('Runtime.getHeapUsage')
  const spaces = await v8Spaces(cdp, usage.usedSize)
  const dom = await cdp.send('Memory.getDOMCounters')
  const bridgeListeners = await page.evaluate(() => (window as unknown as { __tallyListenerCount(): number }).__tallyListenerCount())
  const pageNodes = await page.evaluate(() => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL)
    let count = 1
    while (walker.nextNode()) count++
    return count
  })
  const detached = options.snapshot ? detachedByName(await heapSnapshot(cdp)) : null
  return { heapUsed: usage.usedSize, spaces, detached, domNodes: dom.nodes, pageNodes, documents: dom.documents, jsEventListeners: dom.jsEventListeners, bridgeListeners }
}
