import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Settings } from '../../../../shared/domain/settings'
import { AUTONYMS, LOCALES, type LanguageChoice, negotiateLocale } from '../../../../shared/i18n/locales'
import { ErrorNotice } from '../../components/ErrorNotice'
import { systemLanguages, t } from '../../i18n'
import { appErrorOf } from '../../queries/errors'
import { queryKeys } from '../../queries/keys'
import { useSaveSettings } from './useSaveSettings'

const THEMES = ['system', 'light', 'dark'] as const satisfies readonly Settings['theme'][]

export function AppearanceSection({ theme, language }: { theme: Settings['theme']; language: Settings['language'] }) {
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
      <h2 id="settings-appearance">{t('appearance.title')}</h2>
      <LanguagePicker language={language} />
      <fieldset className="theme-choice">
        <legend>{t('appearance.theme')}</legend>
        {THEMES.map((value) => (
          <label key={value} className="radio-card">
            <input type="radio" name="theme" value={value} checked={current === value} onChange={() => choose(value)} />
            <span>
              <span className="radio-label">{t(`appearance.theme.${value}`)}</span>
              <span className="muted small"> · {t(`appearance.theme.${value}Note`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && <ErrorNotice error={error} title={t('appearance.themeError')} />}
    </section>
  )
}

/** #37: the UI language, applied at once (the window re-renders in it as soon as it is saved). */
function LanguagePicker({ language }: { language: LanguageChoice }) {
  const update = useSaveSettings()
  const error = appErrorOf(update.error)
  const client = useQueryClient()
  const system = AUTONYMS[negotiateLocale(systemLanguages())]
  // Shown at once: the cached settings take the choice first (the window follows them), then main saves it.
  const choose = (value: LanguageChoice) => {
    const current = client.getQueryData<Settings>(queryKeys.settings)
    if (current) client.setQueryData<Settings>(queryKeys.settings, { ...current, language: value })
    update.save({ language: value })
  }
  return (
    <div className="field language-choice">
      <label htmlFor="settings-language">{t('appearance.language')}</label>
      <select id="settings-language" value={language} onChange={(event) => choose(event.target.value as LanguageChoice)}>
        <option value="system">{t('appearance.language.system', { name: system })}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {AUTONYMS[locale]}
          </option>
        ))}
        <option value="pseudo">{t('appearance.language.pseudo')}</option>
      </select>
      <p className="muted small">{t('appearance.language.note')}</p>
      {error && <ErrorNotice error={error} title={t('appearance.languageError')} />}
    </div>
  )
}
