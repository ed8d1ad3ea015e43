import { useState } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useProjects, useSetLabels } from '../../queries/projects'
import { useLabels } from '../../stores/labels'
import { TagInput } from './TagInput'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { formatCount } from '../../../../shared/i18n/format'

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
          setDone(t('projects.bulk.changed', { count: changed, n: formatCount(changed) }))
          setTags([])
          stop()
        },
      },
    )
  }
  return (
    <div className="bulk-labels" role="group" aria-label={t('projects.bulk.label')}>
      <p className="small" role="status">
        {count === 0 ? t('projects.bulk.tick') : t('projects.bulk.selected', { count, n: formatCount(count) })}
      </p>
      <label className="field">
        <span>{t('projects.bulk.move')}</span>
        <select value={project} onChange={(e) => setProject(e.target.value)}>
          <option value={KEEP}>{t('projects.bulk.keep')}</option>
          <option value="">{t('projects.none')}</option>
          {(projects.data?.projects ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <TagInput label={t('projects.tag.add')} known={(projects.data?.tags ?? []).map((known) => known.tag)} onAdd={(tag) => setTags((list) => (list.includes(tag) ? list : [...list, tag]))} />
      {tags.length > 0 && <p className="small muted">{tRich('projects.bulk.adds', { tags: <bdi className="user-data">{tags.map((tag) => `#${tag}`).join(', ')}</bdi> })}</p>}
      <div className="row">
        <button type="button" className="btn-primary btn-small" onClick={apply} disabled={count === 0 || setLabels.isPending || (project === KEEP && tags.length === 0)}>
          {t('projects.bulk.apply', { count, n: formatCount(count) })}
        </button>
        <button type="button" className="btn-small" onClick={stop}>
          {t('projects.cancel')}
        </button>
      </div>
      {done && (
        <p className="small" role="status">
          {done}
        </p>
      )}
      {error && <ErrorNotice error={error} title={t('projects.bulk.failed')} />}
    </div>
  )
}
