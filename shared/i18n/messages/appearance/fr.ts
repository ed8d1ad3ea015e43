import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "appearance.title": "Apparence",
  "appearance.theme": "Thème",
  "appearance.theme.system": "Système",
  "appearance.theme.systemNote": "Suivre le système",
  "appearance.theme.light": "Clair",
  "appearance.theme.lightNote": "Toujours clair",
  "appearance.theme.dark": "Sombre",
  "appearance.theme.darkNote": "Toujours sombre",
  "appearance.themeError": "Impossible d’enregistrer le thème",
  "appearance.language": "Langue",
  "appearance.language.system": "Langue du système ({name})",
  "appearance.language.pseudo": "Pseudo-langue (trouve le texte non traduit)",
  "appearance.language.note": "Les nombres, montants et dates suivent la langue. Les exports CSV gardent un format machine.",
  "appearance.languageError": "Impossible d’enregistrer la langue",
  "settings.loading": "Chargement des réglages…",
  "settings.loadError": "Impossible de charger les réglages",
} satisfies Translation<typeof en>
