import type { Rate } from '../../../shared/domain/currency'
import type { LabelSplit } from '../../../shared/domain/projects'
import type { PriceEstimates } from '../../../shared/domain/prices'
import type { Statement, StatementBalance, StatementLine } from '../../../shared/domain/statement'
import type { UsageRow } from '../../../shared/domain/usage'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { inputError, say } from '../../../shared/error-model'
import type { Reading } from '../../../shared/guard/readings'
import { microsToMoneyString, toMicros, toMoneyString } from '../../../shared/money'
import { balanceAt, monthBounds, paidAndPromo, reconcileBalances, sum, topUpsIn } from '../../../shared/statements/statement-math'
import type { ByteSink } from '../storage/byte-sink'
import { statementCsv } from './statement-csv'
import { type StatementLanguage, writeStatementPdf } from './statement-pdf'

export interface StatementServiceDeps {
  now(): number
  /** The service accounts (a router counts as its linked account; two keys of one account once). */
  accounts(): { id: string; name: string }[]
  readings(accountId: string, from: number): Reading[]
  rows(accountId: string, range: UsageRange): Promise<UsageRow[]>
  labels(accountId: string, range: UsageRange): Promise<LabelSplit>
  /** The app's answers of the month on the account: their cost records summed (counted here). */
  appEstimate(accountId: string, range: UsageRange): { estimate: string; answers: number }
  /** The app's share of the bill per model (the ledger), null parts unknown. */
  appBilled(accountId: string, range: UsageRange): Promise<string>
  prices(accountId: string): Promise<PriceEstimates>
  /** The display currency (USD: none) and its rates over the month. */
  currency(): string
  rates(code: string, start: string, end: string): Rate[]
  saveFile(name: string, contents: string): Promise<string | null>
  saveStream(name: string, write: (sink: ByteSink) => Promise<void>): Promise<string | null>
  /** #37: the app's language at the moment the PDF is written (the CSV stays a machine format in English). */
  language(): StatementLanguage
}

const add = (a: string | null, b: string | null) => (a === null || b === null ? null : microsToMoneyString(toMicros(a) + toMicros(b)))

/**
 * #35: the monthly statement of one account or all: opening and closing balance (the balance history),
 * top-ups, paid and promo used, holds, lines per model and per project, this app's estimate against its
 * share of the bill, price changes found, and the display currency's rate on each date. As CSV and PDF.
 */
export class StatementService {
  constructor(private readonly d: StatementServiceDeps) {}

  async build(month: string, accountId: string | null): Promise<Statement> {
    const { start, end, first, next } = monthBounds(month)
    if (start > this.d.now()) throw inputError('invalid_month', say('errors.statements.notBegun', { month }), 'month')
    const all = this.d.accounts()
    const accounts = accountId === null ? all : all.filter((a) => a.id === accountId)
    if (accounts.length === 0) throw inputError(accountId === null ? 'no_accounts' : 'not_an_account', say(accountId === null ? 'errors.statements.noAccounts' : 'errors.statements.notAnAccount'), 'accountId')
    const range = { start: first, end: next }
    const parts = await Promise.all(accounts.map((a) => this.part(a, range, start, end)))
    const balances = (which: 'opening' | 'closing'): StatementBalance => {
      const list = parts.map((p) => p[which])
      if (list.length === 1) return list[0] as StatementBalance
      const fold = (k: 'balance' | 'paid' | 'promo' | 'held') => list.reduce<string | null>((acc, b) => add(acc, b[k]), '0.000000')
      const missing = parts.filter((p) => p[which].balance === null).map((p) => p.name)
      return { balance: fold('balance'), paid: fold('paid'), promo: fold('promo'), held: fold('held'), at: null, missing, note: missing.length ? `unknown: no reading for ${missing.join(', ')}` : `sum of ${list.length} accounts’ readings` }
    }
    const opening = balances('opening')
    const closing = balances('closing')
    const topUps = parts.flatMap((p) => p.topUps.map((t) => ({ at: new Date(t.at).toISOString(), amount: t.amount, account: p.name }))).sort((a, b) => a.at.localeCompare(b.at))
    const topUpsTotal = sum(topUps.map((t) => t.amount))
    const spend = sum(parts.flatMap((p) => p.rows.map((r) => r.cost)))
    const check = reconcileBalances({ opening: opening.balance, topUps: topUps.map((t) => t.amount), spend, closing: closing.balance })
    const code = this.d.currency()
    const estimate = sum(parts.map((p) => p.app.estimate))
    const billed = sum(parts.map((p) => p.billed))
    return {
      month,
      account: accountId === null ? 'All accounts' : (accounts[0]?.name ?? accountId),
      all: accountId === null,
      accounts: accounts.map((a) => a.name),
      generatedAt: new Date(this.d.now()).toISOString(),
      opening,
      closing,
      topUps,
      topUpsTotal,
      spend,
      ...paidAndPromo(opening, closing, spend),
      expectedClosing: check.expectedClosing,
      closingDifference: check.difference,
      byModel: linesByModel(parts.flatMap((p) => p.rows)),
      byProject: linesByProject(parts.map((p) => p.labels)),
      app: { estimate, billed, difference: microsToMoneyString(toMicros(estimate) - toMicros(billed)), answers: parts.reduce((n, p) => n + p.app.answers, 0) },
      priceChanges: parts.flatMap((p) => priceChangesIn(p.prices, first, next)).filter((c, i, list) => list.findIndex((o) => o.model === c.model && o.day === c.day) === i),
      currency: code === 'USD' ? null : { code, rates: this.d.rates(code, first, next).map((r) => ({ date: r.date, rate: r.rate })) },
    }
  }

