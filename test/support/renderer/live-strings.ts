import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

/**
 * The strings matching `pattern` this process still holds after a full GC, counted by the
 * pattern's first group (a heap snapshot of the test's own worker: seconds on a busy machine).
 * For leak tests that need no timing: something kept per mount shows as its ids staying alive.
 */
export async function liveStringsMatching(pattern: RegExp): Promise<Record<string, number>> {
  for (let i = 0; i < 3; i++) {
    gc()
    // Let finalizers and pending microtasks run between the collections.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  const dir = mkdtempSync(join(tmpdir(), 'tally-heap-'))
  try {
    const snapshot = JSON.parse(readFileSync(v8.writeHeapSnapshot(join(dir, 'worker.heapsnapshot')), 'utf8')) as {
      snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
      nodes: number[]
      strings: string[]
    }
    const fields = snapshot.snapshot.meta.node_fields
    const [typeAt, nameAt] = [fields.indexOf('type'), fields.indexOf('name')]
    const stringType = snapshot.snapshot.meta.node_types[0].indexOf('string')
    const counts: Record<string, number> = {}
    for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
      if (snapshot.nodes[i + typeAt] !== stringType) continue
      const match = pattern.exec(snapshot.strings[snapshot.nodes[i + nameAt] as number] ?? '')
      if (match) counts[match[1] ?? match[0]] = (counts[match[1] ?? match[0]] ?? 0) + 1
    }
    return counts
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
