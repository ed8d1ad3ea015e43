import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { AnswerMeter, type CapHit, SharedAllowance, type TextCount } from '../../../shared/guard/cap'
import type { AnswerSpec, CapWatch } from '../../../electron/services/answers/answer-runner'
import type { ProjectCapLeft } from '../../../electron/services/guard/guard-service'
import { guardOver } from '../../support/guard/guard-over'
import { errorOf } from '../../support/error-of'
import { FakeClock } from '../../support/fake-clock'
import { useTmpDir } from '../../support/tmp-dir'

// $1 and $10 per million tokens: an output token is $0.00001, an input token $0.000001.
const PRICES = { input: '1', cachedInput: null, output: '10' }
const PROJECT: CapHit = { kind: 'project-cap', cap: '0.010000' }

/** Counts words of the joined text (a word is a token), as the running count does over the real tokenizer. */
function words(): TextCount {
  let joined = ''
  return { append: (t) => (joined += t).split(' ').filter(Boolean).length }
}

/** An answer under the project's allowance, every stop it is told recorded. */
function answer(allowance: SharedAllowance, inputTokens = 0) {
  const stops: CapHit[] = []
  const meter = AnswerMeter.join([{ allowance }], inputTokens, PRICES, words())
  meter.onStop((hit) => stops.push(hit))
  return { meter, stops }
}

describe('#35: one allowance shared by every answer in flight under a cap', () => {
  it('two answers each under the cap alone, past it together: both stop at the delta that passes it, counted exactly', () => {
    // $0.01 left: 1,000 output tokens between them (no input).
    const project = new SharedAllowance(PROJECT, '0.010000')
    const a = answer(project)
    const b = answer(project)
    const delta = 'w '.repeat(50) // 50 tokens, $0.0005
    let deltas = 0
    let stoppedBy: CapHit | null = null
    while (stoppedBy === null) {
      stoppedBy = (deltas % 2 === 0 ? a : b).meter.text(delta)
      deltas++
    }
    // 20 deltas of 50 tokens are exactly $0.01 (not past it); the 21st passes it.
    expect(deltas).toBe(21)
    expect(stoppedBy).toEqual(PROJECT)
    // The one that passed it is told by its check, the other by its stop: both stop.
    expect(a.meter.text('more ')).toEqual(PROJECT)
    expect(b.stops).toEqual([PROJECT])
    expect(a.meter.outputTokens + b.meter.outputTokens).toBe(21 * 50)
    // Each alone stayed well under the cap; together they are past it by one delta, no more.
    expect(new Decimal(a.meter.estimate).lessThan('0.01')).toBe(true)
    expect(new Decimal(b.meter.estimate).lessThan('0.01')).toBe(true)
    expect(project.spent.toFixed()).toBe('0.0105')
    expect(project.passed).toBe(true)
  })

  it('a new answer is refused before sending once the answers in flight used the allowance up, or when its input alone does not fit', () => {
    const project = new SharedAllowance(PROJECT, '0.000500')
    const a = answer(project, 300) // $0.0003 of input reserved at once
    expect(a.meter.refused).toBeNull()
    // $0.0002 left: a prompt of $0.00025 does not fit; nothing joins.
    const big = answer(project, 250)
    expect(big.meter.refused).toEqual(PROJECT)
    expect(project.inFlight).toBe(1)
    expect(a.meter.text('w '.repeat(20))).toBeNull() // $0.0005 exactly: used up, not passed
    expect(project.room.toFixed()).toBe('0')
    expect(answer(project, 0).meter.refused).toEqual(PROJECT)
  })

  it('an answer that ends leaves: its cost stays counted; a cancelled one frees what it had not spent; one not charged frees all', () => {
    const project = new SharedAllowance(PROJECT, '0.001000')
    const a = answer(project, 500) // $0.0005 of input
    const b = answer(project, 400) // $0.0004
    // $0.0001 left: no room for another's input.
    expect(answer(project, 200).meter.refused).toEqual(PROJECT)
    // The user stops A after 10 tokens: what it cost ($0.0006, its record) stays; it no longer grows.
    a.meter.text('w '.repeat(10))
    a.meter.end('0.000600')
    expect(project.inFlight).toBe(1)
    expect(project.spent.toFixed()).toBe('0.001')
    // B was refused by the service before any text (not charged): its reservation goes.
    b.meter.end(null)
    expect(project.inFlight).toBe(0)
    expect(project.spent.toFixed()).toBe('0.0006')
    expect(answer(project, 300).meter.refused).toBeNull()
    // Ending twice changes nothing.
    a.meter.end('0.000600')
    expect(project.spent.toFixed()).toBe('0.0009')
  })

  it('what is left is read again when an answer joins: the ended answers are then in what was saved, counted once', () => {
    const project = new SharedAllowance(PROJECT, '0.010000')
    const a = answer(project, 1000) // $0.001
    a.meter.end('0.002000')
    expect(project.room.toFixed()).toBe('0.008')
    // Saved now: the project's month spent $0.002 of $0.01, and the user raised the cap to $0.02.
    project.reread('0.018000')
    expect(project.room.toFixed()).toBe('0.018')
  })

  it('an answer under its own cap and the shared one stops at whichever it passes first, and says which', () => {
    const project = new SharedAllowance(PROJECT, '1.000000')
    const own = new SharedAllowance({ kind: 'answer-cap', cap: '0.000100' }, '0.000100')
    const meter = AnswerMeter.join([{ allowance: own }, { allowance: project }], 0, PRICES, words())
    let hit: CapHit | null = null
    for (let i = 0; i < 100 && hit === null; i++) hit = meter.text('w ')
    expect(hit).toEqual({ kind: 'answer-cap', cap: '0.000100' })
    expect(meter.outputTokens).toBe(11)
  })
})

