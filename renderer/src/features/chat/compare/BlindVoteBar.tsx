import { useState } from 'react'
import type { Vote, VoteChoice } from '../../../../../shared/domain/votes'
import { ErrorNotice } from '../../../components/ErrorNotice'
import { appErrorOf } from '../../../queries/errors'
import { useCastVote, useUndoVote } from '../../../queries/votes'
import { t } from '../../../i18n'
import { tRich } from '../../../components/rich-message'
import './blind.css'

interface Props {
  conversationId: string
  /** Columns in show order with their letters (and models, told only after the vote). */
  columns: { column: number; label: string; model: string }[]
  vote: Vote | null
  /** Some answer still streams: voting waits for all of them. */
  running: boolean
}

function choiceText(vote: Vote, columns: Props['columns']): string {
  if (vote.choice === 'tie') return t('compare.vote.choiceTie')
  if (vote.choice === 'all_bad') return t('compare.vote.choiceAllBad')
  const c = columns.find((x) => x.column === vote.choice)
  return c ? t('compare.vote.choiceBest', { label: c.label, model: c.model }) : t('compare.vote.choiceColumn')
}

/** #27: the blind vote: best answer, tie or all bad, with tags; then what was chosen, and Undo. */
export function BlindVoteBar({ conversationId, columns, vote, running }: Props) {
  const cast = useCastVote()
  const undo = useUndoVote()
  const [tags, setTags] = useState('')
  const error = cast.error ?? undo.error
  const send = (choice: VoteChoice) =>
    cast.mutate({
      conversationId,
      choice,
      tags: tags
        .split(',')
        .map((t) => t.trim().slice(0, 40))
        .filter((t) => t.length > 0)
        .slice(0, 10),
    })

  if (vote) {
    return (
      <div className="blind-vote blind-vote-done" role="status">
        <span>
          {tRich('compare.vote.voted', {
            choice: <strong>{choiceText(vote, columns)}</strong>,
            tags: vote.tags.length > 0 ? <span className="muted"> · {tRich('compare.vote.tags', { tags: <bdi>{vote.tags.join(', ')}</bdi> })}</span> : '',
          })}
        </span>
        <button type="button" className="btn-ghost btn-small" onClick={() => undo.mutate(vote)} disabled={undo.isPending}>
          {t('compare.vote.undo')}
        </button>
        {error && appErrorOf(error) && <ErrorNotice error={appErrorOf(error)!} title={t('compare.vote.notUndone')} />}
      </div>
    )
  }
  return (
    <div className="blind-vote" role="group" aria-label={t('compare.vote.label')}>
      <span className="blind-vote-question">{running ? t('compare.vote.wait') : t('compare.vote.question')}</span>
      <div className="row blind-vote-choices">
        {columns.map((c) => (
          <button key={c.column} type="button" className="btn-small" disabled={running || cast.isPending} onClick={() => send(c.column)} aria-label={t('compare.vote.bestLabel', { label: c.label })}>
            {t('compare.vote.best', { label: c.label })}
          </button>
        ))}
        <button type="button" className="btn-small" disabled={running || cast.isPending} onClick={() => send('tie')}>
          {t('compare.vote.tie')}
        </button>
        <button type="button" className="btn-small" disabled={running || cast.isPending} onClick={() => send('all_bad')}>
          {t('compare.vote.allBad')}
        </button>
      </div>
      <label className="blind-vote-tags small">
        {t('compare.vote.tagsLabel')} <span className="muted">{t('compare.vote.tagsHint')}</span>
        <input type="text" value={tags} onChange={(e) => setTags(e.target.value)} placeholder={t('compare.vote.tagsPlaceholder')} maxLength={400} />
      </label>
      {error && appErrorOf(error) && <ErrorNotice error={appErrorOf(error)!} title={t('compare.vote.notSaved')} />}
    </div>
  )
}
