import { type ReactNode, useState } from 'react'
import { t } from '../../i18n'

/** Rows a long table shows before "Show all": a month of days, or the first models (the CSV export holds everything). */
export const FIRST_ROWS = 31

/**
 * A long table's first rows, and the button that shows the rest (or hides it again). Rendering a few
 * years of days at once took hundreds of milliseconds before the panel could paint.
 */
export function useFirstRows<T>(rows: readonly T[], noun: 'days' | 'models'): { shown: readonly T[]; more: ReactNode } {
  const [all, setAll] = useState(false)
  if (rows.length <= FIRST_ROWS) return { shown: rows, more: null }
  return {
    shown: all ? rows : rows.slice(0, FIRST_ROWS),
    more: (
      <button type="button" className="usage-more" onClick={() => setAll(!all)} aria-expanded={all}>
        {all ? t(`usage.showFirst.${noun}`, { count: FIRST_ROWS }) : t(`usage.showAll.${noun}`, { count: rows.length })}
      </button>
    ),
  }
}
