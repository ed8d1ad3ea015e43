import { describe, expect, it } from 'vitest'
import { batchPrompts } from '../../../shared/prompts/batch-variables'
import { parseVariableCsv } from '../../../electron/services/batches/variable-csv'
import { AppFailure } from '../../../shared/error-model'

/** The CSV as main reads it, or the message main refuses it with. */
function read(text: string) {
  try {
    return { ok: true as const, ...parseVariableCsv(text) }
  } catch (err) {
    if (err instanceof AppFailure) return { ok: false as const, message: err.error.message, code: err.error.code }
    throw err
  }
}

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
    const csv = read('topic,audience\ncaching,new hire\n"rate limits, in short",manager\n')
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
    const csv = read('topic,notes\ncaching,first\nretries,second\n')
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
    const csv = read('topic,audience\ncaching,\nretries,manager\n,manager\n')
    if (!csv.ok) throw new Error(csv.message)
    expect(batchPrompts([ASK], { kind: 'csv', ...csv, values: {} }).problems).toEqual(['No value for {{audience}} in row 1.', 'No value for {{topic}} in row 3.'])
    const many = read(`topic,audience\n${Array.from({ length: 26 }, (_, i) => `t${i},a`).join('\n')}\n`)
    if (!many.ok) throw new Error(many.message)
    expect(batchPrompts([ASK, SUM], { kind: 'csv', ...many, values: {} }).problems[0]).toMatch(/^That is 52 runs \(26 rows × 2 prompts\): a batch holds at most 50/)
  })

  it('a bad file says what is wrong: empty, header only, duplicate column, broken quotes', () => {
    expect(read('  ')).toMatchObject({ ok: false, code: 'csv_invalid', message: expect.stringMatching(/empty/) })
    expect(read('topic,audience\n')).toMatchObject({ ok: false, message: expect.stringMatching(/no rows of values/) })
    expect(read('topic,topic\na,b\n')).toMatchObject({ ok: false, message: 'Two columns are named “topic”: each variable needs one column.' })
    expect(read('topic,audience\n"unclosed,manager\n')).toMatchObject({ ok: false, message: expect.stringMatching(/could not be read at row/) })
    // A BOM and spaces around header names are not part of the names; short rows are padded with empty cells.
    expect(read('topic\ncaching\nretries\n')).toEqual({ ok: true, columns: ['topic'], rows: [{ topic: 'caching' }, { topic: 'retries' }] })
    expect(read('\uFEFF topic , audience\ncaching\n')).toEqual({ ok: true, columns: ['topic', 'audience'], rows: [{ topic: 'caching', audience: '' }] })
  })
})
