import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { HistoryRange } from '../../../shared/domain/guard'
import type { SettingsPatch } from '../../../shared/domain/settings'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { useBalance } from './balance'
import { queryKeys } from './keys'

/** #25: budgets and pace of the dashboard's account; read again with every new balance. */
export function useGuardStatus() {
  const balance = useBalance().data
  return useQuery({
    queryKey: queryKeys.guardStatus(balance),
    queryFn: () => unwrap(tally.guard.status()),
    placeholderData: keepPreviousData,
  })
}

export function useSetBudget() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (args: { accountId: string; daily: string | null; monthly: string | null }) => unwrap(tally.guard.setBudget(args)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.guardAll }),
  })
}

/** The balance line over a range; read again with every new balance. */
export function useBalanceHistory(range: HistoryRange) {
  const balance = useBalance().data
  return useQuery({
    queryKey: queryKeys.guardHistory(range, balance),
    queryFn: () => unwrap(tally.guard.history({ range })),
    placeholderData: keepPreviousData,
  })
}

/** One message's estimated cost (input + the model's median answer) and the pre-send check. */
export function useFetchSendEstimate() {
  const client = useQueryClient()
  return (model: string, text: string, conversationId?: string) =>
    client.fetchQuery({
      queryKey: queryKeys.guardEstimate(model, text, conversationId ?? null),
      queryFn: () => unwrap(tally.guard.estimate({ model, text, ...(conversationId ? { conversationId } : {}) })),
      staleTime: 0,
      gcTime: 5_000,
    })
}

/** "≈ N more answers like this": the model's median answer against the balance. */
export function useAnswersLeft(model: string | undefined) {
  const balance = useBalance().data?.balance?.balance ?? null
  return useQuery({
    queryKey: queryKeys.guardEstimate(model ?? '', '', balance),
    queryFn: () => unwrap(tally.guard.estimate({ model: model ?? '', text: '' })),
    enabled: !!model,
    staleTime: 60_000,
  })
}

/** Settings → Spend guard: one field at a time (thresholds, pre-send check). */
export function useUpdateSpendGuard() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (patch: NonNullable<SettingsPatch['spendGuard']>) => unwrap(tally.settings.update({ spendGuard: patch })),
    onSuccess: (settings) => {
      client.setQueryData(queryKeys.settings, settings)
      void client.invalidateQueries({ queryKey: queryKeys.guardAll })
    },
  })
}
