import { describe, expect, it } from 'vitest'
import type { ProjectCapLeft, ProjectOf } from '../../../electron/services/guard/guard-service'
import { guardOver } from '../../support/guard/guard-over'
import type { RunPlan } from '../../../shared/domain/preflight'
import { errorOf } from '../../support/error-of'
import { FakeClock } from '../../support/fake-clock'
import { useTmpDir } from '../../support/tmp-dir'

const newDir = useTmpDir()
const PARAMS = { model: 'tally-large', systemPrompt: '', maxOutputTokens: 100, temperature: null }

/** The guard with two projects: "Full" has reached its cap, "Open" has some left; every plan it builds is counted. */
async function setup() {
  const dir = await newDir()
  const clock = new FakeClock('2026-11-20T12:00:00Z')
  const asked: ProjectOf[] = []
  const planned: RunPlan[] = []
  const caps: Record<string, ProjectCapLeft> = {
    full: { projectId: 'full', month: '2026-11', project: 'Full', cap: '1.000000', left: '0.000000', reached: true },
    open: { projectId: 'open', month: '2026-11', project: 'Open', cap: '1.000000', left: '0.400000', reached: false },
  }
  const conversations: Record<string, string> = { 'in-full': 'full', 'in-open': 'open' }
  const guard = await guardOver(dir, clock, {
    plan: (plan) => {
      planned.push(plan)
      return { requests: [], soFar: new Map() }
    },
    projectCap: (of) => {
      asked.push(of)
      const id = 'projectId' in of ? of.projectId : conversations[of.conversationId]
      return id === undefined ? null : (caps[id] ?? null)
    },
  })
  return { guard, asked, planned }
}

describe('#35: a project cap is checked before a run sends anything', () => {
  it('a new compare run or batch in a project that reached its cap is refused before its requests are even planned', async () => {
    const t = await setup()
    const compare: RunPlan = { kind: 'compare', prompt: 'Hi', models: ['tally-mini', 'tally-large'], params: PARAMS, projectId: 'full' }
    const refused = await errorOf(t.guard.admit(compare, true))
    expect(refused).toMatchObject({ code: 'project_cap_reached' })
    expect(refused.message).toContain('“Full” has reached its monthly cap of $1.000000')
    expect(refused.message).toContain('nothing was sent')
    const batch: RunPlan = { kind: 'batch', prompts: ['a', 'b'], models: ['tally-mini'], maxOutputTokens: null, projectId: 'full' }
    expect(await errorOf(t.guard.admit(batch, true))).toMatchObject({ code: 'project_cap_reached' })
    // Confirming ("send anyway") does not pass a reached project cap.
    expect(t.planned).toEqual([])
    expect(t.asked).toEqual([{ projectId: 'full' }, { projectId: 'full' }])
  })

  it('a project with some cap left, no project, a compare column again or a chat in a capped project: each checked by its own project', async () => {
    const t = await setup()
    expect(await t.guard.admit({ kind: 'compare', prompt: 'Hi', models: ['tally-mini', 'tally-large'], params: PARAMS, projectId: 'open' }, false)).toEqual([])
    expect(await t.guard.admit({ kind: 'batch', prompts: ['a'], models: ['tally-mini'], maxOutputTokens: null, projectId: null }, false)).toEqual([])
    expect(await t.guard.admit({ kind: 'batch', prompts: ['a'], models: ['tally-mini'], maxOutputTokens: null }, false)).toEqual([])
    expect(t.planned).toHaveLength(3)
    expect(await errorOf(t.guard.admit({ kind: 'compare-retry', conversationId: 'in-full', column: 1 }, false))).toMatchObject({ code: 'project_cap_reached' })
    expect(await errorOf(t.guard.admit({ kind: 'chat', conversationId: 'in-full', action: 'send', content: 'More?' }, false))).toMatchObject({ code: 'project_cap_reached' })
    expect(t.planned).toHaveLength(3)
    expect(t.asked).toEqual([{ projectId: 'open' }, { conversationId: 'in-full' }, { conversationId: 'in-full' }])
  })
})
