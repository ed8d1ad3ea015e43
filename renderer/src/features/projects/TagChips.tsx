/** A conversation's tags as chips; with `onRemove`, each has a button that takes it off. */
export function TagChips({ tags, onRemove, disabled }: { tags: readonly string[]; onRemove?: (tag: string) => void; disabled?: boolean }) {
  if (tags.length === 0) return null
  return (
    <ul className="tag-chips" aria-label="Tags">
      {tags.map((t) => (
        <li key={t} className="tag tag-label">
          #{t}
          {onRemove && (
            <button type="button" className="tag-remove" aria-label={`Remove tag ${t}`} onClick={() => onRemove(t)} disabled={disabled}>
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
