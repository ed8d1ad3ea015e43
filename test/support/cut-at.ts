/**
 * Cuts a string or byte array at the given offsets (deduplicated, then sorted). An offset of 0 or of
 * the length gives an empty piece there, as a stream can deliver; the pieces always join back to the whole.
 */
export function cutAt<T extends string | Uint8Array>(whole: T, offsets: readonly number[]): T[] {
  const cuts = [...new Set(offsets)].sort((a, b) => a - b)
  const pieces: T[] = []
  let start = 0
  for (const cut of cuts) {
    pieces.push(whole.slice(start, cut) as T)
    start = cut
  }
  pieces.push(whole.slice(start) as T)
  return pieces
}
