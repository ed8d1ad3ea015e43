import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { Statement } from '../../../shared/domain/statement'
import { formatUtcDateTime, formatUtcDay } from '../../../shared/i18n/format'
import { intlTag } from '../../../shared/i18n/format-locale'
import type { Translator } from '../../../shared/i18n/translator'
import { formatAmount, formatMoney } from '../../../shared/money'
import { balanceNote } from '../../../shared/statements/balance-note'
import type { ByteSink } from '../storage/byte-sink'
import { drawRtl } from './rtl-text'

// Not named `require`: the main bundle's ESM shim declares that name at its top (a second one stopped the app from loading).
const fromHere = createRequire(import.meta.url)
/** DejaVu Sans (embedded, subset): every sign the statement uses (≈, →, −, €), Arabic and Cyrillic, and text that selects and copies. */
const FONT = fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const BOLD = fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

type Translate = Translator['t']

/** How the PDF speaks: main's language (its words, and the formatters follow it) and its writing direction. */
export interface StatementLanguage {
  t: Translate
  direction: 'ltr' | 'rtl'
}

const money = (v: string | null) => (v === null ? '—' : formatMoney(v, { exact: true }))
const monthName = (month: string) => new Intl.DateTimeFormat(intlTag(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))
/** A rate as typed or fetched ("0.9210"), in the language's digits and separators, never through a float. */
const rateText = (rate: string) => {
  const decimals = rate.split('.')[1]?.length ?? 0
  return new Intl.NumberFormat(intlTag(), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(rate as Intl.StringNumericLiteral)
}

const SOURCE = { bill: 'statementPdf.sourceBill', billed: 'statementPdf.sourceBilled', counted: 'statementPdf.sourceCounted', both: 'statementPdf.sourceBoth' } as const
const PART = { input: 'statementPdf.partInput', cachedInput: 'statementPdf.partCachedInput', output: 'statementPdf.partOutput' } as const

function priceChangeText(c: Statement['priceChanges'][number], t: Translate): string {
  const price = (v: string | null) => (v === null ? '—' : formatAmount(v))
  if (c.changes.length === 0) return t('statementPdf.pricesChanged')
  return t('statementPdf.perMillion', { changes: c.changes.map((p) => t(PART[p.part], { was: price(p.was), now: price(p.now) })).join(', ') })
}

/**
 * The statement as a PDF laid out like a bank statement, in the app's language (#37: words, dates and money the
 * language's way; Arabic right to left, mirrored). pdfkit in main: a well-kept library; its text is real text in
 * embedded fonts, so it selects, copies and is read back in tests. Written as it is made.
 */
export async function writeStatementPdf(s: Statement, sink: ByteSink, { t, direction }: StatementLanguage): Promise<void> {
  const account = s.all ? t('statements.allAccounts') : s.account
  const doc = new PDFDocument({ size: 'A4', margin: 50, lang: intlTag(), info: { Title: t('statementPdf.docTitle', { month: s.month, account }), Author: 'Tokentally' } })
  doc.registerFont('body', FONT)
  doc.registerFont('bold', BOLD)
  const writes: Promise<void>[] = []
  doc.on('data', (chunk: Buffer) => writes.push(sink.write(new Uint8Array(chunk))))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  const width = doc.page.width - 100
  const rtl = direction === 'rtl'
  /** Text in the box [x, x + w) at y, in the language's direction; returns the y under it. */
  const cell = (text: string, x: number, y: number, w: number, align: 'start' | 'end' = 'start') => {
    if (text === '') return y
    if (rtl && align === 'start') return drawRtl(doc, text, x, y, w)
    doc.text(text, x, y, { width: w, align: (align === 'end') !== rtl ? 'right' : 'left' })
    return doc.y
  }
  const line = (text: string) => {
    doc.y = cell(text, 50, doc.y, width)
    doc.x = 50
  }
  const heading = (text: string) => {
    if (doc.y > doc.page.height - 120) doc.addPage()
    doc.moveDown(0.8).font('bold').fontSize(12)
    line(text)
    doc.moveDown(0.2)
  }
  // Label, amount, detail: left to right, or mirrored right to left.
  const row = (label: string, amount: string, detail = '') => {
    if (doc.y > doc.page.height - 70) doc.addPage()
    const y = doc.y
    doc.font('body').fontSize(9.5)
    const bottom = [cell(label, rtl ? 50 + width * 0.55 : 50, y, width * 0.45), cell(amount, 50 + width * (rtl ? 0.33 : 0.45), y, width * 0.2, 'end')]
    doc.fillColor('#555')
    bottom.push(cell(detail, rtl ? 50 : 50 + width * 0.68, y, width * 0.32))
    doc.fillColor('black')
    doc.y = Math.max(y + doc.currentLineHeight(true), ...bottom) + 2
    doc.x = 50
  }

  doc.font('bold').fontSize(18)
  line(t('statementPdf.title'))
  doc.font('body').fontSize(11)
  line(t('statementPdf.subtitle', { month: monthName(s.month), account }))
  doc.fontSize(8.5).fillColor('#555')
  line(t('statementPdf.meta', { accounts: s.accounts.join(', '), time: formatUtcDateTime(s.generatedAt) }))
  if (s.currency) line(t('statementPdf.currencyNote', { code: s.currency.code }))
  doc.fillColor('black')

  heading(t('statementPdf.summary'))
  row(t('statements.opening'), money(s.opening.balance), balanceNote(s.opening, s.accounts.length, 'opening', t, formatUtcDateTime))
  row(t('statements.topUps'), money(s.topUpsTotal), s.topUps.length === 0 ? t('statementPdf.noTopUps') : t('statementPdf.topUpsFound', { count: s.topUps.length }))
  row(t('statements.spendRow'), money(s.spend))
  row(`  ${t('statementPdf.paidPart')}`, money(s.paidUsed), s.paidUsed === null ? t('statementPdf.readingMissing') : t('statementPdf.fromHistory'))
  row(`  ${t('statementPdf.promoPart')}`, money(s.promoUsed), s.promoUsed === null ? t('statementPdf.readingMissing') : t('statementPdf.fromHistory'))
  row(t('statements.closing'), money(s.closing.balance), balanceNote(s.closing, s.accounts.length, 'closing', t, formatUtcDateTime))
  row(t('statementPdf.held'), money(s.closing.held))
  row(t('statements.check'), money(s.expectedClosing), s.expectedClosing === null ? t('statementPdf.partMissing') : '')
  row(t('statementPdf.difference'), money(s.closingDifference), s.closingDifference === null ? t('statementPdf.partMissing') : t('statementPdf.differenceNote'))

  heading(t('statements.topUps'))
  if (s.topUps.length === 0) row(t('statementPdf.noneFound'), '')
  for (const u of s.topUps) row(formatUtcDateTime(u.at), money(u.amount), u.account)

  heading(t('statementPdf.byModel'))
  if (s.byModel.length === 0) row(t('statementPdf.noUsage'), '')
  for (const m of s.byModel) row(m.name, money(m.amount), t('statementPdf.requests', { count: m.requests ?? 0 }))

  heading(t('statementPdf.byProject'))
  if (s.byProject.length === 0) row(t('statementPdf.noAnswers'), '')
  for (const p of s.byProject) row(p.label ? t(p.label === 'none' ? 'usage.noProject' : 'mainWords.deletedProject') : p.name, money(p.amount), t('statementPdf.projectLine', { count: p.requests ?? 0, source: t(SOURCE[p.source]) }))

  heading(t('statementPdf.appHeading'))
  row(t('statementPdf.estimated'), money(s.app.estimate), t('statementPdf.answers', { count: s.app.answers }))
  row(t('statementPdf.share'), money(s.app.billed))
  row(t('statementPdf.appDifference'), money(s.app.difference))

  heading(t('statementPdf.priceChanges'))
  if (s.priceChanges.length === 0) row(t('statementPdf.noneThisMonth'), '')
  for (const c of s.priceChanges) row(t('statementPdf.priceChangeFrom', { model: c.model, day: formatUtcDay(c.day) }), '', priceChangeText(c, t))

  if (s.currency) {
    const code = s.currency.code
    heading(t('statementPdf.ratesHeading', { code }))
    if (s.currency.rates.length === 0) row(t('statementPdf.noRate'), '', t('statementPdf.noRateNote'))
    for (const r of s.currency.rates) row(formatUtcDay(r.date), t('statementPdf.rate', { rate: rateText(r.rate), code }), t('statementPdf.perDollar'))
  }
  doc.end()
  await ended
  await Promise.all(writes)
}
