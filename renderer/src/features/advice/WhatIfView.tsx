import { type ReactNode, useId, useMemo, useState } from 'react'
import type { WhatIf, WhatIfRow } from '../../../../shared/domain/advice'
import { describeRange } from '../../../../shared/usage/presets'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Money } from '../../components/Money'
import { useNow } from '../../components/RelativeTime'
import { useWhatIf, WHAT_IF_DEFAULT_DAYS, whatIfRange } from '../../queries/advice'
import { appErrorOf } from '../../queries/errors'
import { Segmented } from '../usage/Controls'
import { CompareBlind } from './CompareBlind'
import { contextText, qualityText, savingText } from './format'
import { useStagedRows } from './staged-rows'
import './advice.css'

const RANGES = [
  { id: '7', label: 'Last 7 days' },
  { id: '30', label: 'Last 30 days' },
  { id: '90', label: 'Last 90 days' },
] as const
type RangeId = (typeof RANGES)[number]['id']

const count = (n: number) => n.toLocaleString('en-US')

/** #36 Usage → What if: the range's answers and the account's usage at every model's fitted prices, beside the user's votes. */
export default function WhatIfView() {
  const [days, setDays] = useState<RangeId>(`${WHAT_IF_DEFAULT_DAYS}` as const)
  const now = useNow(60_000)
  const { start, end } = whatIfRange(Number(days), now)
  const range = useMemo(() => ({ start, end }), [start, end])
  const name = useId()
  const query = useWhatIf(range)
  const error = query.error ? appErrorOf(query.error) : null
  return (
    <>
      <section className="panel whatif" aria-labelledby="whatif-title">
        <div className="panel-header">
          <h2 id="whatif-title">What if: your answers on every model</h2>
        </div>
        <div className="usage-controls">
          <Segmented<RangeId> legend="Range (UTC days)" name={`whatif-range-${name}`} options={RANGES} value={days} onChange={setDays} />
        </div>
        {error ? <ErrorNotice error={error} title="Could not work out What if" /> : !query.data ? <Loading label="Pricing your answers on every model…" /> : <AppTable data={query.data} />}
      </section>
      {query.data && <AccountTable data={query.data} />}
    </>
  )
}

