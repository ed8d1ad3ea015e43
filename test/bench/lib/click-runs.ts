import type { BenchApp } from './app'
import { median, round } from './stats'

export interface ClickRuns {
  /** ms per measured run, click to the frame that showed its result. */
  samples: number[]
  /** Main's time for the call the click made, per run. */
  mains: number[]
  mainMs: number
  runs: { ms: number; mainMs: number }[]
}

/**
 * A warm-up, then `runs` measured clicks: each after `prepare` (a reload and whatever must settle), the
 * page script `click` (resolving with the ms from the click to the frame that shows its result), and
 * main's time for the `channel` call it made.
 */
export async function clickRuns(app: BenchApp, runs: number, o: { prepare(): Promise<void>; click: string; channel: string }): Promise<ClickRuns> {
  const once = async (): Promise<{ ms: number; mainMs: number }> => {
    await o.prepare()
    const from = app.invokes.length
    const ms = await app.page.evaluate<number>(o.click)
    const call = app.invokes.slice(from).find((c) => c.channel === o.channel)
    return { ms, mainMs: call ? call.end - call.start : Number.NaN }
  }
  await once()
  const all: Array<{ ms: number; mainMs: number }> = []
  for (let i = 0; i < runs; i++) all.push(await once())
  return {
    samples: all.map((r) => round(r.ms)),
    mains: all.map((r) => round(r.mainMs)),
    mainMs: round(median(all.map((r) => r.mainMs))),
    runs: all.map((r) => ({ ms: round(r.ms), mainMs: round(r.mainMs) })),
  }
}