  /** Builds the statement and asks where to save it (the shell's save dialog). */
  async export(args: { month: string; accountId: string | null; format: 'csv' | 'pdf' }): Promise<{ saved: boolean; path: string | null }> {
    const statement = await this.build(args.month, args.accountId)
    const name = `Tokentally statement ${args.month} ${statement.account.replace(/[^\w .-]+/g, '_')}.${args.format}`
    const path = args.format === 'csv' ? await this.d.saveFile(name, statementCsv(statement)) : await this.d.saveStream(name, (sink) => writeStatementPdf(statement, sink, this.d.language()))
    return { saved: path !== null, path }
  }

  private async part(account: { id: string; name: string }, range: UsageRange, start: number, end: number) {
    const readings = this.d.readings(account.id, 0)
    const [rows, labels, billed, prices] = await Promise.all([this.d.rows(account.id, range), this.d.labels(account.id, range), this.d.appBilled(account.id, range), this.d.prices(account.id)])
    return {
      name: account.name,
      opening: balanceAt(readings, start, 'opening'),
      // The last reading before the month's end (the closing balance), as of that moment.
      closing: balanceAt(readings, end - 1, 'closing'),
      topUps: topUpsIn(readings, start, end),
      rows,
      labels,
      app: this.d.appEstimate(account.id, range),
      billed,
      prices,
    }
  }
}

function linesByModel(rows: readonly UsageRow[]): StatementLine[] {
  const byModel = new Map<string, { requests: number; micros: bigint }>()
  for (const r of rows) {
    const key = r.model ?? '(no model)'
    const m = byModel.get(key) ?? { requests: 0, micros: 0n }
    m.requests += r.requests
    m.micros += toMicros(toMoneyString(r.cost))
    byModel.set(key, m)
  }
  return [...byModel]
    .sort((a, b) => (a[1].micros === b[1].micros ? a[0].localeCompare(b[0]) : a[1].micros > b[1].micros ? -1 : 1))
    .map(([name, m]) => ({ name, requests: m.requests, amount: microsToMoneyString(m.micros), note: 'the service’s bill', source: 'bill' as const }))
}

function linesByProject(splits: readonly LabelSplit[]): StatementLine[] {
  const byName = new Map<string, { name: string; label: StatementLine['label']; answers: number; billed: bigint; counted: bigint }>()
  for (const split of splits) {
    for (const r of split.byProject) {
      const label = r.key === null ? 'none' : r.deleted ? 'deleted' : undefined
      const key = label ?? `project:${r.name}`
      const m = byName.get(key) ?? { name: r.name, label, answers: 0, billed: 0n, counted: 0n }
      m.answers += r.answers
      m.billed += toMicros(r.billed)
      m.counted += toMicros(r.counted)
      byName.set(key, m)
    }
  }
  return [...byName.values()].map((m) => ({
    name: m.name,
    ...(m.label ? { label: m.label } : {}),
    requests: m.answers,
    amount: microsToMoneyString(m.billed + m.counted),
    ...(m.counted === 0n ? { note: 'billed', source: 'billed' as const } : m.billed === 0n ? { note: 'counted here', source: 'counted' as const } : { note: 'billed + counted here', source: 'both' as const }),
  }))
}

function priceChangesIn(prices: PriceEstimates, first: string, next: string): Statement['priceChanges'] {
  return prices.models.flatMap((m) => {
    if (!m.since || !m.previous || m.since < first || m.since >= next) return []
    const was = m.previous.perMillion
    const now = m.perMillion
    const changes = (['input', 'cachedInput', 'output'] as const).filter((part) => was[part] !== now[part]).map((part) => ({ part, was: was[part], now: now[part] }))
    const name = { input: 'input', cachedInput: 'cached input', output: 'output' }
    const changed = changes.map((c) => `${name[c.part]} $${c.was ?? '—'} → $${c.now ?? '—'}`)
    return [{ model: m.model, day: m.since, text: `${changed.join(', ') || 'prices changed'} per million tokens`, changes }]
  })
}
