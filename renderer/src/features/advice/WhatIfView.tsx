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
import { formatCount } from '../../../../shared/i18n/format'
import { tRich } from '../../components/rich-message'
import { t } from '../../i18n'
import { useStagedRows } from './staged-rows'
import './advice.css'

const RANGE_IDS = ['7', '30', '90'] as const
type RangeId = (typeof RANGE_IDS)[number]

const count = (n: number) => formatCount(n)

/** #36 Usage → What if: the range's answers and the account's usage at every model's fitted prices, beside the user's votes. */
export default function WhatIfView() {
  const [days, setDays] = useState<RangeId>(`${WHAT_IF_DEFAULT_DAYS}` as const)
  const now = useNow(60_000)
  const { start, end } = whatIfRange(Number(days), now)
  const range = useMemo(() => ({ start, end }), [start, end])
  const name = useId()
  const query = useWhatIf(range)
  const error = query.error ? appErrorOf(query.error) : null
  const ranges = RANGE_IDS.map((id) => ({ id, label: t(`usage.preset.last-${id}`) }))
  return (
    <>
      <section className="panel whatif" aria-labelledby="whatif-title">
        <div className="panel-header">
          <h2 id="whatif-title">{t('advice.whatIfTitle')}</h2>
        </div>
        <div className="usage-controls">
          <Segmented<RangeId> legend={t('usage.rangeLegend')} name={`whatif-range-${name}`} options={ranges} value={days} onChange={setDays} />
        </div>
        {error ? <ErrorNotice error={error} title={t('advice.whatIfError')} /> : !query.data ? <Loading label={t('advice.whatIfLoading')} /> : <AppTable data={query.data} />}
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
    return <p className="muted">{t('advice.noAnswers', { range })}</p>
  }
  const used = app.used.map((u) => t('advice.usedModel', { model: u.model, count: count(u.answers) })).join(', ')
  return (
    <>
      <p className="whatif-summary">
        {tRich(app.baseline ? 'advice.summaryBaseline' : 'advice.summary', {
          count: count(app.answers),
          range,
          used,
          cost: app.actual === null ? <span title={t('advice.someUnpriced')}>{t('advice.unknownCost')}</span> : <Money value={app.actual} label={t('advice.answersCost')} significant={3} />,
          baseline: <strong>{app.baseline}</strong>,
        })}
      </p>
      {app.votes === 0 && (
        <p className="notice notice-info whatif-novotes" role="note">
          {app.prompts.length ? t('advice.noVotes', { count: app.prompts.length }) : t('advice.noVotesFive')}
        </p>
      )}
      <div className="whatif-scroll" role="region" aria-label={t('advice.appRegion')} tabIndex={0}>
        <table className="whatif-table">
          <caption className="sr-only">{t('advice.appCaption', { range, model: app.baseline ?? t('advice.modelYouUsed') })}</caption>
          <PricedHead>
            <th scope="col">{app.baseline ? t('advice.yourVotesAgainst', { model: app.baseline }) : t('advice.yourVotes')}</th>
            <th scope="col">{t('advice.contextWindow')}</th>
          </PricedHead>
          <tbody>
            {rows.map((row) => (
              <AppRow key={row.model} row={row} baseline={app.baseline} prompts={app.prompts} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted small">
        {t('advice.appNote', { count: count(app.largestInput) })}
      </p>
    </>
  )
}

/** The columns both tables share (model, what it would have cost, the change), then the table's own. */
function PricedHead({ children }: { children?: ReactNode }) {
  return (
    <thead>
      <tr>
        <th scope="col">{t('advice.model')}</th>
        <th scope="col" className="num">
          {t('advice.wouldHaveCost')}
        </th>
        <th scope="col" className="num">
          {t('advice.change')}
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
      {row.used && <span className="advice-tag advice-tag-used">{t('advice.tagUsed')}</span>}
      {row.comingSoon && <span className="advice-tag advice-tag-soon">{t('advice.tagSoon')}</span>}
      {row.retired && <span className="advice-tag advice-tag-retired">{t('advice.tagRetired')}</span>}
    </th>
  )
}

function Total({ row }: { row: WhatIfRow }) {
  return <td className="num">{row.total === null ? <span className="muted">{t('advice.noPrice')}</span> : <Money value={row.total} label={t('advice.wouldHaveCostLabel', { model: row.model })} significant={3} />}</td>
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
          <span className="muted">{t('advice.usedMost')}</span>
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
        <h2 id="whatif-account-title">{t('advice.accountTitle')}</h2>
        <span className="muted small">{t('advice.accountSub')}</span>
      </div>
      {account.actual === null ? (
        <p className="muted">{t('advice.accountNone', { range })}</p>
      ) : (
        <>
          <p className="whatif-summary">
            {tRich('advice.accountSpent', { amount: <Money value={account.actual} label={t('advice.accountBill')} />, range, count: count(account.days) })}
          </p>
          <div className="whatif-scroll" role="region" aria-label={t('advice.accountRegion')} tabIndex={0}>
            <table className="whatif-table">
              <caption className="sr-only">{t('advice.accountCaption', { range })}</caption>
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
          <p className="muted small">{t('advice.accountNote')}</p>
        </>
      )}
    </section>
  )
}
