import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { UsageRow } from '../../../shared/domain/usage'
import { CSV_COLUMNS, csvFilename, usageCsv } from '../../../electron/services/usage/csv'

function row(over: Partial<UsageRow>): UsageRow {
  return { date: '2025-06-01', model: 'tally-mini', requests: 3, input_tokens: 1200, cached_input_tokens: 200, output_tokens: 340, cost: '0.000100', ...over }
}

describe('usage CSV', () => {
  it('has the header and one CRLF line per row, with the exact money strings', () => {
    const csv = usageCsv([row({}), row({ date: '2025-06-02', model: 'tally-large', cost: '12.340000' })])
    expect(csv.split('\r\n')).toEqual([
      'date,model,requests,input_tokens,cached_input_tokens,output_tokens,cost',
      '2025-06-01,tally-mini,3,1200,200,340,0.000100',
      '2025-06-02,tally-large,3,1200,200,340,12.340000',
      '',
    ])
  })

  it('is just the header for no rows', () => {
    expect(usageCsv([])).toBe(`${CSV_COLUMNS.join(',')}\r\n`)
  })

  it('quotes commas, quotes and line breaks, and reads back the same', () => {
    const odd = 'org/"quoted", model\nv2'
    const csv = usageCsv([row({ model: odd })])
    expect(csv).toContain('"org/""quoted"", model\nv2"')
    const parsed = Papa.parse<string[]>(csv, { newline: '\r\n', skipEmptyLines: true })
    expect(parsed.data[1]?.[1]).toBe(odd)
    expect(parsed.data[1]?.[6]).toBe('0.000100')
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    const csv = usageCsv([row({ model: '=HYPERLINK("x")' }), row({ model: '@sum' })])
    const parsed = Papa.parse<string[]>(csv, { newline: '\r\n', skipEmptyLines: true })
    expect(parsed.data[1]?.[1]).toBe(`'=HYPERLINK("x")`)
    expect(parsed.data[2]?.[1]).toBe(`'@sum`)
  })

  it('leaves the model empty for rows without one', () => {
    const { model: _omit, ...noModel } = row({})
    expect(usageCsv([noModel]).split('\r\n')[1]).toBe('2025-06-01,,3,1200,200,340,0.000100')
  })

  it('names the file by the days it holds (end exclusive)', () => {
    expect(csvFilename({ start: '2025-06-01', end: '2025-07-01' })).toBe('tokentally-usage-2025-06-01-to-2025-06-30.csv')
  })
})
