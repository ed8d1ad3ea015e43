import './projects.css'
import { useProjects } from '../../queries/projects'
import { useLabels } from '../../stores/labels'
import { ProjectSelect } from './ProjectSelect'
import { t } from '../../i18n'

/** #35: which project new chats, compare runs and batches go in (chosen above the list), and bulk selection. */
export function NewChatProject({ bulk = true }: { bulk?: boolean }) {
  const projects = useProjects()
  const value = useLabels((s) => s.newProjectId)
  const set = useLabels((s) => s.setNewProjectId)
  const selecting = useLabels((s) => s.selecting)
  const start = useLabels((s) => s.startSelecting)
  const stop = useLabels((s) => s.stopSelecting)
  const list = projects.data?.projects ?? []
  // A project deleted meanwhile is no choice any more.
  const current = value !== null && list.some((p) => p.id === value) ? value : null
  return (
    <div className="new-chat-project row">
      <ProjectSelect label={t('projects.newChatsIn')} projects={list} value={current} onChange={set} className="field-compact" />
      {bulk && (
        <button type="button" className="btn-ghost btn-small" aria-pressed={selecting} onClick={selecting ? stop : start}>
          {selecting ? t('projects.doneSelecting') : t('projects.select')}
        </button>
      )}
    </div>
  )
}
