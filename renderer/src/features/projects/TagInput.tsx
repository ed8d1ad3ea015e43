import { useId, useState } from 'react'
import { t } from '../../i18n'

/** Types a tag and adds it with Enter or the button; suggestions are the tags already in use. */
export function TagInput({ label, known, onAdd, disabled }: { label: string; known: readonly string[]; onAdd(tag: string): void; disabled?: boolean }) {
  const id = useId()
  const [text, setText] = useState('')
  const tag = text.replace(/\s+/g, ' ').trim()
  const add = () => {
    if (tag === '' || tag.length > 40) return
    onAdd(tag)
    setText('')
  }
  return (
    <div className="tag-input row">
      <label className="field">
        <span>{label}</span>
        <input
          value={text}
          list={`${id}-known`}
          maxLength={40}
          placeholder={t('projects.tag.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
          disabled={disabled}
        />
      </label>
      <datalist id={`${id}-known`}>
        {known.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <button type="button" className="btn-small" onClick={add} disabled={disabled || tag === ''}>
        {t('projects.tag.add')}
      </button>
    </div>
  )
}
