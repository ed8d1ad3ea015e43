import { useState } from 'react'
import type { ProjectStatus } from '../../../../shared/domain/projects'
import { formatMoney, rateDateText } from '../../../../shared/money'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Money } from '../../components/Money'
import { appErrorOf } from '../../queries/errors'
import { useCreateProject, useDeleteProject, useProjectStatus } from '../../queries/projects'
import { BudgetRow } from '../guard/BudgetRow'
import { ProjectBudgetForm } from './ProjectBudgetForm'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
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
      <h2 id="settings-projects">{t('projects.title')}</h2>
      <p className="muted small">
        {t('projects.intro')}
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
          <span>{t('projects.new')}</span>
          <input value={name} maxLength={80} placeholder={t('projects.newPlaceholder')} onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} />
        </label>
        <button type="submit" className="btn-primary" disabled={create.isPending || name.trim() === ''}>
          {t('projects.create')}
        </button>
      </form>
      {error && <ErrorNotice error={error} title={t('projects.createFailed')} />}
      {statuses.isError && <ErrorNotice error={appErrorOf(statuses.error)!} title={t('projects.readFailed')} />}
      {list.length === 0 && statuses.isSuccess && <p className="muted">{t('projects.noneYet')}</p>}
      <ul className="project-list" aria-label={t('projects.title')}>
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
    <li className="project-card" aria-labelledby={`project-${s.project.id}`}>
      <div className="project-head row">
        <h3 id={`project-${s.project.id}`} className="user-data" dir="auto">
          {s.project.name}
        </h3>
        <span className="muted small">
          {tRich('projects.spent', {
            month: <Money value={s.spentMonth} label={t('projects.spentMonthLabel', { name: s.project.name })} />,
            today: <Money value={s.spentToday} label={t('projects.spentTodayLabel', { name: s.project.name })} />,
          })}
        </span>
        <span className="row project-actions">
          {!editing && (
            <button type="button" className="btn-small" onClick={() => setEditing(true)}>
              {b ? t('projects.changeBudgets') : t('projects.setBudgets')}
            </button>
          )}
          {confirm ? (
            <>
              <button type="button" className="btn-small btn-danger" onClick={() => remove.mutate(s.project.id)} disabled={remove.isPending}>
                {t('projects.deleteNamed', { name: s.project.name })}
              </button>
              <button type="button" className="btn-small" onClick={() => setConfirm(false)}>
                {t('projects.keep')}
              </button>
            </>
          ) : (
            <button type="button" className="btn-ghost btn-small btn-danger" onClick={() => setConfirm(true)}>
              {t('projects.delete')}
            </button>
          )}
        </span>
      </div>
      {confirm && <p className="small muted">{t('projects.deleteNote')}</p>}
      {editing ? (
        <ProjectBudgetForm project={s.project} onDone={() => setEditing(false)} />
      ) : (
        <>
          {s.daily && <BudgetRow status={s.daily} />}
          {s.monthly && <BudgetRow status={s.monthly} />}
          {s.cap && (
            <p className={`small project-cap${s.cap.reached ? ' field-error' : ''}`} role="status" aria-label={t('projects.capLabel', { name: s.project.name })}>
              {s.cap.reached
                ? t('projects.capReached', { cap: formatMoney(s.cap.cap) })
                : t('projects.capLeft', { cap: formatMoney(s.cap.cap), left: formatMoney(s.cap.left, { exact: true }) })}
            </p>
          )}
          {b?.typedAs && (
            <p className="muted small">
              {t('projects.typedAs', { code: b.typedAs.code, rate: b.typedAs.rate, day: rateDateText(b.typedAs.date) })}
            </p>
          )}
          {!b && <p className="muted small">{t('projects.noBudgets')}</p>}
        </>
      )}
      {remove.error && <ErrorNotice error={appErrorOf(remove.error)!} title={t('projects.deleteFailed')} />}
    </li>
  )
}
