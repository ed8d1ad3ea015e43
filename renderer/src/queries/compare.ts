import { type QueryClient, keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Conversation } from '../../../shared/domain/conversation'
import { useDebounced } from '../components/useDebounced'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** Per-model unit price estimates fitted from the usage history (estimates, not a price list). */
export function usePrices() {
  return useQuery({ queryKey: queryKeys.prices, queryFn: () => unwrap(tally.prices.get()), staleTime: 60_000 })
}

/** Per-model answer figures over the user's own history; read again each time it is shown. */
export function useModelStats() {
  return useQuery({ queryKey: queryKeys.modelStats, queryFn: () => unwrap(tally.models.stats()), staleTime: 0 })
}


/** The prompt's estimated input cost before sending (tokens counted in main), asked again once typing pauses. */
export function useInputEstimate(text: string, model: string) {
  const settled = useDebounced(text, 300)
  return useQuery({
    queryKey: queryKeys.inputEstimate(model, settled),
    queryFn: () => unwrap(tally.chat.estimateInput({ text: settled, model })),
    enabled: settled.trim().length > 0 && model.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    gcTime: 5_000,
  })
}

/** "Continue with this answer": a new chat from one compare column, put in the cache (and the list refreshed). */
export async function continueWithColumn(client: QueryClient, args: { conversationId: string; column: number }): Promise<Conversation> {
  const chat = await unwrap(tally.compare.continue(args))
  client.setQueryData(queryKeys.conversation(chat.id), chat)
  void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
  return chat
}
