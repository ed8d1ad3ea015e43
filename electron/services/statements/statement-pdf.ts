import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { Statement } from '../../../shared/domain/statement'
import { formatMoney } from '../../../shared/money'
import type { ByteSink } from '../storage/byte-sink'

// Not named `require`: the main bundle's ESM shim declares that name at its top (a second one stopped the app from loading).
const fromHere = createRequire(import.meta.url)
/** DejaVu Sans (embedded, subset): every sign the statement uses (≈, →, −, €) and text that selects and copies. */
const FONT = fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const BOLD = fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

const money = (v: string | null) => (v === null ? '—' : formatMoney(v, { exact: true }))
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
const monthName = (month: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))

/**
 * The statement as a PDF laid out like a bank statement (pdfkit in main: a well-kept library; its text is
 * real text in embedded fonts, so it selects, copies and is read back in tests). Written as it is made.
 */
export async function writeStatementPdf(s: Statement, sink: ByteSink): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tokentally statement ${s.month} — ${s.account}`, Author: 'Tokentally' } })
  doc.registerFont('body', FONT)
  doc.registerFont('bold', BOLD)
  const writes: Promise<void>[] = []
  doc.on('data', (chunk: Buffer) => writes.push(sink.write(new Uint8Array(chunk))))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  const width = doc.page.width - 100
  const heading = (text: string) => {
    if (doc.y > doc.page.height - 120) doc.addPage()
    doc.moveDown(0.8).font('bold').fontSize(12).text(text).moveDown(0.2)
  }
  const row = (label: string, amount: string, detail = '') => {
    if (doc.y > doc.page.height - 70) doc.addPage()
    const y = doc.y
    doc.font('body').fontSize(9.5).text(label, 50, y, { width: width * 0.45 })
    const h1 = doc.y
    doc.text(amount, 50 + width * 0.45, y, { width: width * 0.2, align: 'right' })
    doc.fillColor('#555').text(detail, 50 + width * 0.68, y, { width: width * 0.32 }).fillColor('black')
    doc.y = Math.max(h1, doc.y) + 2
    doc.x = 50
  }

  doc.font('bold').fontSize(18).text('Tokentally statement')
  doc.font('body').fontSize(11).text(`${monthName(s.month)} (UTC) · ${s.account}`)
  doc.fontSize(8.5).fillColor('#555').text(`Accounts: ${s.accounts.join(', ')} · made ${s.generatedAt.slice(0, 16).replace('T', ' ')} UTC · amounts in US dollars, as billed`).fillColor('black')
  if (s.currency) doc.text(`Shown in US dollars; ${s.currency.code} rates used on each date are listed at the end.`)

  heading('Summary')
  row('Opening balance', money(s.opening.balance), s.opening.note)
  row('Top-ups', money(s.topUpsTotal), s.topUps.length === 0 ? 'none found in the balance history' : `${plural(s.topUps.length, 'top-up')} found in the balance history`)
  row('Spend (the service’s bill)', money(s.spend))
  row('  of which paid credit', money(s.paidUsed), s.paidUsed === null ? 'unknown: a reading is missing' : 'from the balance history')
  row('  of which promo credit', money(s.promoUsed), s.promoUsed === null ? 'unknown: a reading is missing' : 'from the balance history')
  row('Closing balance', money(s.closing.balance), s.closing.note)
  row('Held at closing', money(s.closing.held))
  row('Opening + top-ups − spend', money(s.expectedClosing), s.expectedClosing === null ? 'unknown: a part is missing' : '')
  row('Closing − expected', money(s.closingDifference), s.closingDifference === null ? 'unknown: a part is missing' : 'holds and late usage explain small ones')

  heading('Top-ups')
  if (s.topUps.length === 0) row('None found', '')
  for (const t of s.topUps) row(`${t.at.slice(0, 16).replace('T', ' ')} UTC`, money(t.amount), t.account)

  heading('Spend by model')
  if (s.byModel.length === 0) row('No usage this month', '')
  for (const m of s.byModel) row(m.name, money(m.amount), plural(m.requests ?? 0, 'request'))

  heading('Spend by project (answers from Tokentally)')
  if (s.byProject.length === 0) row('No answers from Tokentally this month', '')
  for (const p of s.byProject) row(p.name, money(p.amount), `${plural(p.requests ?? 0, 'answer')}; ${p.note}`)

  heading('This app’s estimate against the bill')
  row('Estimated here', money(s.app.estimate), plural(s.app.answers, 'answer'))
  row('Their share of the bill', money(s.app.billed))
  row('Difference (estimate − bill)', money(s.app.difference))

  heading('Price changes found')
  if (s.priceChanges.length === 0) row('None this month', '')
  for (const c of s.priceChanges) row(`${c.model}, from ${c.day}`, '', c.text)

  if (s.currency) {
    heading(`${s.currency.code} rates used`)
    if (s.currency.rates.length === 0) row('No rate in this month', '', 'figures were shown in US dollars')
    for (const r of s.currency.rates) row(r.date, `${r.rate} ${s.currency.code}`, 'per US dollar')
  }
  doc.end()
  await ended
  await Promise.all(writes)
}
