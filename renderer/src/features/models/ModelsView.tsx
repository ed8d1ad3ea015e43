import { useEffect, useState } from 'react'
import type { LeaderboardQuery } from '../../../../shared/domain/votes'
import { EmptyState, Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useExportLeaderboard, useLeaderboard } from '../../queries/votes'
import { LazyValueScatter, preloadValueScatter } from './LazyValueScatter'
import { LeaderboardTable } from './LeaderboardTable'
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
        <h2 id="models-title">Models</h2>
        <button type="button" onClick={() => exporter.mutate(query)} disabled={!data || data.rows.length === 0 || exporter.isPending || badRange}>
          {exporter.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <p className="muted small models-sub">Ranked by your own blind votes in compare runs. Strength 1 is the average model compared; value is strength per dollar of a median answer.</p>

      <div className="models-filters" role="group" aria-label="Filter votes">
        <label>
          Tag
          <select value={query.tag ?? ''} onChange={(e) => setQuery((q) => ({ ...q, tag: e.target.value || null }))}>
            <option value="">All tags</option>
            {data?.tags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" value={query.from ?? ''} onChange={(e) => setQuery((q) => ({ ...q, from: e.target.value || null }))} />
        </label>
        <label>
          To
          <input type="date" value={query.to ?? ''} onChange={(e) => setQuery((q) => ({ ...q, to: e.target.value || null }))} />
        </label>
      </div>
      <p className="models-export-result small" role="status" aria-live="polite">
        {exporter.data ? (exporter.data.saved && exporter.data.path ? `Saved ${exporter.data.rowCount} ${exporter.data.rowCount === 1 ? 'model' : 'models'} to ${exporter.data.path}` : 'Export cancelled') : null}
      </p>
      {exporter.error && appErrorOf(exporter.error) && <ErrorNotice error={appErrorOf(exporter.error)!} title="Could not export the leaderboard" />}

      {badRange ? (
        <p role="alert" className="models-range-error">The range starts after it ends.</p>
      ) : board.isPending ? (
        <Loading label="Counting your votes…" />
      ) : board.isError ? (
        appErrorOf(board.error) ? <ErrorNotice error={appErrorOf(board.error)!} title="Could not load the leaderboard" /> : <p role="alert">{String(board.error)}</p>
      ) : data!.rows.length === 0 ? (
        <EmptyState title={data!.votes === 0 && query.tag === null && query.from === null && query.to === null ? 'No votes yet' : 'No votes match these filters'}>
          Turn on <strong>Blind</strong> in a compare run and pick the best answer: each vote adds to this board.
        </EmptyState>
      ) : (
        <>
          {data!.fewVotes && (
            <p className="models-few" role="note">
              Only {data!.votes} {data!.votes === 1 ? 'vote' : 'votes'} so far: the intervals are wide and models whose intervals overlap share a rank. Keep voting to tell them apart.
            </p>
          )}
          <p className="small muted">
            {data!.votes} {data!.votes === 1 ? 'vote' : 'votes'} · speed and cost are medians of the answers you voted on
          </p>
          <LeaderboardTable rows={data!.rows} />
          <h3 className="models-chart-title">Strength against cost</h3>
          <LazyValueScatter rows={data!.rows} />
        </>
      )}
    </section>
  )
}
