import type { Project } from '../../../../shared/domain/projects'
import { t } from '../../i18n'

/** A project picker (a native select: keyboard and screen readers work as everywhere); "" is no project. */
export function ProjectSelect({ label, projects, value, onChange, disabled, noneText = t('projects.none'), className }: { label: string; projects: readonly Project[]; value: string | null; onChange(id: string | null): void; disabled?: boolean; noneText?: string; className?: string }) {
  return (
    <label className={`field project-select ${className ?? ''}`}>
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} disabled={disabled}>
        <option value="">{noneText}</option>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  )
}
