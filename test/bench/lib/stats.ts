/** Small statistics and timing helpers shared by the benchmarks. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

/** Milliseconds since the Unix epoch with sub-millisecond resolution (same scale as a page's timeOrigin + now()). */
export function epochMs(): number {
  return performance.timeOrigin + performance.now()
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Runs `a` and `b` `pairs` times each, alternating the order (A B, B A, A B, ...) so drift hits both alike. */
export async function alternate<T>(pairs: number, a: (i: number) => Promise<T>, b: (i: number) => Promise<T>): Promise<{ a: T[]; b: T[] }> {
  const out = { a: [] as T[], b: [] as T[] }
  for (let i = 0; i < pairs; i++) {
    if (i % 2 === 0) {
      out.a.push(await a(i))
      out.b.push(await b(i))
    } else {
      out.b.push(await b(i))
      out.a.push(await a(i))
    }
  }
  return out
}

export function progress(message: string): void {
  const t = new Date().toISOString().slice(11, 19)
  process.stdout.write(`[bench ${t}] ${message}\n`)
}
