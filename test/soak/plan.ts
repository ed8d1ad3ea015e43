/**
 * The simulated day as a list of timed steps (pure: the same options give the same day).
 * Each hour: the window is shown at :00 (then the hourly sample is taken on the Dashboard),
 * the Usage view is visited, chats and compare runs happen while it is visible, and it is
 * hidden (to the tray) at :40. The outage lands in the middle hour, the connection switch later.
 */

export const HOUR_MS = 3_600_000
export const MINUTE_MS = 60_000

export type ChatKind = 'normal' | 'long' | 'cut' | 'stopped' | '429' | '503'

export interface ChatSpec {
  index: number
  kind: ChatKind
  /** Starts a new conversation (long and stopped chats always do: they set their own output limit). */
  newConversation: boolean
  text: string
}

export type View = 'Dashboard' | 'Usage' | 'Chat' | 'Settings'

export type Step =
  | { at: number; kind: 'show' }
  | { at: number; kind: 'hide' }
  | { at: number; kind: 'view'; view: View }
  | { at: number; kind: 'sample'; hour: number }
  | { at: number; kind: 'chat'; chat: ChatSpec }
  | { at: number; kind: 'compare'; index: number; models: number }
  | { at: number; kind: 'search'; query: string }
  | { at: number; kind: 'outage-start' }
  | { at: number; kind: 'outage-end' }
  | { at: number; kind: 'check-balance' }
  | { at: number; kind: 'switch-connection' }

export interface PlanOptions {
  hours: number
  chats: number
  compares: number
}

export const FULL_DAY: PlanOptions = { hours: 24, chats: 300, compares: 20 }
export const SHORT_DAY: PlanOptions = { hours: 4, chats: 16, compares: 2 }

/**
 * One in 25 chats of each fault, two long ones; the rest are ordinary. Every kind comes in the
 * first six chats, so the warm-up has used every path (and loaded its code) before the baseline.
 */
const KIND_CYCLE: readonly ChatKind[] = [
  'normal', 'cut', 'long', '429', 'stopped', '503', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal',
  'normal', 'long', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal',
]

const TOPICS = [
  'caching prompts', 'batching requests', 'held credits', 'usage exports', 'model prices', 'rate limits',
  'streaming answers', 'retry budgets', 'token counts', 'monthly spend', 'debt and top-ups', 'context windows',
]

export function chatKind(index: number): ChatKind {
  return KIND_CYCLE[index % KIND_CYCLE.length] as ChatKind
}

export function chatSpec(index: number): ChatSpec {
  const kind = chatKind(index)
  const topic = TOPICS[index % TOPICS.length] as string
  // A unique number in every prompt: each answer is different and can be found in the store.
  const text = kind === 'long' || kind === 'stopped' ? `Write a long guide about ${topic}, part ${index}` : `How do I handle ${topic}? (question ${index})`
  return { index, kind, newConversation: kind === 'long' || kind === 'stopped' || index % 3 === 0, text }
}

/** Where in a visible window (:02–:38) the n-th of `count` steps of an hour goes. */
function slot(n: number, count: number): number {
  return 2 * MINUTE_MS + Math.floor(((n + 0.5) * 36 * MINUTE_MS) / Math.max(1, count))
}

/** `total` items over `hours` hours as evenly as possible, the first hour never short: how many land in each hour. */
export function spread(total: number, hours: number): number[] {
  return Array.from({ length: hours }, (_, h) => Math.ceil(((h + 1) * total) / hours) - Math.ceil((h * total) / hours))
}

export function outageHour(hours: number): number {
  return Math.floor(hours / 2)
}

export function switchHour(hours: number): number {
  return Math.min(hours - 1, outageHour(hours) + Math.max(1, Math.floor(hours / 6)))
}

export function planDay(options: PlanOptions): Step[] {
  const { hours } = options
  if (!Number.isInteger(hours) || hours < 4) throw new RangeError('the soak needs at least 4 hours (warm-up, baseline, a later half)')
  const steps: Step[] = []
  const chatsPerHour = spread(options.chats, hours)
  const comparesPerHour = spread(options.compares, hours)
  let chatIndex = 0
  let compareIndex = 0
  for (let h = 0; h < hours; h++) {
    const start = h * HOUR_MS
    steps.push({ at: start, kind: 'show' }, { at: start, kind: 'view', view: 'Dashboard' }, { at: start, kind: 'sample', hour: h })
    steps.push({ at: start + MINUTE_MS, kind: 'view', view: 'Usage' })
    if (h === outageHour(hours)) {
      // On the Dashboard, visible, for the whole outage: the balance is read off the page every minute.
      steps.push({ at: start + 9 * MINUTE_MS, kind: 'view', view: 'Dashboard' }, { at: start + 10 * MINUTE_MS, kind: 'outage-start' })
      for (let m = 10; m <= 21; m++) steps.push({ at: start + m * MINUTE_MS + 30_000, kind: 'check-balance' })
      steps.push({ at: start + 20 * MINUTE_MS, kind: 'outage-end' })
    }
    steps.push({ at: start + 90_000, kind: 'view', view: 'Chat' })
    // During the outage hour the chats move to after it (:22–:38).
    const busy = h === outageHour(hours)
    const perHour = chatsPerHour[h] ?? 0
    for (let n = 0; n < perHour; n++) {
      const at = busy ? start + 22 * MINUTE_MS + Math.floor(((n + 0.5) * 16 * MINUTE_MS) / perHour) : start + slot(n, perHour)
      steps.push({ at, kind: 'chat', chat: chatSpec(chatIndex++) })
    }
    for (let n = 0; n < (comparesPerHour[h] ?? 0); n++) {
      steps.push({ at: start + slot(n, comparesPerHour[h] ?? 1) + 20_000, kind: 'compare', index: compareIndex, models: 2 + (compareIndex % 3) })
      compareIndex++
    }
    if (h % 3 === 1) steps.push({ at: start + 36 * MINUTE_MS + 30_000, kind: 'search', query: (TOPICS[h % TOPICS.length] as string).split(' ')[0] as string })
    if (h === switchHour(hours)) steps.push({ at: start + 37 * MINUTE_MS, kind: 'switch-connection' })
    steps.push({ at: start + 39 * MINUTE_MS, kind: 'view', view: h % 4 === 2 ? 'Settings' : 'Dashboard' })
    steps.push({ at: start + 40 * MINUTE_MS, kind: 'hide' })
  }
  steps.push({ at: hours * HOUR_MS, kind: 'show' }, { at: hours * HOUR_MS, kind: 'view', view: 'Dashboard' }, { at: hours * HOUR_MS, kind: 'sample', hour: hours })
  // Stable: steps at the same time keep the order they were pushed in.
  return steps.map((step, i) => ({ step, i })).sort((a, b) => a.step.at - b.step.at || a.i - b.i).map(({ step }) => step)
}
