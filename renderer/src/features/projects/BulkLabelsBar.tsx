import { useState } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useProjects, useSetLabels } from '../../queries/projects'
import { useLabels } from '../../stores/labels'
import { TagInput } from './TagInput'

const KEEP = '__keep__'

/** #35: the list's bulk change: the conversations picked move to a project and/or get a tag, in one go. */
export function BulkLabelsBar() {
  const selected = useLabels((s) => s.selected)
  const stop = useLabels((s) => s.stopSelecting)
  const projects = useProjects()
  const setLabels = useSetLabels()
  const [project, setProject] = useState(KEEP)
  const [tags, setTags] = useState<string[]>([])
  const [done, setDone] = useState('')
  const error = appErrorOf(setLabels.error)
  const count = selected.size
  const apply = () => {
    setDone('')
    setLabels.mutate(
      { ids: [...selected], ...(project === KEEP ? {} : { projectId: project === '' ? null : project }), ...(tags.length ? { addTags: tags } : {}) },
      {
        onSuccess: ({ changed }) => {
          setDone(`Changed ${changed} ${changed === 1 ? 'conversation' : 'conversations'}.`)
          setTags([])
          stop()
        },
      },
    )
  }
  return (
    <div className="bulk-labels" role="group" aria-label="Change the selected conversations">
      <p className="small" role="status">
        {count === 0 ? 'Tick the conversations to change.' : `${count} selected`}
      </p>
      <label className="field">
        <span>Move to project</span>
        <select value={project} onChange={(e) => setProject(e.target.value)}>
          <option value={KEEP}>Keep each one’s project</option>
          <option value="">No project</option>
          {(projects.data?.projects ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <TagInput label="Add tag" known={(projects.data?.tags ?? []).map((t) => t.tag)} onAdd={(tag) => setTags((t) => (t.includes(tag) ? t : [...t, tag]))} />
      {tags.length > 0 && <p className="small muted">Adds {tags.map((t) => `#${t}`).join(', ')}</p>}
      <div className="row">
        <button type="button" className="btn-primary btn-small" onClick={apply} disabled={count === 0 || setLabels.isPending || (project === KEEP && tags.length === 0)}>
          Apply to {count}
        </button>
        <button type="button" className="btn-small" onClick={stop}>
          Cancel
        </button>
      </div>
      {done && (
        <p className="small" role="status">
          {done}
        </p>
      )}
      {error && <ErrorNotice error={error} title="Nothing was changed" />}
    </div>
  )
}
