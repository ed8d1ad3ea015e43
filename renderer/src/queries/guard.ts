import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { HistoryRange } from '../../../shared/domain/guard'
import type { RunPlan } from '../../../shared/domain/preflight'
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

/** #33: the preflight of a run, read afresh just before it starts (what goes out, priced; whether to ask first). */
export function useFetchPreflight() {
  const client = useQueryClient()
  return (plan: RunPlan) => client.fetchQuery({ queryKey: queryKeys.preflight(plan), queryFn: () => unwrap(tally.guard.preflight({ plan })), staleTime: 0, gcTime: 5_000 })
}

/**
 * #33: the preflight of what the user is writing, for the line under the box (the text settled: asked
 * again once typing pauses). `revision` changes when the conversation does (an answer ended), so the
 * history sent along is counted as it is now.
 */
export function usePreflightPreview(plan: RunPlan | null, revision = '') {
  return useQuery({
    queryKey: queryKeys.preflightPreview(plan, revision),
    queryFn: () => unwrap(tally.guard.preflight({ plan: plan as RunPlan })),
    enabled: plan !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
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
