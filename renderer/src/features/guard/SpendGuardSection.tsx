import { useId, useState } from 'react'
import { t } from '../../i18n'
import { intlTag } from '../../../../shared/i18n/format-locale'
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
  if (parts.length === 0) return t('guard.settings.thresholdsEmpty')
  if (parts.some((p) => !/^\d+$/.test(p.replace(/%$/, '')))) return t('guard.settings.thresholdsBad')
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
    if (factor.trim() === '' || !Number.isFinite(spikeFactor)) return setLocal({ field: 'spikeFactor', message: t('guard.settings.factorBad') })
    setLocal(null)
    update.mutate(
      { thresholds: parsed, spikeFactor, spikeFloor: floor, presendCheck: presendOn ? presend : null, answerCap: capOn ? cap : null, conversationCap: convOn ? convCap : null },
      {
        onSuccess: (s) => {
          const g = s.spendGuard
          setThresholds(g.thresholds.join(', '))
          const percent = new Intl.NumberFormat(intlTag(), { style: 'percent', maximumFractionDigits: 0 })
          setSaved(
            t('guard.settings.saved', {
              thresholds: g.thresholds.map((n) => percent.format(n / 100)).reduce((first, next) => t('guard.settings.and', { first, next })),
              presend: g.presendCheck === null ? t('guard.settings.noPresend') : t('guard.settings.presend', { amount: formatMoney(g.presendCheck) }),
              cap: g.answerCap === null ? t('guard.settings.noCap') : t('guard.settings.cap', { amount: formatMoney(g.answerCap) }),
              conversation: g.conversationCap === null ? t('guard.settings.noConversationCap') : t('guard.settings.conversationCap', { amount: formatMoney(g.conversationCap) }),
            }),
          )
        },
      },
    )
  }

  const s = status.data
  return (
    <section className="panel settings-section" aria-labelledby="settings-spend-guard">
      <h2 id="settings-spend-guard">{t('guard.settings.title')}</h2>
      <div className="spend-guard-form">
        <fieldset>
          <legend>{t('guard.settings.budgets')}</legend>
          {!s?.accountId ? (
            <p className="muted small">{t('guard.settings.noAccount')}</p>
          ) : editingBudget ? (
            <BudgetForm accountId={s.accountId} budget={s.budget} onDone={() => setEditingBudget(false)} />
          ) : (
            <div className="row">
              <span>
                {t('guard.settings.current', {
                  daily: s.budget?.daily ? formatMoney(s.budget.daily) : t('guard.none'),
                  monthly: s.budget?.monthly ? formatMoney(s.budget.monthly) : t('guard.none'),
                })}
              </span>
              <button type="button" onClick={() => setEditingBudget(true)}>
                {t('guard.settings.changeBudgets')}
              </button>
              <span className="muted small">{t('guard.settings.forAccount')}</span>
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
            <legend>{t('guard.settings.alerts')}</legend>
            <div className="field">
              <label htmlFor={`${id}-thresholds`}>{t('guard.settings.thresholds')}</label>
              <input id={`${id}-thresholds`} className="input-short" dir="ltr" value={thresholds} onChange={(e) => setThresholds(e.target.value)} autoComplete="off" {...invalid('thresholds')} />
              <span className="field-hint">{t('guard.settings.thresholdsHint')}</span>
            </div>
            <div className="row">
              <div className="field">
                <label htmlFor={`${id}-factor`}>{t('guard.settings.factor')}</label>
                <input id={`${id}-factor`} className="input-short" inputMode="decimal" value={factor} onChange={(e) => setFactor(e.target.value)} autoComplete="off" {...invalid('spikeFactor')} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-floor`}>{t('guard.settings.floor')}</label>
                <span className="input-prefix">
                  <span aria-hidden="true">$</span>
                  <input id={`${id}-floor`} className="input-short" inputMode="decimal" value={floor} onChange={(e) => setFloor(e.target.value)} autoComplete="off" {...invalid('spikeFloor')} />
                </span>
              </div>
            </div>
            <span className="field-hint">{t('guard.settings.spikeHint')}</span>
          </fieldset>
          <fieldset>
            <legend>{t('guard.settings.beforeSending')}</legend>
            <label className="checkbox">
              <input type="checkbox" checked={presendOn} onChange={(e) => setPresendOn(e.target.checked)} />
              {t('guard.settings.askExpensive')}
            </label>
            <div className="field">
              <label htmlFor={`${id}-presend`}>{t('guard.settings.askAbove')}</label>
              <span className="input-prefix">
                <span aria-hidden="true">$</span>
                <input id={`${id}-presend`} className="input-short" inputMode="decimal" value={presend} disabled={!presendOn} onChange={(e) => setPresend(e.target.value)} autoComplete="off" {...invalid('presendCheck')} />
              </span>
              <span className="field-hint">{t('guard.settings.askHint')}</span>
            </div>
            <label className="checkbox">
              <input type="checkbox" checked={convOn} onChange={(e) => setConvOn(e.target.checked)} />
              {t('guard.settings.askConversation')}
            </label>
            <div className="field">
              <label htmlFor={`${id}-conv`}>{t('guard.settings.conversationCapLabel')}</label>
              <span className="input-prefix">
                <span aria-hidden="true">$</span>
                <input id={`${id}-conv`} className="input-short" inputMode="decimal" value={convCap} disabled={!convOn} onChange={(e) => setConvCap(e.target.value)} autoComplete="off" {...invalid('conversationCap')} />
              </span>
              <span className="field-hint">{t('guard.settings.conversationHint')}</span>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('guard.settings.whileWritten')}</legend>
            <label className="checkbox">
              <input type="checkbox" checked={capOn} onChange={(e) => setCapOn(e.target.checked)} />
              {t('guard.settings.stopExpensive')}
            </label>
            <div className="field">
              <label htmlFor={`${id}-cap`}>{t('guard.settings.capLabel')}</label>
              <span className="input-prefix">
                <span aria-hidden="true">$</span>
                <input id={`${id}-cap`} className="input-short" inputMode="decimal" value={cap} disabled={!capOn} onChange={(e) => setCap(e.target.value)} autoComplete="off" {...invalid('answerCap')} />
              </span>
              <span className="field-hint">{t('guard.settings.capHint')}</span>
            </div>
          </fieldset>
          {problem && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {t('guard.nothingChanged', { message: problem.message })}
            </p>
          )}
          <div className="row">
            <button type="submit" className="btn-primary" disabled={update.isPending}>
              {update.isPending ? t('guard.saving') : t('guard.settings.save')}
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
