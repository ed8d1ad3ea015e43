import { useEffect, useState } from 'react'
import type { LeaderboardQuery } from '../../../../shared/domain/votes'
import { EmptyState, Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useExportLeaderboard, useLeaderboard } from '../../queries/votes'
import { LazyValueScatter, preloadValueScatter } from './LazyValueScatter'
import { LeaderboardTable } from './LeaderboardTable'
import { tRich } from '../../components/rich-message'
import { t } from '../../i18n'
import './models.css'

/**
 * #27: the personal leaderboard: models ranked by the user's blind votes (Bradley–Terry strengths
 * with 95 % intervals), their speed and cost per answer, and value per dollar.
 */
export default function ModelsView() {
  const [query, setQuery] = useState<LeaderboardQuery>({ tag: null, from: null, to: null })
  useEffect(() => void preloadValueScatter().catch(() => undefined), [])
  const board = useLeaderboard(query)
  const exporter = useExportLeaderboard()
  const data = board.data
  const badRange = query.from !== null && query.to !== null && query.from > query.to

  return (
    <section className="panel models-view" aria-labelledby="models-title">
      <div className="panel-header">
        <h2 id="models-title">{t('models.title')}</h2>
        <button type="button" onClick={() => exporter.mutate(query)} disabled={!data || data.rows.length === 0 || exporter.isPending || badRange}>
          {exporter.isPending ? t('models.exporting') : t('models.exportCsv')}
        </button>
      </div>
      <p className="muted small models-sub">{t('models.sub')}</p>

      <div className="models-filters" role="group" aria-label={t('models.filters')}>
        <label>
          {t('models.tag')}
          <select value={query.tag ?? ''} onChange={(e) => setQuery((q) => ({ ...q, tag: e.target.value || null }))}>
            <option value="">{t('models.allTags')}</option>
            {data?.tags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('models.from')}
          <input type="date" value={query.from ?? ''} onChange={(e) => setQuery((q) => ({ ...q, from: e.target.value || null }))} />
        </label>
        <label>
          {t('models.to')}
          <input type="date" value={query.to ?? ''} onChange={(e) => setQuery((q) => ({ ...q, to: e.target.value || null }))} />
        </label>
      </div>
      <p className="models-export-result small" role="status" aria-live="polite">
        {exporter.data ? (exporter.data.saved && exporter.data.path ? t('models.saved', { count: exporter.data.rowCount, path: exporter.data.path }) : t('models.exportCancelled')) : null}
      </p>
      {exporter.error && appErrorOf(exporter.error) && <ErrorNotice error={appErrorOf(exporter.error)!} title={t('models.exportError')} />}

      {badRange ? (
        <p role="alert" className="models-range-error">{t('models.badRange')}</p>
      ) : board.isPending ? (
        <Loading label={t('models.counting')} />
      ) : board.isError ? (
        appErrorOf(board.error) ? <ErrorNotice error={appErrorOf(board.error)!} title={t('models.loadError')} /> : <p role="alert">{String(board.error)}</p>
      ) : data!.rows.length === 0 ? (
        <EmptyState title={data!.votes === 0 && query.tag === null && query.from === null && query.to === null ? t('models.noVotes') : t('models.noMatch')}>
          {tRich('models.emptyBody', { blind: <strong>{t('models.blind')}</strong> })}
        </EmptyState>
      ) : (
        <>
          {data!.fewVotes && (
            <p className="models-few" role="note">
              {t('models.few', { count: data!.votes })}
            </p>
          )}
          <p className="small muted">
            {t('models.votesLine', { count: data!.votes })}
          </p>
          <LeaderboardTable rows={data!.rows} />
          <h3 className="models-chart-title">{t('models.chartTitle')}</h3>
          <LazyValueScatter rows={data!.rows} />
        </>
      )}
    </section>
  )
}
