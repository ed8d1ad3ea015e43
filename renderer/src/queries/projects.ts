import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SetLabelsArgs } from '../../../shared/domain/projects'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** #35: the projects and every tag in use (the pickers' choices). */
export function useProjects() {
  return useQuery({ queryKey: queryKeys.projects, queryFn: () => unwrap(tally.projects.list({})) })
}

function useProjectMutation<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.projectsAll })
      void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
      void client.invalidateQueries({ queryKey: queryKeys.conversationAll })
    },
  })
}

export function useCreateProject() {
  return useProjectMutation((name: string) => unwrap(tally.projects.create({ name })))
}

export function useRenameProject() {
  return useProjectMutation((args: { id: string; name: string }) => unwrap(tally.projects.rename(args)))
}

export function useDeleteProject() {
  return useProjectMutation((id: string) => unwrap(tally.projects.delete({ id })))
}

/** Sets the project and adds or removes tags of one conversation or many (the list's bulk change). */
export function useSetLabels() {
  return useProjectMutation((args: SetLabelsArgs) => unwrap(tally.projects.setLabels(args)))
}

/** The Usage view's split of the range by project and by tag (read again with the ledger). */
export function useLabelSplit(range: { start: string; end: string } | null) {
  return useQuery({
    queryKey: range ? queryKeys.labelSplit(range.start, range.end) : queryKeys.labelSplitNone,
    queryFn: () => unwrap(tally.projects.split({ start: range?.start ?? '', end: range?.end ?? '' })),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  })
}

export function useExportLabelCsv() {
  return useMutation({ mutationFn: (range: { start: string; end: string }) => unwrap(tally.projects.exportCsv(range)) })
}

/** Every project's budgets and cap now. */
export function useProjectStatus() {
  return useQuery({ queryKey: queryKeys.projectStatus, queryFn: () => unwrap(tally.projects.status({})) })
}

export function useSetProjectBudget() {
  return useProjectMutation((args: { id: string; daily: string | null; monthly: string | null; cap: string | null; currency?: string }) => unwrap(tally.projects.setBudget(args)))
}
