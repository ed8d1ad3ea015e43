import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "shell.nav.label": "Hauptmenü",
  "shell.nav.dashboard": "Übersicht",
  "shell.nav.usage": "Nutzung",
  "shell.nav.chat": "Chat",
  "shell.nav.models": "Modelle",
  "shell.nav.batches": "Stapel",
  "shell.nav.settings": "Einstellungen",
  "shell.connection": "Verbindung",
  "shell.activeConnection": "Aktive Verbindung",
  "shell.switchError": "Verbindung konnte nicht gewechselt werden: {message}",
  "shell.demo.badge": "DEMO",
  "shell.demo.hint": "Demodaten aus einem eingebauten Simulator; kein echtes Konto",
  "shell.demo.banner": "Sie sehen Demodaten aus einem eingebauten Simulator. Nichts hier ist ein echtes Konto.",
  "app.starting": "Tokentally startet…",
  "app.loading": "Wird geladen…",
  "app.connectionsError": "Ihre Verbindungen konnten nicht geladen werden",
  "app.welcome": "Willkommen",
  "time.justNow": "gerade eben",
  "time.utcDay": "{day} (UTC)",
  "time.utcTime": "{time} UTC",
} satisfies Translation<typeof en>
