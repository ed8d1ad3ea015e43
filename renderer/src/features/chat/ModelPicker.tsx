import { type Ref, useId, useMemo, useState } from 'react'
import type { ModelInfo } from '../../../../shared/domain/models-state'
import type { AppError } from '../../../../shared/domain/errors'

interface Props {
  value: string
  models: readonly ModelInfo[]
  loading?: boolean
  error?: AppError | null
  onChange(model: string): void
  onRefresh?: () => void
  refreshing?: boolean
  disabled?: boolean
  ref?: Ref<HTMLInputElement>
}

type Option = { id: string; comingSoon: boolean; custom: boolean }

/**
 * A searchable model combobox: type to filter, arrows to move, Enter to pick, Esc to close.
 * When the list cannot be loaded, a typed model ID can still be used.
 */
export function ModelPicker({ value, models, loading = false, error = null, onChange, onRefresh, refreshing = false, disabled = false, ref }: Props) {
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const labelId = `${id}-label`
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)

  const options = useMemo<Option[]>(() => {
    const q = query.trim().toLowerCase()
    const matching = models.filter((m) => !q || m.id.toLowerCase().includes(q)).map((m) => ({ id: m.id, comingSoon: m.comingSoon, custom: false }))
    const typed = query.trim()
    if (typed && !models.some((m) => m.id === typed)) matching.push({ id: typed, comingSoon: false, custom: true })
    return matching
  }, [models, query])

  const selected = models.find((m) => m.id === value)
  const activeIndex = Math.min(active, Math.max(0, options.length - 1))

  const close = () => {
    setOpen(false)
    setQuery('')
  }
  const choose = (option: Option | undefined) => {
    if (!option) return
    close()
    if (option.id !== value) onChange(option.id)
  }
  const openList = () => {
    setOpen(true)
    setActive(Math.max(0, models.findIndex((m) => m.id === value)))
  }

  return (
    <div className="model-picker">
      <label id={labelId} htmlFor={inputId} className="model-picker-label">
        Model
      </label>
      <div className="model-picker-box">
        <input
          ref={ref}
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[activeIndex] ? `${listId}-${activeIndex}` : undefined}
          aria-describedby={selected?.comingSoon ? `${id}-soon` : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          placeholder={loading ? 'Loading models…' : 'Search models'}
          value={open ? query : value}
          onFocus={openList}
          onClick={() => !open && openList()}
          onBlur={close}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
            setOpen(true)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault()
              if (!open) openList()
              else setActive(Math.min(options.length - 1, activeIndex + 1))
            } else if (event.key === 'ArrowUp') {
              event.preventDefault()
              setActive(Math.max(0, activeIndex - 1))
            } else if (event.key === 'Enter') {
              if (!open) return
              event.preventDefault()
              choose(options[activeIndex])
            } else if (event.key === 'Escape' && open) {
              // Closing the list is all Esc does here (it does not stop an answer).
              event.stopPropagation()
              close()
            }
          }}
        />
        {selected?.comingSoon && !open && <span className="tag tag-soon model-picker-tag">coming soon</span>}
        {onRefresh && (
          <button type="button" className="btn-ghost btn-small" onClick={onRefresh} disabled={refreshing} aria-label="Refresh the model list" title="Refresh the model list">
            {refreshing ? '…' : '↻'}
          </button>
        )}
        {open && (
          <ul id={listId} role="listbox" aria-labelledby={labelId} className="model-list">
            {options.length === 0 && (
              <li className="model-list-empty" role="presentation">
                {loading ? 'Loading models…' : 'No models match.'}
              </li>
            )}
            {options.map((option, index) => (
              <li
                key={`${option.custom ? 'custom:' : ''}${option.id}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.id === value}
                className={`model-option${index === activeIndex ? ' is-active' : ''}`}
                // Keep focus in the input so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                <span className="mono">{option.custom ? `Use “${option.id}”` : option.id}</span>
                {option.comingSoon && <span className="tag tag-soon">coming soon</span>}
                {option.id === value && <span className="model-option-check" aria-hidden="true">✓</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {selected?.comingSoon && (
        <p id={`${id}-soon`} className="model-picker-soon" role="status">
          <strong>{selected.id}</strong> is announced but not accepting requests yet. Pick another model to chat.
        </p>
      )}
      {error && (
        <p className="field-error model-picker-error" role="alert">
          Could not load the model list: {error.message} You can still type a model ID.
        </p>
      )}
    </div>
  )
}
