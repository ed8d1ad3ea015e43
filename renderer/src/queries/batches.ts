import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Batch } from '../../../shared/domain/batches'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

const isLive = (b: Batch | undefined) => b?.status === 'running' || b?.status === 'paused'

/** #27: one batch, read again every half second while it runs. */
export function useBatch(id: string | null) {
  return useQuery({
    queryKey: queryKeys.batch(id ?? ''),
    queryFn: () => unwrap(tally.batches.get({ id: id ?? '' })),
    enabled: id !== null,
    refetchInterval: (q) => (isLive(q.state.data) ? 500 : false),
  })
}

/**
 * A row of a batch (its compare run): read again whenever a cell's state changes (`states`), and
 * every 0.7 s while one of its cells runs; the last read keeps showing meanwhile.
 */
export function useBatchRow(conversationId: string, states: string, live: boolean) {
  return useQuery({
    queryKey: queryKeys.batchRow(conversationId, states),
    queryFn: () => unwrap(tally.conversations.get({ id: conversationId })),
    refetchInterval: live ? 700 : false,
    placeholderData: keepPreviousData,
  })
}

export function useBatches(search: string) {
  return useQuery({
    queryKey: queryKeys.batchList(search),
    queryFn: () => unwrap(tally.batches.list({ search })),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.some((b) => b.status === 'running' || b.status === 'paused') ? 1000 : false),
  })
}

function useBatchMutation<A>(key: string, run: (args: A) => Promise<Batch>) {
  const client = useQueryClient()
  return useMutation({
    mutationKey: [key],
    mutationFn: run,
    onSuccess: (batch) => {
      client.setQueryData(queryKeys.batch(batch.id), batch)
      void client.invalidateQueries({ queryKey: queryKeys.batchListAll })
    },
  })
}

export const useStartBatch = () =>
  useBatchMutation('batch-start', (args: { title?: string; prompts: string[]; models: string[]; maxOutputTokens: number | null; confirmed?: boolean }) => unwrap(tally.batches.start(args)))
export const usePauseBatch = () => useBatchMutation('batch-pause', (id: string) => unwrap(tally.batches.pause({ id })))
export const useResumeBatch = () => useBatchMutation('batch-resume', (id: string) => unwrap(tally.batches.resume({ id })))
export const useCancelBatch = () => useBatchMutation('batch-cancel', (id: string) => unwrap(tally.batches.cancel({ id })))
export const useExportBatch = () => useMutation({ mutationKey: ['batch-export'], mutationFn: (args: { id: string; format: 'csv' | 'markdown' }) => unwrap(tally.batches.export(args)) })
