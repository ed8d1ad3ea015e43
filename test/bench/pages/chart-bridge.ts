/**
 * The usage chart page's window.tally: a stub bridge whose usage:get and usage:refresh wait until
 * the bench releases the synthetic view. Imported first, so it exists before renderer/src/ipc.ts reads it.
 */
import type { UsageRange, UsageView } from '../../../shared/domain/usage-view'
import { createBridge } from '../../../shared/ipc/bridge'

let view: UsageView | null = null
let release: () => void = () => undefined
export const released = new Promise<void>((resolve) => (release = resolve))

export function setView(next: UsageView): void {
  view = next
}

export function getView(): UsageView | null {
  return view
}

export function answerNow(): void {
  release()
}

window.tally = createBridge({
  invoke: async (channel, args) => {
    if (channel === 'usage:get' || channel === 'usage:refresh') {
      await released
      const range = args as UsageRange
      if (view && view.range.start === range.start && view.range.end === range.end) return { ok: true, value: view }
    }
    return { ok: false, error: { kind: 'internal', status: 0, code: 'not_in_bench', message: `${channel} is not answered in the chart bench`, at: new Date().toISOString(), endpoint: channel } }
  },
  on: () => () => undefined,
})
