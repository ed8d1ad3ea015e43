import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Batch } from '../../../shared/domain/batches'
import { tally, unwrap } from '../ipc'

const batchKeys = {
  all: ['batches'] as const,
  one: (id: string) => ['batches', 'one', id] as const,
  list: (search: string) => ['batches', 'list', search] as const,
  row: (id: string, states: string) => ['batches', 'row', id, states] as const,
}

const isLive = (b: Batch | undefined) => b?.status === 'running' || b?.status === 'paused'

/** #27: one batch, read again every half second while it runs. */
export function useBatch(id: string | null) {
  return useQuery({
    queryKey: batchKeys.one(id ?? ''),
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
    queryKey: batchKeys.row(conversationId, states),
    queryFn: () => unwrap(tally.conversations.get({ id: conversationId })),
    refetchInterval: live ? 700 : false,
    placeholderData: keepPreviousData,
  })
}

export function useBatches(search: string) {
  return useQuery({
    queryKey: batchKeys.list(search),
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
      client.setQueryData(batchKeys.one(batch.id), batch)
      void client.invalidateQueries({ queryKey: ['batches', 'list'] })
    },
  })
}

export const useStartBatch = () =>
  useBatchMutation('batch-start', (args: { title?: string; prompts: string[]; models: string[]; maxOutputTokens: number | null; confirmed?: boolean }) => unwrap(tally.batches.start(args)))
export const usePauseBatch = () => useBatchMutation('batch-pause', (id: string) => unwrap(tally.batches.pause({ id })))
export const useResumeBatch = () => useBatchMutation('batch-resume', (id: string) => unwrap(tally.batches.resume({ id })))
export const useCancelBatch = () => useBatchMutation('batch-cancel', (id: string) => unwrap(tally.batches.cancel({ id })))
export const useExportBatch = () => useMutation({ mutationKey: ['batch-export'], mutationFn: (args: { id: string; format: 'csv' | 'markdown' }) => unwrap(tally.batches.export(args)) })

/** #39: a CSV of a batch's {{variable}} values, read by main (the last good reading stays while the text changes). */
export function useVariableCsv(csv: string | null) {
  return useQuery({
    queryKey: ['batch-variables', csv ?? ''],
    queryFn: () => unwrap(tally.batches.readVariables({ csv: csv ?? '' })),
    enabled: csv !== null && csv.trim() !== '',
    retry: false,
  })
}
