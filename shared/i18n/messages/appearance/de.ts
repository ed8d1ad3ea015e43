import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "appearance.title": "Darstellung",
  "appearance.theme": "Design",
  "appearance.theme.system": "System",
  "appearance.theme.systemNote": "Dem Betriebssystem folgen",
  "appearance.theme.light": "Hell",
  "appearance.theme.lightNote": "Immer hell",
  "appearance.theme.dark": "Dunkel",
  "appearance.theme.darkNote": "Immer dunkel",
  "appearance.themeError": "Das Design konnte nicht gespeichert werden",
  "appearance.language": "Sprache",
  "appearance.language.system": "Systemsprache ({name})",
  "appearance.language.pseudo": "Pseudo-Sprache (findet unübersetzten Text)",
  "appearance.language.note": "Zahlen, Beträge und Daten folgen der Sprache. CSV-Exporte behalten ein maschinenlesbares Format.",
  "appearance.languageError": "Die Sprache konnte nicht gespeichert werden",
  "settings.loading": "Einstellungen werden geladen…",
  "settings.loadError": "Die Einstellungen konnten nicht geladen werden",
} satisfies Translation<typeof en>
