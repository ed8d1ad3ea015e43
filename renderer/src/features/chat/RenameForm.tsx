import { useState } from 'react'
import { t } from '../../i18n'

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
        aria-label={t('chat.rename.label')}
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
        {t('chat.rename.save')}
      </button>
      <button type="button" className="btn-small" onClick={onCancel}>
        {t('chat.cancel')}
      </button>
    </form>
  )
}
