import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { liveAnswers } from './live-answers'
import { batchSummaryOf } from '../../../shared/batches/summary'
import type { Batch, BatchSummary } from '../../../shared/domain/batches'
import { tally } from '../ipc'
import { newConversationLabels } from '../stores/labels'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** #27: one batch; main pushes every change of it (`batches` events, queries/live-events.ts): never polled. */
export function useBatch(id: string | null) {
  return useQuery({
    queryKey: queryKeys.batch(id ?? ''),
    queryFn: () => unwrap(tally.batches.get({ id: id ?? '' })),
    enabled: id !== null,
  })
}

/**
 * A row of a batch (its compare run): read again whenever a cell's state changes (`states`); a running
 * cell's text comes from its live answer (`followBatch`), never from polling. The last read keeps showing.
 */
export function useBatchRow(conversationId: string, states: string) {
  return useQuery({
    queryKey: queryKeys.batchRow(conversationId, states),
    queryFn: () => unwrap(tally.conversations.get({ id: conversationId })),
    placeholderData: keepPreviousData,
  })
}

export function useBatches(search: string) {
  return useQuery({
    queryKey: queryKeys.batchList(search),
    queryFn: () => unwrap(tally.batches.list({ search })),
    staleTime: 0,
  })
}

/**
 * A batch's event updates its row in every cached list in place (status, cells done): a batch of 200
 * cells sends an event per cell, and re-reading the list for each was hundreds of reads. A list that
 * does not have the batch yet (just started, or its search may match it now) is read again.
 */
export function putBatchInLists(client: QueryClient, batch: Batch): void {
  for (const [key, list] of client.getQueriesData<BatchSummary[]>({ queryKey: queryKeys.batchListAll })) {
    if (!list) continue
    const at = list.findIndex((b) => b.id === batch.id)
    if (at === -1) {
      void client.invalidateQueries({ queryKey: key, exact: true })
      continue
    }
    const row = batchSummaryOf(batch)
    const was = list[at] as BatchSummary
    if (was.status === row.status && was.done === row.done && was.cells === row.cells && was.title === row.title) continue
    client.setQueryData<BatchSummary[]>(key, list.with(at, row))
  }
}

const followed = new Set<string>()

/**
 * #38: a batch's running cells stream like any answer: main tells the window a cell's request before
 * starting it (the `batches` event), so its `chat` events are followed from the first, in the one
 * live-answers store, and put away once it ends.
 */
export function followBatch(client: QueryClient, batch: Batch): void {
  for (const cell of batch.cells) {
    if (cell.state !== 'running' || cell.requestId === null || followed.has(cell.requestId)) continue
    const requestId = cell.requestId
    followed.add(requestId)
    const tracked = liveAnswers.track(requestId, cell.conversationId, new Date().toISOString())
    tracked.accept({ messageId: cell.messageId })
    liveAnswers.settleAfter(client, tracked, requestId, () => cell.conversationId)
    void tracked.ended.then(() => followed.delete(requestId))
  }
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
  useBatchMutation('batch-start', (args: { title?: string; prompts: string[]; models: string[]; maxOutputTokens: number | null; confirmed?: boolean; blind?: boolean }) => {
    const labels = newConversationLabels()
    return unwrap(tally.batches.start({ ...args, ...(labels ? { labels } : {}) }))
  })
export const usePauseBatch = () => useBatchMutation('batch-pause', (id: string) => unwrap(tally.batches.pause({ id })))
export const useResumeBatch = () => useBatchMutation('batch-resume', (id: string) => unwrap(tally.batches.resume({ id })))
export const useCancelBatch = () => useBatchMutation('batch-cancel', (id: string) => unwrap(tally.batches.cancel({ id })))
export const useExportBatch = () => useMutation({ mutationKey: ['batch-export'], mutationFn: (args: { id: string; format: 'csv' | 'markdown' }) => unwrap(tally.batches.export(args)) })

/** #39: a CSV of a batch's {{variable}} values, read by main (the last good reading stays while the text changes). */
export function useVariableCsv(csv: string | null) {
  return useQuery({
    queryKey: queryKeys.batchVariables(csv ?? ''),
    queryFn: () => unwrap(tally.batches.readVariables({ csv: csv ?? '' })),
    enabled: csv !== null && csv.trim() !== '',
    retry: false,
  })
}
