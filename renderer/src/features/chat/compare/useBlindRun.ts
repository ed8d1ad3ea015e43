import { useMemo } from 'react'
import type { ChatMessage, Conversation } from '../../../../../shared/domain/conversation'
import type { Vote } from '../../../../../shared/domain/votes'
import { BLIND_LABELS, blindOrder } from '../../../../../shared/ranking/blind-order'
import { useVote } from '../../../queries/votes'

export interface BlindRun {
  /** The run was started blind (#39: a property of the run, kept with it). */
  on: boolean
  /** The run's vote has been read (until then nothing is revealed). */
  loaded: boolean
  /** Names and figures are hidden: blind and no vote yet. */
  hidden: boolean
  vote: Vote | null
  /** Indices into the columns, in show order (shuffled when blind). */
  order: number[]
  columns: { index: number; column: number; label: string; model: string }[]
}

/** #27: how a compare run is shown in blind mode: the shuffled order, the letters, and whether it is voted. */
export function useBlindRun(conversation: Conversation, answers: readonly ChatMessage[]): BlindRun {
  const on = conversation.blind === true
  const vote = useVote(conversation.id, on)
  const count = answers.length
  const order = useMemo(() => (on ? blindOrder(conversation.id, count) : Array.from({ length: count }, (_, i) => i)), [on, conversation.id, count])
  const loaded = vote.isSuccess
  const voted = vote.data ?? null
  const columns = order.map((index, k) => ({
    index,
    column: answers[index]?.column ?? index,
    label: BLIND_LABELS[k] ?? String(k + 1),
    model: answers[index]?.model ?? conversation.compareModels[index] ?? '',
  }))
  return { on, loaded, hidden: on && (!loaded || voted === null), vote: voted, order, columns }
}
