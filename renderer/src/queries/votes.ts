import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LeaderboardQuery, VoteChoice } from '../../../shared/domain/votes'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'


/** The vote on one compare run, or null before one is cast (read only while `enabled`). */
export function useVote(conversationId: string, enabled = true) {
  return useQuery({ queryKey: queryKeys.vote(conversationId), queryFn: () => unwrap(tally.votes.forConversation({ conversationId })), enabled })
}

export function useCastVote() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['vote-cast'],
    mutationFn: (args: { conversationId: string; choice: VoteChoice; tags: string[] }) => unwrap(tally.votes.cast(args)),
    onSuccess: (vote) => {
      client.setQueryData(queryKeys.vote(vote.conversationId), vote)
      void client.invalidateQueries({ queryKey: queryKeys.votesAll })
      // #36: What if and the picker weigh models by the votes.
      void client.invalidateQueries({ queryKey: queryKeys.adviceAll })
    },
  })
}

export function useUndoVote() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['vote-undo'],
    mutationFn: (vote: { id: string; conversationId: string }) => unwrap(tally.votes.undo({ id: vote.id })),
    onSuccess: (_result, vote) => {
      client.setQueryData(queryKeys.vote(vote.conversationId), null)
      void client.invalidateQueries({ queryKey: queryKeys.votesAll })
      // #36: What if and the picker weigh models by the votes.
      void client.invalidateQueries({ queryKey: queryKeys.adviceAll })
    },
  })
}

const leaderboardQuery = (query: LeaderboardQuery) => ({ queryKey: queryKeys.leaderboard(query), queryFn: () => unwrap(tally.votes.leaderboard(query)), staleTime: 0 })

/** The personal leaderboard for a tag and a range of days; read again each time the view opens. */
export function useLeaderboard(query: LeaderboardQuery) {
  return useQuery(leaderboardQuery(query))
}

/** The unfiltered leaderboard, read ahead of a click on Models (which then shows it at once and reads it again). */
export function prefetchLeaderboard(client: QueryClient): void {
  void client.prefetchQuery(leaderboardQuery({ tag: null, from: null, to: null }))
}

export function useExportLeaderboard() {
  return useMutation({ mutationKey: ['leaderboard-export'], mutationFn: (query: LeaderboardQuery) => unwrap(tally.votes.exportCsv(query)) })
}
