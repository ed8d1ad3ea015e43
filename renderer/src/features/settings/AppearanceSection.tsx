import { useState } from 'react'
import type { Settings } from '../../../../shared/domain/settings'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useSaveSettings } from './useSaveSettings'

const THEMES: { value: Settings['theme']; label: string; note: string }[] = [
  { value: 'system', label: 'System', note: 'Follow the operating system' },
  { value: 'light', label: 'Light', note: 'Always light' },
  { value: 'dark', label: 'Dark', note: 'Always dark' },
]

export function AppearanceSection({ theme }: { theme: Settings['theme'] }) {
  const update = useSaveSettings()
  const error = appErrorOf(update.error)
  // The radio shows the choice at once (a controlled input must change in its own event); the saved value takes over when it arrives.
  const [chosen, setChosen] = useState<Settings['theme'] | null>(null)
  const current = chosen ?? theme
  const choose = (value: Settings['theme']) => {
    setChosen(value)
    update.save({ theme: value }, { onSuccess: () => setChosen(null), onError: () => setChosen(null) })
  }
  return (
    <section className="panel settings-section" aria-labelledby="settings-appearance">
      <h2 id="settings-appearance">Appearance</h2>
      <fieldset className="theme-choice">
        <legend>Theme</legend>
        {THEMES.map((t) => (
          <label key={t.value} className="radio-card">
            <input type="radio" name="theme" value={t.value} checked={current === t.value} onChange={() => choose(t.value)} />
            <span>
              <span className="radio-label">{t.label}</span>
              <span className="muted small"> · {t.note}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && <ErrorNotice error={error} title="Could not save the theme" />}
    </section>
  )
}
