import { describe, expect, it } from 'vitest'
import { FULL_DAY, HOUR_MS, MINUTE_MS, SHORT_DAY, type Step, chatKind, outageHour, planDay, spread, switchHour } from '../../soak/plan'

const of = <K extends Step['kind']>(steps: Step[], kind: K) => steps.filter((s): s is Extract<Step, { kind: K }> => s.kind === kind)
const hourOf = (step: Step) => Math.floor(step.at / HOUR_MS)

describe('the soak day plan', () => {
  it('a full day: 24 hours, 300 chats, 20 compare runs, a sample on every hour boundary', () => {
    const steps = planDay(FULL_DAY)
    expect(of(steps, 'chat')).toHaveLength(300)
    expect(of(steps, 'compare')).toHaveLength(20)
    expect(of(steps, 'sample').map((s) => s.hour)).toEqual(Array.from({ length: 25 }, (_, h) => h))
    expect(of(steps, 'sample').every((s) => s.at === s.hour * HOUR_MS)).toBe(true)
    expect(steps.at(-1)).toMatchObject({ kind: 'sample', hour: 24, at: 24 * HOUR_MS })
    expect(of(steps, 'search').length).toBeGreaterThanOrEqual(6)
    expect(of(steps, 'switch-connection')).toHaveLength(1)
  })

  it('steps are in time order; each hour the window is shown at :00 and hidden at :40, chats only while shown', () => {
    const steps = planDay(FULL_DAY)
    for (let i = 1; i < steps.length; i++) expect(steps[i]?.at).toBeGreaterThanOrEqual(steps[i - 1]?.at ?? 0)
    expect(of(steps, 'show').map((s) => s.at)).toEqual(Array.from({ length: 25 }, (_, h) => h * HOUR_MS))
    expect(of(steps, 'hide').map((s) => s.at)).toEqual(Array.from({ length: 24 }, (_, h) => h * HOUR_MS + 40 * MINUTE_MS))
    for (const chat of of(steps, 'chat')) expect(chat.at % HOUR_MS).toBeLessThan(39 * MINUTE_MS)
  })

  it('the sample is taken on the Dashboard, after the window is shown', () => {
    const steps = planDay(SHORT_DAY)
    for (const sample of of(steps, 'sample')) {
      const before = steps.slice(0, steps.indexOf(sample)).filter((s) => s.at === sample.at).map((s) => (s.kind === 'view' ? s.view : s.kind))
      expect(before).toEqual(['show', 'Dashboard'])
    }
  })

  it('a 10-minute outage in the middle hour, the Dashboard open and its balance read every minute through it, no chat during it', () => {
    const steps = planDay(FULL_DAY)
    const start = of(steps, 'outage-start')
    const end = of(steps, 'outage-end')
    expect(start).toHaveLength(1)
    expect(end[0]!.at - start[0]!.at).toBe(10 * MINUTE_MS)
    expect(hourOf(start[0]!)).toBe(outageHour(24))
    const checks = of(steps, 'check-balance').map((s) => s.at)
    expect(checks.filter((at) => at > start[0]!.at && at < end[0]!.at)).toHaveLength(10)
    expect(of(steps, 'chat').filter((c) => c.at >= start[0]!.at && c.at <= end[0]!.at)).toEqual([])
    const viewBefore = of(steps, 'view').filter((v) => v.at <= start[0]!.at).at(-1)
    expect(viewBefore?.view).toBe('Dashboard')
    expect(of(steps, 'view').filter((v) => v.at > start[0]!.at && v.at < checks.at(-1)!)).toEqual([])
  })

  it('every kind of chat happens before the baseline sample (hour 2), in both day lengths', () => {
    for (const options of [FULL_DAY, SHORT_DAY]) {
      const early = of(planDay(options), 'chat').filter((c) => c.at < 2 * HOUR_MS).map((c) => c.chat.kind)
      expect(new Set(early)).toEqual(new Set(['normal', 'long', 'cut', 'stopped', '429', '503']))
      expect(of(planDay(options), 'compare').filter((c) => c.at < 2 * HOUR_MS).length).toBeGreaterThan(0)
      expect(of(planDay(options), 'search').filter((c) => c.at < 2 * HOUR_MS).length).toBeGreaterThan(0)
    }
  })

  it('a full day mixes 24 long, 12 cut, 12 stopped, 12 of each injected 429 and 503 into the 300 chats', () => {
    const kinds = Array.from({ length: 300 }, (_, i) => chatKind(i))
    const count = (k: string) => kinds.filter((x) => x === k).length
    expect({ long: count('long'), cut: count('cut'), stopped: count('stopped'), e429: count('429'), e503: count('503') }).toEqual({ long: 24, cut: 12, stopped: 12, e429: 12, e503: 12 })
  })

  it('chat prompts are unique (each answer can be found in the store), long and stopped ones start a conversation', () => {
    const chats = of(planDay(FULL_DAY), 'chat').map((c) => c.chat)
    expect(new Set(chats.map((c) => c.text)).size).toBe(300)
    for (const c of chats) if (c.kind === 'long' || c.kind === 'stopped') expect(c.newConversation).toBe(true)
  })

  it('the connection switch comes after the outage, inside the day', () => {
    expect(switchHour(24)).toBeGreaterThan(outageHour(24))
    expect(switchHour(SHORT_DAY.hours)).toBeGreaterThan(outageHour(SHORT_DAY.hours))
    expect(switchHour(SHORT_DAY.hours)).toBeLessThan(SHORT_DAY.hours)
    expect(hourOf(of(planDay(SHORT_DAY), 'switch-connection')[0]!)).toBe(switchHour(SHORT_DAY.hours))
  })

  it('spread puts every item somewhere, the first hour never short', () => {
    expect(spread(300, 24).reduce((a, b) => a + b)).toBe(300)
    expect(spread(20, 24).reduce((a, b) => a + b)).toBe(20)
    expect(spread(20, 24)[0]).toBe(1)
    expect(spread(2, 5)).toEqual([1, 0, 1, 0, 0])
  })

  it('refuses a day too short for a warm-up, a baseline and a later half', () => {
    expect(() => planDay({ hours: 3, chats: 3, compares: 0 })).toThrow(RangeError)
  })
})
