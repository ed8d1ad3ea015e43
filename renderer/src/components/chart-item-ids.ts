/**
 * Fixed ids for recharts' graphical items (Line, Area, Bar, Scatter). Without an `id`, recharts
 * gives each item a new one (React's useId) on every mount, and keeps its memoized selectors'
 * entries for that id for the life of the page: they are stored under the store's initial state,
 * which is one object shared by every chart. A dashboard shown a few times an hour then grows
 * the renderer's heap for ever (#33, the soak). With fixed ids each mount reuses its entries.
 * The id is also the item's HTML `id`: a prefix per chart keeps them unique on the page.
 */
export function chartItemId(chart: string, item: string): string {
  return `${chart}-chart-${item}`
}

export function chartItemIds<const K extends string>(chart: string, items: readonly K[]): Record<K, string> {
  return Object.fromEntries(items.map((item) => [item, chartItemId(chart, item)])) as Record<K, string>
}
