import { useState } from 'react'

/** The conversation title in a text box: Enter saves, Esc (or Cancel) leaves it as it was. */
export function RenameForm({ title, onSave, onCancel, saving }: { title: string; onSave(title: string): void; onCancel(): void; saving: boolean }) {
  const [value, setValue] = useState(title)
  return (
    <form
      className="chat-rename"
      onSubmit={(event) => {
        event.preventDefault()
        if (value.trim()) onSave(value.trim())
      }}
    >
      <input
        aria-label="Conversation title"
        value={value}
        maxLength={200}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            onCancel()
          }
        }}
        autoFocus
      />
      <button type="submit" className="btn-primary btn-small" disabled={!value.trim() || saving}>
        Save
      </button>
      <button type="button" className="btn-small" onClick={onCancel}>
        Cancel
      </button>
    </form>
  )
}
