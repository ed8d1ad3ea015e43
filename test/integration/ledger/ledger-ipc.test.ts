import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { AnswerFinished } from '../../../electron/services/answers/answer-finished'
import type { LedgerAccuracy, LedgerAnswerCosts, LedgerSplit, LedgerToday } from '../../../shared/domain/ledger'
import { FakeClock } from '../../support/fake-clock'
import { useSimApp } from '../../support/core/use-app'

const startApp = useSimApp()
const realDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function setup() {
  const clock = new FakeClock('2025-03-10T12:00:00.000Z')
  // Starts with usage chunks on (a service that honours stream_options), then switches them off.
  const app = await startApp({ clock, sim: { usageDelayMs: 0, usageChunk: true }, keychain: true, saveFile: async () => null })
  const finished: AnswerFinished[] = []
  app.core.onAnswerFinished((a) => finished.push(a))
  await app.settle()
  return { clock, sim: app.sim, call: app.value, settle: app.settle, ended: app.ended, finished }
}

describe('the answer ledger through the app (simulator, usage chunk on and off)', () => {
  it('answers without a usage chunk get tokens counted here and an estimate; the bill splits into this app and elsewhere, adding up', async () => {
    const t = await setup()
    // Enough history for the price fit.
    await t.call('usage:refresh', { start: '2024-12-10', end: '2025-03-11', force: true })
    await t.settle()
    const params = { model: 'tally-nano', systemPrompt: 'Be brief.', maxOutputTokens: 40, temperature: null }
    const conversation = await t.call<{ id: string }>('conversations:create', { params })

    await t.call('chat:start', { requestId: 'with-usage', conversationId: conversation.id, action: 'send', content: 'Explain token buckets' })
    await t.ended('with-usage')
    await fetch(`${t.sim.rootUrl}/_sim/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usageChunk: false }) })
    await t.call('chat:start', { requestId: 'counted', conversationId: conversation.id, action: 'send', content: 'And leaky buckets?' })
    await t.ended('counted')
    // The other key spends on the same account, the same day and model.
    await fetch(`${t.sim.rootUrl}/_sim/elsewhere`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'tally-nano', input: 5_000, output: 900 }) })

    // The finished event follows the terminal chat event, and the ledger records after it: wait for both.
    const deadline = Date.now() + 10_000
    const answersOf = () => t.call<LedgerAnswerCosts>('ledger:answers', { ids: t.finished.map((a) => a.messageId) })
    let answers = await answersOf()
    while (t.finished.length < 2 || answers.perAnswer.length < 2) {
      if (Date.now() > deadline) throw new Error(`ledger did not record both answers (${t.finished.length} finished, ${answers.perAnswer.length} in the ledger)`)
      await realDelay(10)
      answers = await answersOf()
    }
    const [reported, counted] = t.finished
    expect(reported?.usage).not.toBeNull()
    expect(counted?.usage).toBeNull()

    const day = { start: '2025-03-10', end: '2025-03-11' }
    const today = await t.call<LedgerSplit>('ledger:split', day)
    const nanoToday = today.byModel.find((d) => d.key === 'tally-nano')
    // Pending: the day is not final yet (a provisional split, not from the bill).
    expect(nanoToday?.pending).toBe(true)
    expect(nanoToday?.exact).toBe(false)
    const costs = new Map(answers.perAnswer.map((p) => [p.id, p]))
    // Both answers have an estimate; the one without usage from the tokens counted here.
    expect(costs.get(reported?.messageId ?? '')?.kind).toBe('estimate')
    expect(costs.get(counted?.messageId ?? '')?.kind).toBe('estimate')
    expect(new Decimal(costs.get(counted?.messageId ?? '')?.amount ?? '0').gt(0)).toBe(true)
    expect(costs.get(counted?.messageId ?? '')?.counted?.input).toBeGreaterThan(0)
    expect(nanoToday?.unknownAnswers).toBe(0)
    expect(nanoToday?.answers).toBe(2)
    // The dashboard's line is the same day summed over its models.
    const line = await t.call<LedgerToday>('ledger:today', { day: '2025-03-10' })
    expect(line.row).toEqual(today.byDay[0])

    // The next day, past the slack: the day is final and split.
    await t.clock.advance(12 * 3_600_000 + 11 * 60_000)
    await t.call('usage:refresh', { start: '2025-03-10', end: '2025-03-12', force: true })
    await t.settle()
    const split = await t.call<LedgerSplit>('ledger:split', day)
    const nano = split.byModel.find((d) => d.key === 'tally-nano')
    // Estimated: final, but others called too.
    expect(nano?.pending).toBe(false)
    expect(nano?.exact).toBe(false)
    expect(new Decimal(nano?.app ?? 'NaN').plus(nano?.elsewhere ?? 'NaN').toFixed(6)).toBe(nano?.billed)
    expect(new Decimal(nano?.elsewhere ?? '0').gt(0)).toBe(true)
    // The day's row is its models summed, to the micro-dollar.
    const dayRow = split.byDay.find((d) => d.key === '2025-03-10')
    const summed = split.byModel.reduce((sum, m) => sum.plus(m.billed), new Decimal(0))
    expect(dayRow?.billed).toBe(summed.toFixed(6))
    const accuracy = await t.call<LedgerAccuracy>('ledger:accuracy', {})
    expect(accuracy.accountId).toBe(split.accountId)
    expect(accuracy.accountId).not.toBeNull()
  })

  it('answers only the range asked for, and says clearly what is wrong with a bad range or day', async () => {
    const t = await setup()
    await t.call('usage:refresh', { start: '2025-02-01', end: '2025-03-11', force: true })
    await t.settle()
    const week = await t.call<LedgerSplit>('ledger:split', { start: '2025-03-01', end: '2025-03-08' })
    // Only the days in the range (days without usage are left out), newest first.
    const keys = week.byDay.map((d) => d.key)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.every((k) => k >= '2025-03-01' && k < '2025-03-08')).toBe(true)
    expect(keys).toEqual([...keys].sort().reverse())
    const billed = week.byDay.reduce((sum, d) => sum.plus(d.billed), new Decimal(0))
    expect(week.byModel.reduce((sum, m) => sum.plus(m.billed), new Decimal(0)).toFixed(6)).toBe(billed.toFixed(6))
    // No app answers: the whole bill is elsewhere, exactly.
    expect(week.byModel.every((m) => m.app === '0.000000' && m.elsewhere === m.billed && !m.pending)).toBe(true)
    // Asked again, the same answer (kept until the usage or the ledger changes).
    expect(await t.call<LedgerSplit>('ledger:split', { start: '2025-03-01', end: '2025-03-08' })).toEqual(week)
    // A day with no usage and no answer: no line.
    expect((await t.call<LedgerToday>('ledger:today', { day: '2020-01-01' })).row).toBeNull()
    // An answer the ledger does not know: left out.
    expect((await t.call<LedgerAnswerCosts>('ledger:answers', { ids: ['no-such-answer'] })).perAnswer).toEqual([])

    await expect(t.call('ledger:split', { start: '2025-03-08', end: '2025-03-01' })).rejects.toThrow('ledger:split: invalid_range: The end date must be after the start date.')
    await expect(t.call('ledger:split', { start: '2025-03-01', end: '2025-03-01' })).rejects.toThrow('invalid_range: The end date must be after the start date.')
    await expect(t.call('ledger:split', { start: '2025-02-30', end: '2025-03-01' })).rejects.toThrow('invalid_range: Start date "2025-02-30" is not a valid YYYY-MM-DD day.')
    await expect(t.call('ledger:split', { start: '1 March', end: '2025-03-08' })).rejects.toThrow(/invalid_ipc_args: .*start.*YYYY-MM-DD/)
    await expect(t.call('ledger:split', {})).rejects.toThrow(/invalid_ipc_args/)
    await expect(t.call('ledger:today', { day: '2025-13-01' })).rejects.toThrow('ledger:today: invalid_day: "2025-13-01" is not a valid YYYY-MM-DD day.')
    await expect(t.call('ledger:answers', { ids: [''] })).rejects.toThrow(/invalid_ipc_args/)
  })
})
