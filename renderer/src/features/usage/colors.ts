import type { Series } from '../../../../shared/usage/aggregate'

/**
 * Series colours: CSS variables (usage.css) with one value per theme, the same hues in both (a
 * model keeps its colour when the theme changes), each at least 3:1 against its panel. Order as
 * Tableau 10: blue, orange, red, teal, green, yellow, purple, pink, brown. "Other" is a neutral
 * grey so it never looks like a model of its own.
 */
export const SERIES_COLORS = Array.from({ length: 9 }, (_, i) => `var(--series-${i})`)
export const OTHER_COLOR = 'var(--series-other)'

function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const cache = new WeakMap<readonly Series[], Map<string, string>>()

/**
 * Colour of each series (by series key). A model keeps the colour its name hashes to, so it looks
 * the same in every range; when that colour is taken, the next free one (in cost order) is used,
 * so the charted series never share a colour.
 */
export function seriesColors(series: readonly Series[]): Map<string, string> {
  const known = cache.get(series)
  if (known) return known
  const colors = new Map<string, string>()
  const used = new Set<number>()
  for (const s of series) {
    if (s.rank === null) {
      colors.set(s.key, OTHER_COLOR)
      continue
    }
    const preferred = hash(s.name) % SERIES_COLORS.length
    let pick = preferred
    for (let step = 0; step < SERIES_COLORS.length; step++) {
      const candidate = (preferred + step) % SERIES_COLORS.length
      if (!used.has(candidate)) {
        pick = candidate
        break
      }
    }
    used.add(pick)
    colors.set(s.key, SERIES_COLORS[pick] ?? OTHER_COLOR)
  }
  cache.set(series, colors)
  return colors
}
