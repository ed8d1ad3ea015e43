import { useState } from 'react'
import type { ProjectStatus } from '../../../../shared/domain/projects'
import { formatMoney, rateDateText } from '../../../../shared/money'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Money } from '../../components/Money'
import { appErrorOf } from '../../queries/errors'
import { useCreateProject, useDeleteProject, useProjectStatus } from '../../queries/projects'
import { BudgetRow } from '../guard/BudgetRow'
import { ProjectBudgetForm } from './ProjectBudgetForm'
import './projects.css'

/** #35: Settings → Projects: make projects, and give each budgets (pace, crossing date, alerts) and a monthly cap. */
export function ProjectsSection() {
  const statuses = useProjectStatus()
  const create = useCreateProject()
  const [name, setName] = useState('')
  const error = appErrorOf(create.error)
  const list = statuses.data ?? []
  return (
    <section className="panel settings-section" aria-labelledby="settings-projects">
      <h2 id="settings-projects">Projects</h2>
      <p className="muted small">
        A conversation, compare run or batch can belong to a project (chosen in Chat); its answers count toward the project’s budgets on every account. Alerts come once per
        crossing, at the spend guard’s thresholds. A monthly cap stops the project’s answers like the other caps.
      </p>
      <form
        className="project-create"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          create.mutate(name, { onSuccess: () => setName('') })
        }}
      >
        <label className="field">
          <span>New project</span>
          <input value={name} maxLength={80} placeholder="e.g. Client A" onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} />
        </label>
        <button type="submit" className="btn-primary" disabled={create.isPending || name.trim() === ''}>
          Create project
        </button>
      </form>
      {error && <ErrorNotice error={error} title="The project was not created" />}
      {statuses.isError && <ErrorNotice error={appErrorOf(statuses.error)!} title="Could not read the projects" />}
      {list.length === 0 && statuses.isSuccess && <p className="muted">No projects yet.</p>}
      <ul className="project-list" aria-label="Projects">
        {list.map((s) => (
          <ProjectCard key={s.project.id} status={s} />
        ))}
      </ul>
    </section>
  )
}

function ProjectCard({ status: s }: { status: ProjectStatus }) {
  const [editing, setEditing] = useState(false)
  const [confirm, setConfirm] = useState(false)
  const remove = useDeleteProject()
  const b = s.project.budget
  return (
    <li className="project-card" aria-label={s.project.name}>
      <div className="project-head row">
        <h3>{s.project.name}</h3>
        <span className="muted small">
          This month (UTC): <Money value={s.spentMonth} label={`${s.project.name} spent this month`} /> · today <Money value={s.spentToday} label={`${s.project.name} spent today`} />
        </span>
        <span className="row project-actions">
          {!editing && (
            <button type="button" className="btn-small" onClick={() => setEditing(true)}>
              {b ? 'Change budgets' : 'Set budgets'}
            </button>
          )}
          {confirm ? (
            <>
              <button type="button" className="btn-small btn-danger" onClick={() => remove.mutate(s.project.id)} disabled={remove.isPending}>
                Delete “{s.project.name}”
              </button>
              <button type="button" className="btn-small" onClick={() => setConfirm(false)}>
                Keep
              </button>
            </>
          ) : (
            <button type="button" className="btn-ghost btn-small btn-danger" onClick={() => setConfirm(true)}>
              Delete
            </button>
          )}
        </span>
      </div>
      {confirm && <p className="small muted">Its conversations and their answers stay, without a project.</p>}
      {editing ? (
        <ProjectBudgetForm project={s.project} onDone={() => setEditing(false)} />
      ) : (
        <>
          {s.daily && <BudgetRow status={s.daily} />}
          {s.monthly && <BudgetRow status={s.monthly} />}
          {s.cap && (
            <p className={`small project-cap${s.cap.reached ? ' field-error' : ''}`} role="status" aria-label={`${s.project.name} cap`}>
              {s.cap.reached
                ? `Monthly cap of ${formatMoney(s.cap.cap)} reached: the project’s answers are stopped until the next UTC month, or until you raise the cap.`
                : `Monthly cap ${formatMoney(s.cap.cap)}: ${formatMoney(s.cap.left, { exact: true })} left this UTC month; an answer that would pass it is stopped.`}
            </p>
          )}
          {b?.typedAs && (
            <p className="muted small">
              Typed in {b.typedAs.code} and kept in US dollars at {b.typedAs.rate} on {rateDateText(b.typedAs.date)}.
            </p>
          )}
          {!b && <p className="muted small">No budgets or cap.</p>}
        </>
      )}
      {remove.error && <ErrorNotice error={appErrorOf(remove.error)!} title="The project was not deleted" />}
    </li>
  )
}
