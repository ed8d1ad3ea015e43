import { readFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import type { Statement } from '../../../shared/domain/statement'
import type { Reading } from '../../../shared/guard/readings'
import { balanceAt, monthBounds, paidAndPromo, reconcileBalances, topUpsIn } from '../../../shared/statements/statement-math'
import { statementCsv } from '../../../electron/services/statements/statement-csv'
import { writeStatementPdf } from '../../../electron/services/statements/statement-pdf'
import { pdfPages } from '../../support/statements/pdf-text'
import { translatorFor } from '../../support/i18n'

const reading = (at: string, balance: string, promo = '0.000000', held = '0.000000'): Reading => ({ at: Date.parse(at), balance, paid: balance, promo, held, debt: '0.000000', allowance: null })

describe('the statement’s arithmetic', () => {
  it('a UTC month’s bounds (December into January, February of a leap year)', () => {
    expect(monthBounds('2026-12')).toMatchObject({ first: '2026-12-01', next: '2027-01-01' })
    expect(monthBounds('2028-02').end - monthBounds('2028-02').start).toBe(29 * 86_400_000)
  })

  it('opening + top-ups − spend = closing where every part is known; the difference when not equal', () => {
    expect(reconcileBalances({ opening: '10.000000', topUps: ['25.000000', '0.500000'], spend: '3.250001', closing: '32.249999' })).toEqual({ expectedClosing: '32.249999', difference: '0.000000' })
    expect(reconcileBalances({ opening: '10.000000', topUps: [], spend: '3.000000', closing: '6.900000' })).toEqual({ expectedClosing: '7.000000', difference: '-0.100000' })
    // A part unknown: nothing is guessed.
    expect(reconcileBalances({ opening: null, topUps: ['1.000000'], spend: '1.000000', closing: '5.000000' })).toEqual({ expectedClosing: null, difference: null })
    expect(reconcileBalances({ opening: '1.000000', topUps: [], spend: '1.000000', closing: null })).toEqual({ expectedClosing: '0.000000', difference: null })
  })

  it('balances from the history: the last reading at or before the moment, or said unknown; top-ups inside the month only', () => {
    const readings = [reading('2026-10-31T23:59:00Z', '10.000000', '2.000000'), reading('2026-11-10T10:00:00Z', '35.000000', '2.000000'), reading('2026-11-30T23:00:00Z', '30.000000', '0.500000'), reading('2026-12-01T00:00:00Z', '80.000000')]
    const { start, end } = monthBounds('2026-11')
    expect(balanceAt(readings, start, 'opening')).toMatchObject({ balance: '10.000000', at: '2026-10-31T23:59:00.000Z' })
    expect(balanceAt(readings, end - 1, 'closing')).toMatchObject({ balance: '30.000000', at: '2026-11-30T23:00:00.000Z' })
    expect(balanceAt(readings.slice(1), start, 'opening')).toMatchObject({ balance: null, note: expect.stringContaining('unknown') })
    expect(topUpsIn(readings, start, end)).toEqual([{ at: Date.parse('2026-11-10T10:00:00Z'), amount: '25.000000' }])
    // Promo used: what it fell by (never more than the spend); the rest paid.
    const opening = balanceAt(readings, start, 'opening')
    const closing = balanceAt(readings, end - 1, 'closing')
    expect(paidAndPromo(opening, closing, '5.000000')).toEqual({ promoUsed: '1.500000', paidUsed: '3.500000' })
    expect(paidAndPromo(balanceAt([], start, 'opening'), closing, '5.000000')).toEqual({ promoUsed: null, paidUsed: null })
  })
})

const statement: Statement = {
  month: '2026-11',
  account: 'Work',
  all: false,
  accounts: ['Work'],
  generatedAt: '2026-12-01T08:00:00.000Z',
  opening: { balance: '10.000000', paid: '8.000000', promo: '2.000000', held: '0.000000', at: '2026-10-31T23:59:00.000Z', note: 'balance history', missing: [] },
  closing: { balance: '31.750000', paid: '31.250000', promo: '0.500000', held: '0.120000', at: '2026-11-30T23:00:00.000Z', note: 'balance history', missing: [] },
  topUps: [{ at: '2026-11-10T10:00:00.000Z', amount: '25.000000', account: 'Work' }],
  topUpsTotal: '25.000000',
  spend: '3.250000',
  paidUsed: '1.750000',
  promoUsed: '1.500000',
  expectedClosing: '31.750000',
  closingDifference: '0.000000',
  byModel: [{ name: 'tally-large', requests: 12, amount: '3.000000', note: 'the service’s bill', source: 'bill' }, { name: '=HYPERLINK("x")', requests: 1, amount: '0.250000', note: 'the service’s bill', source: 'bill' }],
  byProject: [{ name: 'Client A', requests: 3, amount: '0.400000', note: 'counted here', source: 'counted' }],
  app: { estimate: '0.410000', billed: '0.400000', difference: '0.010000', answers: 3 },
  priceChanges: [{ model: 'tally-mini', day: '2026-11-05', text: 'output $0.60 → $0.90 per million tokens', changes: [{ part: 'output', was: '0.60', now: '0.90' }] }],
  currency: { code: 'EUR', rates: [{ date: '2026-11-26', rate: '0.9210' }] },
}

async function pdfText(language: 'en' | 'de' | 'ar', of: Statement = statement): Promise<{ pages: string[]; text: string }> {
  const { t } = await translatorFor(language)
  const chunks: Uint8Array[] = []
  await writeStatementPdf(of, { write: async (c) => void chunks.push(c) }, { t, direction: language === 'ar' ? 'rtl' : 'ltr' })
  const bytes = Buffer.concat(chunks)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  // Embedded (a FontFile2 stream of the TrueType subset), not a reference to a font the reader may lack.
  expect(bytes.toString('latin1')).toContain('/FontFile2')
  const { pages } = await pdfPages(new Uint8Array(bytes))
  return { pages, text: pages.join(' ') }
}

afterAll(async () => {
  await translatorFor('en')
})

describe('the statement as CSV and PDF', () => {
  const csvLines = ['section,item,date,amount_usd,detail', 'balance,opening,2026-10-31T23:59:00.000Z,10.000000,balance history', 'top-up,Work,2026-11-10T10:00:00.000Z,25.000000,', 'check,opening + top-ups − spend,,31.750000,', `model,"'=HYPERLINK(""x"")",,0.250000`, 'rate,EUR per USD,2026-11-26,,0.9210']

  it('CSV: sections with exact dollar amounts; a formula-like name is defused', async () => {
    await translatorFor('en')
    const csv = statementCsv(statement)
    expect(csv.split('\r\n')[0]).toBe(csvLines[0])
    for (const line of csvLines) expect(csv).toContain(line)
  })

  it('CSV stays a machine format under German and Arabic: byte for byte the English one (dot decimals, ISO dates, English columns)', async () => {
    await translatorFor('en')
    const english = statementCsv(statement)
    for (const language of ['de', 'ar'] as const) {
      await translatorFor(language)
      const csv = statementCsv(statement)
      expect(csv).toBe(english)
      for (const line of csvLines) expect(csv).toContain(line)
      expect(csv).not.toMatch(/10,000000|Anfangsguthaben|الرصيد/)
    }
  })

  it('PDF in English: the balances, the check, lines, price changes and rates read back', async () => {
    const { pages, text } = await pdfText('en')
    expect(pages[0]).toContain('Tokentally statement')
    expect(text).toContain('November 2026 (UTC) · Work')
    expect(text).toMatch(/Opening balance \$10\.000000/)
    expect(text).toMatch(/Opening \+ top-ups − spend \$31\.750000/)
    expect(text).toMatch(/tally-large \$3\.000000 12 requests/)
    expect(text).toContain('output $0.60 → $0.90 per million tokens')
    expect(text).toMatch(/Nov 26, 2026 0\.9210 EUR/)
  })

  it('PDF in German: headings, labels, plurals, dates and money the German way', async () => {
    const { pages, text } = await pdfText('de')
    expect(pages[0]).toContain('Tokentally-Auszug')
    expect(text).toContain('November 2026 (UTC) · Work')
    expect(text).toMatch(/Anfangsguthaben 10,000000\s\$/)
    expect(text).toMatch(/Anfang \+ Aufladungen − Ausgaben 31,750000\s\$/)
    expect(text).toMatch(/tally-large 3,000000\s\$ 12 Anfragen/)
    expect(text).toContain('1 Aufladung im Guthabenverlauf gefunden')
    expect(text).toContain('Ausgaben nach Modell')
    expect(text).toContain('3 Antworten; hier gezählt')
    expect(text).toMatch(/Ausgabe 0,60\s\$ → 0,90\s\$ pro Million Tokens/)
    expect(text).toMatch(/tally-mini, ab 5\. Nov\. 2026/)
    expect(text).toMatch(/26\. Nov\. 2026 0,9210 EUR pro US-Dollar/)
    expect(text).toContain('erstellt 1. Dez. 2026, 08:00 UTC')
    // No English left: every word of the English PDF that is not data.
    for (const english of ['Opening balance', 'Summary', 'requests', 'per million tokens', 'Spend by model', 'counted here']) expect(text).not.toContain(english)
  })

  it('PDF in Arabic: the Arabic words, every amount and name left to right, the whole of "All accounts" in Arabic', async () => {
    const { text } = await pdfText('ar', { ...statement, all: true, account: 'All accounts', accounts: ['Work', 'Home'], opening: { ...statement.opening, at: null, balance: null, missing: ['Home'] } })
    // pdf.js reads the words as drawn (left to right): each word whole and shaped, amounts and names unbroken.
    for (const word of ['كشف', 'الملخص', 'الختامي', 'الحسابات', 'tally-large', 'Home']) expect(text).toContain(word)
    expect(text).toContain('25.000000 US$')
    expect(text).not.toContain('All accounts')
    expect(text).not.toContain('Opening balance')
  })
  it('PDF: answers in no project or in a deleted one are said in the reader’s language (their English names stay for the CSV)', async () => {
    const lines: Statement['byProject'] = [
      { name: 'No project', label: 'none', requests: 2, amount: '0.100000', note: 'counted here', source: 'counted' },
      { name: 'Deleted project', label: 'deleted', requests: 1, amount: '0.050000', note: 'counted here', source: 'counted' },
    ]
    const { text } = await pdfText('de', { ...statement, byProject: lines })
    expect(text).toContain('Kein Projekt')
    expect(text).toContain('Gelöschtes Projekt')
    expect(text).not.toMatch(/No project|Deleted project/)
    expect((await pdfText('en', { ...statement, byProject: lines })).text).toMatch(/No project.*Deleted project/)
    expect(statementCsv({ ...statement, byProject: lines })).toContain('project,Deleted project,')
  })

  it('the font files it embeds ship with the app (a dependency, not the system’s)', async () => {
    expect((await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))).length).toBeGreaterThan(100_000)
  })
})