describe('#35: the guard keeps one allowance per project and UTC month while answers are in flight', () => {
  const newDir = useTmpDir()
  const SPEC = { kind: 'compare', model: 'tally-large', conversationId: 'c1', capsWaived: [] } as unknown as AnswerSpec

  async function guardAt(now: string, saved: Record<string, string>) {
    const dir = await newDir()
    const clock = new FakeClock(now)
    // The project's saved spend per UTC month (what ended and was written), cap $0.01.
    const projectCap = (): ProjectCapLeft => {
      const month = new Date(clock.now()).toISOString().slice(0, 7)
      const left = new Decimal('0.01').minus(saved[month] ?? '0')
      return { projectId: 'p1', month, project: 'Launch', cap: '0.010000', left: Decimal.max(left, 0).toFixed(6), reached: left.lessThanOrEqualTo(0) }
    }
    const guard = await guardOver(dir, clock, { projectCap })
    const start = (inputTokens = 0): { watch: CapWatch; stops: CapHit[] } => {
      const watch = guard.capFor({ spec: SPEC, inputTokens, prices: PRICES })!
      const stops: CapHit[] = []
      watch.onPassed((hit) => stops.push(hit))
      return { watch, stops }
    }
    const admit = () => guard.admit({ kind: 'chat', conversationId: 'c1', action: 'send', content: 'Hi' }, false)
    return { clock, start, admit }
  }

  it('answers in flight in one month share its cap; one started in the next month spends the next month’s', async () => {
    const g = await guardAt('2026-10-31T23:59:30Z', { '2026-10': '0.008' })
    // October has $0.002 left: two answers streaming at once share it.
    const oct1 = g.start()
    const oct2 = g.start()
    expect(oct1.watch.passed('w '.repeat(100))).toBeNull() // $0.001
    await g.clock.advance(60_000) // 1 Nov, 00:00:30 UTC
    // A new answer now belongs to November (nothing spent there): October's answers do not touch it.
    const nov = g.start()
    expect(nov.watch.refused).toBeNull()
    expect(oct2.watch.passed('w '.repeat(101))).toEqual({ kind: 'project-cap', cap: '0.010000' })
    expect(oct1.stops).toHaveLength(1)
    expect(nov.stops).toEqual([])
    expect(nov.watch.passed('w '.repeat(500))).toBeNull() // $0.005 of November's $0.01
  })

  it('while answers in flight have used the project up, a new run is refused before sending; once they end (saved), it is read from what was saved', async () => {
    const saved: Record<string, string> = { '2026-11': '0.009' }
    const g = await guardAt('2026-11-20T12:00:00Z', saved)
    const a = g.start(1000) // $0.001 of input: the last of the cap
    expect((await errorOf(g.admit())).code).toBe('project_cap_reached')
    expect(g.start().watch.refused).toEqual({ kind: 'project-cap', cap: '0.010000' })
    // Cancelled before any text and not charged: the reservation goes with it, nothing blocks.
    a.watch.end(null)
    await expect(g.admit()).resolves.toEqual([])
    const b = g.start(1000)
    expect(b.watch.refused).toBeNull()
    // B ends and is saved ($0.0012): the project now reached its cap from what was saved.
    saved['2026-11'] = '0.0102'
    b.watch.end('0.001200')
    expect((await errorOf(g.admit())).code).toBe('project_cap_reached')
  })
})
