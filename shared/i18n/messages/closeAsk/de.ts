import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "closeAsk.title": "Tokentally weiter ausführen?",
  "closeAsk.message": "Im Tray weiterlaufen, wenn das Fenster geschlossen wird?",
  "closeAsk.detail": "Der Tray zeigt Ihr Guthaben, und Warnungen bei niedrigem Guthaben kommen weiterhin. Manche Desktops blenden Tray-Symbole aus; Sie können dies unter Einstellungen → Desktop ändern.",
  "closeAsk.keep": "Im Tray weiterlaufen",
  "closeAsk.quit": "Beim Schließen beenden",
} satisfies Translation<typeof en>
