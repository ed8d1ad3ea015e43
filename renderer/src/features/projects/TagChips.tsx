import { t } from '../../i18n'

/** A conversation's tags as chips; with `onRemove`, each has a button that takes it off. */
export function TagChips({ tags, onRemove, disabled }: { tags: readonly string[]; onRemove?: (tag: string) => void; disabled?: boolean }) {
  if (tags.length === 0) return null
  return (
    <ul className="tag-chips" aria-label={t('projects.tags')}>
      {tags.map((tag) => (
        <li key={tag} className="tag tag-label">
          <bdi className="user-data">#{tag}</bdi>
          {onRemove && (
            <button type="button" className="tag-remove" aria-label={t('projects.tag.remove', { tag })} onClick={() => onRemove(tag)} disabled={disabled}>
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
