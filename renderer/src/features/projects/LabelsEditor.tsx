import './projects.css'
import type { Conversation } from '../../../../shared/domain/conversation'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useProjects, useSetLabels } from '../../queries/projects'
import { ProjectSelect } from './ProjectSelect'
import { TagChips } from './TagChips'
import { TagInput } from './TagInput'
import { t } from '../../i18n'

/** #35: an open conversation's project and tags, changed in place; its answers move with it. */
export function LabelsEditor({ conversation }: { conversation: Conversation }) {
  const projects = useProjects()
  const setLabels = useSetLabels()
  const error = appErrorOf(setLabels.error)
  const tags = conversation.tags ?? []
  const busy = setLabels.isPending
  return (
    <div className="labels-editor" role="group" aria-label={t('projects.labels')}>
      <ProjectSelect label={t('projects.project')} projects={projects.data?.projects ?? []} value={conversation.projectId ?? null} onChange={(projectId) => setLabels.mutate({ ids: [conversation.id], projectId })} disabled={busy} />
      <TagChips tags={tags} onRemove={(tag) => setLabels.mutate({ ids: [conversation.id], removeTags: [tag] })} disabled={busy} />
      <TagInput label={t('projects.tag.label')} known={(projects.data?.tags ?? []).map((known) => known.tag).filter((known) => !tags.includes(known))} onAdd={(tag) => setLabels.mutate({ ids: [conversation.id], addTags: [tag] })} disabled={busy} />
      {error && <ErrorNotice error={error} title={t('projects.labelsFailed')} />}
    </div>
  )
}
