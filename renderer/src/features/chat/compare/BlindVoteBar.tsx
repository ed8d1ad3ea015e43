import { useState } from 'react'
import type { Vote, VoteChoice } from '../../../../../shared/domain/votes'
import { ErrorNotice } from '../../../components/ErrorNotice'
import { appErrorOf } from '../../../queries/errors'
import { useCastVote, useUndoVote } from '../../../queries/votes'
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
  if (vote.choice === 'tie') return 'a tie'
  if (vote.choice === 'all_bad') return 'all bad'
  const c = columns.find((x) => x.column === vote.choice)
  return c ? `${c.label} (${c.model}) best` : 'a column best'
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
          You voted <strong>{choiceText(vote, columns)}</strong>
          {vote.tags.length > 0 && <span className="muted"> · tags: {vote.tags.join(', ')}</span>}. Names and figures are shown.
        </span>
        <button type="button" className="btn-ghost btn-small" onClick={() => undo.mutate(vote)} disabled={undo.isPending}>
          Undo vote
        </button>
        {error && appErrorOf(error) && <ErrorNotice error={appErrorOf(error)!} title="Not undone" />}
      </div>
    )
  }
  return (
    <div className="blind-vote" role="group" aria-label="Vote on the blind answers">
      <span className="blind-vote-question">{running ? 'Vote when every answer has ended.' : 'Which answer is best?'}</span>
      <div className="row blind-vote-choices">
        {columns.map((c) => (
          <button key={c.column} type="button" className="btn-small" disabled={running || cast.isPending} onClick={() => send(c.column)} aria-label={`Answer ${c.label} is best`}>
            {c.label} is best
          </button>
        ))}
        <button type="button" className="btn-small" disabled={running || cast.isPending} onClick={() => send('tie')}>
          Tie
        </button>
        <button type="button" className="btn-small" disabled={running || cast.isPending} onClick={() => send('all_bad')}>
          All bad
        </button>
      </div>
      <label className="blind-vote-tags small">
        Tags <span className="muted">(comma-separated, optional)</span>
        <input type="text" value={tags} onChange={(e) => setTags(e.target.value)} placeholder="code, writing" maxLength={400} />
      </label>
      {error && appErrorOf(error) && <ErrorNotice error={appErrorOf(error)!} title="Vote not saved" />}
    </div>
  )
}
