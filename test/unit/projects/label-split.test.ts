import { describe, expect, it } from 'vitest'
import { splitByLabels } from '../../../shared/projects/label-split'

const names = new Map([
  ['p1', 'Client A'],
  ['p2', 'Research'],
])

describe('splitByLabels', () => {
  it('splits by project and by tag; each figure billed where reconciled, else counted here; unpriced answers never as $0', () => {
    const split = splitByLabels(
      [
        { id: 'a', projectId: 'p1', tags: ['draft', 'legal'], billed: '0.100000', counted: '0.090000' },
        { id: 'b', projectId: 'p1', tags: ['draft'], billed: null, counted: '0.0123456' },
        { id: 'c', projectId: 'p2', tags: [], billed: null, counted: null },
        { id: 'd', projectId: null, tags: ['legal'], billed: '1.000000', counted: null },
      ],
      (id) => names.get(id) ?? null,
    )
    expect(split.byProject).toEqual([
      { key: 'p1', name: 'Client A', answers: 2, billed: '0.100000', counted: '0.012346', total: '0.112346', unpriced: 0 },
      { key: 'p2', name: 'Research', answers: 1, billed: '0.000000', counted: '0.000000', total: '0.000000', unpriced: 1 },
      { key: null, name: 'No project', answers: 1, billed: '1.000000', counted: '0.000000', total: '1.000000', unpriced: 0 },
    ])
    // Tags overlap: an answer with two tags counts under both.
    expect(split.byTag).toEqual([
      { key: 'legal', name: 'legal', answers: 2, billed: '1.100000', counted: '0.000000', total: '1.100000', unpriced: 0 },
      { key: 'draft', name: 'draft', answers: 2, billed: '0.100000', counted: '0.012346', total: '0.112346', unpriced: 0 },
      { key: null, name: 'No tag', answers: 1, billed: '0.000000', counted: '0.000000', total: '0.000000', unpriced: 1 },
    ])
  })

  it('sums exactly in micro-dollars (no float drift over many answers)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: `x${i}`, projectId: 'p1', tags: ['t'], billed: null, counted: '0.000001' }))
    const split = splitByLabels(many, () => 'P')
    expect(split.byProject[0]?.total).toBe('0.010000')
    expect(split.byTag[0]?.counted).toBe('0.010000')
  })

  it('nothing in range: no rows', () => {
    expect(splitByLabels([], () => null)).toEqual({ byProject: [], byTag: [] })
  })
})
