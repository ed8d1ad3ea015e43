import { describe, expect, it } from 'vitest'
import { batchPrompts, parseVariableCsv } from '../../../shared/prompts/batch-variables'

const ASK = 'Explain {{topic}} to a {{audience}}.'
const SUM = 'Summarise {{topic}} in one line.'

describe('#39: batch {{variables}} from a form', () => {
  it('fills every picked prompt once; an empty value is named, never sent as {{name}}', () => {
    expect(batchPrompts([ASK, SUM], { kind: 'form', values: { topic: 'caching', audience: 'new hire' } })).toMatchObject({
      prompts: ['Explain caching to a new hire.', 'Summarise caching in one line.'],
      variables: ['topic', 'audience'],
      problems: [],
    })
    expect(batchPrompts([ASK], { kind: 'form', values: { topic: 'caching' } }).problems).toEqual(['No value for {{audience}}.'])
  })
})

describe('#39: batch {{variables}} from a CSV, one run per row', () => {
  it('each row runs every picked prompt', () => {
    const csv = parseVariableCsv('topic,audience\ncaching,new hire\n"rate limits, in short",manager\n')
    expect(csv.ok).toBe(true)
    if (!csv.ok) return
    expect(batchPrompts([ASK, SUM], { kind: 'csv', ...csv, values: {} }).prompts).toEqual([
      'Explain caching to a new hire.',
      'Summarise caching in one line.',
      'Explain rate limits, in short to a manager.',
      'Summarise rate limits, in short in one line.',
    ])
  })

  it('a missing column takes the form’s value for every row (or is named); an extra column is ignored and named', () => {
    const csv = parseVariableCsv('topic,notes\ncaching,first\nretries,second\n')
    if (!csv.ok) throw new Error(csv.message)
    const without = batchPrompts([ASK], { kind: 'csv', ...csv, values: {} })
    expect(without.missingColumns).toEqual(['audience'])
    expect(without.extraColumns).toEqual(['notes'])
    expect(without.problems).toEqual(['The CSV has no column “audience”: add it, or fill in {{audience}} below for every row.'])
    const filled = batchPrompts([ASK], { kind: 'csv', ...csv, values: { audience: 'manager' } })
    expect(filled.problems).toEqual([])
    expect(filled.prompts).toEqual(['Explain caching to a manager.', 'Explain retries to a manager.'])
  })

  it('an empty cell names its rows; more than 50 runs in all is refused', () => {
    const csv = parseVariableCsv('topic,audience\ncaching,\nretries,manager\n,manager\n')
    if (!csv.ok) throw new Error(csv.message)
    expect(batchPrompts([ASK], { kind: 'csv', ...csv, values: {} }).problems).toEqual(['No value for {{audience}} in row 1.', 'No value for {{topic}} in row 3.'])
    const many = parseVariableCsv(`topic,audience\n${Array.from({ length: 26 }, (_, i) => `t${i},a`).join('\n')}\n`)
    if (!many.ok) throw new Error(many.message)
    expect(batchPrompts([ASK, SUM], { kind: 'csv', ...many, values: {} }).problems[0]).toMatch(/^That is 52 runs \(26 rows × 2 prompts\): a batch holds at most 50/)
  })

  it('a bad file says what is wrong: empty, header only, duplicate column, broken quotes', () => {
    expect(parseVariableCsv('  ')).toMatchObject({ ok: false, message: expect.stringMatching(/empty/) })
    expect(parseVariableCsv('topic,audience\n')).toMatchObject({ ok: false, message: expect.stringMatching(/no rows of values/) })
    expect(parseVariableCsv('topic,topic\na,b\n')).toMatchObject({ ok: false, message: 'Two columns are named “topic”: each variable needs one column.' })
    expect(parseVariableCsv('topic,audience\n"unclosed,manager\n')).toMatchObject({ ok: false, message: expect.stringMatching(/could not be read at row/) })
    // A BOM and spaces around header names are not part of the names; short rows are padded with empty cells.
    expect(parseVariableCsv('topic\ncaching\nretries\n')).toEqual({ ok: true, columns: ['topic'], rows: [{ topic: 'caching' }, { topic: 'retries' }] })
    expect(parseVariableCsv('\uFEFF topic , audience\ncaching\n')).toEqual({ ok: true, columns: ['topic', 'audience'], rows: [{ topic: 'caching', audience: '' }] })
  })
})
