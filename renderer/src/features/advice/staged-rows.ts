import { useDeferredValue } from 'react'

/** Rows a What if table paints first: more than a screenful (a table of 100 models took ~100 ms to render and lay out). */
export const FIRST_PAINT_ROWS = 20

/**
 * A long table's rows in two stages when it mounts: the first rows at once, then all of them in a
 * background render React may interrupt (nothing to click; the rest follows within a frame or two).
 */
export function useStagedRows<T>(rows: readonly T[]): readonly T[] {
  const all = useDeferredValue(true, false)
  return all || rows.length <= FIRST_PAINT_ROWS ? rows : rows.slice(0, FIRST_PAINT_ROWS)
}
