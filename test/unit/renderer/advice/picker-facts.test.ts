import { describe, expect, it } from 'vitest'
import { modelOptions } from '../../../../renderer/src/features/chat/ModelPicker'
import { contextWords, factsLine, sortModelIds } from '../../../../renderer/src/features/advice/picker-facts'
import { cheapestFitted, contextCost } from '../../../../renderer/src/features/advice/long-context'
import { pickerModel } from './fixtures'

const FACTS = [
  pickerModel('tally-large', { inputPerMillion: '3', outputPerMillion: '15.0', medianCost: '0.012300', answers: 40, strength: { strength: 1.4, low: 1.1, high: 1.8, votes: 20 } }),
  pickerModel('tally-mini', { inputPerMillion: '0.150000', outputPerMillion: '0.600000', strength: { strength: 0.7, low: 0.5, high: 1, votes: 20 } }),
  pickerModel('tally-coder', { inputPerMillion: '1.000000', outputPerMillion: '2.000000' }),
  pickerModel('tally-new'),
  pickerModel('tally-old', { retired: true, inputPerMillion: '0.100000', outputPerMillion: '0.100000' }),
]
const BY_ID = new Map(FACTS.map((f) => [f.id, f]))
const OFFERED = ['tally-large', 'tally-mini', 'tally-coder', 'tally-new'].map((id) => ({ id, comingSoon: id === 'tally-new' }))

describe("the picker's money", () => {
  it('sorts by price (no price last) and by your strength (never voted on last), ties by name', () => {
    const ids = OFFERED.map((m) => m.id)
    expect(sortModelIds(ids, BY_ID, 'cost')).toEqual(['tally-mini', 'tally-coder', 'tally-large', 'tally-new'])
    expect(sortModelIds(ids, BY_ID, 'strength')).toEqual(['tally-large', 'tally-mini', 'tally-coder', 'tally-new'])
    expect(sortModelIds(ids, BY_ID, 'name')).toEqual(['tally-coder', 'tally-large', 'tally-mini', 'tally-new'])
  })

  it('each option says its prices per million, your median per answer, context and strength; no price reads "no price yet", never $0', () => {
    expect(factsLine(BY_ID.get('tally-large'))).toBe('in $3.00 · out $15.00 per M · your median $0.012 an answer (40) · strength 1.40 (20 votes)')
    expect(factsLine(BY_ID.get('tally-new'))).toBe('no price yet')
    expect(factsLine(undefined)).toBe('no price yet')
    expect(factsLine(pickerModel('x', { inputPerMillion: '0.000400', outputPerMillion: '0.001000' }))).toContain('in $0.0004 · out $0.001 per M')
    // Fitted prices come with their own digits, not as 6-place money strings.
    expect(factsLine(pickerModel('x', { inputPerMillion: '3.19993', outputPerMillion: '15.0000004' }))).toBe('in $3.20 · out $15.00 per M')
  })

  it('context: stated, below a refusal, or the largest seen', () => {
    expect(contextWords({ model: 'm', stated: 128_000, refusedFrom: 130_000, fitsUpTo: 9 })).toBe('128,000 context')
    expect(contextWords({ model: 'm', stated: null, refusedFrom: 9_000, fitsUpTo: 8_000 })).toBe('< 9,000 context')
    expect(contextWords({ model: 'm', stated: null, refusedFrom: null, fitsUpTo: 8_000 })).toBe('≥ 8,000 context seen')
    expect(contextWords({ model: 'm', stated: null, refusedFrom: null, fitsUpTo: null })).toBeNull()
  })

  it('options: sorted when facts are known, retired models from the history after them (and a typed ID last)', () => {
    const options = modelOptions(OFFERED, '', BY_ID, 'cost')
    expect(options.map((o) => [o.id, o.retired])).toEqual([
      ['tally-mini', false],
      ['tally-coder', false],
      ['tally-large', false],
      ['tally-new', false],
      ['tally-old', true],
    ])
    expect(modelOptions(OFFERED, 'old', BY_ID).map((o) => [o.id, o.retired, o.custom])).toEqual([
      ['tally-old', true, false],
      ['old', false, true],
    ])
    expect(modelOptions(OFFERED, 'zz', BY_ID).map((o) => [o.id, o.custom])).toEqual([['zz', true]])
    // Without facts, the list's own order and no retired ones.
    expect(modelOptions(OFFERED, '').map((o) => o.id)).toEqual(['tally-large', 'tally-mini', 'tally-coder', 'tally-new'])
  })
})

describe('long context', () => {
  it("what a message's context costs at the model's input price; unknown without a price", () => {
    expect(contextCost(24_000, BY_ID.get('tally-large'))).toBe('0.072000')
    expect(contextCost(24_000, BY_ID.get('tally-new'))).toBeNull()
    expect(contextCost(24_000, undefined)).toBeNull()
  })

  it("the summary's default writer is the cheapest fitted model that takes requests (not a retired or unpriced one)", () => {
    expect(cheapestFitted(FACTS)).toBe('tally-mini')
    expect(cheapestFitted([pickerModel('a'), pickerModel('b', { comingSoon: true, inputPerMillion: '0.01', outputPerMillion: '0.01' })])).toBeNull()
  })
})
