import { useId, useMemo, useState } from 'react'
import type { ModelInfo } from '../../../../../shared/domain/models-state'
import { t } from '../../../i18n'

export const MAX_COMPARE = 4
export const MIN_COMPARE = 2

interface Props {
  models: readonly ModelInfo[]
  /** Models used lately, most recent first: listed first. */
  recent: readonly string[]
  picked: readonly string[]
  onChange(picked: string[]): void
  loading?: boolean
}

/** The models of the list in the order shown: recently used first (most recent first), then the rest by name. */
export function orderModels(models: readonly ModelInfo[], recent: readonly string[], query: string): Array<ModelInfo & { recent: boolean }> {
  const q = query.trim().toLowerCase()
  const rank = new Map(recent.map((id, i) => [id, i]))
  return models
    .filter((m) => !q || m.id.toLowerCase().includes(q))
    .map((m) => ({ ...m, recent: rank.has(m.id) }))
    .sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || a.id.localeCompare(b.id))
}

/** Pick 2–4 models: a search box over a checkbox list, recently used models first. */
export function CompareModelPicker({ models, recent, picked, onChange, loading = false }: Props) {
  const id = useId()
  const [query, setQuery] = useState('')
  const shown = useMemo(() => orderModels(models, recent, query), [models, recent, query])
  const full = picked.length >= MAX_COMPARE
  const toggle = (model: string) => onChange(picked.includes(model) ? picked.filter((m) => m !== model) : [...picked, model])

  return (
    <fieldset className="compare-picker">
      <legend>
        {t('compare.picker.legend')} <span className="muted small">{t('compare.picker.picked', { count: picked.length })}</span>
      </legend>
      {picked.length > 0 && (
        <ul className="compare-picked" aria-label={t('compare.picker.pickedLabel')}>
          {picked.map((m, i) => (
            <li key={m} className="compare-chip">
              <span className="muted small">{i + 1}.</span> <span className="mono">{m}</span>
              <button type="button" className="btn-ghost btn-small" aria-label={t('compare.picker.remove', { model: m })} onClick={() => toggle(m)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input type="search" aria-label={t('compare.picker.search')} placeholder={loading ? t('chat.picker.loading') : t('chat.picker.search')} value={query} onChange={(e) => setQuery(e.target.value)} aria-controls={`${id}-list`} />
      <ul id={`${id}-list`} className="compare-model-list" aria-label={t('compare.picker.models')}>
        {shown.length === 0 && <li className="muted small">{loading ? t('chat.picker.loading') : t('chat.picker.noMatch')}</li>}
        {shown.map((m) => {
          const checked = picked.includes(m.id)
          return (
            <li key={m.id}>
              <label className={`compare-model${checked ? ' is-picked' : ''}`}>
                <input type="checkbox" checked={checked} disabled={(!checked && full) || (m.comingSoon && !checked)} onChange={() => toggle(m.id)} />
                <span className="mono">{m.id}</span>
                {m.recent && <span className="tag tag-recent">{t('compare.picker.recent')}</span>}
                {m.comingSoon && <span className="tag tag-soon">{t('chat.picker.comingSoon')}</span>}
              </label>
            </li>
          )
        })}
      </ul>
      {full && <p className="muted small">{t('compare.picker.full')}</p>}
    </fieldset>
  )
}
