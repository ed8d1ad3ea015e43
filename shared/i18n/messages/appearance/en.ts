/** Settings: the view's own states, and Appearance (theme and language). English is the source: every other language has exactly these keys. */
export default {
  "appearance.title": "Appearance",
  "appearance.theme": "Theme",
  "appearance.theme.system": "System",
  "appearance.theme.systemNote": "Follow the operating system",
  "appearance.theme.light": "Light",
  "appearance.theme.lightNote": "Always light",
  "appearance.theme.dark": "Dark",
  "appearance.theme.darkNote": "Always dark",
  "appearance.themeError": "Could not save the theme",
  "appearance.language": "Language",
  "appearance.language.system": "System language ({name})",
  "appearance.language.pseudo": "Pseudo-locale (finds untranslated text)",
  "appearance.language.note": "Numbers, money and dates follow the language. CSV exports keep a machine format.",
  "appearance.languageError": "Could not save the language",
  "settings.loading": "Loading settings…",
  "settings.loadError": "Could not load the settings",
}
