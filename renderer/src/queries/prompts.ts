import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PromptDraft } from '../../../shared/domain/prompts'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'


/** #27: the prompt library, filtered by text and tag. */
export function usePrompts(search: string, tag: string | null) {
  return useQuery({ queryKey: queryKeys.prompts(search, tag), queryFn: () => unwrap(tally.prompts.list({ search, tag })), staleTime: 0 })
}

function useLibraryMutation<A, R>(key: string, run: (args: A) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({ mutationKey: [key], mutationFn: run, onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.promptsAll }) })
}

export const useSavePrompt = () => useLibraryMutation('prompt-save', (draft: PromptDraft) => unwrap(tally.prompts.save(draft)))
export const useDeletePrompt = () => useLibraryMutation('prompt-delete', (id: string) => unwrap(tally.prompts.delete({ id })))
export const useImportPrompts = () => useLibraryMutation('prompt-import', (json: string) => unwrap(tally.prompts.import({ json })))
export const useExportPrompts = () => useMutation({ mutationKey: ['prompt-export'], mutationFn: () => unwrap(tally.prompts.export({})) })
