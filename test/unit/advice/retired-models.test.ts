import { describe, expect, it } from 'vitest'
import { modelCandidates } from '../../../electron/services/advice/model-list'
import type { ModelInfo } from '../../../shared/domain/models-state'

const listed = (...ids: string[]): { models: ModelInfo[] } => ({ models: ids.map((id) => ({ id, comingSoon: id.endsWith('preview') })) })

describe('retired models: in the history, no longer in /v1/models', () => {
  const history = ['tally-mini', 'tally-legacy', 'tally-large', 'tally-legacy']

  it('a model still listed is not retired; one the list dropped is, once (across a /v1/models change)', () => {
    const before = modelCandidates(listed('tally-mini', 'tally-large', 'tally-legacy', 'tally-ultra-preview'), history)
    expect(before.filter((c) => c.retired)).toEqual([])
    expect(before.find((c) => c.id === 'tally-ultra-preview')).toEqual({ id: 'tally-ultra-preview', comingSoon: true, retired: false })
    const after = modelCandidates(listed('tally-mini', 'tally-large', 'tally-ultra-preview'), history)
    expect(after.filter((c) => c.retired)).toEqual([{ id: 'tally-legacy', comingSoon: false, retired: true }])
    expect(after.map((c) => c.id)).toEqual(['tally-mini', 'tally-large', 'tally-ultra-preview', 'tally-legacy'])
  })

  it('a listed model that was never used is offered, not retired; without a list nothing is called retired (not known)', () => {
    expect(modelCandidates(listed('tally-nano'), []).map((c) => [c.id, c.retired])).toEqual([['tally-nano', false]])
    expect(modelCandidates(listed(), history).every((c) => !c.retired)).toBe(true)
  })
})
