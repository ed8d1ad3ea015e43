import { useId, useState, type ReactNode } from 'react'
import { accountOf } from '../../../../shared/domain/account-of'
import type { ConnectionSummary } from '../../../../shared/domain/connection'
import { ErrorNotice } from '../../components/ErrorNotice'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { appErrorOf } from '../../queries/errors'
import { useConnections, useUpdateConnection } from '../../queries/connections'
import { useUi } from '../../stores/ui'

/**
 * Balance and usage belong to a service account. For a router connection they come from the
 * linked service account; without one, this explains that and offers to link one instead of
 * showing balance and usage errors.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { data } = useConnections()
  const active = data?.connections.find((c) => c.id === data.activeId) ?? null
  if (!data || !active || active.kind !== 'router') return <>{children}</>
  const account = accountOf(active, data.connections)
  if (!account) return <LinkAccount router={active} candidates={data.connections.filter((c) => c.kind === 'service')} />
  return (
    <>
      <p className="notice notice-info account-source" role="note" aria-label={t('connections.sourceLabel')}>
        {/* One child: .notice lays its children out as flex items. */}
        <span>
          {tRich('connections.source', {
            router: <strong className="connection-name">{active.name}</strong>,
            account: <strong className="connection-name">{account.name}</strong>,
            accountName: <bdi className="connection-name">{account.name}</bdi>,
          })}
        </span>
      </p>
      {children}
    </>
  )
}

function LinkAccount({ router, candidates }: { router: ConnectionSummary; candidates: ConnectionSummary[] }) {
  const selectId = useId()
  const [chosen, setChoice] = useState<string | null>(null)
  // Accounts can appear after this renders (added in another window or by main): fall back to the first.
  const choice = candidates.some((c) => c.id === chosen) ? (chosen ?? '') : (candidates[0]?.id ?? '')
  const link = useUpdateConnection()
  const setView = useUi((s) => s.setView)
  const error = appErrorOf(link.error)
  return (
    <section className="panel router-account" aria-labelledby="router-account-title">
      <div className="panel-header">
        <h2 id="router-account-title">{t('connections.title')}</h2>
      </div>
      <p>
        {tRich('connections.router', { router: <strong className="connection-name">{router.name}</strong> })}
      </p>
      {candidates.length > 0 ? (
        <form
          className="row"
          aria-label={t('connections.linkLabel')}
          onSubmit={(e) => {
            e.preventDefault()
            if (choice && !link.isPending) link.mutate({ id: router.id, linkedAccountId: choice })
          }}
        >
          <label htmlFor={selectId}>{t('connections.spendFrom')}</label>
          <select id={selectId} value={choice} onChange={(e) => setChoice(e.target.value)}>
            {candidates.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn-primary" aria-disabled={link.isPending}>
            {link.isPending ? t('connections.linking') : t('connections.link')}
          </button>
        </form>
      ) : (
        <p className="muted">
          {tRich('connections.none', { router: <bdi className="connection-name">{router.name}</bdi> })}{' '}
          <button type="button" onClick={() => setView('settings')}>
            {t('connections.addInSettings')}
          </button>
        </p>
      )}
      {error && <ErrorNotice error={error} title={t('connections.linkFailed')} />}
    </section>
  )
}
