import Papa from 'papaparse'
import type { Statement } from '../../../shared/domain/statement'
import { safeText } from '../usage/csv'

/**
 * The statement as CSV: one line per item, in sections (section, item, date, amount_usd, detail), money as
 * exact six-decimal dollar strings; an unknown amount is empty with what is missing in its detail.
 */
export function statementCsv(s: Statement): string {
  const data: (string | number)[][] = []
  const line = (section: string, item: string, date: string, amount: string | null, detail = '') => data.push([section, safeText(item), date, amount ?? '', safeText(detail)])
  line('statement', s.account, s.month, null, `UTC month; accounts: ${s.accounts.join(', ')}; made ${s.generatedAt}`)
  line('balance', 'opening', s.opening.at ?? '', s.opening.balance, s.opening.note)
  for (const t of s.topUps) line('top-up', t.account, t.at, t.amount)
  line('top-ups', 'total', '', s.topUpsTotal)
  line('spend', 'the service’s bill', '', s.spend)
  line('spend', 'paid credit used', '', s.paidUsed, s.paidUsed === null ? 'unknown: a balance reading is missing' : '')
  line('spend', 'promo credit used', '', s.promoUsed, s.promoUsed === null ? 'unknown: a balance reading is missing' : '')
  line('balance', 'closing', s.closing.at ?? '', s.closing.balance, s.closing.note)
  line('balance', 'held at closing', s.closing.at ?? '', s.closing.held)
  line('check', 'opening + top-ups − spend', '', s.expectedClosing, s.expectedClosing === null ? 'unknown: a part is missing' : '')
  line('check', 'closing − expected', '', s.closingDifference, s.closingDifference === null ? 'unknown: a part is missing' : 'holds and usage not yet reported explain small differences')
  for (const m of s.byModel) line('model', m.name, '', m.amount, `${m.requests ?? ''} requests; ${m.note}`)
  for (const p of s.byProject) line('project', p.name, '', p.amount, `${p.requests ?? ''} answers; ${p.note}`)
  line('this app', 'estimate (counted here)', '', s.app.estimate, `${s.app.answers} answers`)
  line('this app', 'share of the bill', '', s.app.billed)
  line('this app', 'estimate − bill', '', s.app.difference)
  for (const c of s.priceChanges) line('price change', c.model, c.day, null, c.text)
  for (const r of s.currency?.rates ?? []) line('rate', `${s.currency?.code} per USD`, r.date, null, r.rate)
  const csv = Papa.unparse({ fields: ['section', 'item', 'date', 'amount_usd', 'detail'], data }, { header: true, newline: '\r\n' })
  return csv.endsWith('\r\n') ? csv : `${csv}\r\n`
}
