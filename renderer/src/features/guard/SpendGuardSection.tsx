import { useId, useState } from 'react'
import type { SpendGuard } from '../../../../shared/domain/guard'
import { formatMoney } from '../../../../shared/money'
import { appErrorOf } from '../../queries/errors'
import { useGuardStatus, useUpdateSpendGuard } from '../../queries/guard'
import { BudgetForm } from './BudgetForm'
import './guard.css'

const dollars = (v: string | null) => (v === null ? '' : v.replace(/\.?0+$/, ''))

/** "80, 100" → [80, 100]; anything that is not a list of numbers gets a message here, the rest main checks. */
function parseThresholds(text: string): number[] | string {
  const parts = text.split(/[,\s]+/).filter(Boolean)
  if (parts.length === 0) return 'Give at least one budget alert threshold, in percent (like 80, 100).'
  if (parts.some((p) => !/^\d+$/.test(p.replace(/%$/, '')))) return 'Budget alert thresholds are whole percents separated by commas, like 80, 100.'
  return parts.map((p) => Number(p.replace(/%$/, '')))
}

/**
 * Settings → Spend guard (#25): the account's budgets, the budget alert thresholds, the spike
 * alert and the pre-send check. Values are checked in main; a wrong one changes nothing.
 */
export function SpendGuardSection({ guard }: { guard: SpendGuard }) {
  const id = useId()
  const status = useGuardStatus()
  const update = useUpdateSpendGuard()
  const [editingBudget, setEditingBudget] = useState(false)
  const [thresholds, setThresholds] = useState(guard.thresholds.join(', '))
  const [factor, setFactor] = useState(String(guard.spikeFactor))
  const [floor, setFloor] = useState(dollars(guard.spikeFloor))
  const [presendOn, setPresendOn] = useState(guard.presendCheck !== null)
  const [presend, setPresend] = useState(dollars(guard.presendCheck ?? '0.25'))
  const [capOn, setCapOn] = useState(guard.answerCap !== null)
  const [cap, setCap] = useState(dollars(guard.answerCap ?? '0.50'))
  const [convOn, setConvOn] = useState(guard.conversationCap !== null)
  const [convCap, setConvCap] = useState(dollars(guard.conversationCap ?? '2'))
  const [local, setLocal] = useState<{ field: string; message: string } | null>(null)
  const [saved, setSaved] = useState('')
  const remote = appErrorOf(update.error)
  const problem = local ?? (remote ? { field: remote.param ?? '', message: remote.message } : null)
  const invalid = (field: string) => (problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {})

  const save = () => {
    setSaved('')
    const parsed = parseThresholds(thresholds)
    if (typeof parsed === 'string') return setLocal({ field: 'thresholds', message: parsed })
    const spikeFactor = Number(factor.trim())
    if (factor.trim() === '' || !Number.isFinite(spikeFactor)) return setLocal({ field: 'spikeFactor', message: 'The spike factor must be a number, like 3.' })
    setLocal(null)
    update.mutate(
      { thresholds: parsed, spikeFactor, spikeFloor: floor, presendCheck: presendOn ? presend : null, answerCap: capOn ? cap : null, conversationCap: convOn ? convCap : null },
      {
        onSuccess: (s) => {
          const g = s.spendGuard
          setThresholds(g.thresholds.join(', '))
          setSaved(
            `Saved: budget alerts at ${g.thresholds.map((t) => `${t}%`).join(' and ')}; ${g.presendCheck === null ? 'no pre-send check' : `ask before a message estimated above ${formatMoney(g.presendCheck)}`}; ${g.answerCap === null ? 'no per-answer cap' : `per-answer cap ${formatMoney(g.answerCap)}`}; ${g.conversationCap === null ? 'no per-conversation cap' : `per-conversation cap ${formatMoney(g.conversationCap)}`}.`,
          )
        },
      },
    )
  }

  const s = status.data
  return (
    <section className="panel settings-section" aria-labelledby="settings-spend-guard">
      <h2 id="settings-spend-guard">Spend guard</h2>
      <div className="spend-guard-form">
        <fieldset>
          <legend>Budgets</legend>
          {!s?.accountId ? (
            <p className="muted small">Budgets belong to a service account: add or choose one first.</p>
          ) : editingBudget ? (
            <BudgetForm accountId={s.accountId} budget={s.budget} onDone={() => setEditingBudget(false)} />
          ) : (
            <div className="row">
              <span>
                Daily: {s.budget?.daily ? formatMoney(s.budget.daily) : 'none'} · Monthly: {s.budget?.monthly ? formatMoney(s.budget.monthly) : 'none'}
              </span>
              <button type="button" onClick={() => setEditingBudget(true)}>
                Change budgets
              </button>
              <span className="muted small">For the account the active connection spends from (a router follows its linked account).</span>
            </div>
          )}
        </fieldset>
        <form
          noValidate
          className="spend-guard-form"
          onSubmit={(e) => {
            e.preventDefault()
            save()
          }}
        >
          <fieldset>
            <legend>Alerts</legend>
            <div className="field">
              <label htmlFor={`${id}-thresholds`}>Budget alert thresholds (percent of a budget)</label>
              <input id={`${id}-thresholds`} className="input-short" value={thresholds} onChange={(e) => setThresholds(e.target.value)} autoComplete="off" {...invalid('thresholds')} />
              <span className="field-hint">An alert once per crossing, per day or month. Like 80, 100.</span>
            </div>
            <div className="row">
              <div className="field">
                <label htmlFor={`${id}-factor`}>Spike: today at least × a usual day</label>
                <input id={`${id}-factor`} className="input-short" inputMode="decimal" value={factor} onChange={(e) => setFactor(e.target.value)} autoComplete="off" {...invalid('spikeFactor')} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-floor`}>…and at least (US dollars)</label>
                <span className="input-prefix">
                  <span aria-hidden="true">$</span>
                  <input id={`${id}-floor`} className="input-short" inputMode="decimal" value={floor} onChange={(e) => setFloor(e.target.value)} autoComplete="off" {...invalid('spikeFloor')} />
                </span>
              </div>
            </div>
            <span className="field-hint">A usual day is the median of the last 30 complete UTC days. At most one spike alert a day.</span>
          </fieldset>
          <fieldset>
            <legend>Before sending</legend>
            <label className="checkbox">
              <input type="checkbox" checked={presendOn} onChange={(e) => setPresendOn(e.target.checked)} />
              Ask before sending an expensive message
            </label>
            <div className="field">
              <label htmlFor={`${id}-presend`}>Ask above (US dollars, estimated per message)</label>
              <span className="input-prefix">
                <span aria-hidden="true">$</span>
                <input id={`${id}-presend`} className="input-short" inputMode="decimal" value={presend} disabled={!presendOn} onChange={(e) => setPresend(e.target.value)} autoComplete="off" {...invalid('presendCheck')} />
              </span>
              <span className="field-hint">The estimate is the message’s input plus the model’s median answer in your own history. Without a price estimate for a model there is nothing to compare, and the message goes without asking.</span>
            </div>
            <label className="checkbox">
              <input type="checkbox" checked={convOn} onChange={(e) => setConvOn(e.target.checked)} />
              Ask before a message takes a conversation past a cap
            </label>
            <div className="field">
              <label htmlFor={`${id}-conv`}>Per-conversation cap (US dollars, estimated)</label>
              <span className="input-prefix">
                <span aria-hidden="true">$</span>
                <input id={`${id}-conv`} className="input-short" inputMode="decimal" value={convCap} disabled={!convOn} onChange={(e) => setConvCap(e.target.value)} autoComplete="off" {...invalid('conversationCap')} />
              </span>
              <span className="field-hint">The conversation’s answers so far plus this message’s estimate. When an earlier answer has no estimate, nothing is claimed and the message goes.</span>
            </div>
          </fieldset>
          <fieldset>
            <legend>While an answer is written</legend>
            <label className="checkbox">
              <input type="checkbox" checked={capOn} onChange={(e) => setCapOn(e.target.checked)} />
              Stop an answer that costs more than a cap
            </label>
            <div className="field">
              <label htmlFor={`${id}-cap`}>Per-answer cap (US dollars, estimated)</label>
              <span className="input-prefix">
                <span aria-hidden="true">$</span>
                <input id={`${id}-cap`} className="input-short" inputMode="decimal" value={cap} disabled={!capOn} onChange={(e) => setCap(e.target.value)} autoComplete="off" {...invalid('answerCap')} />
              </span>
              <span className="field-hint">
                While an answer streams, its cost is estimated (the prompt plus the text so far, at the model’s prices fitted to your usage). Past the cap it is stopped and kept, marked, with Continue. In a comparison each column has its own cap. A model without a price estimate yet cannot be capped: the composer says so.
              </span>
            </div>
          </fieldset>
          {problem && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {problem.message} Nothing was changed.
            </p>
          )}
          <div className="row">
            <button type="submit" className="btn-primary" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save spend guard'}
            </button>
            <span className="muted small" role="status">
              {saved}
            </span>
          </div>
        </form>
      </div>
    </section>
  )
}