function AppTable({ data }: { data: WhatIf }) {
  const app = data.app
  const rows = useStagedRows(app.rows)
  const range = describeRange({ start: data.start, end: data.end })
  if (app.answers === 0) {
    return <p className="muted">No answers from Tokentally in {range} (UTC). The table below prices the whole account’s usage on every model.</p>
  }
  const used = app.used.map((u) => `${u.model} (${count(u.answers)})`).join(', ')
  return (
    <>
      <p className="whatif-summary">
        Your {count(app.answers)} answers in {range} (UTC) cost {app.actual === null ? <span title="Some answers' model has no fitted price yet">an unknown amount</span> : <Money value={app.actual} label="What your answers cost" significant={3} />} at the
        fitted prices of each answer’s day, on {used}. Each model below is priced for all of them{app.baseline ? <>, with your own votes against <strong>{app.baseline}</strong></> : null}.
      </p>
      {app.votes === 0 && (
        <p className="notice notice-info whatif-novotes" role="note">
          You have not voted on any blind compare yet, so nothing here says how good a cheaper model is for you. Start one from a row below: it runs on {app.prompts.length || 'five'} of your own prompts, and you pick the better answer without knowing which model wrote it.
        </p>
      )}
      <div className="whatif-scroll" role="region" aria-label="Your answers priced on every model" tabIndex={0}>
        <table className="whatif-table">
          <caption className="sr-only">Your answers in {range} priced on every model, with your votes against {app.baseline ?? 'the model you used'}</caption>
          <PricedHead>
            <th scope="col">Your votes{app.baseline ? ` against ${app.baseline}` : ''}</th>
            <th scope="col">Context window</th>
          </PricedHead>
          <tbody>
            {rows.map((row) => (
              <AppRow key={row.model} row={row} baseline={app.baseline} prompts={app.prompts} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted small">
        Prices are fitted from your usage history, per UTC day (a price change counts from its day). A model with no fitted price yet shows “no price yet”, never $0. Context windows are learnt from your answers and the service’s refusals (its model list does not say them). The largest input in this range: {count(app.largestInput)} tokens.
      </p>
    </>
  )
}

/** The columns both tables share (model, what it would have cost, the change), then the table's own. */
function PricedHead({ children }: { children?: ReactNode }) {
  return (
    <thead>
      <tr>
        <th scope="col">Model</th>
        <th scope="col" className="num">
          Would have cost
        </th>
        <th scope="col" className="num">
          Change
        </th>
        {children}
      </tr>
    </thead>
  )
}

function ModelName({ row }: { row: WhatIfRow }) {
  return (
    <th scope="row" className="mono">
      {row.model}
      {row.used && <span className="advice-tag advice-tag-used">used</span>}
      {row.comingSoon && <span className="advice-tag advice-tag-soon">coming soon</span>}
      {row.retired && <span className="advice-tag advice-tag-retired">retired</span>}
    </th>
  )
}

function Total({ row }: { row: WhatIfRow }) {
  return <td className="num">{row.total === null ? <span className="muted">no price yet</span> : <Money value={row.total} label={`${row.model} would have cost`} significant={3} />}</td>
}

function Change({ row }: { row: WhatIfRow }) {
  const text = savingText(row)
  const cls = row.saving === null ? 'muted' : row.saving.startsWith('-') ? 'whatif-cheaper' : 'whatif-dearer'
  return <td className={`num ${cls}`}>{text ?? '—'}</td>
}

function AppRow({ row, baseline, prompts }: { row: WhatIfRow; baseline: string | null; prompts: readonly string[] }) {
  const context = row.context ? contextText(row.context) : null
  return (
    <tr className={row.model === baseline ? 'whatif-baseline' : undefined}>
      <ModelName row={row} />
      <Total row={row} />
      <Change row={row} />
      <td>
        {row.model === baseline ? (
          <span className="muted">the model you used most</span>
        ) : row.quality ? (
          <Quality row={row} prompts={prompts} />
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td className={context?.warn ? 'whatif-context-warn' : 'muted small'}>{context?.text ?? '—'}</td>
    </tr>
  )
}

function Quality({ row, prompts }: { row: WhatIfRow; prompts: readonly string[] }) {
  const q = row.quality!
  const { headline, detail } = qualityText(q)
  const offer = q.fewVotes && !row.comingSoon && !row.retired
  return (
    <div className="whatif-quality">
      <span>{headline}</span>
      {detail && <span className="muted small">{detail}</span>}
      {offer && <CompareBlind model={row.model} against={q.against} prompts={prompts} />}
    </div>
  )
}

function AccountTable({ data }: { data: WhatIf }) {
  const account = data.account
  const rows = useStagedRows(account.rows)
  const range = describeRange({ start: data.start, end: data.end })
  return (
    <section className="panel whatif" aria-labelledby="whatif-account-title">
      <div className="panel-header">
        <h2 id="whatif-account-title">The whole account on every model</h2>
        <span className="muted small">every key, from the service’s usage</span>
      </div>
      {account.actual === null ? (
        <p className="muted">No usage read for {range} yet: open Usage and refresh to read it.</p>
      ) : (
        <>
          <p className="whatif-summary">
            The account spent <Money value={account.actual} label="The account's bill" /> in {range} (UTC), over {count(account.days)} day and model rows. The same tokens on each model:
          </p>
          <div className="whatif-scroll" role="region" aria-label="The whole account’s usage priced on every model" tabIndex={0}>
            <table className="whatif-table">
              <caption className="sr-only">The account’s usage in {range} priced on every model</caption>
              <PricedHead />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.model}>
                    <ModelName row={row} />
                    <Total row={row} />
                    <Change row={row} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted small">The bill’s own figures, each model at its fitted prices of each day. No votes column: the other keys’ answers are not in Tokentally to compare.</p>
        </>
      )}
    </section>
  )
}
