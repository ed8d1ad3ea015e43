import { type ReactNode, useState } from 'react'

/** Rows a long table shows before "Show all": a month of days, or the first models (the CSV export holds everything). */
export const FIRST_ROWS = 31

const count = new Intl.NumberFormat('en-US')

/**
 * A long table's first rows, and the button that shows the rest (or hides it again). Rendering a few
 * years of days at once took hundreds of milliseconds before the panel could paint.
 */
export function useFirstRows<T>(rows: readonly T[], noun: string): { shown: readonly T[]; more: ReactNode } {
  const [all, setAll] = useState(false)
  if (rows.length <= FIRST_ROWS) return { shown: rows, more: null }
  return {
    shown: all ? rows : rows.slice(0, FIRST_ROWS),
    more: (
      <button type="button" className="usage-more" onClick={() => setAll(!all)} aria-expanded={all}>
        {all ? `Show the first ${FIRST_ROWS} ${noun}` : `Show all ${count.format(rows.length)} ${noun}`}
      </button>
    ),
  }
}
